// Every route of product §2.1 with JavaScript off: the server's HTML alone carries the heading,
// the content and working paging links.
import { loadContent } from "../../scripts/content/load-content.ts";
import { EVENTS_PAGE_SIZE } from "../../app/domain/events.ts";
import { SHOWS_PAGE_SIZE } from "../../app/domain/shows.ts";
import { eventsAt, homeAt, pastShowsAt } from "./expected.ts";
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
  const { show: current, heading } = homeAt("now");
  await expect(await open(page, "/")).toHaveText(heading);
  await expect(page.getByText(current.displayName, { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Upcoming Events" })).toBeVisible();
});

test("/events lists both sections", async ({ page }) => {
  const { upcoming, past } = eventsAt("now");
  await expect(await open(page, "/events")).toHaveText("Events");
  for (const [name, list] of [
    ["Upcoming Events", upcoming],
    ["Past Events", past],
  ] as const) {
    await expect(page.getByRole("region", { name }).getByRole("article")).toHaveCount(
      Math.min(EVENTS_PAGE_SIZE, list.length),
    );
  }
});

test("/artists shows the members' grid", async ({ page }) => {
  if (!member) throw new Error("The built-in artists have no member");
  await expect(await open(page, "/artists")).toHaveText("Artists");
  await expect(
    page.getByRole("main").locator(`a[href="/artists/${member.paramName}"]`).first(),
  ).toBeVisible();
});

test("/artists/:name shows the artist", async ({ page }) => {
  if (!member) throw new Error("The built-in artists have no member");
  await expect(await open(page, `/artists/${member.paramName}`)).toHaveText(member.name);
  await expect(page.getByRole("link", { name: "Back to artists" })).toBeVisible();
});

test("/shows shows the grid of past shows", async ({ page }) => {
  const past = pastShowsAt("now");
  await expect(await open(page, "/shows")).toHaveText("Shows");
  await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(
    Math.min(SHOWS_PAGE_SIZE, past.length),
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
  await expect(await open(page, "/no-such-page")).toHaveText(homeAt("now").heading);
});

test.describe("paging upcoming events", () => {
  test.use({ baseURL: serverURL("beforeAll") });

  test("the links load more and show all", async ({ page }) => {
    const total = eventsAt("beforeAll").upcoming.length;
    expect(total).toBeGreaterThan(2 * EVENTS_PAGE_SIZE);
    const items = page.getByRole("region", { name: "Upcoming Events" }).getByRole("article");
    await open(page, "/events");
    await expect(items).toHaveCount(EVENTS_PAGE_SIZE);
    await page.getByRole("link", { name: "Load More Upcoming" }).click();
    await expect(items).toHaveCount(2 * EVENTS_PAGE_SIZE);
    await page.getByRole("link", { name: "Show All Upcoming" }).click();
    await expect(items).toHaveCount(total);
  });
});

test.describe("paging past events and shows", () => {
  test.use({ baseURL: serverURL("afterAll") });

  test("the past events links load more and show all", async ({ page }) => {
    const total = eventsAt("afterAll").past.length;
    expect(total).toBeGreaterThan(EVENTS_PAGE_SIZE);
    const items = page.getByRole("region", { name: "Past Events" }).getByRole("article");
    await open(page, "/events");
    await expect(items).toHaveCount(EVENTS_PAGE_SIZE);
    await page.getByRole("link", { name: "Load More Past Events" }).click();
    await expect(items).toHaveCount(Math.min(2 * EVENTS_PAGE_SIZE, total));
    await open(page, "/events");
    await page.getByRole("link", { name: "Show All Past Events" }).click();
    await expect(items).toHaveCount(total);
  });

  test("the shows links load more and show all", async ({ page }) => {
    const total = pastShowsAt("afterAll").length;
    expect(total).toBeGreaterThan(SHOWS_PAGE_SIZE);
    const tiles = page.getByRole("main").getByRole("listitem");
    await open(page, "/shows");
    await expect(tiles).toHaveCount(SHOWS_PAGE_SIZE);
    await page.getByRole("link", { name: "Load More Past Shows" }).click();
    await expect(tiles).toHaveCount(Math.min(2 * SHOWS_PAGE_SIZE, total));
    await open(page, "/shows");
    await page.getByRole("link", { name: "Show All Past Shows" }).click();
    await expect(tiles).toHaveCount(total);
  });
});
