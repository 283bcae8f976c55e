// A page a shared cache kept from one release still works after the next (issue 25, item 2):
// release A renders a show page into the shipped nginx cache, release B (a change to the styles,
// so new hashed assets) goes live behind it, and a browser given A's cached page gets every asset
// A named (deploy/lib/assets.ts), hydrates, and its carousel and dialog work, no request failing.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUIET_CHROMIUM_ARGS } from "../../scripts/chromium.ts";
import { CHROMIUM_PATH } from "../../scripts/measured-pages.ts";
import { waitForHydration } from "../e2e/hydration.ts";
import { type DeployHost, startDeployHost } from "../support/deploy-host.ts";
import { type RunningNginx, startNginx } from "../support/nginx.ts";

const PAGE = "/shows/signal-and-relay";

let host: DeployHost;
let cache: RunningNginx;
let browser: Browser;
beforeAll(async () => {
  host = await startDeployHost("cached-page");
  const first = await host.tool("release");
  expect(first.code, first.output).toBe(0);
  cache = await startNginx(new URL(host.origin).host);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: QUIET_CHROMIUM_ARGS });
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await cache?.stop();
  await host?.stop();
});

/** The /assets/ files a page names. */
function assetsNamed(html: string): string[] {
  return [...new Set([...html.matchAll(/\/assets\/[\w.-]+/g)].map((match) => match[0]))];
}

describe("a page cached before a release", () => {
  it("hydrates after the release, with every asset it names, and nothing fails", async () => {
    // Release A's page, into the cache as a browser asks for it (the cache keeps one copy per
    // encoding); a plain request, so no asset is fetched and none is cached.
    const asBrowser = { headers: { "accept-encoding": "gzip, deflate, br, zstd" } };
    await (await fetch(`${cache.origin}${PAGE}`, asBrowser)).arrayBuffer();
    const cachedA = await fetch(`${cache.origin}${PAGE}`, asBrowser);
    expect(cachedA.headers.get("x-cache")).toBe("HIT");
    const pageA = await cachedA.text();
    // The page as the cache serves it, its body already decoded here.
    const headersA = Object.fromEntries(
      [...cachedA.headers].filter(
        ([name]) => !/^(content-(encoding|length)|transfer-encoding)$/.test(name),
      ),
    );

    host.push("Styles: a rule release B has and A has not", (checkout) => {
      const file = path.join(checkout, "app", "styles", "global.css");
      writeFileSync(
        file,
        `${readFileSync(file, "utf8")}\n.release-b-marker {\n  outline-offset: 3px;\n}\n`,
      );
    });
    const release = await host.tool("release");
    expect(release.code, release.output).toBe(0);
    expect(release.output).toMatch(/assets: \d+ files of earlier releases served beside its own/);

    // B renders other assets of its own: the cached page names files only A made.
    const pageB = await (await fetch(`${host.origin}${PAGE}`)).text();
    const onlyA = assetsNamed(pageA).filter((asset) => !assetsNamed(pageB).includes(asset));
    expect(onlyA.length).toBeGreaterThan(0);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const failed: string[] = [];
    page.on("requestfailed", (request) =>
      failed.push(`${request.url()} ${request.failure()?.errorText}`),
    );
    page.on("response", (response) => {
      if (response.status() >= 400) failed.push(`${response.url()} ${response.status()}`);
    });
    // The browser is handed A's page as the cache served it: a show page shows availability, so
    // the cache keeps it 55 s, less than a release can take on a busy machine; what is tested is
    // what comes after (A's assets from B's release), not how long nginx keeps a page.
    await page.route(`${cache.origin}${PAGE}`, (route) =>
      route.fulfill({ status: 200, headers: headersA, body: pageA }),
    );
    await page.goto(`${cache.origin}${PAGE}`);
    expect(await page.content()).toContain(onlyA[0]);
    await waitForHydration(page);

    // The carousel moves, and the footer's dialog opens: both need the page's script.
    const carousel = page.locator('[aria-roledescription="carousel"]').first();
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect
      .poll(() =>
        carousel.getByRole("button", { name: "Go to slide 2" }).getAttribute("aria-current"),
      )
      .toBeTruthy();
    await page.getByRole("button", { name: "Join Mailing List" }).click();
    await expect.poll(() => page.getByRole("dialog").isVisible()).toBe(true);
    expect(failed).toEqual([]);
    console.log(
      `cached page: release A's page, ${onlyA.length} of its assets only A made, hydrated after release B with 0 failed requests`,
    );
    await context.close();
  });
});
