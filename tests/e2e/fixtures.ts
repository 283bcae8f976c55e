import { type BrowserContext, test as base, expect } from "@playwright/test";

/**
 * Notes every request a page makes to another origin than `baseURL`'s. Chromium reaches none:
 * its resolver finds no name but the loopback's (RESOLVE_LOOPBACK_ONLY in scripts/chromium.ts),
 * so such a request fails at once. Noting it through an event costs nothing per request, where
 * a route (Playwright's interception) made every request of every page a round trip to the test
 * and turned the browser's cache off.
 */
function noteThirdParty(context: BrowserContext, baseURL: string | undefined): string[] {
  const noted: string[] = [];
  const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin && url.protocol !== "data:" && url.protocol !== "blob:") {
      noted.push(request.url());
    }
  });
  return noted;
}

/**
 * Every page in the e2e suite may talk to the site under test only: third-party requests (the
 * social embed, external images, analytics) fail at the browser's resolver, so no test depends
 * on a site outside this machine. Tests that assert such a request read `blockedRequests`.
 */
export const test = base.extend<{ blockedRequests: string[] }>({
  blockedRequests: async ({ context, baseURL }, use) => {
    await use(noteThirdParty(context, baseURL));
  },
  page: async ({ page, blockedRequests }, use) => {
    void blockedRequests;
    await use(page);
  },
});

export { expect };
