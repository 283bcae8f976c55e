// A fixed-window counter per client: at most `limit` requests in each window. Pure apart from
// its own memory; the caller hands in the time, on a clock that keeps running.

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(client: string, nowMs: number): RateDecision;
}

/** A limit of 0 lets everything through. */
export function createRateLimiter(
  limit: number,
  windowMs = 60_000,
  maxClients = 10_000,
): RateLimiter {
  const windows = new Map<string, { startMs: number; count: number }>();

  function forgetExpired(nowMs: number) {
    for (const [client, window] of windows) {
      if (nowMs - window.startMs >= windowMs) windows.delete(client);
    }
  }

  return {
    take(client, nowMs) {
      if (limit <= 0) return { allowed: true };
      let window = windows.get(client);
      if (!window || nowMs - window.startMs >= windowMs) {
        // Memory stays bounded however many addresses a flood comes from.
        if (windows.size >= maxClients) forgetExpired(nowMs);
        if (windows.size >= maxClients) windows.clear();
        window = { startMs: nowMs, count: 0 };
        windows.set(client, window);
      }
      window.count += 1;
      if (window.count <= limit) return { allowed: true };
      const retryAfterMs = window.startMs + windowMs - nowMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    },
  };
}
