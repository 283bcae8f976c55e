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
