import { loadContent } from "../../scripts/content/load-content.ts";
import { TOOLTIP_DELAYS } from "../../app/components/tooltip-timing.ts";
import { stripTags } from "../../app/domain/html.ts";
import { expect, test } from "./fixtures.ts";
import { carousel, expectSlideGeometry } from "./carousel.ts";
import { waitForHydration } from "./hydration.ts";
import { ONE_WIDTH } from "./widths.ts";

const { artists } = await loadContent();

// product §1: the grid shows members only, alphabetically by name (written out, not computed).
const memberNames = [
  "ada-quimby",
  "august-lindqvist",
  "beatrix-lund",
  "clara-whitcomb",
  "desmond-achebe-ruiz",
  "eli-vasquez",
  "ezra-banks",
  "felix-tran",
  "hana-morimoto",
  "ingrid-sato",
  "jonah-abernathy",
  "kwame-osei-bright",
  "lucia-ferreira",
  "marcus-hale",
  "maren-holt",
  "nadia-kowalczyk",
  "oren-blackwood",
  "priya-castellanos",
  "rosalind-pike",
  "ruth-gallagher",
  "saoirse-dunleavy",
  "theo-martel",
  "tobias-wren",
];
const members = memberNames.map((paramName) => {
  const member = artists.find((candidate) => candidate.paramName === paramName);
  if (!member) throw new Error(`no artist ${paramName} in the content`);
  return member;
});
const formerArtists = artists.filter((artist) => artist.isNotMember);
const withoutThumbnail = members.find((artist) => !artist.thumbnail);
const withPlacement = members.find((artist) => artist.thumbnail?.scale !== undefined);
const withVideo = artists.find((artist) => artist.videos?.some((video) => video.type === "File"));
const artist = members[0];
if (!artist || !withoutThumbnail || !withPlacement || !withVideo || formerArtists.length === 0) {
  throw new Error("the content has members, former members, and the cases these tests need");
}

test.describe("Artists grid", () => {
  test("lists the member artists only, each linking to its page", ONE_WIDTH, async ({ page }) => {
    await page.goto("/artists");
    await expect(page).toHaveTitle(/^Artists \|/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artists");
    const tiles = page.getByRole("main").getByRole("listitem");
    await expect(tiles).toHaveCount(members.length);
    for (const [index, member] of members.entries()) {
      const link = tiles.nth(index).getByRole("link");
      await expect(link).toHaveAttribute("href", `/artists/${member.paramName}`);
      await expect(link).toContainText(member.name);
    }
    for (const former of formerArtists) {
      await expect(page.getByText(former.name)).toHaveCount(0);
    }
  });

  test(
    "shows a light-blue blank named 'no image available' when there is no thumbnail",
    ONE_WIDTH,
    async ({ page }) => {
      await page.goto("/artists");
      const tile = page.getByRole("link", { name: withoutThumbnail.name });
      const blank = tile.getByRole("img", { name: "no image available" });
      await expect(blank).toBeVisible();
      await expect(blank).toHaveCSS("background-color", "rgb(207, 227, 241)");
      await expect(page.getByRole("img", { name: "no image available" })).toHaveCount(
        members.filter((member) => !member.thumbnail).length,
      );
    },
  );

  test("crops thumbnails square, with the artist's scale and position", async ({ page }) => {
    await page.goto("/artists");
    const image = page
      .getByRole("link", { name: withPlacement.name })
      .locator(`img[src$="${withPlacement.thumbnail?.src}"]`);
    await expect(image).toBeVisible();
    // The frame is the tile's picture box; the <picture> between them only chooses the file.
    const frame = image.locator("xpath=ancestor::span[1]");
    await expect(frame).toHaveCSS("overflow", "hidden");
    const box = await frame.boundingBox();
    expect(box && Math.abs(box.width - box.height)).toBeLessThan(1);
    const { scale, position } = withPlacement.thumbnail ?? {};
    await expect(image).toHaveAttribute("style", new RegExp(`scale\\(${scale}\\)`));
    if (position) await expect(image).toHaveAttribute("style", new RegExp(position));
  });

  test("has 3 columns on a phone, 4 on a tablet and 6 on a desktop", async ({ page }) => {
    await page.goto("/artists");
    const tiles = page.getByRole("main").getByRole("listitem");
    const columns = async () => {
      const lefts = await tiles.evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().left)),
      );
      return new Set(lefts).size;
    };
    const width = page.viewportSize()?.width ?? 0;
    expect(await columns()).toBe(width < 640 ? 3 : 6);
    // Every thumbnail is as wide as its column, however long the name under it.
    const widths = await tiles.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().width)),
    );
    const frames = await tiles.evaluateAll((items) =>
      items.map((item) =>
        Math.round(item.querySelector("a > span")?.getBoundingClientRect().width ?? 0),
      ),
    );
    expect(frames).toEqual(widths);
    await page.setViewportSize({ width: 800, height: 900 });
    expect(await columns()).toBe(4);
  });
});

test.describe("Artist detail", () => {
  test(
    "redirects an unknown artist to the grid, also as an HTTP redirect",
    ONE_WIDTH,
    async ({ page, request }) => {
      const response = await request.get("/artists/no-such-artist", { maxRedirects: 0 });
      expect(response.status()).toBeGreaterThanOrEqual(300);
      expect(response.status()).toBeLessThan(400);
      expect(new URL(response.headers().location ?? "", "http://x").pathname).toBe("/artists");
      await page.goto("/artists/no-such-artist");
      await expect(page).toHaveURL(/\/artists$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artists");
    },
  );

  test("shows the artist: back button, name, carousel, bio and new-window links", async ({
    page,
  }) => {
    await page.goto(`/artists/${artist.paramName}`);
    await expect(page).toHaveTitle(new RegExp(`^${artist.name} \\|`));
    await expect(page.getByRole("link", { name: "Back to artists" })).toHaveAttribute(
      "href",
      "/artists",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(artist.name);

    const region = carousel(page, `Artwork by ${artist.name}`);
    await expect(region).toBeVisible();
    await expect(region.getByRole("group")).toHaveCount(artist.images.length);
    await expectSlideGeometry(region, artist.images.length, { slidesPerView: 1, spacing: 50 });

    // Bio paragraphs are HTML: their text shows, their tags do not.
    const main = page.getByRole("main");
    for (const paragraph of artist.bio) {
      await expect(main).toContainText(stripTags(paragraph));
    }
    expect(await main.innerText()).not.toMatch(/<\/?(a|em|u|i)\b/);

    const instagram = page.getByRole("link", { name: `Instagram: ${artist.instagram.handle}` });
    const website = page.getByRole("link", { name: `Website: ${artist.website}` });
    for (const [link, href] of [
      [instagram, artist.instagram.link],
      [website, artist.website],
    ] as const) {
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("renders bio links as links", ONE_WIDTH, async ({ page }) => {
    const linked = artists.find((candidate) => /<a href="[^"]+">/.test(candidate.bio.join(" ")));
    // The content must give this test something to check; an empty pass would prove nothing.
    expect(linked, "some artist's bio should hold a link").toBeDefined();
    if (!linked) return;
    const href = /<a href="([^"]+)">/.exec(linked.bio.join(" "))?.[1] ?? "";
    await page.goto(`/artists/${linked.paramName}`);
    await expect(page.getByRole("main").locator(`a[href="${href}"]`)).toBeVisible();
  });

  test("icon links explain themselves in tooltips, on hover and on keyboard focus", async ({
    page,
  }) => {
    // The page's timers run on a clock the test moves, so "stays open" is checked without sleeping.
    await page.clock.install();
    await page.goto(`/artists/${artist.paramName}`);
    // Tooltips are the script's; it starts after a paint, which a paused clock would hold back.
    await waitForHydration(page);
    const icon = page.getByRole("link", { name: `${artist.name} on Instagram` });
    await expect(icon).toHaveAttribute("href", artist.instagram.link);
    await expect(icon).toHaveAttribute("target", "_blank");
    await expect(icon).toHaveAttribute("rel", "noopener noreferrer");
    const tooltipId = await icon.getAttribute("aria-describedby");
    const tooltip = page.locator(`[role="tooltip"][id="${tooltipId}"]`);
    await expect(tooltip).toBeHidden();
    await expect(tooltip).toHaveText(`Instagram: @${artist.instagram.handle}`);
    await expect(tooltip).toHaveCSS("max-width", "300px");

    // From here the page's time moves only when the test moves it.
    await page.clock.pauseAt(Date.now() + 60_000);
    await icon.hover();
    await page.clock.runFor(TOOLTIP_DELAYS.enter);
    await expect(tooltip).toBeVisible();
    // Moving onto the tooltip keeps it open (WCAG 1.4.13), however long the pointer stays:
    // longer than any of the tooltip's delays, so that a scheduled close would have run.
    await tooltip.hover();
    await page.clock.runFor(2 * TOOLTIP_DELAYS.leaveTouch);
    // The state, not only the look: a closing tooltip stays visible for its fade.
    await expect(tooltip).toHaveAttribute("data-open", "true");
    await expect(tooltip).toBeVisible();
    await page.mouse.move(1, 1);
    await expect(tooltip).toBeHidden();

    const website = page.getByRole("link", { name: `${artist.name}'s website` });
    await expect(website).toHaveAttribute("href", artist.website);
    const websiteTooltip = page.locator(
      `[role="tooltip"][id="${await website.getAttribute("aria-describedby")}"]`,
    );
    await icon.focus();
    await page.keyboard.press("Tab");
    await expect(website).toBeFocused();
    await page.clock.runFor(TOOLTIP_DELAYS.enter);
    await expect(websiteTooltip).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(websiteTooltip).toBeHidden();
    await expect(website).toBeFocused();
  });

  test("plays file videos looped, muted, with controls and inline", ONE_WIDTH, async ({ page }) => {
    await page.goto(`/artists/${withVideo.paramName}`);
    const files = (withVideo.videos ?? []).filter((video) => video.type === "File");
    const videos = page.getByRole("main").locator("video");
    await expect(videos).toHaveCount(files.length);
    const first = videos.first();
    await expect(first).toHaveAttribute("src", `/images/artists/${files[0]?.src}`);
    for (const attribute of ["loop", "controls", "playsinline", "autoplay"]) {
      await expect(first).toHaveAttribute(attribute, "");
    }
    expect(await first.evaluate((video: HTMLVideoElement) => video.muted)).toBe(true);
  });

  test("still finds a former member's page", ONE_WIDTH, async ({ page }) => {
    const former = formerArtists[0];
    await page.goto(`/artists/${former?.paramName}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(former?.name ?? "");
  });
});
