// Every route of product §2.1 with JavaScript off: the server's HTML alone carries the heading,
// the content and working paging links.
import { loadContent } from "../../scripts/content/load-content.ts";
import { EVENTS_PAGE, SHOWS_PAGE, atAfterAll, atBeforeAll, atNow, showNamed } from "./expected.ts";
import { expect, test } from "./fixtures.ts";
import { serverURL } from "./servers.ts";
import type { Page } from "@playwright/test";

const { shows, artists } = await loadContent();

test.use({ javaScriptEnabled: false });

const member = artists.find((artist) => !artist.isNotMember);
const show = shows[0];

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  return page.getByRole("heading", { level: 1 });
}

test("/ shows the current show and the next events", async ({ page }) => {
  await expect(await open(page, "/")).toHaveText(atNow.heading);
  await expect(page.getByText(showNamed(atNow.show).displayName, { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Upcoming Events" })).toBeVisible();
});

test("/events lists both sections", async ({ page }) => {
  await expect(await open(page, "/events")).toHaveText("Events");
  for (const [name, list] of [
    ["Upcoming Events", atNow.upcoming],
    ["Past Events", atNow.past],
  ] as const) {
    await expect(page.getByRole("region", { name }).locator("h3")).toHaveText(
      list.map((event) => event.title),
    );
  }
});

test("/artists shows the members' grid", async ({ page }) => {
  if (!member) throw new Error("The built-in artists have no member");
  await expect(await open(page, "/artists")).toHaveText("Artists");
  await expect(
    page.getByRole("main").locator(`a[href="/artists/${member.paramName}"]`).first(),
  ).toBeVisible();
  // The tiles after the main picture are not held without a script (server/held-scripts.ts).
  const tile = page.getByRole("main").locator('img[loading="lazy"]').first();
  await expect
    .poll(() => tile.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
});

test("/artists/:name shows the artist", async ({ page }) => {
  if (!member) throw new Error("The built-in artists have no member");
  await expect(await open(page, `/artists/${member.paramName}`)).toHaveText(member.name);
  await expect(page.getByRole("link", { name: "Back to artists" })).toBeVisible();
});

test("/shows shows the grid of past shows", async ({ page }) => {
  await expect(await open(page, "/shows")).toHaveText("Shows");
  await expect(page.getByRole("main").getByRole("listitem")).toHaveText(
    atNow.pastShows.map((name) => showNamed(name).displayName),
  );
});

test("/shows/:name shows the show", async ({ page }) => {
  if (!show) throw new Error("The built-in content has no show");
  await expect(await open(page, `/shows/${show.name}`)).toHaveText(show.displayName);
  await expect(page.getByRole("link", { name: "Back to shows" })).toBeVisible();
});

test("/visit shows the address and opens the mailing list by link", async ({ page }) => {
  await expect(await open(page, "/visit")).toHaveText("Contact Us / Visit");
  await expect(page.getByText("Come visit us in person!", { exact: true })).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "Join our mailing list" }).click();
  await expect(page).toHaveURL("/visit?open-contact-form=true");
  await expect(page.getByRole("dialog", { name: "Join our mailing list" })).toBeVisible();
});

test("/about tells the gallery's story", async ({ page }) => {
  await expect(await open(page, "/about")).toHaveText("About Us");
  await expect(page.getByRole("main")).toContainText("2015");
});

test("/instagram offers the plain profile link", async ({ page }) => {
  await expect(await open(page, "/instagram")).toHaveText("Instagram");
  await expect(
    page.getByRole("link", { name: "Follow @gallerythefront on Instagram" }),
  ).toBeVisible();
});

test("an unknown path shows Home", async ({ page }) => {
  await expect(await open(page, "/no-such-page")).toHaveText(atNow.heading);
});

test.describe("paging upcoming events", () => {
  test.use({ baseURL: serverURL("beforeAll") });

  test("the links load more and show all", async ({ page }) => {
    const total = atBeforeAll.upcomingCount;
    const items = page.getByRole("region", { name: "Upcoming Events" }).getByRole("article");
    await open(page, "/events");
    await expect(items).toHaveCount(EVENTS_PAGE);
    await page.getByRole("link", { name: "Load More Upcoming" }).click();
    await expect(items).toHaveCount(2 * EVENTS_PAGE);
    await page.getByRole("link", { name: "Show All Upcoming" }).click();
    await expect(items).toHaveCount(total);
  });
});

test.describe("paging past events and shows", () => {
  test.use({ baseURL: serverURL("afterAll") });

  test("the past events links load more and show all", async ({ page }) => {
    const total = atAfterAll.pastCount;
    const items = page.getByRole("region", { name: "Past Events" }).getByRole("article");
    await open(page, "/events");
    await expect(items).toHaveCount(EVENTS_PAGE);
    await page.getByRole("link", { name: "Load More Past Events" }).click();
    await expect(items).toHaveCount(2 * EVENTS_PAGE);
    await open(page, "/events");
    await page.getByRole("link", { name: "Show All Past Events" }).click();
    await expect(items).toHaveCount(total);
  });

  test("the shows links load more and show all", async ({ page }) => {
    const total = atAfterAll.pastShowCount;
    const tiles = page.getByRole("main").getByRole("listitem");
    await open(page, "/shows");
    await expect(tiles).toHaveCount(SHOWS_PAGE);
    await page.getByRole("link", { name: "Load More Past Shows" }).click();
    await expect(tiles).toHaveCount(2 * SHOWS_PAGE);
    await open(page, "/shows");
    await page.getByRole("link", { name: "Show All Past Shows" }).click();
    await expect(tiles).toHaveCount(total);
  });
});
