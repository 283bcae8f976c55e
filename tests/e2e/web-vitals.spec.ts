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
  await page.goto("/about");
  // The reporter loads on its own once the page has loaded.
  await page.waitForResponse((response) => /\/assets\/web-vitals\.client-/.test(response.url()));
  await page.getByRole("heading", { level: 1 }).click();

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
