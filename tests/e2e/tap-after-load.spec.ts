// A tap made the moment a page has loaded lands (issue 25, item 5), whatever the page's script is
// doing then: not started yet (server/held-scripts.ts holds it until the main picture is painted
// or the load event), loading, hydrating, or done. Before hydration the link is a plain link
// (decision 002), after it React Router's; neither may be replaced under the visitor's finger.
// Each test loads and taps many times in a row, as one try catches a race only now and then.
import { expect, test } from "./fixtures.ts";
import type { Page } from "@playwright/test";

const TRIES = 20;

/** Loads `path`, taps the link named `name` as soon as the load event has fired, many times. */
async function tapAtOnceAfterLoad(page: Page, path: string, name: string, landsAt: RegExp) {
  for (let attempt = 1; attempt <= TRIES; attempt++) {
    await page.goto(path, { waitUntil: "load" });
    await page.getByRole("link", { name, exact: true }).click();
    await expect(page, `try ${attempt} of ${TRIES}`).toHaveURL(landsAt);
  }
}

test.describe(() => {
  // Loads and taps in a row: more than one test's usual time on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test("Show All Past Events lands when tapped right after load", async ({ page }) => {
    await tapAtOnceAfterLoad(page, "/events", "Show All Past Events", /\/events\?past=all$/);
  });

  test("Show All Past Shows lands when tapped right after load", async ({ page }, testInfo) => {
    // The same paging links as on Events: one width is enough here, and a tap is a phone's.
    test.skip(
      testInfo.project.name !== "phone",
      "the paging links are tried at both widths on Events",
    );
    await tapAtOnceAfterLoad(page, "/shows", "Show All Past Shows", /\/shows\?past=all$/);
  });
});
