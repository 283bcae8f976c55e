// A tap made the moment a page has loaded lands (issue 25, item 5), whatever the page's script is
// doing then: not started yet (server/held-scripts.ts holds it until the main picture is painted
// or the load event), loading, hydrating, or done. Before hydration the link is a plain link
// (decision 002), after it React Router's; neither may be replaced under the visitor's finger, as
// React does when hydration finds the server's page different from its own render (it then
// throws the server's DOM away and renders the page anew).
//
// Each try is a new visitor (an empty cache), so the tap comes while the scripts are still on
// their way, as on a phone's first visit; a watcher set at the load event names the element
// whose children were replaced and when, should the link ever be taken away.
import { expect, test } from "./fixtures.ts";
import type { Browser, BrowserContextOptions } from "@playwright/test";

// TAP_TRIES: more visits in a row when hunting a rare miss (CI time is counted).
const TRIES = Number(process.env.TAP_TRIES ?? 6);

/** What the page at the load event saw of the link: clicked, and removed by what. */
interface LinkWatch {
  landed: boolean;
  removedFrom: string | null;
}

async function tapAtOnceAfterLoad(
  browser: Browser,
  use: BrowserContextOptions,
  path: string,
  name: string,
  landsAt: RegExp,
) {
  for (let attempt = 1; attempt <= TRIES; attempt++) {
    const when = `try ${attempt} of ${TRIES}`;
    const context = await browser.newContext(use);
    const page = await context.newPage();
    // A hydration that gave up on the server's page reports it (React's error #418 and kin).
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await page.addInitScript((linkText) => {
      addEventListener("load", () => {
        const link = [...document.links].find((a) => a.textContent.trim() === linkText);
        if (!link) return;
        const watch: LinkWatch = { landed: false, removedFrom: null };
        const save = () => sessionStorage.setItem("tap-after-load", JSON.stringify(watch));
        save();
        // Only what happens before the tap counts: the page it leads to has no such link.
        const watcher = new MutationObserver((records) => {
          for (const record of records) {
            if ([...record.removedNodes].some((node) => node.contains(link))) {
              const parent = record.target as Element;
              watch.removedFrom = `<${parent.nodeName.toLowerCase()} class="${parent.className}"> at ${Math.round(performance.now())} ms`;
              save();
            }
          }
        });
        watcher.observe(document, { childList: true, subtree: true });
        link.addEventListener(
          "click",
          () => {
            watcher.disconnect();
            watch.landed = true;
            save();
          },
          { once: true, capture: true },
        );
      });
    }, name);
    await page.goto(path, { waitUntil: "load" });
    await page.getByRole("link", { name, exact: true }).click();
    await expect(page, when).toHaveURL(landsAt);
    const watch = await page.evaluate(() => sessionStorage.getItem("tap-after-load"));
    // Playwright would quietly click a replacement link; a visitor's tap has no second try.
    expect(JSON.parse(watch ?? "null"), `${when}: the link there at load took the tap`).toEqual({
      landed: true,
      removedFrom: null,
    });
    expect(pageErrors, when).toEqual([]);
    await context.close();
  }
}

/** The paging links tried: Shows' are Events' component, so a phone's width is enough there. */
const LINKS = [
  {
    path: "/events",
    name: "Show All Past Events",
    landsAt: /\/events\?past=all$/,
    everyWidth: true,
  },
  { path: "/shows", name: "Show All Past Shows", landsAt: /\/shows\?past=all$/, everyWidth: false },
];

test.describe(() => {
  // New visitors in a row: more than one test's usual time on a busy machine.
  test.describe.configure({ timeout: 30_000 * TRIES });

  for (const { path, name, landsAt, everyWidth } of LINKS) {
    test(`${name} lands when tapped right after load`, async ({
      browser,
      baseURL,
      viewport,
      hasTouch,
    }, testInfo) => {
      test.skip(
        !everyWidth && testInfo.project.name !== "phone",
        "the paging links are tried at both widths on Events",
      );
      await tapAtOnceAfterLoad(browser, { baseURL, viewport, hasTouch }, path, name, landsAt);
    });
  }
});
