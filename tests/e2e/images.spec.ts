import { readFileSync } from "node:fs";
import { stripTags } from "../../app/domain/html.ts";
import type { ImageManifest } from "../../app/domain/responsive-image.ts";
import { atNow, showNamed } from "./expected.ts";
import { expect, test } from "./fixtures.ts";

const manifest = JSON.parse(readFileSync("public/images/manifest.json", "utf8")) as ImageManifest;

test("the page's main image is a responsive picture, sized and fetched first", async ({ page }) => {
  const show = showNamed(atNow.show);
  const entry = manifest.images[`shows/${show.featuredImage.src}`];
  expect(entry, "the featured image is in the image manifest").toBeDefined();
  await page.goto("/");

  const main = page.getByRole("img", {
    name: stripTags(show.featuredImage.text ?? show.displayName),
  });
  await expect(main).toHaveAttribute("width", String(entry?.width));
  await expect(main).toHaveAttribute("height", String(entry?.height));
  await expect(main).toHaveAttribute("fetchpriority", "high");
  await expect(main).not.toHaveAttribute("loading", "lazy");
  await expect(main).toHaveAttribute("srcset", /\.480w\.jpg 480w, .*\.960w\.jpg 960w/);
  await expect(main).toHaveAttribute("sizes", /.+/);

  const picture = page.locator("picture", { has: main });
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
    "srcset",
    /\.480w\.avif 480w/,
  );
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute(
    "srcset",
    /\.480w\.webp 480w/,
  );
  // Chromium decodes AVIF, so it picks the AVIF variant that fits the viewport.
  await expect
    .poll(() => main.evaluate((image: HTMLImageElement) => image.currentSrc))
    .toMatch(/\.\d+w\.avif$/);
});

test("images below the fold load lazily, and every image on the page loads", async ({ page }) => {
  await page.goto("/");
  const below = page.locator("#upcoming-events ~ * img, [aria-labelledby=upcoming-events] img");
  await expect(below.first()).toHaveAttribute("loading", "lazy");

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const images = page.locator("main img");
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
      )
      .toBeGreaterThan(0);
  }
});

// A slide's frame is 4:3 and holds its picture whole: a portrait is drawn narrower than the slide,
// and its `sizes` says so, or the phone fetches a file far wider than it shows (issue 34).
test("a carousel's pictures are fetched for the width they are drawn at", async ({ page }) => {
  await page.goto("/artists/felix-tran");
  const slides = page.locator('[aria-roledescription="slide"] img');
  await expect(slides.first()).toBeVisible();
  const pictures = await slides.evaluateAll((images: HTMLImageElement[]) =>
    images.slice(0, 3).map((image) => {
      const box = image.getBoundingClientRect();
      const aspect = Number(image.getAttribute("width")) / Number(image.getAttribute("height"));
      const drawn = Math.min(box.width, box.height * aspect);
      // The width `sizes` declares at this viewport, laid out by the browser itself.
      const entries = image.sizes.split(/,(?![^(]*\))/).map((entry) => entry.trim());
      const declared = entries.find((entry) => {
        const media = /^\(([^)]*)\)\s/.exec(entry);
        return !media || matchMedia(`(${media[1]})`).matches;
      });
      const probe = document.createElement("div");
      probe.style.width = (declared ?? "").replace(/^\([^)]*\)\s+/, "");
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return { src: image.getAttribute("src"), drawn, declared: width };
    }),
  );
  const viewportWidth = page.viewportSize()?.width ?? 0;
  expect(pictures.length).toBeGreaterThan(1);
  // The first is a 3:4 portrait (1200 x 1600): drawn at 0.5625 of the slide.
  expect(pictures[0]?.drawn).toBeLessThan(viewportWidth * 0.6);
  for (const picture of pictures) {
    // Never less than drawn (a blurred picture); on the phone, no more either.
    expect(picture.declared, picture.src ?? "").toBeGreaterThanOrEqual(picture.drawn - 1);
    if (viewportWidth < 700) {
      expect(picture.declared, picture.src ?? "").toBeLessThanOrEqual(picture.drawn * 1.02 + 1);
    }
  }
});
