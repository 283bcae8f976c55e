import { config } from "./config.server.ts";

/** The only place that reads the clock: once per request, frozen by GALLERY_NOW when set. */
export function readClock(): Date {
  return config.GALLERY_NOW ?? new Date();
}
