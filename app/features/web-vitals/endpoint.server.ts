// POST /api/vitals: web vitals beacons from visitors' browsers (issue 5). Small, bounded and
// rate-limited: the endpoint takes anything anyone sends, so it believes nothing unchecked.
import { patternOfPath } from "../../domain/site-pages.ts";
import { MAX_REPORT_BYTES, parseVitalsReport } from "./report.ts";
import { type OriginPolicy, crossSiteRefusal } from "../../http/cross-site.ts";
import { type RequestClient, methodRefusal, rateRefusal } from "../../http/endpoint-guard.ts";
import { decodeBody, mediaTypeOf, readBounded } from "../../http/request-body.ts";
import { RETRY_AFTER_SECONDS, storageFaultOf } from "../../database/storage-fault.server.ts";
import { writeWhenFree } from "../../database/write-when-free.server.ts";
import type { VitalsStore } from "./store.server.ts";

/** A beacon is worth little: it waits this long for a lock someone else holds, then is dropped. */
export const VITALS_WRITE_WAIT_MS = 250;

export interface VitalsEndpoint {
  enabled: boolean;
  /** Beacons come from the site's own pages only. */
  originPolicy: OriginPolicy;
  store: VitalsStore;
  /** Real milliseconds, for the sample's time. */
  clockMs: () => number;
}

/** navigator.sendBeacon sends a string as text/plain; a fetch() client may say JSON. */
const ACCEPTED_TYPES = new Set(["text/plain", "application/json"]);

export async function handleVitals(
  request: Request,
  client: RequestClient,
  endpoint: VitalsEndpoint,
): Promise<Response> {
  if (!endpoint.enabled) return new Response(null, { status: 404 });
  // A beacon's sender reads no answer: refusals carry only their status and headers.
  const refusal = methodRefusal(request.method) ?? rateRefusal(client, "");
  if (refusal) return new Response(null, { status: refusal.status, headers: refusal.headers });
  const crossSite = crossSiteRefusal(request, endpoint.originPolicy);
  if (crossSite) return text(403, crossSite);
  if (!ACCEPTED_TYPES.has(mediaTypeOf(request.headers.get("content-type")))) {
    return text(415, "Send JSON as text/plain.");
  }

  const bytes = await readBounded(request, MAX_REPORT_BYTES);
  if (!bytes) return text(413, `The body is larger than ${MAX_REPORT_BYTES} bytes.`);
  const decoded = decodeBody("json", bytes);
  if (!decoded.ok) return text(400, decoded.error);
  const parsed = parseVitalsReport(decoded.fields);
  if (!parsed.ok) return text(400, parsed.error);

  // Figures gather per screen, and a visitor cannot grow the table with made-up paths.
  const { report } = parsed;
  try {
    await writeWhenFree(
      () => endpoint.store.record(patternOfPath(report.path), report.metrics, endpoint.clockMs()),
      { withinMs: VITALS_WRITE_WAIT_MS },
    );
  } catch (error) {
    const fault = storageFaultOf(error);
    if (!fault) throw error;
    // A locked database or a full disk: the figures are dropped, and nothing else suffers.
    return new Response(null, {
      status: 503,
      headers: { "Retry-After": String(RETRY_AFTER_SECONDS[fault]) },
    });
  }
  return new Response(null, { status: 204 });
}

function text(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
