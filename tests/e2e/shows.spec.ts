import { SHOWS_PAGE, atAfterAll, atNow, imagePath, showNamed } from "./expected.ts";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { scrollToBottom } from "./scroll.ts";
import { serverURL } from "./servers.ts";
import type { Page } from "@playwright/test";
import { ONE_WIDTH } from "./widths.ts";

function tiles(page: Page) {
  return page.getByRole("main").getByRole("listitem");
}

function readTiles(page: Page) {
  return tiles(page).evaluateAll((items) =>
    items.map((item) => ({
      name: item.textContent?.trim() ?? "",
      href: item.querySelector("a")?.getAttribute("href"),
      image: new URL(item.querySelector("img")?.src ?? "/", location.href).pathname,
    })),
  );
}

test("Shows is a grid of past shows, most recent first, 8 at first", async ({ page }) => {
  await page.goto("/shows");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shows");
  await expect(page).toHaveTitle(/^Shows \|/);
  expect(await readTiles(page)).toEqual(
    atNow.pastShows.map((name) => ({
      name: showNamed(name).displayName,
      href: `/shows/${name}`,
      image: imagePath("shows", showNamed(name).featuredImage.src),
    })),
  );
  // 34 shows have opened by then: more than a page.
  await expect(page.getByRole("link", { name: "Load More Past Shows" })).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Show All Past Shows" })).toHaveCount(1);
});

test("a tile's image and name lead to the show", ONE_WIDTH, async ({ page }) => {
  const latest = showNamed(atNow.pastShows[0] ?? "");
  await page.goto("/shows");
  const tile = tiles(page).first().getByRole("link");
  await expect(tile).toHaveAccessibleName(latest.displayName);
  await tile.locator("img").click();
  await expect(page).toHaveURL(`/shows/${latest.name}`);
});

test("the grid has 2 columns on a phone and 4 on a desktop", async ({ page }, testInfo) => {
  await page.goto("/shows?past=all");
  const lefts = await tiles(page).evaluateAll((items) =>
    items.map((item) => Math.round(item.getBoundingClientRect().left)),
  );
  const columns = testInfo.project.name === "phone" ? 2 : 4;
  expect(lefts.length).toBeGreaterThanOrEqual(columns);
  expect(new Set(lefts).size).toBe(columns);
});

test.describe("paging", () => {
  test.use({ baseURL: serverURL("afterAll") });

  test("Load More and Show All are links kept in the URL", async ({ page }) => {
    const total = atAfterAll.pastShowCount;
    const loadMore = page.getByRole("link", { name: "Load More Past Shows" });
    const showAll = page.getByRole("link", { name: "Show All Past Shows" });

    await page.goto("/shows");
    await expect(tiles(page)).toHaveCount(SHOWS_PAGE);
    // The page stays where the visitor was reading.
    await waitForHydration(page);
    const scrolledTo = await scrollToBottom(page);
    expect(scrolledTo).toBeGreaterThan(0);
    await loadMore.click();
    await expect(page).toHaveURL("/shows?past=16");
    await expect(tiles(page)).toHaveCount(16);
    await expect(tiles(page).last()).toHaveText(
      showNamed(atAfterAll.sixteenthPastShow).displayName,
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);

    await page.goBack();
    await expect(tiles(page)).toHaveCount(SHOWS_PAGE);
    await showAll.click();
    await expect(page).toHaveURL(/\/shows\?past=all$/);
    await expect(tiles(page)).toHaveCount(total);
    await expect(loadMore).toHaveCount(0);
    await expect(showAll).toHaveCount(0);
    await page.reload();
    await expect(tiles(page)).toHaveCount(total);
  });
});

test(
  "the page hands the browser the tiles, not the shows' descriptions",
  ONE_WIDTH,
  async ({ request }) => {
    const latest = showNamed(atNow.pastShows[0] ?? "");
    const paragraph = latest.description.find((p) => /^[^<"\\]{20,}/.test(p));
    if (!paragraph) throw new Error("Needs a past show with a plain description paragraph");
    const html = await (await request.get("/shows")).text();
    expect(html).toContain(latest.displayName);
    expect(html).not.toContain(paragraph.slice(0, 20));
  },
);
