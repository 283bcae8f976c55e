// Starts the production server (`node server/index.ts` on the current build) on a port the OS
// assigns, for the scripts that measure it: budget, perf, bench.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { E2E_NOW } from "../tests/e2e/clock.ts";
import { startServer } from "../tests/support/running-server.ts";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface RunningServer {
  origin: string;
  stop: () => Promise<void>;
}

/**
 * The clock is frozen at the e2e suite's instant, so that every run measures the same pages
 * (the same current show, the same upcoming events).
 */
export async function startProductionServer(
  env: Record<string, string> = {},
  checkout: string = root,
): Promise<RunningServer> {
  if (!existsSync(path.join(checkout, "build", "server", "index.js"))) {
    throw new Error(`No production build in ${checkout}: run \`npm run build\` first.`);
  }
  const folder = mkdtempSync(path.join(tmpdir(), "front-measure-"));
  const server = await startServer(
    {
      GALLERY_NOW: E2E_NOW,
      // Measurements never touch the real mailing list.
      DATABASE_PATH: path.join(folder, "front.sqlite"),
      ...env,
    },
    checkout,
  );
  return {
    origin: server.origin,
    stop: async () => {
      await server.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
