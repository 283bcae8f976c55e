// The picture viewer (issue 11): every artwork picture opens large in place, and its code loads
// only then. Pictures are numbered in page order: on a show page the featured picture is 1.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { stripTags } from "../../app/domain/html.ts";
import { loadContent } from "../../scripts/content/load-content.ts";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { ONE_WIDTH } from "./widths.ts";

const { shows } = await loadContent();
const show = shows.find(
  (candidate) => candidate.images.length >= 3 && candidate.images.every((image) => image.text),
);
if (!show) throw new Error("the content has no show with three captioned pictures");
const showPath = `/shows/${show.name}`;
const pictureCount = 1 + show.images.length;

/** Requests for the viewer's code (the lazily loaded chunk). */
function watchViewerAssets(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/viewer[.-]/.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  return requested;
}

const viewer = (page: Page) => page.getByRole("dialog", { name: "Picture viewer" });

/** PhotoSwipe takes the keyboard (and the focus) once its opening fade has ended. */
async function waitUntilOpen(page: Page) {
  await expect(viewer(page)).toBeFocused();
}
const pictureLinks = (page: Page) => page.locator("main a[data-viewable-picture]");

test("a picture opens large; the viewer's code loads only then", async ({ page }) => {
  const viewerAssets = watchViewerAssets(page);
  await page.goto(showPath);
  await waitForHydration(page);
  await expect(pictureLinks(page)).toHaveCount(pictureCount);
  expect(viewerAssets).toEqual([]);

  await pictureLinks(page).nth(1).click();
  await expect(viewer(page)).toBeVisible();
  expect(viewerAssets.some((url) => url.endsWith(".js"))).toBe(true);
  // Its styles (2.6 KB gzip) travel in the one stylesheet every page has (decision 020).
  await expect(page).toHaveURL(new RegExp(`${showPath}\\?picture=2$`));
  await expect(viewer(page).locator(".pswp__counter")).toHaveText(`2 of ${pictureCount}`);
  await expect(viewer(page).locator(".pswp__caption")).toHaveText(
    stripTags(show.images[0]?.text ?? ""),
  );
  // The picture shown is the largest JPEG's address or one of its larger variants.
  await expect(
    viewer(page).locator(".pswp__item[aria-hidden=false] img.pswp__img").last(),
  ).toHaveAttribute("srcset", /1?\d{3,4}w\.webp \d+w$/);
});

test("arrow keys and buttons move between pictures; Escape closes and returns focus", async ({
  page,
}) => {
  await page.goto(showPath);
  await waitForHydration(page);
  const opener = pictureLinks(page).nth(1);
  await opener.click();
  const counter = viewer(page).locator(".pswp__counter");
  await expect(counter).toHaveText(`2 of ${pictureCount}`);
  await waitUntilOpen(page);

  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(`3 of ${pictureCount}`);
  await expect(page).toHaveURL(/\?picture=3$/);
  await viewer(page).getByRole("button", { name: "Next picture" }).click();
  await expect(counter).toHaveText(`4 of ${pictureCount}`);
  await viewer(page).getByRole("button", { name: "Previous picture" }).click();
  await expect(counter).toHaveText(`3 of ${pictureCount}`);

  await page.keyboard.press("Escape");
  await expect(viewer(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${showPath}$`));
  await expect(opener).toBeFocused();
});

test("focus stays inside the viewer while it is open", async ({ page }) => {
  await page.goto(showPath);
  await waitForHydration(page);
  await pictureLinks(page).first().click();
  await waitUntilOpen(page);
  // Tab runs through the viewer's buttons (and out to the browser's own controls, as from any
  // modal dialog), never into the page behind it.
  const stops: string[] = [];
  for (let stop = 0; stop < 8; stop += 1) {
    await page.keyboard.press("Tab");
    stops.push(
      await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return "outside the page";
        return active.closest(".pswp") ? "viewer" : `page: ${active.outerHTML.slice(0, 60)}`;
      }),
    );
  }
  expect(stops.filter((stop) => stop.startsWith("page"))).toEqual([]);
  expect(stops).toContain("viewer");
});

test(
  "the browser's Back button closes the viewer and stays on the page",
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto(showPath);
    await waitForHydration(page);
    await pictureLinks(page).nth(2).click();
    await expect(viewer(page)).toBeVisible();
    await page.goBack();
    await expect(viewer(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${showPath}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(show.displayName);
  },
);

test(
  "an address with ?picture=3 opens the viewer on the third picture",
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto(`${showPath}?picture=3`);
    await expect(viewer(page)).toBeVisible();
    await expect(viewer(page).locator(".pswp__counter")).toHaveText(`3 of ${pictureCount}`);
    // Its buttons answer once the opening fade has ended.
    await waitUntilOpen(page);
    await viewer(page).getByRole("button", { name: "Close the picture viewer" }).click();
    await expect(viewer(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${showPath}$`));
    await expect(pictureLinks(page).nth(2)).toBeFocused();
  },
);

test("the carousels of About and artist pages open the viewer too", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  await pictureLinks(page).first().click();
  await expect(viewer(page).locator(".pswp__counter")).toHaveText("1 of 6");
});

test("axe finds nothing with the viewer open", async ({ page }) => {
  await page.goto(`${showPath}?picture=2`);
  await expect(viewer(page)).toBeVisible();
  // Let the opening fade finish, so axe judges the viewer as a visitor sees it.
  await expect(viewer(page)).toHaveCSS("opacity", "1");
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "each picture is a link to its largest version, and ?picture= changes nothing",
    ONE_WIDTH,
    async ({ page }) => {
      const response = await page.goto(`${showPath}?picture=3`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(show.displayName);
      const href = await pictureLinks(page).nth(1).getAttribute("href");
      expect(href).toMatch(/\.\d+w\.jpg$/);
      const image = await page.request.get(href ?? "");
      expect(image.headers()["content-type"]).toBe("image/jpeg");
    },
  );
});
