import { expect, test } from "./fixtures.ts";
import { waitForHydrationEffects } from "./hydration.ts";
import { ONE_WIDTH } from "./widths.ts";

/** The platform's official embed script. */
const INSTAGRAM_EMBED_SCRIPT = "https://www.instagram.com/embed.js";
const PROFILE = "https://www.instagram.com/gallerythefront/";

test("Instagram embeds the profile with the platform's script", ONE_WIDTH, async ({ page }) => {
  // The page asks for the script once hydrated, however long that takes: the request itself is
  // the signal (the browser's resolver refuses the host; the page still asked).
  const embedScript = page.waitForRequest(INSTAGRAM_EMBED_SCRIPT);
  await page.goto("/instagram");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Instagram");
  await expect(page.locator("blockquote.instagram-media")).toHaveAttribute(
    "data-instgrm-permalink",
    PROFILE,
  );
  await embedScript;
});

test(
  "a plain link to the profile serves when the embed is blocked",
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto("/instagram");
    const link = page.getByRole("link", { name: "Follow @gallerythefront on Instagram" });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", PROFILE);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  },
);

test("arriving by the menu loads the embed too", async ({ page }, testInfo) => {
  await page.goto("/events");
  if (testInfo.project.name === "phone") {
    await page.getByRole("button", { name: "Menu" }).click();
  }
  const embedScript = page.waitForRequest(INSTAGRAM_EMBED_SCRIPT);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Instagram" })
    .click();
  await expect(page).toHaveURL("/instagram");
  await embedScript;
});

test("no other page loads the embed script", ONE_WIDTH, async ({ context, blockedRequests }) => {
  const otherPages = ["/", "/events", "/artists", "/shows", "/visit", "/about", "/no-such-page"];
  // All at once, each until it has hydrated and run its effects (where the embed page adds the
  // script): a quiet network comes earlier than that on a busy machine.
  await Promise.all(
    otherPages.map(async (path) => {
      const page = await context.newPage();
      await page.goto(path);
      await waitForHydrationEffects(page);
    }),
  );
  expect(blockedRequests.filter((url) => url.includes("instagram.com"))).toEqual([]);
});
