import { config } from "./config.server.ts";

/** The only place that reads the clock: once per request, frozen by GALLERY_NOW when set. */
export function readClock(): Date {
  return config.GALLERY_NOW ?? new Date();
}

/**
 * The real clock, for the mailing list's rate limit and mail retries. GALLERY_NOW freezes what
 * the site calls "now" (which show is on, what is upcoming); a frozen clock would never let a
 * rate-limit window end or a retry come due.
 */
export function realClockMs(): number {
  return Date.now();
}
