import { defineConfig } from "@playwright/test";
import { QUIET_CHROMIUM_ARGS, RESOLVE_LOOPBACK_ONLY, chromiumPath } from "./scripts/chromium.ts";
import {
  type E2eServer,
  databasePath,
  e2eServers,
  serverURL,
  startedLine,
} from "./tests/e2e/servers.ts";
import { ONE_WIDTH_TAG } from "./tests/e2e/widths.ts";

const baseURL = serverURL("now");

/**
 * Specs whose behaviour is the same at every width run once, on the phone (the site is phone
 * first): forms, links and clocks, where the desktop run only repeated the phone's (issue 25,
 * item 3). A spec that asserts layout, touch, the menu, pictures' sizes or print at both widths
 * stays on both.
 */
const SAME_AT_EVERY_WIDTH = [
  "ask.spec.ts",
  "calendar.spec.ts",
  // Content, order and links; layout.spec.ts lays both pages out at both widths.
  "events.spec.ts",
  "home.spec.ts",
  "mailing-list.spec.ts",
  "no-javascript.spec.ts",
  "open-now.spec.ts",
  "publish-status.spec.ts",
];

// Debian's Chromium where it is installed (CI and the dev machines here); elsewhere set
// CHROMIUM_PATH, or run `npx playwright install chromium` once (scripts/chromium.ts).
const executablePath = chromiumPath();

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A flaky test gets fixed, not retried.
  retries: 0,
  // Two on CI's two cores: four took as long (415 s against 421) and starved the sitemap test
  // past its 30 s (decision 023).
  workers: process.env.CI ? 2 : undefined,
  reporter: [["list"]],
  // Budgets for a loaded 2-core machine (issue 34): a test or an assertion that passes ends as
  // soon as it does, so these cost nothing when the machine is quick. Playwright's 5 s for an
  // assertion was shorter than hydration took here beside another build.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // A failed test's trace keeps each step's DOM, its network and console, not a screencast:
    // the screencast's frames cost every test CPU on CI's two cores (issue 34).
    trace: { mode: "retain-on-failure", screenshots: false },
    launchOptions: {
      executablePath,
      // No test depends on a site outside this machine: tests/e2e/fixtures.ts notes the tries.
      args: [...QUIET_CHROMIUM_ARGS, RESOLVE_LOOPBACK_ONLY],
    },
  },
  projects: [
    { name: "phone", use: { viewport: { width: 375, height: 812 }, hasTouch: true } },
    {
      name: "desktop",
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: SAME_AT_EVERY_WIDTH,
      // And single tests whose behaviour is the same at every width (tests/e2e/widths.ts).
      grepInvert: ONE_WIDTH_TAG,
    },
  ],
  // One server per frozen instant, each on a port the OS assigns, read from its start-up line;
  // specs that need another instant switch their baseURL.
  webServer: (Object.keys(e2eServers) as E2eServer[]).map((server) => ({
    command: "node server/index.ts",
    wait: { stdout: startedLine(server) },
    reuseExistingServer: false,
    stdout: "pipe" as const,
    env: {
      PORT: "0",
      HOST: "127.0.0.1",
      GALLERY_NOW: e2eServers[server],
      DATABASE_PATH: databasePath(server),
      // Hundreds of page views come from one address here; the limits have their own tests.
      SIGNUP_RATE_LIMIT: "0",
      INQUIRY_RATE_LIMIT: "0",
      INQUIRY_DAILY_LIMIT: "0",
      VITALS_RATE_LIMIT: "0",
      WRITE_RATE_LIMIT: "0",
      // So that /admin/ is the editor (without them it says what to set); no test signs in
      // here: tests/http/sign-in.test.ts does, against a stand-in provider.
      GITHUB_OAUTH_CLIENT_ID: "e2e-client",
      GITHUB_OAUTH_CLIENT_SECRET: "e2e-secret",
    },
  })),
});
