// The weight budget (issue 5) as pure rules over what a browser loaded, so they can be tested
// without a browser.

export const KB = 1024;

export const BUDGETS = {
  /** JavaScript for the first load of Home, gzip-compressed. React and the router are ~105 KB. */
  homeScriptGzip: 127 * KB,
  /** CSS of any one page, gzip-compressed. */
  pageStyleGzip: 20 * KB,
  /** Image bytes transferred for /artists at a 375px-wide viewport, scrolled to the end. */
  artistsImages375: 400 * KB,
  /**
   * A page's document on the wire, headers included: TCP's first window, 10 segments of 1,460
   * bytes. A document past it waits a round trip for the rest, and so does every request it
   * names (decision 028).
   */
  documentBytes: 14_600,
} as const;

/** Code that only a carousel needs (embla's option names survive minification). */
export const CAROUSEL_SIGNATURE = /keepSnaps|slidesInView/;

export interface RouteAssets {
  module: string;
  imports?: readonly string[];
}

export interface BuildAssets {
  /** The client manifest's own address (window.__reactRouterManifest). */
  url: string;
  entry: RouteAssets;
  routes: Record<string, RouteAssets | undefined>;
}

/**
 * Chunks every page loads on purpose, which no route's manifest entry names because they are
 * imported dynamically: React DOM's client (`client-…`, with Vite's preload helper), which the
 * entry loads when it hydrates, and the web vitals reporter, loaded after the page.
 */
export const SITE_WIDE_LAZY_CHUNK =
  /^\/assets\/(client|preload-helper|web-vitals\.client)-[\w-]+\.js$/;

/** The scripts a page may load: the entry, the manifest, and the routes it matched. */
export function allowedScripts(
  assets: BuildAssets,
  matchedRouteIds: readonly string[],
): Set<string> {
  const allowed = new Set<string>([
    assets.url,
    assets.entry.module,
    ...(assets.entry.imports ?? []),
  ]);
  for (const id of matchedRouteIds) {
    const route = assets.routes[id];
    if (!route) continue;
    allowed.add(route.module);
    for (const path of route.imports ?? []) allowed.add(path);
  }
  return allowed;
}

/** Scripts a page loaded that belong to screens the visitor did not open. */
export function foreignScripts(
  assets: BuildAssets,
  matchedRouteIds: readonly string[],
  loadedPaths: readonly string[],
): string[] {
  const allowed = allowedScripts(assets, matchedRouteIds);
  return loadedPaths.filter((path) => !allowed.has(path) && !SITE_WIDE_LAZY_CHUNK.test(path));
}

export interface PageWeight {
  path: string;
  /** Gzip-compressed bytes of each script and style sheet loaded. */
  scriptGzip: number;
  styleGzip: number;
  imageBytes: number;
  /** The document's bytes on the wire, compressed as a phone asks, headers included. */
  documentBytes: number;
  foreignScripts: string[];
  /** Loaded scripts holding carousel code. */
  carouselScripts: string[];
  usesCarousel: boolean;
}

export interface BudgetFailure {
  path: string;
  problem: string;
}

export function budgetFailures(
  pages: readonly PageWeight[],
  artistsImages: number,
): BudgetFailure[] {
  const failures: BudgetFailure[] = [];
  for (const page of pages) {
    if (page.path === "/" && page.scriptGzip > BUDGETS.homeScriptGzip) {
      failures.push({
        path: page.path,
        problem: `JavaScript ${kb(page.scriptGzip)} gzip > ${kb(BUDGETS.homeScriptGzip)}`,
      });
    }
    if (page.styleGzip > BUDGETS.pageStyleGzip) {
      failures.push({
        path: page.path,
        problem: `CSS ${kb(page.styleGzip)} gzip > ${kb(BUDGETS.pageStyleGzip)}`,
      });
    }
    if (page.documentBytes > BUDGETS.documentBytes) {
      failures.push({
        path: page.path,
        problem: `document ${page.documentBytes} bytes with its headers > ${BUDGETS.documentBytes} (one window)`,
      });
    }
    if (page.foreignScripts.length > 0) {
      failures.push({
        path: page.path,
        problem: `loads other screens' scripts: ${page.foreignScripts.join(", ")}`,
      });
    }
    if (!page.usesCarousel && page.carouselScripts.length > 0) {
      failures.push({
        path: page.path,
        problem: `loads carousel code it does not use: ${page.carouselScripts.join(", ")}`,
      });
    }
  }
  if (artistsImages > BUDGETS.artistsImages375) {
    failures.push({
      path: "/artists",
      problem: `images ${kb(artistsImages)} at 375px > ${kb(BUDGETS.artistsImages375)}`,
    });
  }
  return failures;
}

export function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}
