// How long a shared cache may keep a page that shows works' availability (issue 24): a work
// marked sold at the desk is on the public page within a minute, behind nginx or a CDN too.
// Bounding the cached lifetime (rather than purging what changed) needs nothing of the cache but
// Cache-Control, which every CDN obeys; decision 021 has the measurements. Pure.
import { type SitePage, pageOfPath } from "./site-pages.ts";

/** A mark reaches the public pages within this many seconds, whatever caches sit between. */
export const AVAILABILITY_FRESH_SECONDS = 60;
/**
 * Caches count ages in whole seconds (nginx, and HTTP's Age header), and a copy may be taken
 * just as the mark is made: measured through nginx, s-maxage=60 showed the mark after 61.2 s.
 */
const CACHE_SLACK_SECONDS = 2;

/**
 * The s-maxage bound for the page at `pathname`, or null when it shows nothing the desk changes:
 * works' availability, or "open now" as the rota has it (issue 33), which reaches the public
 * pages as fast as a red dot.
 */
export function freshnessBoundOf(pathname: string): number | null {
  const page: SitePage | undefined = pageOfPath(pathname)?.page;
  const changedAtDesk = page?.showsAvailability || page?.followsRota;
  return changedAtDesk ? AVAILABILITY_FRESH_SECONDS - CACHE_SLACK_SECONDS : null;
}
