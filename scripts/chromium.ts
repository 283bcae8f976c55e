// How every browser the project drives is started (Playwright tests, the budget, Lighthouse).
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/** Quiet, reproducible Chromium: nothing of its own on the network, no sandbox in containers. */
export const QUIET_CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * A browser that can reach this machine's loopback and no other host: its resolver finds no other
 * name, so a page's request elsewhere fails at once (the e2e suite's third-party guard).
 */
export const RESOLVE_LOOPBACK_ONLY =
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost";

/** Debian's Chromium, where this machine has it (CI and the dev machines here). */
const SYSTEM_CHROMIUM = "/usr/bin/chromium";

/**
 * The Chromium to drive: CHROMIUM_PATH, else Debian's, else the one `npx playwright install
 * chromium` downloaded (the same for the tests, the budget, Lighthouse and the scripts).
 */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  return chromium.executablePath();
}
