// Shared checks for the carousels (product §8.2) on the screens that have one.
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

export function carousel(page: Page, label: string): Locator {
  return page.locator('[aria-roledescription="carousel"]').and(page.getByLabel(label));
}

export function slide(region: Locator, number: number, total: number): Locator {
  return region.getByRole("group", { name: `${number} of ${total}` });
}

/**
 * The slides are as wide as `slidesPerView` of them and their gaps fill the carousel's width,
 * and `spacing` pixels apart.
 */
export async function expectSlideGeometry(
  region: Locator,
  total: number,
  { slidesPerView, spacing }: { slidesPerView: number; spacing: number },
) {
  const viewport = await region.locator("> div").first().boundingBox();
  const first = await slide(region, 1, total).boundingBox();
  const second = await slide(region, 2, total).boundingBox();
  if (!viewport || !first || !second) throw new Error("the carousel and two slides are laid out");
  const expected = (viewport.width - (slidesPerView - 1) * spacing) / slidesPerView;
  expect(Math.abs(first.width - expected)).toBeLessThan(1);
  expect(Math.abs(second.x - (first.x + first.width) - spacing)).toBeLessThan(1);
}
