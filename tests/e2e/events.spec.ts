import { EVENTS_PAGE_SIZE, eventWhen } from "../../app/domain/events.ts";
import { stripTags } from "../../app/domain/html.ts";
import type { GalleryEvent } from "../../app/content/schema.ts";
import { eventsAt, imagePath } from "./expected.ts";
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

function expectedEvent(event: GalleryEvent) {
  const when = eventWhen(event);
  return {
    title: event.title,
    when: when.text,
    dateTime: when.dateTime,
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
  const { upcoming, past } = eventsAt("now");
  await page.goto("/events");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Events");
  await expect(page).toHaveTitle(/^Events \|/);
  const intro = page.locator("main p").first();
  await expect(intro).toContainText("opening reception on the first Friday of every month");
  await expect(intro).toContainText("artist talks, poetry readings and celebrations");
  await expect(intro).toContainText("listed below");

  expect(await readEvents(section(page, "Upcoming Events"))).toEqual(
    upcoming.slice(0, EVENTS_PAGE_SIZE).map(expectedEvent),
  );
  expect(await readEvents(section(page, "Past Events"))).toEqual(
    past.slice(0, EVENTS_PAGE_SIZE).map(expectedEvent),
  );
});

test("every event shows its image, long date and time, HTML description and link", async ({
  page,
}) => {
  const { upcoming, past } = eventsAt("now");
  await page.goto("/events?upcoming=all&past=all");
  expect(await readEvents(section(page, "Upcoming Events"))).toEqual(upcoming.map(expectedEvent));
  expect(await readEvents(section(page, "Past Events"))).toEqual(past.map(expectedEvent));

  // The content exercises each case the checks above compare.
  const all = [...upcoming, ...past];
  expect(all.some((event) => event.description.some((p) => /<[a-z]/i.test(p)))).toBe(true);
  expect(all.some((event) => event.image.directory === undefined)).toBe(true);
  expect(all.some((event) => event.image.directory !== undefined)).toBe(true);
  expect(all.some((event) => event.link?.type === "external")).toBe(true);
  // Spec example: "Friday, June 5, 2026 at 4:00 PM".
  await expect(page.locator("main time").first()).toHaveText(
    /^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M$/,
  );
});

test("an internal event link navigates inside the site", async ({ page }) => {
  const { upcoming, past } = eventsAt("now");
  const event = [...upcoming, ...past].find((e) => e.link?.type === "internal");
  if (!event?.link) throw new Error("The built-in events have no internal link");
  await page.goto("/events?upcoming=all&past=all");
  const article = page.getByRole("article").filter({ hasText: event.title });
  await article.getByRole("link", { name: event.link.text }).click();
  await expect(page).toHaveURL(event.link.url);
});

test.describe("paging the upcoming list", () => {
  test.use({ baseURL: serverURL("beforeAll") });

  test("Load More and Show All are links kept in the URL", async ({ page }) => {
    const { upcoming } = eventsAt("beforeAll");
    const total = upcoming.length;
    expect(total, "needs more events than two pages").toBeGreaterThan(2 * EVENTS_PAGE_SIZE);
    const list = section(page, "Upcoming Events");
    const items = list.getByRole("article");
    const loadMore = list.getByRole("link", { name: "Load More Upcoming" });
    const showAll = list.getByRole("link", { name: "Show All Upcoming" });

    await page.goto("/events");
    await expect(items).toHaveCount(EVENTS_PAGE_SIZE);
    // The page stays where the visitor was reading.
    await waitForHydration(page);
    const scrolledTo = await scrollToBottom(page);
    expect(scrolledTo).toBeGreaterThan(0);
    await loadMore.click();
    await expect(page).toHaveURL(/\/events\?upcoming=10$/);
    await expect(items).toHaveCount(2 * EVENTS_PAGE_SIZE);
    await expect(items.last().locator("h3")).toHaveText(
      upcoming[2 * EVENTS_PAGE_SIZE - 1]?.title ?? "",
    );
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
    await expect(items).toHaveCount(2 * EVENTS_PAGE_SIZE);
  });
});

test.describe("paging the past list", () => {
  test.use({ baseURL: serverURL("afterAll") });

  test("Load More keeps the other list's count; Show All shows every past event", async ({
    page,
  }) => {
    const { past } = eventsAt("afterAll");
    const total = past.length;
    expect(total, "needs more events than one page").toBeGreaterThan(EVENTS_PAGE_SIZE);
    const list = section(page, "Past Events");
    const items = list.getByRole("article");

    await page.goto("/events?upcoming=all");
    await expect(items).toHaveCount(EVENTS_PAGE_SIZE);
    await expect(items.first().locator("h3")).toHaveText(past[0]?.title ?? "");
    await list.getByRole("link", { name: "Load More Past Events" }).click();
    const afterOne = Math.min(2 * EVENTS_PAGE_SIZE, total);
    await expect(page).toHaveURL(`/events?upcoming=all&past=${afterOne}`);
    await expect(items).toHaveCount(afterOne);

    await page.goto("/events");
    await list.getByRole("link", { name: "Show All Past Events" }).click();
    await expect(page).toHaveURL(/\/events\?past=all$/);
    await expect(items).toHaveCount(total);
    await expect(list.getByRole("link", { name: "Show All Past Events" })).toHaveCount(0);
    await expect(list.getByRole("link", { name: "Load More Past Events" })).toHaveCount(0);
  });
});
