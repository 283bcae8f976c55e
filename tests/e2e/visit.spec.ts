import { fullAddress, gallery, mapsUrl } from "../../app/content/gallery.ts";
import { imagePath } from "./expected.ts";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { ONE_WIDTH } from "./widths.ts";

test.beforeEach(async ({ page }) => {
  await page.goto("/visit");
});

test("Visit says where the gallery is and when it is open", ONE_WIDTH, async ({ page }) => {
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us / Visit");
  await expect(page).toHaveTitle(/^Contact Us \/ Visit \|/);
  await expect(main.getByText("Come visit us in person!", { exact: true })).toBeVisible();

  const address = main.getByRole("link", { name: fullAddress() });
  await expect(address).toHaveAttribute("href", mapsUrl());
  await expect(address).toHaveAttribute("target", "_blank");
  await expect(address).toHaveAttribute("rel", "noopener noreferrer");

  // The shared link block.
  await expect(main.getByRole("link", { name: gallery.email }).first()).toHaveAttribute(
    "href",
    `mailto:${gallery.email}`,
  );
  await expect(main.getByRole("link", { name: gallery.phone.display }).first()).toHaveAttribute(
    "href",
    `tel:${gallery.phone.dial}`,
  );
  await expect(main.getByRole("link", { name: `@${gallery.instagram.handle}` })).toHaveAttribute(
    "href",
    gallery.instagram.url,
  );

  const hours = main.getByRole("region", { name: "Hours", exact: true });
  await expect(hours).toContainText(
    "Fridays 4-7pm, Saturdays and Sundays 11am-5pm, or by appointment",
  );
});

test("'Join our mailing list' opens the mailing-list dialog", ONE_WIDTH, async ({ page }) => {
  const dialog = page.getByRole("dialog", { name: "Join our mailing list" });
  await expect(dialog).toBeHidden();
  await waitForHydration(page);
  await page.getByRole("main").getByRole("button", { name: "Join our mailing list" }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: /Email/ })).toBeVisible();
});

test("out-of-hours visitors can email or phone for an appointment", ONE_WIDTH, async ({ page }) => {
  const section = page.getByRole("region", { name: "Unable to Visit During Regular Hours?" });
  await expect(section).toContainText("appointment");
  await expect(section.getByRole("link", { name: "info@thefrontvt.com" })).toHaveAttribute(
    "href",
    "mailto:info@thefrontvt.com",
  );
  await expect(section.getByRole("link", { name: "(802) 552-0877" })).toHaveAttribute(
    "href",
    "tel:8025520877",
  );
});

test("Donate opens the donation page in a new tab", ONE_WIDTH, async ({ page }) => {
  const section = page.getByRole("region", { name: "Donate" });
  const donate = section.getByRole("link", { name: "Donate" });
  await expect(donate).toHaveAttribute("href", gallery.donationUrl);
  await expect(donate).toHaveAttribute("target", "_blank");
  await expect(donate).toHaveAttribute("rel", "noopener noreferrer");
});

test("the gallery photo is a faded, decorative background", async ({ page }) => {
  const photo = page.locator(`main img[src="${imagePath("gallery", gallery.visitPhoto.src)}"]`);
  await expect(photo).toHaveAttribute("alt", "");
  await expect(photo).toBeVisible();
  const { opacity, zIndex } = await photo.evaluate((img) => {
    const style = getComputedStyle(img);
    return { opacity: Number(style.opacity), zIndex: style.zIndex };
  });
  // Faded so far that the darkest photo pixel stays lighter than #d9d9d9 behind the text.
  expect(opacity).toBeLessThanOrEqual(0.15);
  expect(zIndex).toBe("-1");
  // The text sits on top: the heading is what a tap on it reaches.
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible();
  const onTop = await heading.evaluate((h1) => {
    const box = h1.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + 5, box.top + box.height / 2);
    return hit !== null && h1.contains(hit);
  });
  expect(onTop).toBe(true);
});
