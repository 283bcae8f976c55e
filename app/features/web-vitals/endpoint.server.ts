// POST /api/vitals: web vitals beacons from visitors' browsers (issue 5). Small, bounded and
// rate-limited: the endpoint takes anything anyone sends, so it believes nothing unchecked.
import { MAX_REPORT_BYTES, parseVitalsReport, routeOfPath } from "./report.ts";
import { SOCKET_ADDRESS_HEADER, clientAddress } from "../../http/client-address.ts";
import type { RateLimiter } from "../../http/rate-limit.ts";
import { decodeBody, readBounded } from "../../http/request-body.ts";
import type { VitalsStore } from "./store.server.ts";

export interface VitalsEndpoint {
  enabled: boolean;
  store: VitalsStore;
  limiter: RateLimiter;
  trustedProxies: number;
  /** Real milliseconds, for the rate limit and the sample's time. */
  clockMs: () => number;
}

/** navigator.sendBeacon sends a string as text/plain; a fetch() client may say JSON. */
const ACCEPTED_TYPES = new Set(["text/plain", "application/json"]);

export async function handleVitals(request: Request, endpoint: VitalsEndpoint): Promise<Response> {
  if (!endpoint.enabled) return new Response(null, { status: 404 });
  if (request.method !== "POST") {
    return new Response(null, { status: 405, headers: { Allow: "POST" } });
  }
  const client = clientAddress(
    request.headers.get(SOCKET_ADDRESS_HEADER) ?? "unknown",
    request.headers.get("x-forwarded-for"),
    endpoint.trustedProxies,
  );
  const rate = endpoint.limiter.take(client, endpoint.clockMs());
  if (!rate.allowed) {
    return new Response(null, {
      status: 429,
      headers: { "Retry-After": String(rate.retryAfterSeconds) },
    });
  }
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (!mediaType || !ACCEPTED_TYPES.has(mediaType)) return text(415, "Send JSON as text/plain.");

  const bytes = await readBounded(request, MAX_REPORT_BYTES);
  if (!bytes) return text(413, `The body is larger than ${MAX_REPORT_BYTES} bytes.`);
  const decoded = decodeBody("json", bytes);
  if (!decoded.ok) return text(400, decoded.error);
  const parsed = parseVitalsReport(decoded.fields);
  if (!parsed.ok) return text(400, parsed.error);

  endpoint.store.record(routeOfPath(parsed.report.path), parsed.report.metrics, endpoint.clockMs());
  return new Response(null, { status: 204 });
}

function text(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
