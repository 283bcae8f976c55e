// The checks every API endpoint makes before it reads a body: the method, and the client's rate
// limit (counted by the HTTP server, which knows the client's address). Each endpoint words a
// refusal in its own format (JSON, plain text, or a page to go back to).

/** Who sent the request, as the HTTP server judged it (its proxies and rate limits). */
export interface RequestClient {
  /** The client's address (Express's `req.ip`, which believes only the configured proxies). */
  address: string;
  /** What the client is counted by: its IPv4 address or its IPv6 /64, as the rate limits count. */
  key: string;
  /** Seconds to wait when the client is over its rate limit for this endpoint; else null. */
  retryAfterSeconds: number | null;
}

export interface Refusal {
  status: 405 | 429;
  message: string;
  headers: Record<string, string>;
}

/** Endpoints take POST only; anything else is told so, naming POST. */
export const METHOD_NOT_ALLOWED: Refusal = {
  status: 405,
  message: "Use POST.",
  headers: { Allow: "POST" },
};

export function methodRefusal(method: string): Refusal | null {
  return method === "POST" ? null : METHOD_NOT_ALLOWED;
}

/** A client over its limit is told when to come back. */
export function rateRefusal(client: RequestClient, message: string): Refusal | null {
  if (client.retryAfterSeconds === null) return null;
  return { status: 429, message, headers: { "Retry-After": String(client.retryAfterSeconds) } };
}
