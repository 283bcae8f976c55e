// The web-vitals endpoint as the running site holds it: the store on the site's database.
import type { DatabaseSync } from "node:sqlite";
import type { OriginPolicy } from "../../http/cross-site.ts";
import type { VitalsEndpoint } from "./endpoint.server.ts";
import { createVitalsStore } from "./store.server.ts";

export function createWebVitals(
  db: DatabaseSync,
  enabled: boolean,
  clockMs: () => number,
  originPolicy: OriginPolicy,
) {
  const endpoint: VitalsEndpoint = { enabled, originPolicy, store: createVitalsStore(db), clockMs };
  return endpoint;
}
