// Starts the production server (`node server/index.ts` on the current build) on a free loopback
// port, for the scripts that measure it: budget, perf, bench.
import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { E2E_NOW } from "../tests/e2e/clock.ts";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface RunningServer {
  origin: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The clock is frozen at the e2e suite's instant, so that every run measures the same pages
 * (the same current show, the same upcoming events).
 */
export async function startProductionServer(
  env: Record<string, string> = {},
): Promise<RunningServer> {
  if (!existsSync(path.join(root, "build", "server", "index.js"))) {
    throw new Error("No production build: run `npm run build` first.");
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const databasePath = path.join(tmpdir(), `front-measure-${port}.sqlite`);
  const child = spawn(process.execPath, [path.join(root, "server", "index.ts")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: origin,
      GALLERY_NOW: E2E_NOW,
      // Measurements never touch the real mailing list.
      DATABASE_PATH: databasePath,
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error("The server did not answer within 20 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    origin,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      for (const suffix of ["", "-wal", "-shm"]) rmSync(databasePath + suffix, { force: true });
    },
  };
}
