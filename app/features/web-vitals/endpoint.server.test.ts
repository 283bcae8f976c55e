import { describe, expect, it } from "vitest";
import { openDatabase } from "../../database/database.server.ts";
import { createRateLimiter } from "../../http/rate-limit.ts";
import { createVitalsStore } from "./store.server.ts";
import { handleVitals, type VitalsEndpoint } from "./endpoint.server.ts";

function endpoint(overrides: Partial<VitalsEndpoint> = {}): VitalsEndpoint {
  return {
    enabled: true,
    store: createVitalsStore(openDatabase(":memory:")),
    limiter: createRateLimiter(30),
    trustedProxies: 0,
    clockMs: () => 1_000,
    ...overrides,
  };
}

function beacon(body: string, init: RequestInit = {}): Request {
  return new Request("http://localhost/api/vitals", {
    method: "POST",
    headers: { "Content-Type": "text/plain;charset=UTF-8" },
    body,
    ...init,
  });
}

const report = JSON.stringify({
  path: "/artists/maren-holt",
  metrics: [
    { name: "LCP", value: 1500 },
    { name: "TTFB", value: 90 },
  ],
});

describe("handleVitals", () => {
  it("stores a beacon's metrics under the page's route", async () => {
    const target = endpoint();
    const response = await handleVitals(beacon(report), target);
    expect(response.status).toBe(204);
    expect(target.store.samples(0, 2_000)).toEqual([
      { route: "/artists/:name", name: "LCP", value: 1500 },
      { route: "/artists/:name", name: "TTFB", value: 90 },
    ]);
  });

  it("answers 404 when switched off", async () => {
    const target = endpoint({ enabled: false });
    expect((await handleVitals(beacon(report), target)).status).toBe(404);
    expect(target.store.samples(0, 2_000)).toEqual([]);
  });

  it("takes POST only", async () => {
    const response = await handleVitals(new Request("http://localhost/api/vitals"), endpoint());
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("refuses bodies over 4 KiB, other types and bad reports", async () => {
    const big = JSON.stringify({ path: `/${"a".repeat(5000)}`, metrics: [] });
    expect((await handleVitals(beacon(big), endpoint())).status).toBe(413);
    const form = beacon(report, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect((await handleVitals(form, endpoint())).status).toBe(415);
    expect((await handleVitals(beacon("{not json"), endpoint())).status).toBe(400);
    const unknown = JSON.stringify({ path: "/", metrics: [{ name: "FID", value: 3 }] });
    expect((await handleVitals(beacon(unknown), endpoint())).status).toBe(400);
  });

  it("limits how often one client reports", async () => {
    const target = endpoint({ limiter: createRateLimiter(2) });
    expect((await handleVitals(beacon(report), target)).status).toBe(204);
    expect((await handleVitals(beacon(report), target)).status).toBe(204);
    const limited = await handleVitals(beacon(report), target);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
  });
});
