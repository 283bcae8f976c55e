import type { Locator, Page } from "@playwright/test";
import { gallery } from "../../app/content/gallery.ts";
import { loadContent } from "../../scripts/content/load-content.ts";
import { expect, test } from "./fixtures.ts";
import { carousel, slide } from "./carousel.ts";
import { waitForHydration } from "./hydration.ts";
import { ONE_WIDTH } from "./widths.ts";

const { shows } = await loadContent();

const total = gallery.historyImages.length;
const withFile = shows.find((show) => show.videos.some((video) => video.type === "File"));
if (!withFile) throw new Error("the content has a show with a file video");

/** The About carousel, once its script has taken over. */
async function historyCarousel(page: Page): Promise<Locator> {
  await page.goto("/about");
  const region = carousel(page, "Photographs of the early years");
  await expect(region.locator("[data-enhanced]")).toHaveCount(1);
  return region;
}

function dot(region: Locator, number: number): Locator {
  return region.getByRole("button", { name: `Go to slide ${number}`, exact: true });
}

/** The slide's left edge relative to the carousel's: 0 when it is the first one in view. */
async function offset(region: Locator, number: number): Promise<number> {
  const [box, viewport] = await Promise.all([
    slide(region, number, total).boundingBox(),
    region.locator("> div").first().boundingBox(),
  ]);
  // Adding 0 turns a -0 into 0.
  return Math.round((box?.x ?? Number.NaN) - (viewport?.x ?? Number.NaN)) + 0;
}

test.describe("Carousel", () => {
  test("is a labelled region whose slides are labelled 'n of m'", async ({ page }) => {
    const region = await historyCarousel(page);
    await expect(region).toHaveAttribute("aria-roledescription", "carousel");
    await expect(
      page.getByRole("region", { name: "Photographs of the early years" }),
    ).toBeVisible();
    for (let number = 1; number <= total; number += 1) {
      await expect(slide(region, number, total)).toHaveAttribute("aria-roledescription", "slide");
    }
  });

  test("moves to a slide when its dot is clicked, marking that dot current", async ({ page }) => {
    const region = await historyCarousel(page);
    await expect(dot(region, 1)).toHaveAttribute("aria-current", "true");
    await dot(region, 3).click();
    await expect(dot(region, 3)).toHaveAttribute("aria-current", "true");
    await expect(dot(region, 1)).not.toHaveAttribute("aria-current", /.*/);
    await expect.poll(() => offset(region, 3)).toBe(0);
  });

  test("steps with the previous and next buttons, disabled at the ends", async ({ page }) => {
    const region = await historyCarousel(page);
    const previous = region.getByRole("button", { name: "Previous slide" });
    const next = region.getByRole("button", { name: "Next slide" });
    await expect(previous).toBeDisabled();
    await next.click();
    await expect(dot(region, 2)).toHaveAttribute("aria-current", "true");
    await expect.poll(() => offset(region, 2)).toBe(0);
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect(dot(region, 1)).toHaveAttribute("aria-current", "true");
    await expect.poll(() => offset(region, 1)).toBe(0);
    await dot(region, total).click();
    await expect(next).toBeDisabled();
  });

  test("follows the arrow, Home and End keys when focused", async ({ page }) => {
    const region = await historyCarousel(page);
    await region.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(dot(region, 3)).toHaveAttribute("aria-current", "true");
    await expect.poll(() => offset(region, 3)).toBe(0);
    await page.keyboard.press("ArrowLeft");
    await expect(dot(region, 2)).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("End");
    await expect(dot(region, total)).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("Home");
    await expect(dot(region, 1)).toHaveAttribute("aria-current", "true");
    await expect.poll(() => offset(region, 1)).toBe(0);
  });

  test("has a scrollbar that can be dragged and moved with the keyboard", async ({ page }) => {
    const region = await historyCarousel(page);
    const scrollbar = region.getByRole("slider");
    await scrollbar.scrollIntoViewIfNeeded();
    await expect(scrollbar).toHaveAttribute("aria-valuetext", `Slide 1 of ${total}`);

    await scrollbar.focus();
    await page.keyboard.press("ArrowRight");
    await expect(dot(region, 2)).toHaveAttribute("aria-current", "true");
    await expect.poll(() => offset(region, 2)).toBe(0);

    // Drag the thumb from the start of the track to its far end.
    const box = await scrollbar.boundingBox();
    if (!box) throw new Error("the scrollbar is laid out");
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.6, y, { steps: 5 });
    await page.mouse.move(box.x + box.width - 1, y, { steps: 5 });
    await page.mouse.up();
    await expect(dot(region, total)).toHaveAttribute("aria-current", "true");
    await expect(scrollbar).toHaveAttribute("aria-valuetext", `Slide ${total} of ${total}`);

    // Moving the carousel moves the scrollbar with it.
    await dot(region, 2).click();
    await expect(scrollbar).toHaveValue("1");
  });

  test("can be dragged by the slides themselves", async ({ page }) => {
    const region = await historyCarousel(page);
    await slide(region, 2, total).scrollIntoViewIfNeeded();
    const box = await slide(region, 2, total).boundingBox();
    if (!box) throw new Error("the second slide is laid out");
    const y = box.y + box.height / 3;
    await page.mouse.move(box.x + box.width * 0.9, y);
    await page.mouse.down();
    await page.mouse.move(box.x - box.width * 0.6, y, { steps: 10 });
    await page.mouse.up();
    await expect(dot(region, 1)).not.toHaveAttribute("aria-current", /.*/);
  });

  test("lays out the same before and after its script runs (no shift at hydration)", async ({
    browser,
    page,
  }) => {
    const region = await historyCarousel(page);
    const enhanced = await Promise.all([1, 2, 3].map((n) => slide(region, n, total).boundingBox()));
    const serverOnly = await browser.newContext({
      javaScriptEnabled: false,
      viewport: page.viewportSize(),
      baseURL: new URL(page.url()).origin,
    });
    const plain = await serverOnly.newPage();
    await plain.goto("/about");
    const plainRegion = carousel(plain, "Photographs of the early years");
    await expect(plainRegion.getByRole("group")).toHaveCount(total);
    const rendered = await Promise.all(
      [1, 2, 3].map((n) => slide(plainRegion, n, total).boundingBox()),
    );
    expect(rendered).toEqual(enhanced);
    await serverOnly.close();
  });

  test("glides between slides, but jumps when motion is reduced", async ({ page }) => {
    /** Positions of slide 2 sampled on every frame for a while after a click on Next. */
    const positionsAfterNext = async () => {
      const region = await historyCarousel(page);
      const target = slide(region, 2, total);
      const next = region.getByRole("button", { name: "Next slide" });
      return next.evaluate(
        async (button, slideElement) => {
          const positions: number[] = [];
          (button as HTMLButtonElement).click();
          for (let frame = 0; frame < 40; frame += 1) {
            await new Promise(requestAnimationFrame);
            positions.push(Math.round(slideElement.getBoundingClientRect().left));
          }
          return positions;
        },
        await target.elementHandle(),
      );
    };

    await page.emulateMedia({ reducedMotion: "no-preference" });
    const gliding = new Set(await positionsAfterNext());
    expect(gliding.size).toBeGreaterThan(2);

    await page.emulateMedia({ reducedMotion: "reduce" });
    const jumping = new Set(await positionsAfterNext());
    expect(jumping.size).toBeLessThanOrEqual(2);
  });
});

test.describe("Carousel script", () => {
  const carouselScripts = async (page: Page, path: string) => {
    const loaded: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") loaded.push(request.url());
    });
    // Hydrated: every module the page preloads was asked for by then (server/held-scripts.ts adds
    // their links before the entry script), where a quiet network may come first on a busy machine.
    await page.goto(path);
    await waitForHydration(page);
    const preloaded = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    return [...loaded, ...preloaded].filter((url) => /\/carousel-[\w-]+\.js$/.test(url));
  };

  test("loads only on the screens that have a carousel", ONE_WIDTH, async ({ page }) => {
    expect(await carouselScripts(page, "/about")).not.toHaveLength(0);
    expect(await carouselScripts(page, "/artists")).toHaveLength(0);
    expect(await carouselScripts(page, "/")).toHaveLength(0);
  });
});

test.describe("File video and reduced motion", () => {
  const countPlays = (page: Page) =>
    page.addInitScript(() => {
      const calls = { count: 0 };
      Object.assign(window, { __plays: calls });
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        calls.count += 1;
        return play.call(this);
      };
    });
  const plays = (page: Page) =>
    page.evaluate(() => (window as unknown as { __plays: { count: number } }).__plays.count);

  test("autoplays when motion is welcome", ONE_WIDTH, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await countPlays(page);
    await page.goto(`/shows/${withFile.name}`);
    const video = page.getByRole("main").locator("video").first();
    await expect(video).toHaveAttribute("autoplay", "");
    await expect.poll(() => plays(page)).toBeGreaterThan(0);
  });

  test("does not autoplay when the visitor prefers reduced motion", ONE_WIDTH, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await countPlays(page);
    await page.goto(`/shows/${withFile.name}`);
    const video = page.getByRole("main").locator("video").first();
    // Wait for hydration: the carousel's script has taken over.
    await expect(page.locator("[data-enhanced]")).toHaveCount(1);
    await expect(video).not.toHaveAttribute("autoplay", /.*/);
    for (const attribute of ["loop", "controls", "playsinline"]) {
      await expect(video).toHaveAttribute(attribute, "");
    }
    expect(await plays(page)).toBe(0);
  });

  test(
    "is not told to autoplay by the server, whatever the visitor prefers",
    ONE_WIDTH,
    async ({ request }) => {
      const html = await (await request.get(`/shows/${withFile.name}`)).text();
      const tag = /<video[^>]*>/.exec(html)?.[0] ?? "";
      expect(tag).toContain("muted");
      expect(tag).not.toContain("autoplay");
    },
  );
});
