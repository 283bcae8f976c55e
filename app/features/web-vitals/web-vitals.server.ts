// The vitals endpoint as the running server holds it: the store on the site's database and a
// rate limit per client (a page view sends one or two beacons).
import { realClockMs } from "../../runtime/clock.server.ts";
import { config } from "../../runtime/config.server.ts";
import { database } from "../../database/connection.server.ts";
import { createRateLimiter } from "../../http/rate-limit.ts";
import { createVitalsStore } from "./store.server.ts";
import type { VitalsEndpoint } from "./endpoint.server.ts";

export const vitalsEndpoint: VitalsEndpoint = {
  enabled: config.WEB_VITALS,
  store: createVitalsStore(database),
  limiter: createRateLimiter(config.VITALS_RATE_LIMIT),
  trustedProxies: config.TRUST_PROXY,
  clockMs: realClockMs,
};
