import type { Page } from "@playwright/test";

/** Scrolls to the end of the page and tells where the page ended up. */
export async function scrollToBottom(page: Page): Promise<number> {
  return page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    return window.scrollY;
  });
}
