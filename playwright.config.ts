import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { QUIET_CHROMIUM_ARGS } from "./scripts/chromium.ts";
import { e2eServers, serverURL } from "./tests/e2e/servers.ts";

const baseURL = serverURL("now");

// Debian's Chromium where it is installed (CI and the dev machines here); elsewhere set
// CHROMIUM_PATH, or leave it unset after `npx playwright install chromium`.
const systemChromium = "/usr/bin/chromium";
const executablePath =
  process.env.CHROMIUM_PATH || (existsSync(systemChromium) ? systemChromium : undefined);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: QUIET_CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: "phone", use: { viewport: { width: 375, height: 812 }, hasTouch: true } },
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
  ],
  // One server per frozen instant; specs that need another instant switch their baseURL.
  webServer: Object.values(e2eServers).map(({ now, port }) => ({
    command: "node server/index.ts",
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    stdout: "pipe" as const,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      GALLERY_NOW: now,
      // Its own address: redirects (a form post's 303) are built from it, and production
      // requires it (NODE_ENV=production may be set in a deployer's shell).
      SITE_URL: `http://127.0.0.1:${port}`,
      DATABASE_PATH: `test-results/e2e-${port}.sqlite`,
      // Hundreds of page views come from one address here; the limits have their own tests.
      SIGNUP_RATE_LIMIT: "0",
      VITALS_RATE_LIMIT: "0",
      WRITE_RATE_LIMIT: "0",
    },
  })),
});
