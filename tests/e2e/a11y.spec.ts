// WCAG 2.2 AA (issue 5): axe on every screen at both viewports, with the small-screen menu and the
// mailing-list dialog open too, and the keyboard paths axe cannot judge.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { loadContent } from "../../scripts/content/load-content.ts";
import { expect, test } from "./fixtures.ts";

const { shows, artists } = await loadContent();

const artistWithPictures = artists.find(
  (artist) => !artist.isNotMember && artist.images.length > 0,
);
const showWithPictures = shows.find((show) => show.images.length > 0);

const SCREENS = [
  "/",
  "/events",
  "/artists",
  `/artists/${artistWithPictures?.paramName ?? ""}`,
  "/shows",
  `/shows/${showWithPictures?.name ?? ""}`,
  // A work's own page (issue 23): sold, so its red dot and its word are judged too.
  "/shows/signal-and-relay/works/signal",
  "/visit",
  "/about",
  "/instagram",
  "/no-such-page",
];

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? "?"}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(" "))
        .join(", ")}`,
  );
}

/** Waits for the page to hydrate, so axe judges what a visitor can use. */
async function openScreen(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
}

for (const path of SCREENS) {
  test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
    await openScreen(page, path);
    expect(await violations(page)).toEqual([]);
    // One h1 per page, and the landmarks a screen reader jumps between.
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(1);
  });
}

test("the mailing-list dialog, open, has no violations", async ({ page }) => {
  await openScreen(page, "/visit?open-contact-form=true");
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("the small-screen menu, open, has no violations", async ({ page, isMobile, viewport }) => {
  test.skip(!isMobile && (viewport?.width ?? 0) > 700, "the menu is inline on wide screens");
  await openScreen(page, "/");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Shows" }),
  ).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("a skip link leads past the header to the content", async ({ page }) => {
  await openScreen(page, "/artists");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  // The next Tab stop is inside the content, not back in the menu.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
});

test("every control shows where the keyboard focus is", async ({ page }) => {
  await openScreen(page, "/");
  const reached = new Set<number>();
  for (let stop = 1; stop <= 12; stop += 1) {
    await page.keyboard.press("Tab");
    const focus = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      return {
        index: [...document.querySelectorAll("*")].indexOf(element),
        outline: style.outlineStyle,
        width: style.outlineWidth,
        shadow: style.boxShadow,
      };
    });
    // Each Tab must land on a control: a page where nothing takes focus fails here.
    expect(focus, `Tab ${stop} focuses nothing`).not.toBeNull();
    if (!focus) continue;
    reached.add(focus.index);
    const visible = (focus.outline !== "none" && focus.width !== "0px") || focus.shadow !== "none";
    expect(visible, `focus stop ${stop}: ${JSON.stringify(focus)}`).toBe(true);
  }
  // And each lands on a new one: focus moves forward through the page.
  expect(reached.size).toBe(12);
});

test("the small-screen menu works from the keyboard", async ({ page, isMobile, viewport }) => {
  test.skip(!isMobile && (viewport?.width ?? 0) > 700, "the menu is inline on wide screens");
  await openScreen(page, "/");
  const toggle = page.getByRole("button", { name: "Menu" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  const shows = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Shows" });
  await expect(shows).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(shows).toBeHidden();
  await expect(toggle).toBeFocused();
  await page.keyboard.press("Enter");
  await shows.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/shows$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("nothing moves for visitors who ask for reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openScreen(page, `/shows/${showWithPictures?.name ?? ""}`);
  const moving = await page.evaluate(() =>
    [...document.querySelectorAll("*")]
      .map((element) => {
        const style = getComputedStyle(element);
        const longest = (value: string) =>
          Math.max(...value.split(",").map((part) => Number.parseFloat(part) || 0));
        return {
          element,
          transition: longest(style.transitionDuration),
          animation: longest(style.animationDuration),
          smooth: style.scrollBehavior === "smooth",
        };
      })
      .filter(
        ({ transition, animation, smooth }) => transition > 0.01 || animation > 0.01 || smooth,
      )
      .map(
        ({ element }) =>
          element.tagName + (element.className ? `.${String(element.className)}` : ""),
      ),
  );
  expect(moving).toEqual([]);
});
