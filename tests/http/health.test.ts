// The health routes on the production server, as a proxy, systemd or a container asks them.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/running-server.ts";

let folder: string;
let server: RunningServer;
beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "front-health-"));
  server = await startServer({
    DATABASE_PATH: path.join(folder, "front.sqlite"),
    RELEASE: "20261124T120000Z-abc1234",
  });
});
afterAll(async () => {
  await server?.stop();
  rmSync(folder, { recursive: true, force: true });
});

it("says live, ready and healthy, naming the release, and no cache keeps any answer", async () => {
  const live = await fetch(`${server.origin}/health/live`);
  expect(live.status).toBe(200);
  expect(await live.json()).toEqual({
    live: true,
    phase: "serving",
    release: "20261124T120000Z-abc1234",
  });
  const started = performance.now();
  const ready = await fetch(`${server.origin}/health/ready`);
  const readyMs = performance.now() - started;
  expect(ready.status).toBe(200);
  expect(ready.headers.get("cache-control")).toBe("no-store");
  expect(await ready.json()).toEqual({
    ready: true,
    release: "20261124T120000Z-abc1234",
    // No proxy in front here, so none of its checks has been answered.
    proxySawReady: 0,
  });
  const deep = await fetch(`${server.origin}/health/deep`);
  expect(deep.status).toBe(200);
  expect(deep.headers.get("cache-control")).toBe("no-store");
  expect(await deep.json()).toEqual({
    ok: true,
    release: "20261124T120000Z-abc1234",
    checks: { database: "ok", disk: "ok", outbox: "ok" },
  });
  console.log(`health: ready answered in ${readyMs.toFixed(1)} ms`);
});

it("refuses a release name that could smuggle text into a log or a header", async () => {
  await expect(
    startServer({ DATABASE_PATH: path.join(folder, "bad.sqlite"), RELEASE: "a b\nc" }),
  ).rejects.toThrow(/RELEASE: letters, digits/);
});
