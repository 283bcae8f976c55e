import type { Page } from "@playwright/test";

/**
 * Waits until React has taken over the server-rendered page, for checks of what JavaScript adds
 * (a click before that is an ordinary link or form, which is right but behaves differently).
 * React marks every DOM node it owns with a `__reactFiber$…` property.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}
