import { stripTags } from "../../app/domain/html.ts";
import { fullAddress, gallery, mapsUrl } from "../../app/content/gallery.ts";
import {
  HOME_EVENTS,
  atAfterAll,
  atBeforeAll,
  atNow,
  eventTitled,
  imagePath,
  showNamed,
} from "./expected.ts";
import { expect, test } from "./fixtures.ts";
import { type E2eServer, serverURL } from "./servers.ts";
import type { Page } from "@playwright/test";

/** The current show's block on Home, as the spec lists it. */
async function expectCurrentShow(page: Page, server: E2eServer) {
  const { show: name, heading } = { now: atNow, beforeAll: atBeforeAll, afterAll: atAfterAll }[
    server
  ];
  const show = showNamed(name);
  const section = page.getByRole("region", { name: heading.trim() });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(section.locator("img").first()).toHaveAttribute(
    "src",
    imagePath("shows", show.featuredImage.src),
  );
  const lines = [
    ...(show.superDisplayName ? [show.superDisplayName] : []),
    show.displayName,
    ...(show.descriptionBold ?? []).map(stripTags),
  ];
  // Each line, in order, with a divider between one and the next.
  const shown = await section.locator("hr").evaluateAll((rules) => {
    const first = rules[0]?.previousElementSibling;
    const texts = first ? [first.textContent ?? ""] : [];
    for (const rule of rules) texts.push(rule.nextElementSibling?.textContent ?? "");
    return texts.map((text) => text.replace(/\s+/g, " ").trim());
  });
  expect(shown).toEqual(lines);
  await expect(section.getByRole("link", { name: "View Exhibition Details" })).toHaveAttribute(
    "href",
    `/shows/${show.name}`,
  );
}

test("Home shows the show on view", async ({ page }) => {
  await page.goto("/");
  // product §2.4, to the letter (with its trailing space).
  expect(atNow.heading).toBe("Currently on view at the Front: ");
  await expect(page).toHaveTitle(/^The Front \|/);
  await expectCurrentShow(page, "now");
});

test.describe("before the show opens", () => {
  test.use({ baseURL: serverURL("beforeAll") });

  test("Home announces the opening day", async ({ page }) => {
    // Granite Sheds opens on Friday, November 7, 2025.
    expect(showNamed(atBeforeAll.show).startDate).toBe("2025-11-07");
    expect(atBeforeAll.heading).toBe("Opening Friday, November 7:");
    await page.goto("/");
    await expectCurrentShow(page, "beforeAll");
  });
});

test("Home has the shared link block and the hours", async ({ page }) => {
  await page.goto("/");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: fullAddress() })).toHaveAttribute("href", mapsUrl());
  await expect(main.getByRole("link", { name: gallery.email })).toHaveAttribute(
    "href",
    `mailto:${gallery.email}`,
  );
  await expect(main.getByRole("link", { name: gallery.phone.display })).toHaveAttribute(
    "href",
    `tel:${gallery.phone.dial}`,
  );
  await expect(main.getByRole("link", { name: `@${gallery.instagram.handle}` })).toHaveAttribute(
    "href",
    gallery.instagram.url,
  );
  await expect(main.getByRole("region", { name: "Hours", exact: true })).toContainText(
    "Fridays 4-7pm, Saturdays and Sundays 11am-5pm, or by appointment",
  );
});

test("Home lists the next 3 events with image, date and time, and plain first paragraph", async ({
  page,
}) => {
  const next = atNow.upcoming.slice(0, HOME_EVENTS);
  // The first paragraph of each, its tags stripped (entities as the browser writes them).
  const summaries = [
    "Four Vermont poets read new work among the sculptures of Signal and Relay.",
    "The members' drawing show opens for the August Art Walk, 4-8 PM.",
    "A morning of drawing from a clothed model with August Lindqvist and Kwame Osei-Bright. Paper and charcoal provided.",
  ];
  await page.goto("/");
  const section = page.getByRole("region", { name: "Upcoming Events" });
  const shown = await section.getByRole("article").evaluateAll((articles) =>
    articles.map((article) => ({
      title: article.querySelector("h3")?.textContent,
      when: article.querySelector("time")?.textContent,
      dateTime: article.querySelector("time")?.getAttribute("datetime"),
      image: new URL(article.querySelector("img")?.src ?? "/", location.href).pathname,
      summary: article.querySelector("p:not(:has(time))")?.innerHTML,
    })),
  );
  expect(shown).toEqual(
    next.map(({ title, when, dateTime }, index) => {
      const { image } = eventTitled(title);
      return {
        title,
        when,
        dateTime,
        image: imagePath(image.directory ?? "events", image.src),
        summary: summaries[index],
      };
    }),
  );
});

test.describe("with more events ahead than Home shows", () => {
  test.use({ baseURL: serverURL("beforeAll") });

  test("Home stops at 3", async ({ page }) => {
    expect(atBeforeAll.upcomingCount).toBeGreaterThan(HOME_EVENTS);
    await page.goto("/");
    const section = page.getByRole("region", { name: "Upcoming Events" });
    await expect(section.getByRole("article")).toHaveCount(HOME_EVENTS);
  });
});

test("'View All Events' goes to /events", async ({ page }) => {
  await page.goto("/");
  const buttons = page.getByRole("link", { name: "View All Events" });
  expect(await buttons.count()).toBeGreaterThan(0);
  for (const button of await buttons.all()) await expect(button).toHaveAttribute("href", "/events");
  await buttons.first().click();
  await expect(page).toHaveURL("/events");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Events");
});

test("Home hands the browser what it shows, not whole shows and events", async ({ request }) => {
  const show = showNamed(atNow.show);
  const event = eventTitled(atNow.upcoming[0]?.title ?? "");
  const unshown = [...show.description, ...event.description.slice(1)]
    .map((paragraph) => /^[^<"\\&]{20,}/.exec(paragraph)?.[0])
    .filter((text) => text !== undefined);
  expect(unshown.length, "needs plain paragraphs to look for").toBeGreaterThan(0);
  const html = await (await request.get("/")).text();
  expect(html).toContain(show.displayName);
  for (const text of unshown) expect(html).not.toContain(text);
});
