import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../database/database.server.ts";
import { createVitalsStore } from "./store.server.ts";
import { handleVitals, type VitalsEndpoint } from "./endpoint.server.ts";

function endpoint(overrides: Partial<VitalsEndpoint> = {}): VitalsEndpoint {
  return {
    enabled: true,
    originPolicy: { allowedOrigins: ["https://gallery.example.org"] },
    store: createVitalsStore(openDatabase(":memory:")),
    clockMs: () => 1_000,
    ...overrides,
  };
}

/** A client within its rate limit. */
const client = { address: "192.0.2.1", key: "192.0.2.1", retryAfterSeconds: null };

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
    const response = await handleVitals(beacon(report), client, target);
    expect(response.status).toBe(204);
    expect(target.store.samples(0, 2_000)).toEqual([
      { route: "/artists/:name", name: "LCP", value: 1500 },
      { route: "/artists/:name", name: "TTFB", value: 90 },
    ]);
  });

  it("answers 404 when switched off", async () => {
    const target = endpoint({ enabled: false });
    expect((await handleVitals(beacon(report), client, target)).status).toBe(404);
    expect(target.store.samples(0, 2_000)).toEqual([]);
  });

  it("refuses a beacon from another site's page, storing nothing (issue 9)", async () => {
    const target = endpoint();
    for (const headers of [
      { Origin: "https://attacker.example" } as Record<string, string>,
      { Origin: "null" },
      { "Sec-Fetch-Site": "cross-site" },
    ]) {
      const request = beacon(report, {
        headers: { "Content-Type": "text/plain", ...headers },
      });
      expect((await handleVitals(request, client, target)).status).toBe(403);
    }
    expect(target.store.samples(0, 2_000)).toEqual([]);
    const fromSite = beacon(report, {
      headers: { "Content-Type": "text/plain", Origin: "https://gallery.example.org" },
    });
    expect((await handleVitals(fromSite, client, target)).status).toBe(204);
  });

  it("takes POST only", async () => {
    const response = await handleVitals(
      new Request("http://localhost/api/vitals"),
      client,
      endpoint(),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("refuses bodies over 4 KiB, other types and bad reports", async () => {
    const big = JSON.stringify({ path: `/${"a".repeat(5000)}`, metrics: [] });
    expect((await handleVitals(beacon(big), client, endpoint())).status).toBe(413);
    const form = beacon(report, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect((await handleVitals(form, client, endpoint())).status).toBe(415);
    expect((await handleVitals(beacon("{not json"), client, endpoint())).status).toBe(400);
    const unknown = JSON.stringify({ path: "/", metrics: [{ name: "FID", value: 3 }] });
    expect((await handleVitals(beacon(unknown), client, endpoint())).status).toBe(400);
  });

  it("turns away a client the server found over its limit, and stores nothing", async () => {
    const target = endpoint();
    const limited = await handleVitals(
      beacon(report),
      { ...client, retryAfterSeconds: 60 },
      target,
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(target.store.samples(0, 2_000)).toEqual([]);
  });

  it("drops a beacon with 503 while someone else holds the write lock, waiting only briefly", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "front-vitals-lock-"));
    try {
      const file = path.join(folder, "front.sqlite");
      const db = openDatabase(file);
      db.exec("PRAGMA busy_timeout = 0");
      const target = endpoint({ store: createVitalsStore(db) });
      const operator = new DatabaseSync(file);
      operator.exec("BEGIN IMMEDIATE");
      const started = performance.now();
      const response = await handleVitals(beacon(report), client, target);
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      operator.exec("ROLLBACK");
      expect(target.store.samples(0, 2_000)).toEqual([]);
      expect((await handleVitals(beacon(report), client, target)).status).toBe(204);
      operator.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
