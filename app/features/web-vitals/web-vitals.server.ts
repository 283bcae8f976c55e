// The web-vitals endpoint as the running site holds it: the store on the site's database.
import type { DatabaseSync } from "node:sqlite";
import type { VitalsEndpoint } from "./endpoint.server.ts";
import { createVitalsStore } from "./store.server.ts";

export function createWebVitals(db: DatabaseSync, enabled: boolean, clockMs: () => number) {
  const endpoint: VitalsEndpoint = { enabled, store: createVitalsStore(db), clockMs };
  return endpoint;
}
