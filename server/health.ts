// The health routes, answered before anything else and never cached (docs/operating.md, "Health"):
// GET /health/live says the process answers at all (the process manager restarts it when it
// does not); GET /health/ready says it can serve pages (it is serving, its build loaded: not
// starting, not stopping), so a proxy or a release sends it traffic only then; GET /health/deep
// runs the site's deep checks (database, disk, outbox) for the release tool and the operator's
// alerts. A deep fault never takes pages down: pages need none of it, and a sign-up that meets
// the fault says so itself (503, Retry-After). What is wrong (free disk, SQLite's words, mails
// waiting) is told only to this machine's own tools (issue 31): a stranger, who always comes
// through the proxy, hears up or down.
import type { IncomingMessage, ServerResponse } from "node:http";
import { isLoopbackAddress } from "../app/http/trusted-proxies.ts";
import type { DeepHealth } from "../app/runtime/deep-health.server.ts";

export const LIVE_PATH = "/health/live";
export const READY_PATH = "/health/ready";
export const DEEP_PATH = "/health/deep";
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
  /** The site's deep checks; asked only while serving, and only by GET /health/deep. */
  deepHealth: () => DeepHealth;
  /** What this process runs (RELEASE), for the release script and the operator. */
  release: string | null;
}

/** The deep checks are run at most this often (each asks for the database's write lock). */
export const DEEP_MEMO_MS = 1_000;

export type HealthHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

const PATHS = new Set([LIVE_PATH, READY_PATH, DEEP_PATH]);

/** A handler that answers a health request and returns true, and leaves any other alone. */
export function healthRoutes(
  { phase, deepHealth, release }: HealthSources,
  nowMs: () => number = Date.now,
): HealthHandler {
  let memo: { at: number; health: DeepHealth } | null = null;
  let proxySawReady = 0;
  function siteDeepHealth(): DeepHealth {
    const now = nowMs();
    if (!memo || now - memo.at >= DEEP_MEMO_MS) memo = { at: now, health: deepHealth() };
    return memo.health;
  }

  return (req, res) => {
    const path = (req.url ?? "").split("?", 1)[0] ?? "";
    if (!PATHS.has(path)) return false;
    if (req.method !== "GET" && req.method !== "HEAD") {
      send(req, res, 405, { error: "Only GET and HEAD." }, { Allow: "GET, HEAD" });
      return true;
    }
    const now = phase();
    if (path === LIVE_PATH) {
      send(req, res, 200, { live: true, phase: now, release });
    } else if (now !== "serving") {
      const body = path === READY_PATH ? { ready: false } : { ok: false, checks: {} };
      send(req, res, 503, { ...body, reason: now, release }, { "Retry-After": "1" });
    } else if (path === READY_PATH) {
      if (req.headers[PROXY_CHECK_HEADER] === PROXY_CHECK_VALUE) proxySawReady += 1;
      send(req, res, 200, { ready: true, release, proxySawReady });
    } else {
      const { ok, checks } = siteDeepHealth();
      if (!askedOnThisMachine(req)) {
        send(req, res, ok ? 200 : 503, { ok }, ok ? {} : { "Retry-After": "5" });
        return true;
      }
      const failed = Object.entries(checks).filter(([, verdict]) => verdict !== "ok");
      const reason = failed.map(([name, verdict]) => `${name}: ${verdict}`).join("; ");
      send(
        req,
        res,
        ok ? 200 : 503,
        { ok, release, ...(ok ? {} : { reason }), checks },
        ok ? {} : { "Retry-After": "5" },
      );
    }
    return true;
  };
}

/**
 * A request from this machine's own tools: over loopback, and not passed on by a proxy (Caddy
 * and nginx, on the same machine, always say whom they pass on in X-Forwarded-For).
 */
function askedOnThisMachine(req: IncomingMessage): boolean {
  const passedOn =
    req.headers["x-forwarded-for"] !== undefined || req.headers.forwarded !== undefined;
  return !passedOn && isLoopbackAddress(req.socket.remoteAddress ?? "");
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
