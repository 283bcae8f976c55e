// The release tool's wait for the proxy, against the site's own health routes: the test plays
// the proxy, whose checks carry the header deploy/Caddyfile gives them.
import http from "node:http";
import { describe, expect, it } from "vitest";
import { PROXY_CHECK_HEADER, PROXY_CHECK_VALUE, healthRoutes } from "../../server/health.ts";
import { listen } from "../../tests/support/listen.ts";
import { PROXY_CHECK_ROUND_MS, deepFault, waitForProxyCheck } from "./traffic.ts";

/** Readiness never runs the deep checks. */
function notAsked(): never {
  throw new Error("the deep checks are not asked for readiness");
}

/** A process answering readiness as the site does; returns its origin and port. */
async function siteProcess(
  handler = healthRoutes({ phase: () => "serving", deepHealth: notAsked, release: "r2" }),
) {
  const origin = await listen(
    http.createServer((req, res) => {
      if (!handler(req, res)) res.writeHead(404).end();
    }),
  );
  return { origin, port: Number(new URL(origin).port) };
}

function proxyCheck(origin: string) {
  return fetch(`${origin}/health/ready`, {
    headers: { [PROXY_CHECK_HEADER]: PROXY_CHECK_VALUE },
  });
}

describe("waiting for the proxy to find a new release ready", () => {
  it("returns only after the proxy's own check has been answered ready", async () => {
    const { origin, port } = await siteProcess();
    let checkedAt = Infinity;
    setTimeout(() => {
      checkedAt = Date.now();
      void proxyCheck(origin);
    }, 600);

    const checked = await waitForProxyCheck(port, 5_000);

    expect(checked).toMatchObject({ seen: true });
    expect(Date.now()).toBeGreaterThanOrEqual(checkedAt);
  });

  it("does not count the tool's own questions, and gives up when the proxy never asks", async () => {
    const { port } = await siteProcess();
    expect(await waitForProxyCheck(port, 800)).toBeNull();
  });

  it("waits one full round of the proxy's checks for an older release that does not count", async () => {
    const { port } = await siteProcess((req, res) => {
      if (!req.url?.startsWith("/health/ready")) return false;
      // What /health/ready said before it counted the proxy's checks.
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ ready: true, release: "r1", checks: { database: "ok" } }));
      return true;
    });
    const checked = await waitForProxyCheck(port, 10_000);
    expect(checked).toMatchObject({ seen: false });
    expect(checked?.ms).toBeGreaterThanOrEqual(PROXY_CHECK_ROUND_MS);
  });
});

describe("a release's word on the deep check", () => {
  it("names the fault the site's deep check reports, and nothing when all is well", async () => {
    const locked = await siteProcess(
      healthRoutes({
        phase: () => "serving",
        deepHealth: () => ({
          ok: false,
          checks: { database: "locked by another process", disk: "ok", outbox: "ok" },
        }),
        release: "r2",
      }),
    );
    expect(await deepFault(locked.port)).toContain("database: locked by another process");
    const well = await siteProcess(
      healthRoutes({
        phase: () => "serving",
        deepHealth: () => ({ ok: true, checks: { database: "ok", disk: "ok", outbox: "ok" } }),
        release: "r2",
      }),
    );
    expect(await deepFault(well.port)).toBeNull();
    // An older release without the route says nothing either way.
    const older = await siteProcess(() => false);
    expect(await deepFault(older.port)).toBeNull();
  });
});
