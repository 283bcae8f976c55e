import { stripTags } from "../../app/domain/html.ts";
import { loadContent } from "../../scripts/content/load-content.ts";
import type { GalleryEvent } from "../../app/content/schema.ts";
import {
  EVENTS_PAGE,
  type ExpectedEvent,
  atAfterAll,
  atBeforeAll,
  atNow,
  eventTitled,
  imagePath,
} from "./expected.ts";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { scrollToBottom } from "./scroll.ts";
import { serverURL } from "./servers.ts";
import type { Locator, Page } from "@playwright/test";

function section(page: Page, name: "Upcoming Events" | "Past Events"): Locator {
  return page.getByRole("region", { name });
}

/** What the page shows of each event of a section, read in one pass. */
function readEvents(list: Locator) {
  return list.getByRole("article").evaluateAll((articles) =>
    articles.map((article) => {
      const link = article.querySelector<HTMLAnchorElement>("a.button");
      return {
        title: article.querySelector("h3")?.textContent ?? "",
        when: article.querySelector("time")?.textContent ?? "",
        dateTime: article.querySelector("time")?.getAttribute("datetime") ?? "",
        image: new URL(article.querySelector("img")?.src ?? "/", location.href).pathname,
        paragraphs: [...article.querySelectorAll("p:not(:has(time))")].map((p) => ({
          text: (p.textContent ?? "").replace(/\s+/g, " ").trim(),
          hasMarkup: p.children.length > 0,
        })),
        link: link
          ? {
              text: link.textContent ?? "",
              href: link.getAttribute("href"),
              target: link.getAttribute("target"),
              rel: link.getAttribute("rel"),
            }
          : null,
      };
    }),
  );
}

const { events } = await loadContent();

/** What the card shows: the date as stated in expected.ts, the rest as the content gives it. */
function expectedCard({ title, when, dateTime }: ExpectedEvent) {
  return { ...contentOfCard(eventTitled(title)), title, when, dateTime };
}

function contentOfCard(event: GalleryEvent) {
  return {
    image: imagePath(event.image.directory ?? "events", event.image.src),
    paragraphs: event.description.map((paragraph) => ({
      text: stripTags(paragraph),
      hasMarkup: /<[a-z]/i.test(paragraph),
    })),
    link: event.link
      ? {
          text: event.link.text,
          href: event.link.url,
          target: event.link.type === "external" ? "_blank" : null,
          rel: event.link.type === "external" ? "noopener noreferrer" : null,
        }
      : null,
  };
}

test("Events has its title, intro and the first page of each list", async ({ page }) => {
  await page.goto("/events");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Events");
  await expect(page).toHaveTitle(/^Events \|/);
  const intro = page.locator("main p").first();
  await expect(intro).toContainText("opening reception on the first Friday of every month");
  await expect(intro).toContainText("artist talks, poetry readings and celebrations");
  await expect(intro).toContainText("listed below");

  expect(await readEvents(section(page, "Upcoming Events"))).toEqual(
    atNow.upcoming.map(expectedCard),
  );
  expect(await readEvents(section(page, "Past Events"))).toEqual(atNow.past.map(expectedCard));
});

test("every event shows its image, long date and time, HTML description and link", async ({
  page,
}) => {
  await page.goto("/events?upcoming=all&past=all");
  const upcoming = await readEvents(section(page, "Upcoming Events"));
  const past = await readEvents(section(page, "Past Events"));
  expect(upcoming).toHaveLength(atNow.upcomingCount);
  expect(past).toHaveLength(atNow.pastCount);
  // Every event once, each card as its content says.
  const shown = [...upcoming, ...past];
  expect(shown.map((card) => card.title).sort()).toEqual(events.map((e) => e.title).sort());
  for (const { title, when, dateTime, ...card } of shown) {
    // Two years each have a "Members' Holiday Party": either may be the one shown.
    const candidates = events.filter((candidate) => candidate.title === title);
    expect(candidates.map(contentOfCard), title).toContainEqual(card);
    expect(dateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
    // Spec example: "Friday, June 5, 2026 at 4:00 PM".
    expect(when).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M$/);
  }
  // Upcoming soonest first, all at or after the frozen instant; past latest first, all before.
  const instants = (cards: typeof shown) => cards.map((card) => Date.parse(card.dateTime));
  const now = Date.parse("2025-07-15T16:00:00.000Z");
  expect(instants(upcoming)).toEqual(instants(upcoming).sort((a, b) => a - b));
  expect(instants(past)).toEqual(instants(past).sort((a, b) => b - a));
  expect(instants(upcoming).every((instant) => instant >= now)).toBe(true);
  expect(instants(past).every((instant) => instant < now)).toBe(true);
  // A winter evening reads in standard time.
  expect(upcoming.find((card) => card.title === atNow.winterEvent.title)).toMatchObject(
    atNow.winterEvent,
  );

  // The content exercises each case the checks above compare.
  expect(events.some((event) => event.description.some((p) => /<[a-z]/i.test(p)))).toBe(true);
  expect(events.some((event) => event.image.directory === undefined)).toBe(true);
  expect(events.some((event) => event.image.directory !== undefined)).toBe(true);
  expect(events.some((event) => event.link?.type === "external")).toBe(true);
});

test("an internal event link navigates inside the site", async ({ page }) => {
  const event = events.find((e) => e.link?.type === "internal");
  if (!event?.link) throw new Error("The built-in events have no internal link");
  await page.goto("/events?upcoming=all&past=all");
  const article = page.getByRole("article").filter({ hasText: event.title });
  await article.getByRole("link", { name: event.link.text }).click();
  await expect(page).toHaveURL(event.link.url);
});

test.describe("paging the upcoming list", () => {
  test.use({ baseURL: serverURL("beforeAll") });

  test("Load More and Show All are links kept in the URL", async ({ page }) => {
    const total = atBeforeAll.upcomingCount;
    const list = section(page, "Upcoming Events");
    const items = list.getByRole("article");
    const loadMore = list.getByRole("link", { name: "Load More Upcoming" });
    const showAll = list.getByRole("link", { name: "Show All Upcoming" });

    await page.goto("/events");
    await expect(items).toHaveCount(EVENTS_PAGE);
    // The page stays where the visitor was reading.
    await waitForHydration(page);
    const scrolledTo = await scrollToBottom(page);
    expect(scrolledTo).toBeGreaterThan(0);
    await loadMore.click();
    await expect(page).toHaveURL(/\/events\?upcoming=10$/);
    await expect(items).toHaveCount(2 * EVENTS_PAGE);
    await expect(items.last().locator("h3")).toHaveText(atBeforeAll.tenthUpcoming);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);

    await showAll.click();
    await expect(page).toHaveURL(/\/events\?upcoming=all$/);
    await expect(items).toHaveCount(total);
    await expect(loadMore).toHaveCount(0);
    await expect(showAll).toHaveCount(0);

    await page.reload();
    await expect(items).toHaveCount(total);
    await page.goBack();
    await expect(page).toHaveURL(/\/events\?upcoming=10$/);
    await expect(items).toHaveCount(2 * EVENTS_PAGE);
  });
});

test.describe("paging the past list", () => {
  test.use({ baseURL: serverURL("afterAll") });

  test("Load More keeps the other list's count; Show All shows every past event", async ({
    page,
  }) => {
    const total = atAfterAll.pastCount;
    const list = section(page, "Past Events");
    const items = list.getByRole("article");

    await page.goto("/events?upcoming=all");
    await expect(items).toHaveCount(EVENTS_PAGE);
    await expect(items.first().locator("h3")).toHaveText(atAfterAll.latestPast);
    await list.getByRole("link", { name: "Load More Past Events" }).click();
    await expect(page).toHaveURL("/events?upcoming=all&past=10");
    await expect(items).toHaveCount(10);

    await page.goto("/events");
    await list.getByRole("link", { name: "Show All Past Events" }).click();
    await expect(page).toHaveURL(/\/events\?past=all$/);
    await expect(items).toHaveCount(total);
    await expect(list.getByRole("link", { name: "Show All Past Events" })).toHaveCount(0);
    await expect(list.getByRole("link", { name: "Load More Past Events" })).toHaveCount(0);
  });
});
