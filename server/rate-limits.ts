// Rate limits on the API endpoints, counted by express-rate-limit: per client, and for writes
// across the whole site. The client is Express's `req.ip` (see `trust proxy` in app.ts) when
// that is an IP address; IPv6 clients are counted by their /64, which one household or one
// server holds whole. Counts live in a bounded store in memory (one process).
import { isIP } from "node:net";
import type { Request, RequestHandler } from "express";
import {
  type ClientRateLimitInfo,
  type Options,
  type RateLimitInfo,
  type Store,
  ipKeyGenerator,
  rateLimit,
} from "express-rate-limit";

/** Requests are counted in windows of a minute. */
export const RATE_WINDOW_MS = 60_000;
/** Clients counted at once; about 100 bytes each. */
export const MAX_COUNTED_CLIENTS = 50_000;
/** IPv6 clients are counted by their network: a /64 gives its holder 2^64 addresses. */
const IPV6_SUBNET = 64;

/**
 * The client's address. With `trust proxy`, `req.ip` is an entry of X-Forwarded-For, which a
 * proxy may pass on as the client wrote it: anything that is not an IP address falls back to
 * the socket's, so garbage cannot make a new client on every request.
 */
export function clientAddress(req: Request): string {
  const claimed = req.ip;
  if (claimed && isIP(claimed) !== 0) return claimed;
  return req.socket.remoteAddress ?? "unknown";
}

/** What a client is counted by: its IPv4 address, or its IPv6 /64. */
export function clientKey(req: Request): string {
  return ipKeyGenerator(clientAddress(req), IPV6_SUBNET);
}

/**
 * Fixed-window counts in a Map kept in order of each client's last request. Memory is bounded:
 * past `maxClients` the client seen least recently is forgotten first (an expired one if any),
 * so a flood of new keys never clears the count of a client still sending.
 */
export class BoundedMemoryStore implements Store {
  readonly localKeys = true;
  private windowMs = RATE_WINDOW_MS;
  private readonly clients = new Map<string, { totalHits: number; resetTime: Date }>();
  private readonly maxClients: number;
  private readonly nowMs: () => number;

  constructor(maxClients = MAX_COUNTED_CLIENTS, nowMs: () => number = Date.now) {
    this.maxClients = maxClients;
    this.nowMs = nowMs;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  get size(): number {
    return this.clients.size;
  }

  get(key: string): ClientRateLimitInfo | undefined {
    const client = this.clients.get(key);
    return client && client.resetTime.getTime() > this.nowMs() ? client : undefined;
  }

  increment(key: string): ClientRateLimitInfo {
    const now = this.nowMs();
    let client = this.clients.get(key);
    if (!client || client.resetTime.getTime() <= now) {
      client = { totalHits: 0, resetTime: new Date(now + this.windowMs) };
    }
    client.totalHits += 1;
    this.clients.delete(key);
    this.clients.set(key, client);
    this.forgetOldest(now);
    return client;
  }

  decrement(key: string): void {
    const client = this.clients.get(key);
    if (client && client.totalHits > 0) client.totalHits -= 1;
  }

  resetKey(key: string): void {
    this.clients.delete(key);
  }

  resetAll(): void {
    this.clients.clear();
  }

  private forgetOldest(now: number): void {
    for (const [key, client] of this.clients) {
      const expired = client.resetTime.getTime() <= now;
      if (!expired && this.clients.size <= this.maxClients) return;
      this.clients.delete(key);
    }
  }
}

/**
 * A request over the limit still goes on to the endpoint, with `res.locals.retryAfterSeconds`
 * set, so that the endpoint answers in its own format (JSON, or a page to go back to).
 */
const passOnWithRetryAfter: RequestHandler = (req, res, next) => {
  const info = (req as { rateLimit?: RateLimitInfo }).rateLimit;
  const resetMs = info?.resetTime?.getTime() ?? Date.now() + RATE_WINDOW_MS;
  res.locals.retryAfterSeconds = Math.max(1, Math.ceil((resetMs - Date.now()) / 1000));
  next();
};

/** At most `limit` posts a minute per client. */
export function endpointRateLimit(limit: number, store = new BoundedMemoryStore()): RequestHandler {
  return rateLimit({
    windowMs: RATE_WINDOW_MS,
    limit,
    store,
    keyGenerator: clientKey,
    standardHeaders: false,
    legacyHeaders: false,
    handler: passOnWithRetryAfter,
  });
}

/**
 * At most `limit` writes a minute from everyone together to one endpoint, so that many clients,
 * each within its own limit, still cannot fill the disk. Only what was stored
 * counts: requests already over their own limit, and refused ones (4xx), do not.
 */
export function writeRateLimit(limit: number): RequestHandler {
  return rateLimit({
    windowMs: RATE_WINDOW_MS,
    limit,
    store: new BoundedMemoryStore(1),
    keyGenerator: () => "site",
    skip: (_req, res) => retryAfterOf(res.locals) !== null,
    skipFailedRequests: true,
    standardHeaders: false,
    legacyHeaders: false,
    handler: passOnWithRetryAfter,
  });
}

/** What the limit said of this request: seconds to wait, or null when within it. */
export function retryAfterOf(locals: Record<string, unknown>): number | null {
  return typeof locals.retryAfterSeconds === "number" ? locals.retryAfterSeconds : null;
}
