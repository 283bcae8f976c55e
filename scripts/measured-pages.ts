// The pages the budget and Lighthouse measure: every screen, with the heaviest artist and show
// pages standing for their kind, and the first work of that show for the works' pages.
import { existsSync } from "node:fs";
import { QUIET_CHROMIUM_ARGS, chromiumPath } from "./chromium.ts";
import { FIXED_PAGES } from "../app/domain/site-pages.ts";
import { workPath } from "../app/domain/works.ts";
import { loadContent } from "./content/load-content.ts";

const { shows, artists } = await loadContent();

export const CHROMIUM_PATH = chromiumPath();
if (!existsSync(CHROMIUM_PATH)) {
  throw new Error(
    `No Chromium at ${CHROMIUM_PATH}: install Debian's chromium, set CHROMIUM_PATH, or run npx playwright install chromium`,
  );
}

/** Headless, and as quiet as the test browsers. */
export const CHROMIUM_FLAGS = ["--headless=new", ...QUIET_CHROMIUM_ARGS];

function heaviest<T>(items: readonly T[], weight: (item: T) => number): T {
  const [first, ...rest] = items;
  if (first === undefined) throw new Error("no content to measure");
  return rest.reduce((best, item) => (weight(item) > weight(best) ? item : best), first);
}

const artist = heaviest(
  artists.filter((candidate) => !candidate.isNotMember),
  (candidate) => candidate.images.length + (candidate.videos?.length ?? 0),
);
const show = heaviest(shows, (candidate) => candidate.images.length + candidate.videos.length);
const work = show.works?.[0];

export interface MeasuredPage {
  path: string;
  /** The page shows a carousel, so carousel code is expected. */
  usesCarousel: boolean;
}

/** The menu's pages that show a carousel (About's early years). */
const PAGES_WITH_A_CAROUSEL = new Set(["/about"]);

// /instagram's embed is a third party, blocked while measuring: what is measured is our page
// around it.
export const MEASURED_PAGES: MeasuredPage[] = [
  ...FIXED_PAGES.map((path) => ({ path, usesCarousel: PAGES_WITH_A_CAROUSEL.has(path) })),
  { path: `/artists/${artist.paramName}`, usesCarousel: true },
  { path: `/shows/${show.name}`, usesCarousel: true },
  // A work's own page (issue 23): one picture, no carousel.
  ...(work ? [{ path: workPath(show.name, work.id), usesCarousel: false }] : []),
];
