import { gallery } from "../../app/content/gallery.ts";
import { expect, test } from "./fixtures.ts";
import { carousel, expectSlideGeometry, slide } from "./carousel.ts";
import { ONE_WIDTH } from "./widths.ts";

test(
  "tells who we are: a cooperative since 2015 whose members come and go",
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveTitle(/^About Us \|/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
    const main = page.getByRole("main");
    await expect(main).toContainText("artist-run cooperative");
    await expect(main).toContainText("curiosity and community engagement with visual art");
    await expect(main).toContainText("exhibitions, events and activities");
    await expect(main).toContainText(`founded the Front in ${gallery.foundedYear}`);
    await expect(main).toContainText("Members come and go");
    await expect(main).toContainText(`${gallery.anniversary.groupShows}`);
  },
);

test("shows the six early-years photographs, 2.2 at a time, 45px apart", async ({ page }) => {
  await page.goto("/about");
  const region = carousel(page, "Photographs of the early years");
  const total = gallery.historyImages.length;
  expect(total).toBe(6);
  await expect(region.getByRole("group")).toHaveCount(total);
  for (const [index, image] of gallery.historyImages.entries()) {
    await expect(slide(region, index + 1, total).locator("img")).toHaveAttribute(
      "src",
      `/images/gallery/${image.src}`,
    );
    expect(image.src).toBe(`history/0${index + 1}.jpg`);
  }
  await expectSlideGeometry(region, total, { slidesPerView: 2.2, spacing: 45 });
});
