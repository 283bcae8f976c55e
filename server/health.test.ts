import http from "node:http";
import { describe, expect, it } from "vitest";
import type { Readiness } from "../app/runtime/readiness.server.ts";
import { listen } from "../tests/support/listen.ts";
import {
  PROXY_CHECK_HEADER,
  PROXY_CHECK_VALUE,
  type Phase,
  READINESS_MEMO_MS,
  healthRoutes,
} from "./health.ts";

const READY: Readiness = { ready: true, checks: { database: "ok", disk: "ok", outbox: "ok" } };

/** The health routes in front of a stand-in site that answers 418 to anything else. */
async function serve(options: {
  phase?: () => Phase;
  readiness?: () => Readiness;
  now?: () => number;
}) {
  const health = healthRoutes(
    {
      phase: options.phase ?? (() => "serving"),
      readiness: options.readiness ?? (() => READY),
      release: "20261124-abc1234",
    },
    options.now,
  );
  const server = http.createServer((req, res) => {
    if (!health(req, res)) res.writeHead(418).end("the site");
  });
  return listen(server);
}

describe("health routes", () => {
  it("says live whatever the phase, and never lets a cache keep the answer", async () => {
    for (const phase of ["starting", "serving", "stopping"] as const) {
      const origin = await serve({ phase: () => phase });
      const response = await fetch(`${origin}/health/live`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ live: true, phase, release: "20261124-abc1234" });
    }
  });

  it("says ready only while serving with every check passing", async () => {
    const origin = await serve({});
    const response = await fetch(`${origin}/health/ready?from=caddy`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      ready: true,
      release: "20261124-abc1234",
      checks: READY.checks,
      proxySawReady: 0,
    });
  });

  it("counts the times it told the proxy's own check it was ready, and nothing else", async () => {
    let readiness = READY;
    let now = 0;
    // Each request a second after the last: the site's checks are asked every time.
    const origin = await serve({
      readiness: () => readiness,
      now: () => (now += READINESS_MEMO_MS),
    });
    const proxyCheck = { headers: { [PROXY_CHECK_HEADER]: PROXY_CHECK_VALUE } };
    const sawReady = async (init: RequestInit = {}) =>
      ((await (await fetch(`${origin}/health/ready`, init)).json()) as { proxySawReady: number })
        .proxySawReady;

    expect(await sawReady()).toBe(0);
    expect(await sawReady({ headers: { [PROXY_CHECK_HEADER]: "someone" } })).toBe(0);
    expect(await sawReady(proxyCheck)).toBe(1);
    expect(await sawReady(proxyCheck)).toBe(2);
    expect(await sawReady()).toBe(2);
    readiness = { ready: false, checks: { ...READY.checks, disk: "3 MiB free" } };
    expect(await sawReady(proxyCheck)).toBe(2);
  });

  it("answers 503 with the reason while starting or stopping, without asking the site", async () => {
    for (const phase of ["starting", "stopping"] as const) {
      const origin = await serve({
        phase: () => phase,
        readiness: () => {
          throw new Error("not asked");
        },
      });
      const response = await fetch(`${origin}/health/ready`);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("1");
      expect(await response.json()).toMatchObject({ ready: false, reason: phase });
    }
  });

  it("answers 503 naming each failed check", async () => {
    const origin = await serve({
      readiness: () => ({
        ready: false,
        checks: { database: "attempt to write a readonly database", disk: "ok", outbox: "ok" },
      }),
    });
    const response = await fetch(`${origin}/health/ready`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      ready: false,
      reason: "database: attempt to write a readonly database",
    });
  });

  it("runs the site's checks at most once a second", async () => {
    let now = 0;
    let asked = 0;
    const origin = await serve({
      now: () => now,
      readiness: () => {
        asked += 1;
        return READY;
      },
    });
    await fetch(`${origin}/health/ready`);
    now = READINESS_MEMO_MS - 1;
    await fetch(`${origin}/health/ready`);
    expect(asked).toBe(1);
    now = READINESS_MEMO_MS;
    await fetch(`${origin}/health/ready`);
    expect(asked).toBe(2);
  });

  it("leaves every other path to the site, and refuses other methods", async () => {
    const origin = await serve({});
    expect((await fetch(`${origin}/health`)).status).toBe(418);
    expect((await fetch(`${origin}/health/ready/x`)).status).toBe(418);
    const post = await fetch(`${origin}/health/ready`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    const head = await fetch(`${origin}/health/live`, { method: "HEAD" });
    expect(head.status).toBe(200);
  });
});
