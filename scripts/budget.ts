// `npm run budget`: the weight budget of issue 5, measured on the production build in Chromium at
// a 375px phone viewport. Prints every figure; exits non-zero when a budget is exceeded.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Browser, type Request } from "@playwright/test";
import type * as ServerEntry from "../app/server.ts";
import {
  BUDGETS,
  CAROUSEL_SIGNATURE,
  budgetFailures,
  foreignScripts,
  kb,
  type PageWeight,
} from "./budget-rules.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, MEASURED_PAGES } from "./measured-pages.ts";
import { root, startProductionServer } from "./production-server.ts";

const clientDir = path.join(root, "build", "client");
// The build is imported only for its asset manifest; importing it starts nothing.
const { build } = (await import(
  path.join(root, "build", "server", "index.js")
)) as typeof ServerEntry;

function fileOf(urlPath: string): Buffer {
  return readFileSync(path.join(clientDir, decodeURIComponent(urlPath)));
}

function gzipBytes(urlPath: string): number {
  return gzipSync(fileOf(urlPath)).length;
}

interface Loaded {
  path: string;
  type: string;
  /** Bytes on the wire (as the server compressed them), without headers. */
  transferred: number;
  headers: number;
}

async function measure(browser: Browser, origin: string, pagePath: string, scroll: boolean) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort("blockedbyclient"),
  );
  const page = await context.newPage();
  const finished: Promise<Loaded | null>[] = [];
  page.on("requestfinished", (request: Request) => {
    finished.push(
      request.sizes().then((sizes) => {
        const url = new URL(request.url());
        if (url.origin !== origin) return null;
        return {
          path: url.pathname,
          type: request.resourceType(),
          transferred: sizes.responseBodySize,
          headers: sizes.responseHeadersSize,
        };
      }),
    );
  });
  await page.goto(origin + pagePath, { waitUntil: "networkidle" });
  if (scroll) {
    // Lazy pictures load as they come into view: scroll to the end, as a visitor would.
    for (let step = 0; step < 50; step += 1) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight / 2);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      });
      await page.waitForTimeout(50);
      if (atEnd) break;
    }
    await page.waitForLoadState("networkidle");
  }
  // The routes React Router matched once it hydrated; null before. (Run in the page.)
  const routeIds = () => {
    const router = (
      window as unknown as {
        __reactRouterDataRouter?: { state: { matches: { route: { id: string } }[] } };
      }
    ).__reactRouterDataRouter;
    const ids = router ? router.state.matches.map((match) => match.route.id) : [];
    return ids.length > 0 ? ids : null;
  };
  // Hydration's own signal, not the network's quiet: on a busy machine the scripts may still be
  // running when the network has been idle for half a second. Then whatever it loads, too. A
  // function, never a string: Playwright evaluates a string again with eval() at every poll,
  // which the site's Content-Security-Policy refuses, so the wait threw whenever the page had
  // not hydrated at the first look (tests/lint/page-waits.test.ts).
  await page.waitForFunction(routeIds, undefined, { timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  const matchedRouteIds = (await page.evaluate(routeIds)) ?? [];
  await context.close();
  const loaded = (await Promise.all(finished)).filter((item): item is Loaded => item !== null);
  return { loaded, matchedRouteIds };
}

const server = await startProductionServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const weights: PageWeight[] = [];
let artistsImages = 0;
try {
  for (const { path: pagePath, usesCarousel } of MEASURED_PAGES) {
    const { loaded, matchedRouteIds } = await measure(
      browser,
      server.origin,
      pagePath,
      pagePath === "/artists",
    );
    if (matchedRouteIds.length === 0) throw new Error(`${pagePath} did not hydrate`);
    const scripts = [
      ...new Set(loaded.filter((item) => item.type === "script").map((item) => item.path)),
    ];
    const styles = [
      ...new Set(loaded.filter((item) => item.type === "stylesheet").map((item) => item.path)),
    ];
    const imageBytes = loaded
      .filter((item) => item.type === "image")
      .reduce((sum, item) => sum + item.transferred, 0);
    if (pagePath === "/artists") artistsImages = imageBytes;
    const document = loaded.find((item) => item.type === "document");
    if (!document) throw new Error(`${pagePath}: no document among the requests`);
    weights.push({
      path: pagePath,
      scriptGzip: scripts.reduce((sum, script) => sum + gzipBytes(script), 0),
      styleGzip: styles.reduce((sum, style) => sum + gzipBytes(style), 0),
      imageBytes,
      documentBytes: document.transferred + document.headers,
      foreignScripts: foreignScripts(build.assets, matchedRouteIds, scripts),
      carouselScripts: scripts.filter((script) =>
        CAROUSEL_SIGNATURE.test(fileOf(script).toString("utf8")),
      ),
      usesCarousel,
    });
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log("Weight budget (production build, Chromium 375x812 at 2x, third parties blocked)\n");
console.table(
  weights.map((page) => ({
    page: page.path,
    document: `${page.documentBytes} B`,
    "JS gzip": kb(page.scriptGzip),
    "CSS gzip": kb(page.styleGzip),
    images: kb(page.imageBytes),
    "carousel code": page.carouselScripts.length > 0 ? "yes" : "no",
    "other screens' JS": page.foreignScripts.length,
  })),
);
console.log(
  `Budgets: each document <= ${BUDGETS.documentBytes} B with its headers; ` +
    `JS on / <= ${kb(BUDGETS.homeScriptGzip)}; CSS per page <= ${kb(BUDGETS.pageStyleGzip)}; ` +
    `images on /artists (scrolled to the end) <= ${kb(BUDGETS.artistsImages375)}; ` +
    "no other screen's JS; carousel code only where a carousel is shown.",
);
const failures = budgetFailures(weights, artistsImages);
if (failures.length > 0) {
  console.error("\nOver budget:");
  for (const failure of failures) console.error(`  ${failure.path}: ${failure.problem}`);
  process.exit(1);
}
console.log("\nWithin budget.");
