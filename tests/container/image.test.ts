// The Dockerfile, built and run by Debian's podman (issue 16, item 6): an image from a Debian
// base made here (tests/support/podman.ts), the site in it behind Debian's Caddy with the
// shipped Caddyfile, as deploy/compose.yaml pairs them, and the mailing list in its volume.
import { chownSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningCaddy, httpsGet, startCaddy } from "../support/caddy.ts";
import { freePort } from "../support/free-port.ts";
import { nodeBaseImage, podman } from "../support/podman.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const IMAGE = "localhost/front-site:test";
const NODE_UID = 1000;

let dataDir: string;
let sitePort: number;
const containers: string[] = [];

interface ImageConfig {
  User: string;
  Env: string[];
  Volumes: Record<string, unknown> | null;
}

beforeAll(() => {
  const started = Date.now();
  const base = nodeBaseImage();
  const baseSeconds = (Date.now() - started) / 1000;
  // --format docker: OCI images have no HEALTHCHECK. --network host: npm ci reaches the registry.
  podman(
    [
      "build",
      "--format=docker",
      "--network=host",
      "--pull=never",
      `--build-arg=NODE_IMAGE=${base}`,
      "--tag",
      IMAGE,
      root,
    ],
    { timeoutMs: 15 * 60_000 },
  );
  const size = podman(["image", "inspect", "--format", "{{.Size}}", IMAGE]).stdout.trim();
  console.log(
    `image: base ready in ${baseSeconds.toFixed(0)} s, built in ` +
      `${((Date.now() - started) / 1000 - baseSeconds).toFixed(0)} s, ` +
      `${(Number(size) / 1024 / 1024).toFixed(0)} MiB`,
  );
  dataDir = mkdtempSync(path.join(tmpdir(), "front-volume-"));
  chownSync(dataDir, NODE_UID, NODE_UID);
});

afterAll(() => {
  for (const name of containers) podman(["rm", "--force", name], { allowFailure: true });
  podman(["rmi", "--force", IMAGE], { allowFailure: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the image on loopback (host network: nothing else is reachable here) with dataDir as /data. */
function runSite(siteUrl: string): string {
  const name = `front-test-${process.pid}-${containers.length}`;
  containers.push(name);
  podman([
    "run",
    "--detach",
    `--name=${name}`,
    "--network=host",
    `--volume=${dataDir}:/data`,
    "--env=HOST=127.0.0.1",
    `--env=PORT=${sitePort}`,
    "--env=TRUST_PROXY=127.0.0.1,::1",
    `--env=SITE_URL=${siteUrl}`,
    IMAGE,
  ]);
  return name;
}

/** Runs the image's own HEALTHCHECK until it passes: seconds it took. */
async function healthy(name: string): Promise<number> {
  const started = Date.now();
  while (podman(["healthcheck", "run", name], { allowFailure: true }).status !== 0) {
    const running = podman(["inspect", "--format", "{{.State.Running}}", name]).stdout.trim();
    if (running !== "true" || Date.now() - started > 60_000) {
      const logs = podman(["logs", name], { allowFailure: true });
      throw new Error(`not healthy (running: ${running}):\n${logs.stdout}${logs.stderr}`);
    }
    await sleep(500);
  }
  return (Date.now() - started) / 1000;
}

function subscribers(file = path.join(dataDir, "front.sqlite")): string[] {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = db.prepare("SELECT email FROM subscribers ORDER BY email").all();
    return rows.map((row) => String(row.email));
  } finally {
    db.close();
  }
}

describe("the site's container image", () => {
  it("runs as an unprivileged user, keeps its data in /data, and checks readiness", () => {
    const inspect = (field: string) =>
      JSON.parse(
        podman(["image", "inspect", "--format", `{{json ${field}}}`, IMAGE]).stdout,
      ) as unknown;
    const config = inspect(".Config") as ImageConfig;
    expect(config.User).toBe("node");
    expect(Object.keys(config.Volumes ?? {})).toEqual(["/data"]);
    expect(config.Env).toContain("NODE_ENV=production");
    expect(config.Env).toContain("DATABASE_PATH=/data/front.sqlite");
    const healthcheck = inspect(".HealthCheck") as { Test?: string[] } | null;
    expect(healthcheck?.Test?.join(" ")).toContain("deploy/wait-ready.ts");
  });

  describe("behind Caddy", () => {
    let caddy: RunningCaddy;
    beforeAll(async () => {
      sitePort = await freePort();
      // Both of the Caddyfile's ports name the one container, as deploy/compose.yaml sets them.
      caddy = await startCaddy([sitePort, sitePort]);
    });
    afterAll(async () => {
      await caddy?.stop();
    });

    it("serves pages and stores sign-ups over https, and a replaced container keeps them", async () => {
      const first = runSite(caddy.origin);
      console.log(`container: healthy ${(await healthy(first)).toFixed(1)} s after start`);
      // The site's process is not root, and may write its volume and nothing of its own.
      expect(podman(["exec", first, "id", "-u"]).stdout.trim()).toBe(String(NODE_UID));
      expect(
        podman(["exec", first, "touch", "/app/server/index.ts"], { allowFailure: true }).status,
      ).not.toBe(0);

      const home = await httpsGet(`${caddy.origin}/`, caddy.ca);
      expect(home.status).toBe(200);
      expect(home.body.toString()).toContain("The Front");
      const signUp = await httpsGet(`${caddy.origin}/api/front-email`, caddy.ca, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "in-a-container@example.com" }),
      });
      expect(signUp.status).toBe(200);

      // `docker stop` sends SIGTERM: the site drains and exits 0.
      podman(["stop", "--time=15", first], { timeoutMs: 30_000 });
      expect(podman(["inspect", "--format", "{{.State.ExitCode}}", first]).stdout.trim()).toBe("0");

      const second = runSite(caddy.origin);
      await healthy(second);
      expect(subscribers()).toEqual(["in-a-container@example.com"]);
      // Backups are taken inside the container, into the volume (docs/operating.md, "In a
      // container").
      podman(["exec", second, "npm", "run", "--silent", "backup"], { timeoutMs: 60_000 });
      const backups = readdirSync(path.join(dataDir, "backups"));
      expect(backups).toHaveLength(1);
      expect(subscribers(path.join(dataDir, "backups", backups[0] ?? ""))).toEqual([
        "in-a-container@example.com",
      ]);
      podman(["stop", "--time=15", second], { timeoutMs: 30_000 });
    });
  });
});
