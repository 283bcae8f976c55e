// Which pages may post to the site's endpoints (issue 9), and real CORS for the allowed others.
//
// A browser names the page a request comes from in `Origin` (every POST from a current browser
// carries it), and older ones in `Sec-Fetch-Site`. A post from a page of another site is refused:
// otherwise any website could sign anyone up. Origins listed in API_ALLOWED_ORIGINS (the spec's
// separate {api host} serving the site's pages) are let in, and told so with CORS headers so that
// their script can read the answer. A request with neither header is not a browser's: a script
// or a mail provider's one-click unsubscribe, which cross-site forgery cannot produce.

export interface OriginPolicy {
  /** Origins whose pages may post here: the site's own (SITE_URL) and API_ALLOWED_ORIGINS. */
  allowedOrigins: readonly string[];
}

/** How long a browser may keep a preflight's answer (Chromium keeps two hours at most). */
export const PREFLIGHT_MAX_AGE_SECONDS = 7200;

/**
 * Why the request comes from a page this site does not trust, or null when it may go on. The
 * request's own origin (the address it was sent to) is always trusted: a page is on the site.
 */
export function crossSiteRefusal(request: Request, policy: OriginPolicy): string | null {
  const origin = request.headers.get("origin");
  if (origin !== null) {
    return isTrusted(origin, request, policy)
      ? null
      : `Requests from pages on ${origin} are not accepted here.`;
  }
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite === "cross-site" || fetchSite === "same-site") {
    return `Requests from another site are not accepted here (Sec-Fetch-Site: ${fetchSite}).`;
  }
  return null;
}

/**
 * Headers for every answer of an endpoint: an allowed other origin may read it; and since the
 * answer depends on Origin, caches are told so.
 */
export function corsHeaders(request: Request, policy: OriginPolicy): Record<string, string> {
  const origin = request.headers.get("origin");
  if (origin === null || origin === ownOrigin(request) || !policy.allowedOrigins.includes(origin)) {
    return { Vary: "Origin" };
  }
  return { "Access-Control-Allow-Origin": origin, Vary: "Origin" };
}

/**
 * The answer to a CORS preflight (OPTIONS): an allowed origin may POST with a Content-Type
 * (JSON); any other origin is refused, and its browser never sends the POST.
 */
export function preflightAnswer(request: Request, policy: OriginPolicy): Response {
  const refusal = crossSiteRefusal(request, policy);
  if (refusal) {
    return Response.json(
      { error: refusal },
      { status: 403, headers: { Vary: "Origin", "Cache-Control": "no-store" } },
    );
  }
  return new Response(null, {
    status: 204,
    headers: {
      ...corsHeaders(request, policy),
      "Access-Control-Allow-Methods": "POST",
      "Access-Control-Allow-Headers": "Content-Type",
      "Access-Control-Max-Age": String(PREFLIGHT_MAX_AGE_SECONDS),
      "Cache-Control": "no-store",
    },
  });
}

/**
 * The origins API_ALLOWED_ORIGINS lists (comma-separated), or the reason the value is not such
 * a list. Each must be an origin exactly: scheme, host and port, no path.
 */
export function parseOrigins(
  value: string,
): { ok: true; origins: string[] } | { ok: false; error: string } {
  const origins: string[] = [];
  for (const entry of value.split(",").map((part) => part.trim().replace(/\/$/, ""))) {
    if (entry === "") continue;
    let origin: string;
    try {
      origin = new URL(entry).origin;
    } catch {
      return { ok: false, error: `"${entry}" is not an origin (https://host[:port])` };
    }
    if (origin !== entry || !/^https?:/.test(origin)) {
      return { ok: false, error: `"${entry}" is not an origin (https://host[:port], no path)` };
    }
    origins.push(origin);
  }
  return { ok: true, origins };
}

function isTrusted(origin: string, request: Request, policy: OriginPolicy): boolean {
  return origin === ownOrigin(request) || policy.allowedOrigins.includes(origin);
}

function ownOrigin(request: Request): string {
  return new URL(request.url).origin;
}
