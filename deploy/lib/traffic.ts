// Where the proxy sends visitors. The proxy lists both ports and sends each request to the
// first one whose readiness says yes (deploy/Caddyfile: `lb_policy first`, an active health
// check on /health/ready every second). So traffic moves without touching the proxy: the new
// process says ready, the old one, asked to stop, says not ready for a few seconds
// (DRAIN_NOTICE_SECONDS) while it still serves, then drains. A reload of the proxy would close
// visitors' idle keep-alive connections, and a visitor's request can race that close.
import { setTimeout as sleep } from "node:timers/promises";

/** This many answers in a row from the new release through the proxy: traffic has moved. */
const IN_A_ROW = 5;

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
      const response = await fetch(readyUrl, { signal: AbortSignal.timeout(2_000) });
      const body = (await response.json()) as { release?: string };
      inARow = body.release === release ? inARow + 1 : 0;
      if (inARow >= IN_A_ROW) return Date.now() - started;
    } catch {
      inARow = 0;
    }
    await sleep(100);
  }
  return null;
}
