import { loadContent } from "../../scripts/content/load-content.ts";
import { stripTags } from "../../app/domain/html.ts";
import { expect, test } from "./fixtures.ts";
import { carousel, expectSlideGeometry } from "./carousel.ts";
import { ONE_WIDTH } from "./widths.ts";

const { shows } = await loadContent();

const full = shows.find(
  (show) =>
    show.superDisplayName &&
    show.artistParamName &&
    (show.descriptionBold?.length ?? 0) > 0 &&
    show.images.length > 2.2,
);
const withoutArtist = shows.find((show) => !show.artistParamName && !show.superDisplayName);
const withYouTube = shows.find((show) => show.videos.some((video) => video.type === "YouTube"));
const withFile = shows.find((show) => show.videos.some((video) => video.type === "File"));
if (!full || !withoutArtist || !withYouTube || !withFile) {
  throw new Error("the content has the kinds of show these tests need");
}

test(
  "redirects an unknown show to the list, also as an HTTP redirect",
  ONE_WIDTH,
  async ({ page, request }) => {
    const response = await request.get("/shows/no-such-show", { maxRedirects: 0 });
    expect(response.status()).toBeGreaterThanOrEqual(300);
    expect(response.status()).toBeLessThan(400);
    expect(new URL(response.headers().location ?? "", "http://x").pathname).toBe("/shows");
    await page.goto("/shows/no-such-show");
    await expect(page).toHaveURL(/\/shows$/);
  },
);

test("shows a solo show: back button, artist line, name, image, bold lines, text", async ({
  page,
}) => {
  await page.goto(`/shows/${full.name}`);
  await expect(page).toHaveTitle(new RegExp(`^${full.displayName} \\|`));
  await expect(page.getByRole("link", { name: "Back to shows" })).toHaveAttribute("href", "/shows");
  const title = page.getByRole("heading", { level: 1 });
  await expect(title).toHaveText(full.displayName);
  // The artist line is a smaller heading above the name.
  const artistLine = page.getByText(full.superDisplayName ?? "", { exact: true });
  const [lineBox, titleBox] = [await artistLine.boundingBox(), await title.boundingBox()];
  expect(lineBox && titleBox && lineBox.y < titleBox.y).toBe(true);
  const [lineSize, titleSize] = await Promise.all(
    [artistLine, title].map((element) =>
      element.evaluate((node) => parseFloat(getComputedStyle(node).fontSize)),
    ),
  );
  expect(lineSize).toBeLessThan(titleSize ?? 0);

  await expect(
    page.getByRole("main").locator(`img[src="/images/shows/${full.featuredImage.src}"]`),
  ).toBeVisible();

  for (const line of full.descriptionBold ?? []) {
    const bold = page.getByText(stripTags(line), { exact: true });
    await expect(bold).toHaveCSS("font-weight", "700");
    await expect(bold).toHaveCSS("text-decoration-line", "underline");
  }
  const main = page.getByRole("main");
  for (const paragraph of full.description) {
    await expect(main).toContainText(stripTags(paragraph));
  }
  expect(await main.innerText()).not.toMatch(/<\/?(a|em|u|i|strong)\b/);

  await expect(page.getByRole("link", { name: "More about the artist" })).toHaveAttribute(
    "href",
    `/artists/${full.artistParamName}`,
  );
});

test("has no artist button or artist line when the show has none", ONE_WIDTH, async ({ page }) => {
  await page.goto(`/shows/${withoutArtist.name}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(withoutArtist.displayName);
  await expect(page.getByRole("link", { name: "More about the artist" })).toHaveCount(0);
  await expect(page.locator("hgroup p")).toHaveCount(0);
});

test("shows its pictures 2.2 at a time, 45px apart", async ({ page }) => {
  await page.goto(`/shows/${full.name}`);
  const region = carousel(page, `Pictures from ${full.displayName}`);
  await expect(region.getByRole("group")).toHaveCount(full.images.length);
  await expectSlideGeometry(region, full.images.length, { slidesPerView: 2.2, spacing: 45 });
});

test("embeds a YouTube video in a titled, 355px high, lazy frame", async ({ page }) => {
  await page.goto(`/shows/${withYouTube.name}`);
  const videos = withYouTube.videos.filter((video) => video.type === "YouTube");
  const frames = page.getByRole("main").locator("iframe");
  await expect(frames).toHaveCount(videos.length);
  const frame = frames.first();
  await expect(frame).toHaveAttribute("title", videos[0]?.text ?? "Video");
  await expect(frame).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await expect(frame).toHaveAttribute("loading", "lazy");
  await frame.scrollIntoViewIfNeeded();
  const box = await frame.boundingBox();
  const main = await page.getByRole("main").locator("article").boundingBox();
  expect(box?.height).toBe(355);
  // Full width of the content column.
  expect(Math.abs((box?.width ?? 0) - (main?.width ?? 0))).toBeLessThan(1);
});

test("plays a file video as a native, looped, muted player with controls", async ({ page }) => {
  await page.goto(`/shows/${withFile.name}`);
  const file = withFile.videos.find((video) => video.type === "File");
  const video = page.getByRole("main").locator("video").first();
  await expect(video).toHaveAttribute("src", `/images/shows/${file?.src}`);
  for (const attribute of ["autoplay", "loop", "controls", "playsinline"]) {
    await expect(video).toHaveAttribute(attribute, "");
  }
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
  expect((await video.boundingBox())?.height).toBe(355);
});
