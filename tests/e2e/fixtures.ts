import { type BrowserContext, test as base, expect } from "@playwright/test";

/** Answers every request to another origin than `baseURL`'s with an abort, noting its address. */
export async function blockThirdParty(
  context: BrowserContext,
  baseURL: string | undefined,
  blocked: string[] = [],
) {
  const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
  await context.route(
    (url) => url.origin !== origin && url.protocol !== "data:" && url.protocol !== "blob:",
    (route) => {
      blocked.push(route.request().url());
      return route.abort("blockedbyclient");
    },
  );
}

/**
 * Every page in the e2e suite may talk to the site under test only: third-party requests (the
 * social embed, external images, analytics) are answered with an abort, so no test depends on
 * a site outside this machine. Tests that assert a blocked request read `blockedRequests`.
 */
export const test = base.extend<{ blockedRequests: string[] }>({
  blockedRequests: async ({ context, baseURL }, use) => {
    const blocked: string[] = [];
    await blockThirdParty(context, baseURL, blocked);
    await use(blocked);
  },
  page: async ({ page, blockedRequests }, use) => {
    void blockedRequests;
    await use(page);
  },
});

export { expect };
