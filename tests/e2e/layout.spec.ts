import { gallery } from "../../app/content/gallery.ts";
import { FIXED_PAGES } from "../../app/domain/site-pages.ts";
import { workPath } from "../../app/domain/works.ts";
import { loadContent } from "../../scripts/content/load-content.ts";
import { atNow } from "./expected.ts";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import type { Page } from "@playwright/test";
import { ONE_WIDTH } from "./widths.ts";

const MENU = [
  { name: "Home", href: "/" },
  { name: "Events", href: "/events" },
  { name: "Artists", href: "/artists" },
  { name: "Shows", href: "/shows" },
  { name: "Visit", href: "/visit" },
  { name: "About Us", href: "/about" },
  { name: "Instagram", href: "/instagram" },
];

const { shows, artists } = await loadContent();
const artistWithVideo = artists.find((artist) => !artist.isNotMember && artist.videos?.length);
const showWithWorks = shows.find((show) => show.images.length > 0 && show.works?.length);

/** Every kind of screen: the menu's pages, an artist's (carousel and video), a show's, a work's. */
const PHONE_SCREENS = [
  ...FIXED_PAGES,
  `/artists/${artistWithVideo?.paramName ?? ""}`,
  `/shows/${showWithWorks?.name ?? ""}`,
  showWithWorks?.works?.[0] ? workPath(showWithWorks.name, showWithWorks.works[0].id) : "/",
];

function nav(page: Page) {
  return page.getByRole("navigation", { name: "Main" });
}

function footer(page: Page) {
  return page.getByRole("contentinfo");
}

test("the top bar holds the six items and the Instagram icon, in order", async ({ page }) => {
  await page.goto("/shows");
  // Every item, whether the phone menu is open or not.
  const shown = await nav(page)
    .locator("a")
    .evaluateAll((anchors) =>
      anchors.map((a) => ({
        name: a.getAttribute("aria-label") ?? a.textContent?.trim(),
        href: a.getAttribute("href"),
      })),
    );
  expect(shown).toEqual(MENU);
  // The Instagram item is an icon.
  await expect(nav(page).locator('a[href="/instagram"] svg')).toHaveCount(1);
  // The Apply label is not in the menu.
  await expect(page.locator('a[href="/apply"]')).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Apply" })).toHaveCount(0);
});

test("the logo is 200px wide and leads home", async ({ page }) => {
  await page.goto("/events");
  const logo = page.getByRole("banner").getByRole("link", { name: "The Front, home" });
  await expect(logo).toHaveAttribute("href", "/");
  const box = await logo.locator("svg").boundingBox();
  expect(box?.width).toBe(200);
  await logo.click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(atNow.heading);
});

test("the menu is inline on a desktop and behind the toggle on a phone", async ({
  page,
}, testInfo) => {
  await page.goto("/");
  await waitForHydration(page);
  const toggle = page.getByRole("button", { name: "Menu" });
  const events = nav(page).getByRole("link", { name: "Events" });

  if (testInfo.project.name === "desktop") {
    await expect(toggle).toBeHidden();
    for (const item of MENU.slice(1)) {
      await nav(page).getByRole("link", { name: item.name }).click();
      await expect(page).toHaveURL(item.href);
    }
    return;
  }

  await expect(toggle).toBeVisible();
  await expect(events).toBeHidden();
  await toggle.click();
  await expect(events).toBeVisible();
  await toggle.click();
  await expect(events).toBeHidden();
  await toggle.click();
  await page.keyboard.press("Escape");
  await expect(events).toBeHidden();

  for (const item of MENU.slice(1)) {
    await toggle.click();
    await nav(page).getByRole("link", { name: item.name }).click();
    await expect(page).toHaveURL(item.href);
    // Choosing an item closes the menu.
    await expect(nav(page).getByRole("link", { name: item.name })).toBeHidden();
  }
});

test(
  "the footer's Instagram and Donate open outside in a new window",
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto("/");
    const instagram = footer(page).getByRole("link", { name: "Instagram" });
    await expect(instagram).toHaveAttribute("href", gallery.instagram.url);
    await expect(instagram).toHaveAttribute("target", "_blank");
    await expect(instagram).toHaveAttribute("rel", "noopener noreferrer");
    const donate = footer(page).getByRole("link", { name: "Donate" });
    await expect(donate).toHaveAttribute(
      "href",
      "https://www.paypal.com/donate/?hosted_button_id=QRX486T87D45G",
    );
    await expect(donate).toHaveAttribute("target", "_blank");
    await expect(donate).toHaveAttribute("rel", "noopener noreferrer");
  },
);

test("the footer's Join Mailing List opens and closes the dialog", ONE_WIDTH, async ({ page }) => {
  await page.goto("/events");
  await waitForHydration(page);
  const dialog = page.getByRole("dialog", { name: "Join our mailing list" });
  await expect(dialog).toBeHidden();
  await footer(page).getByRole("button", { name: "Join Mailing List" }).click();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL("/events");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  // Closed, the page is usable again, and the button opens it again.
  await footer(page).getByRole("button", { name: "Join Mailing List" }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("the footer carries the 2025 copyright line", ONE_WIDTH, async ({ page }) => {
  await page.goto("/");
  await expect(footer(page).getByText(/©/)).toHaveText(/^© 2025 The Front\b/);
});

for (const path of ["/", "/events", "/shows", "/visit", "/about"]) {
  test(`?open-contact-form=true opens the dialog on ${path}`, ONE_WIDTH, async ({ page }) => {
    await page.goto(`${path}?open-contact-form=true`);
    const dialog = page.getByRole("dialog", { name: "Join our mailing list" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: /Email/ })).toBeVisible();
  });
}

for (const path of ["/no-such-page", "/apply", "/shows/a/b/c"]) {
  test(`the unknown path ${path} renders Home with status 200`, ONE_WIDTH, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(atNow.heading);
    await expect(page.getByRole("link", { name: "View Exhibition Details" })).toBeVisible();
  });
}

test.describe("on a phone's own browser", () => {
  // A phone's browser (isMobile) widens the page it lays out to whatever reaches past the
  // screen's edge, then shows it zoomed out; a desktop browser at a phone's width only scrolls.
  test.use({ isMobile: true, deviceScaleFactor: 2 });

  for (const path of PHONE_SCREENS) {
    test(`${path} is laid out at the screen's width`, async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== "phone", "a phone's browser only");
      await page.goto(path);
      const widths = await page.evaluate(() => ({
        laidOut: window.innerWidth,
        content: document.documentElement.scrollWidth,
      }));
      expect(widths).toEqual({ laidOut: 375, content: 375 });
    });
  }
});
