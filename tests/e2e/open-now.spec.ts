// "Open now" (issue 11) on Home and Visit: right in the server's page (the e2e server is frozen
// at Tuesday 15 July 2025, noon), and kept right by the browser as its clock moves.
import { expect, test } from "./fixtures.ts";
import { E2E_NOW } from "./clock.ts";
import { waitForHydration } from "./hydration.ts";

const status = (page: import("@playwright/test").Page) =>
  page.getByRole("region", { name: "Hours", exact: true }).getByTestId("open-now");

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ["/", "/visit"]) {
    test(`${path} says when the gallery opens next, from the server`, async ({ page }) => {
      await page.goto(path);
      await expect(status(page)).toHaveText("Closed now · opens Friday at 4 PM");
    });
  }
});

test("the status changes in the browser when the minute changes it", async ({ page }) => {
  // Friday 18 July 2025, a minute before the doors open.
  await page.clock.install({ time: new Date("2025-07-18T15:59:30-04:00") });
  await page.goto("/visit");
  await waitForHydration(page);
  await expect(status(page)).toHaveText("Closed now · opens today at 4 PM");
  await page.clock.runFor(40_000);
  await expect(status(page)).toHaveText("Open now · until 7 PM");
});

test("on an opening day Home announces the reception", async ({ page }) => {
  // Friday 1 August 2025: an Art Walk opening, 4-8 PM.
  await page.clock.install({ time: new Date("2025-08-01T10:00:00-04:00") });
  await page.goto("/");
  await waitForHydration(page);
  await expect(status(page)).toHaveText("Opening reception today, 4-8 PM");
});

test("the server's instant and the browser's agree, so hydration changes nothing", async ({
  page,
}) => {
  await page.clock.install({ time: new Date(E2E_NOW) });
  await page.goto("/");
  await waitForHydration(page);
  await expect(status(page)).toHaveText("Closed now · opens Friday at 4 PM");
});
