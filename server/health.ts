// The health routes, answered before anything else and never cached (README "Going live"):
// GET /health/live says the process answers at all (the process manager restarts it when it
// does not); GET /health/ready says it can serve visitors (the build is loaded, the site's own
// checks pass, it is not stopping), so a proxy or a release sends it traffic only then.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Readiness } from "../app/runtime/readiness.server.ts";

export const LIVE_PATH = "/health/live";
export const READY_PATH = "/health/ready";
/**
 * The header on the proxy's own readiness checks (deploy/Caddyfile, `health_headers`). A new
 * process counts the times it told the proxy "ready", so a release stops the old process only
 * once the proxy would send visitors here (deploy/lib/traffic.ts). Caddy drops a visitor's copy.
 */
export const PROXY_CHECK_HEADER = "front-health-check";
export const PROXY_CHECK_VALUE = "proxy";

/** A process is starting (the build is loading), serving, or stopping (draining its requests). */
export type Phase = "starting" | "serving" | "stopping";

export interface HealthSources {
  phase: () => Phase;
  /** The site's own checks; asked only while serving. */
  readiness: () => Readiness;
  /** What this process runs (RELEASE), for the release script and the operator. */
  release: string | null;
}

/** The site's checks are run at most this often (each takes the database's write lock). */
export const READINESS_MEMO_MS = 1_000;

export type HealthHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

/** A handler that answers a health request and returns true, and leaves any other alone. */
export function healthRoutes(
  { phase, readiness, release }: HealthSources,
  nowMs: () => number = Date.now,
): HealthHandler {
  let memo: { at: number; readiness: Readiness } | null = null;
  let proxySawReady = 0;
  function siteReadiness(): Readiness {
    const now = nowMs();
    if (!memo || now - memo.at >= READINESS_MEMO_MS) memo = { at: now, readiness: readiness() };
    return memo.readiness;
  }

  return (req, res) => {
    const path = (req.url ?? "").split("?", 1)[0];
    if (path !== LIVE_PATH && path !== READY_PATH) return false;
    if (req.method !== "GET" && req.method !== "HEAD") {
      send(req, res, 405, { error: "Only GET and HEAD." }, { Allow: "GET, HEAD" });
      return true;
    }
    if (path === LIVE_PATH) {
      send(req, res, 200, { live: true, phase: phase(), release });
      return true;
    }
    const now = phase();
    if (now !== "serving") {
      send(req, res, 503, { ready: false, reason: now, release }, { "Retry-After": "1" });
      return true;
    }
    const { ready, checks } = siteReadiness();
    const failed = Object.entries(checks).filter(([, verdict]) => verdict !== "ok");
    const reason = failed.map(([name, verdict]) => `${name}: ${verdict}`).join("; ");
    if (ready && req.headers[PROXY_CHECK_HEADER] === PROXY_CHECK_VALUE) proxySawReady += 1;
    send(
      req,
      res,
      ready ? 200 : 503,
      { ready, ...(ready ? {} : { reason }), release, checks, proxySawReady },
      ready ? {} : { "Retry-After": "5" },
    );
    return true;
  };
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: object,
  headers: Record<string, string> = {},
) {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(json),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
  res.end(req.method === "HEAD" ? undefined : json);
}
