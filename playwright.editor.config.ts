// `npm run test:editor`: the content editor in a real browser (tests/editor/). Apart from the
// e2e suite because it works on a scratch copy of the repository, with servers of its own, and
// rebuilds the site there. Each file has a host of its own (the scratch copy; the desk's deploy
// host), so the two files run side by side, each one test at a time.
import { defineConfig } from "@playwright/test";
import { chromiumPath } from "./scripts/chromium.ts";

const executablePath = chromiumPath();

export default defineConfig({
  testDir: "tests/editor",
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  reporter: [["list"]],
  timeout: 300_000,
  // Assertions wait for what the editor shows on a loaded 2-core machine too (issue 34); one
  // that passes ends at once.
  expect: { timeout: 15_000 },
  // The desktop editor (editing.spec.ts), and members publishing from a phone at the desk
  // (desk-publish.spec.ts: the site commits for them, the real updater releases it).
  projects: [
    {
      name: "desktop",
      testIgnore: /desk-publish/,
      use: { viewport: { width: 1280, height: 900 } },
    },
    {
      name: "phone",
      testMatch: /desk-publish/,
      use: { viewport: { width: 375, height: 812 }, hasTouch: true },
    },
  ],
  use: {
    trace: "retain-on-failure",
    launchOptions: { executablePath, args: ["--no-sandbox", "--disable-gpu"] },
  },
});
