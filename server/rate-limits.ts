// Rate limits on the API endpoints, counted per client by express-rate-limit. The client is
// Express's `req.ip` (see `trust proxy` in app.ts); IPv6 clients are counted by their network.
import type { RequestHandler } from "express";
import { type RateLimitInfo, rateLimit } from "express-rate-limit";

/** Requests are counted in windows of a minute. */
export const RATE_WINDOW_MS = 60_000;

/**
 * At most `limit` posts a minute per client. A request over the limit still goes on to the
 * endpoint, with `res.locals.retryAfterSeconds` set, so that the endpoint answers in its own
 * format (JSON, or a page to go back to).
 */
export function endpointRateLimit(limit: number): RequestHandler {
  return rateLimit({
    windowMs: RATE_WINDOW_MS,
    limit,
    standardHeaders: false,
    legacyHeaders: false,
    handler: (req, res, next) => {
      const info = (req as { rateLimit?: RateLimitInfo }).rateLimit;
      const resetMs = info?.resetTime?.getTime() ?? Date.now() + RATE_WINDOW_MS;
      res.locals.retryAfterSeconds = Math.max(1, Math.ceil((resetMs - Date.now()) / 1000));
      next();
    },
  });
}

/** What the limit said of this request: seconds to wait, or null when within it. */
export function retryAfterOf(locals: Record<string, unknown>): number | null {
  return typeof locals.retryAfterSeconds === "number" ? locals.retryAfterSeconds : null;
}
