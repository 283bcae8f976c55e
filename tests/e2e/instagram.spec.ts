import { expect, test } from "./fixtures.ts";

/** The platform's official embed script. */
const INSTAGRAM_EMBED_SCRIPT = "https://www.instagram.com/embed.js";
const PROFILE = "https://www.instagram.com/gallerythefront/";

test("Instagram embeds the profile with the platform's script", async ({
  page,
  blockedRequests,
}) => {
  await page.goto("/instagram");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Instagram");
  await expect(page.locator("blockquote.instagram-media")).toHaveAttribute(
    "data-instgrm-permalink",
    PROFILE,
  );
  // The fixtures block the third-party script; the page still asked for it.
  await expect.poll(() => blockedRequests).toContain(INSTAGRAM_EMBED_SCRIPT);
});

test("a plain link to the profile serves when the embed is blocked", async ({ page }) => {
  await page.goto("/instagram");
  const link = page.getByRole("link", { name: "Follow @gallerythefront on Instagram" });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", PROFILE);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
});

test("arriving by the menu loads the embed too", async ({ page, blockedRequests }, testInfo) => {
  await page.goto("/events");
  if (testInfo.project.name === "phone") {
    await page.getByRole("button", { name: "Menu" }).click();
  }
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Instagram" })
    .click();
  await expect(page).toHaveURL("/instagram");
  await expect.poll(() => blockedRequests).toContain(INSTAGRAM_EMBED_SCRIPT);
});

test("no other page loads the embed script", async ({ context, blockedRequests }) => {
  const otherPages = ["/", "/events", "/artists", "/shows", "/visit", "/about", "/no-such-page"];
  // All at once, each until its network has been quiet for a while (hydration and effects done).
  await Promise.all(
    otherPages.map(async (path) => {
      const page = await context.newPage();
      await page.goto(path, { waitUntil: "networkidle" });
    }),
  );
  expect(blockedRequests.filter((url) => url.includes("instagram.com"))).toEqual([]);
});
