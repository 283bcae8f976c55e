import { execFileSync } from "node:child_process";
import { expect, test } from "./fixtures.ts";
import { databasePath } from "./servers.ts";

test.skip(
  ({ isMobile, viewport }) => isMobile || (viewport?.width ?? 0) < 1000,
  "one viewport is enough",
);

test("a page view's vitals reach the server as a beacon and are summarised", async ({
  page,
  context,
}) => {
  // The reporter starts on its own, in an idle moment after the page has loaded: its listener
  // that sends the beacon when the visitor leaves is the sign that it has.
  await page.addInitScript(() => {
    const add = window.addEventListener.bind(window);
    window.addEventListener = ((...args: Parameters<typeof add>) => {
      if (args[0] === "pagehide" && String(args[1]).includes("sendBeacon")) {
        document.documentElement.dataset.vitalsListening = "";
      }
      add(...args);
    }) as typeof window.addEventListener;
  });
  await page.goto("/about");
  await page.locator("html[data-vitals-listening]").waitFor({ state: "attached" });
  // An input settles LCP, in an idle callback of web-vitals' own: one more idle callback, queued
  // after it, runs once it has. Without a deadline of its own: one would let it run before
  // web-vitals' on a busy machine, where the browser is not idle for 2 s.
  await page.getByRole("heading", { level: 1 }).click();
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));

  const beacon = context.waitForEvent("request", (request) =>
    request.url().endsWith("/api/vitals"),
  );
  // What a browser does when the visitor leaves (a real navigation's beacon happens during
  // unload, where the test cannot watch it).
  await page.evaluate(() => window.dispatchEvent(new Event("pagehide")));
  const request = await beacon;
  expect(request.method()).toBe("POST");
  const body = JSON.parse(request.postData() ?? "{}") as {
    path: string;
    metrics: { name: string; value: number }[];
  };
  expect(body.path).toBe("/about");
  expect(body.metrics.map((metric) => metric.name)).toEqual(
    expect.arrayContaining(["FCP", "LCP", "TTFB"]),
  );
  expect((await request.response())?.status()).toBe(204);

  // The summary reads the e2e server's database (playwright.config.ts sets DATABASE_PATH).
  const printed = execFileSync(
    process.execPath,
    ["app/features/web-vitals/vitals-cli.ts", "--days", "36500"],
    {
      env: { ...process.env, DATABASE_PATH: databasePath("now") },
      encoding: "utf8",
    },
  );
  const aboutRow = printed.split("\n").find((line) => line.includes("'/about'"));
  expect(aboutRow).toMatch(/\d+ ms \(\d+\)/);
});
