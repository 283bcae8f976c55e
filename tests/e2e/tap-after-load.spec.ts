// A tap made the moment a page has loaded lands (issue 25, item 5), whatever the page's script is
// doing then: not started yet (server/held-scripts.ts holds it until the main picture is painted
// or the load event), loading, hydrating, or done. Before hydration the link is a plain link
// (decision 002), after it React Router's; neither may be replaced under the visitor's finger, as
// React does when hydration finds the server's page different from its own render (it then
// throws the server's DOM away and renders the page anew).
import { expect, test } from "./fixtures.ts";
import type { Page } from "@playwright/test";

const TRIES = 6;
const LANDED = "tap-after-load:landed";

/**
 * Loads `path` and clicks the link named `name` as soon as the load event has fired, TRIES
 * times. The link found at the load event notes in the tab's session storage that the click
 * reached it: Playwright would otherwise retry on the new link quietly when the first was
 * replaced, and a visitor's tap has no retry.
 */
async function tapAtOnceAfterLoad(page: Page, path: string, name: string, landsAt: RegExp) {
  await page.addInitScript(
    ({ linkText, key }) => {
      addEventListener("load", () => {
        const link = [...document.links].find((a) => a.textContent.trim() === linkText);
        link?.addEventListener("click", () => sessionStorage.setItem(key, "yes"), { once: true });
      });
    },
    { linkText: name, key: LANDED },
  );
  // A hydration that gave up on the server's page reports it (React's error #418 and kin).
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  for (let attempt = 1; attempt <= TRIES; attempt++) {
    const when = `try ${attempt} of ${TRIES}`;
    await page.goto(path, { waitUntil: "load" });
    await page.getByRole("link", { name, exact: true }).click();
    await expect(page, when).toHaveURL(landsAt);
    const landed = await page.evaluate((key) => sessionStorage.getItem(key), LANDED);
    expect(landed, `${when}: the click reached the link that was there at load`).toBe("yes");
    await page.evaluate((key) => sessionStorage.removeItem(key), LANDED);
  }
  expect(pageErrors).toEqual([]);
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
