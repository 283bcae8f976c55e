// Where the proxy sends visitors. The proxy lists both ports and sends each request to the
// first one whose readiness says yes (deploy/Caddyfile: `lb_policy first`, an active health
// check on /health/ready every second). So traffic moves without touching the proxy: the new
// process says ready, to the tool and then to the proxy's own check; only then is the old one
// asked to stop, and it says not ready for a few seconds (DRAIN_NOTICE_SECONDS) while it still
// serves, then drains. A reload of the proxy would close
// visitors' idle keep-alive connections, and a visitor's request can race that close.
import { setTimeout as sleep } from "node:timers/promises";
import { DEEP_PATH, READY_PATH } from "../../server/health.ts";

/** This many answers in a row from the new release through the proxy: traffic has moved. */
const IN_A_ROW = 5;

/** What /health/ready says (server/health.ts); an older release leaves out proxySawReady. */
export interface ReadinessAnswer {
  ready?: boolean;
  release?: string;
  reason?: string;
  proxySawReady?: number;
}

/** A release process's own readiness, asked on its port rather than through the proxy. */
export function portReadyUrl(port: number): string {
  return `http://127.0.0.1:${port}${READY_PATH}`;
}

/** Asks a readiness URL once; throws when nothing answers within 2 s or the answer is no JSON. */
export async function askReadiness(
  url: string,
): Promise<{ status: number; body: ReadinessAnswer }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  return { status: response.status, body: (await response.json()) as ReadinessAnswer };
}

/**
 * The process's deep check (GET /health/deep): what it says is wrong, or null when all is well
 * or it cannot say (an older release without the route). A release goes ahead either way (pages
 * need none of it), and says so.
 */
export async function deepFault(port: number): Promise<string | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${DEEP_PATH}`, {
      signal: AbortSignal.timeout(2_000),
    });
    if (response.status === 404) return null;
    const body = (await response.json()) as { ok?: boolean; reason?: string };
    return body.ok ? null : (body.reason ?? `answered ${response.status}`);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Resolves once `readyUrl` (the site's public /health/ready, through the proxy) names `release`
 * `IN_A_ROW` times running; returns how long that took, or null when it never did.
 */
export async function waitForTraffic(
  readyUrl: string,
  release: string,
  timeoutMs: number,
): Promise<number | null> {
  const started = Date.now();
  let inARow = 0;
  while (Date.now() - started < timeoutMs) {
    try {
      const { body } = await askReadiness(readyUrl);
      inARow = body.release === release ? inARow + 1 : 0;
      if (inARow >= IN_A_ROW) return Date.now() - started;
    } catch {
      inARow = 0;
    }
    await sleep(100);
  }
  return null;
}

/** What the proxy has made of a new process, as the process tells it. */
export type ProxyCheck =
  /** It has told the proxy's own check "ready" at least once, `ms` after we began to ask. */
  | { seen: true; ms: number }
  /** An older release that does not count the proxy's checks: we waited one full check. */
  | { seen: false; ms: number }
  /** No check found it ready in time. */
  | null;

/**
 * A full round of the proxy's checks (deploy/Caddyfile: health_interval 1s + health_timeout 2s):
 * how long to wait for a release that cannot say whether the proxy has found it ready.
 */
export const PROXY_CHECK_ROUND_MS = 3_000;

/**
 * Resolves once the process on `port` has told the proxy's own health check it is ready (it
 * counts those: server/health.ts, PROXY_CHECK_HEADER). The proxy keeps the verdict of its last
 * check until the next one, so until then it may still hold the "not ready" it saw while this
 * process was starting.
 */
export async function waitForProxyCheck(port: number, timeoutMs: number): Promise<ProxyCheck> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const { body } = await askReadiness(portReadyUrl(port));
      if (body.ready && body.proxySawReady === undefined) {
        await sleep(PROXY_CHECK_ROUND_MS);
        return { seen: false, ms: Date.now() - started };
      }
      if ((body.proxySawReady ?? 0) > 0) return { seen: true, ms: Date.now() - started };
    } catch {
      // Not answering, or not JSON: asked again below.
    }
    await sleep(100);
  }
  return null;
}

/** Polls the new process's readiness until it names this release, or gives up. */
export async function waitUntilReady(port: number, name: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    try {
      const { status, body } = await askReadiness(portReadyUrl(port));
      if (status === 200 && body.release === name) return;
      last = body.release !== name ? `another release (${body.release}) answers` : `${body.reason}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(200);
  }
  throw new Error(`${name} was not ready on port ${port} within ${timeoutMs / 1000} s: ${last}`);
}
