// Add to calendar (issue 11): every event card links its .ics; the Events page links the feed.
import { atNow } from "./expected.ts";
import { expect, test } from "./fixtures.ts";

// At the e2e instant (mid-July 2025): the first upcoming event, and its calendar address.
const [first] = atNow.upcoming;
if (!first) throw new Error("expected.ts names the upcoming events at the e2e instant");
const firstIcs = "/events/2025-07-18-poetry-reading-night-writing.ics";

test("every event card on Events has an Add to calendar link to its own .ics", async ({ page }) => {
  await page.goto("/events");
  const links = page.getByRole("link", { name: /^Add to calendar/ });
  // Five upcoming and five past cards at first.
  await expect(links).toHaveCount(10);
  // Named for the event it adds, not only "Add to calendar" ten times over.
  const link = page.locator(`a[href="${firstIcs}"]`);
  await expect(link).toHaveAccessibleName(`Add to calendar: ${first.title}`);

  const response = await page.request.get(firstIcs);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const body = await response.text();
  expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  expect(body).toContain("\r\nLOCATION:The Front\\, 6 Barre St\\, Montpelier\\, VT 05602\r\n");
  expect(body.replace(/\r\n /g, "")).toContain(`SUMMARY:${first.title.replace(/,/g, "\\,")}`);
});

test("Home's event cards link their .ics too", async ({ page }) => {
  await page.goto("/");
  const links = page.getByRole("region", { name: "Upcoming Events" }).getByRole("link", {
    name: /^Add to calendar/,
  });
  await expect(links).toHaveCount(3);
  await expect(links.first()).toHaveAttribute(
    "href",
    /^\/events\/\d{4}-\d{2}-\d{2}-[a-z0-9-]+\.ics$/,
  );
});

test("the Events page offers the whole feed to subscribe to (webcal:)", async ({ page }) => {
  await page.goto("/events");
  const subscribe = page.getByRole("link", { name: /^Subscribe/ });
  await expect(subscribe).toHaveAttribute("href", /^webcal:\/\/[^/]+\/events\.ics$/);
  const feed = await page.request.get("/events.ics");
  expect(feed.status()).toBe(200);
  const body = await feed.text();
  // Every built-in event: 72.
  expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(72);
  expect(body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
});

test("an unknown event's calendar file is a 404", async ({ page }) => {
  const response = await page.request.get("/events/2099-01-01-no-such-event.ics");
  expect(response.status()).toBe(404);
});
