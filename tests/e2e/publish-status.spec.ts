// /admin/status on a phone (375 px) with no JavaScript: every state of a long log reads without
// sideways scrolling, from a real log file given to its own server by PUBLISH_LOG.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { publishRecord, writePublishLog } from "../support/publish-log.ts";
import { startServer, type RunningServer } from "../support/running-server.ts";

let folder: string;
let server: RunningServer;

test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

test.beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "front-publish-e2e-"));
  const logFile = path.join(folder, "publishes.json");
  const now = Date.now();
  writePublishLog(logFile, {
    checkedAt: new Date(now - 30_000).toISOString(),
    intervalSeconds: 300,
    pinned: {
      release: "r7",
      commit: "9".repeat(40),
      fromCommit: "8".repeat(40),
      at: new Date(now - 3_600_000).toISOString(),
    },
    records: [
      publishRecord("e", "building", { subject: "Add the summer show, with its twelve pictures" }),
      publishRecord("d", "operator", {
        reasons: [
          "package.json",
          "package-lock.json",
          "server/app.ts",
          "app/features/mailing-list/outbox.server.ts",
        ],
      }),
      publishRecord("c", "failed", {
        reasons: ["git fetch timed out after 120 s"],
        attempts: 1,
        retryAt: new Date(now + 120_000).toISOString(),
      }),
      publishRecord("b", "refused", {
        reasons: [
          "app/content/shows/41-summer-members-show-with-a-very-long-address.md: show 41, field closes: the closing day is before the opening day (Bea Smith's commit bbbbbbb)",
        ],
      }),
      publishRecord("a", "live", { liveSince: new Date(now - 7_200_000).toISOString() }),
    ],
  });
  server = await startServer({
    DATABASE_PATH: path.join(folder, "front.sqlite"),
    PUBLISH_LOG: logFile,
  });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(folder, { recursive: true, force: true });
});

test("reads on a phone with no JavaScript, without sideways scrolling", async ({
  page,
}, testInfo) => {
  await page.goto(`${server.origin}/admin/status`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("What became of your Publish");
  for (const label of [
    "Building now",
    "Waiting for the operator",
    "Failed, trying again",
    "Refused",
    "Live",
  ]) {
    await expect(page.locator(".label", { hasText: new RegExp(`^${label}$`) })).toBeVisible();
  }
  await expect(page.getByText("The operator rolled the site back")).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath("publish-status-375.png"), fullPage: true });
});
