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

/**
 * Waits until the page has hydrated and the effects of that first render have run (React runs
 * them after the next paint at the latest): where a test checks what a page's effects did not
 * do, this is the page's own "done", not a quiet network, which a busy machine reaches before
 * its scripts have run.
 */
export async function waitForHydrationEffects(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(), 0))),
  );
}
