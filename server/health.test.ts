import http from "node:http";
import { describe, expect, it } from "vitest";
import type { DeepHealth } from "../app/runtime/deep-health.server.ts";
import { listen } from "../tests/support/listen.ts";
import {
  DEEP_MEMO_MS,
  PROXY_CHECK_HEADER,
  PROXY_CHECK_VALUE,
  type Phase,
  healthRoutes,
} from "./health.ts";

const HEALTHY: DeepHealth = { ok: true, checks: { database: "ok", disk: "ok", outbox: "ok" } };
const LOCKED: DeepHealth = {
  ok: false,
  checks: {
    database: "locked by another process (its writes wait)",
    disk: "3 MiB free",
    outbox: "ok",
  },
};

/** The health routes in front of a stand-in site that answers 418 to anything else. */
async function serve(options: {
  phase?: () => Phase;
  deepHealth?: () => DeepHealth;
  now?: () => number;
}) {
  const health = healthRoutes(
    {
      phase: options.phase ?? (() => "serving"),
      deepHealth: options.deepHealth ?? (() => HEALTHY),
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

  it("says ready while serving, without running the deep checks", async () => {
    const origin = await serve({
      deepHealth: () => {
        throw new Error("not asked");
      },
    });
    const response = await fetch(`${origin}/health/ready?from=caddy`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      ready: true,
      release: "20261124-abc1234",
      proxySawReady: 0,
    });
  });

  it("says ready while the deep checks fail: a locked database or a full disk leaves pages up", async () => {
    const origin = await serve({ deepHealth: () => LOCKED });
    expect((await fetch(`${origin}/health/ready`)).status).toBe(200);
    expect((await fetch(`${origin}/health/deep`)).status).toBe(503);
  });

  it("counts the times it told the proxy's own check it was ready, and nothing else", async () => {
    const origin = await serve({});
    const proxyCheck = { headers: { [PROXY_CHECK_HEADER]: PROXY_CHECK_VALUE } };
    const sawReady = async (init: RequestInit = {}) =>
      ((await (await fetch(`${origin}/health/ready`, init)).json()) as { proxySawReady: number })
        .proxySawReady;

    expect(await sawReady()).toBe(0);
    expect(await sawReady({ headers: { [PROXY_CHECK_HEADER]: "someone" } })).toBe(0);
    expect(await sawReady(proxyCheck)).toBe(1);
    expect(await sawReady(proxyCheck)).toBe(2);
    expect(await sawReady()).toBe(2);
    await fetch(`${origin}/health/deep`, proxyCheck);
    expect(await sawReady()).toBe(2);
  });

  it("answers 503 with the phase while starting or stopping, without asking the site", async () => {
    for (const phase of ["starting", "stopping"] as const) {
      const origin = await serve({
        phase: () => phase,
        deepHealth: () => {
          throw new Error("not asked");
        },
      });
      const ready = await fetch(`${origin}/health/ready`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get("retry-after")).toBe("1");
      expect(await ready.json()).toEqual({
        ready: false,
        reason: phase,
        release: "20261124-abc1234",
      });
      const deep = await fetch(`${origin}/health/deep`);
      expect(deep.status).toBe(503);
      expect(await deep.json()).toEqual({
        ok: false,
        checks: {},
        reason: phase,
        release: "20261124-abc1234",
      });
    }
  });

  it("answers the deep check 200 with every check, or 503 naming each failed one", async () => {
    let health = HEALTHY;
    let now = 0;
    const origin = await serve({ deepHealth: () => health, now: () => (now += DEEP_MEMO_MS) });
    const ok = await fetch(`${origin}/health/deep`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toBe("no-store");
    expect(await ok.text()).toBe(
      '{"ok":true,"release":"20261124-abc1234","checks":{"database":"ok","disk":"ok","outbox":"ok"}}',
    );
    health = LOCKED;
    const failed = await fetch(`${origin}/health/deep`);
    expect(failed.status).toBe(503);
    expect(failed.headers.get("retry-after")).toBe("5");
    expect(await failed.json()).toEqual({
      ok: false,
      release: "20261124-abc1234",
      reason: "database: locked by another process (its writes wait); disk: 3 MiB free",
      checks: LOCKED.checks,
    });
  });

  it("tells what is wrong only to this machine's tools: through a proxy, up or down alone", async () => {
    let health = HEALTHY;
    let now = 0;
    const origin = await serve({ deepHealth: () => health, now: () => (now += DEEP_MEMO_MS) });
    const throughProxy = (headers: Record<string, string>) =>
      fetch(`${origin}/health/deep`, { headers });
    const proxies: Record<string, string>[] = [
      { "X-Forwarded-For": "203.0.113.9" },
      { Forwarded: "for=203.0.113.9" },
    ];
    for (const passedOn of proxies) {
      health = HEALTHY;
      const up = await throughProxy(passedOn);
      expect(up.status).toBe(200);
      expect(await up.json()).toEqual({ ok: true });
      health = LOCKED;
      const down = await throughProxy(passedOn);
      expect(down.status).toBe(503);
      expect(down.headers.get("retry-after")).toBe("5");
      expect(await down.text()).toBe('{"ok":false}');
    }
    expect((await (await fetch(`${origin}/health/deep`)).json()).reason).toContain("3 MiB free");
  });

  it("runs the deep checks at most once a second", async () => {
    let now = 0;
    let asked = 0;
    const origin = await serve({
      now: () => now,
      deepHealth: () => {
        asked += 1;
        return HEALTHY;
      },
    });
    await fetch(`${origin}/health/deep`);
    now = DEEP_MEMO_MS - 1;
    await fetch(`${origin}/health/deep`);
    expect(asked).toBe(1);
    now = DEEP_MEMO_MS;
    await fetch(`${origin}/health/deep`);
    expect(asked).toBe(2);
  });

  it("leaves every other path to the site, and refuses other methods", async () => {
    const origin = await serve({});
    expect((await fetch(`${origin}/health`)).status).toBe(418);
    expect((await fetch(`${origin}/health/ready/x`)).status).toBe(418);
    const post = await fetch(`${origin}/health/deep`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    const head = await fetch(`${origin}/health/live`, { method: "HEAD" });
    expect(head.status).toBe(200);
  });
});
