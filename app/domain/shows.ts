import type { Show } from "../content/schema.ts";
import { galleryCalendarDate } from "./gallery-time.ts";

/** product §8.1: the Shows grid shows 8 at first and adds 8 at a time. */
export const SHOWS_PAGE_SIZE = 8;

/** Whether a show is on view on the gallery's calendar day of `now` (dates are inclusive). */
function isOnView(show: Show, today: string): boolean {
  return show.startDate <= today && show.endDate !== undefined && show.endDate >= today;
}

function highestNumbered(shows: readonly Show[]): Show | undefined {
  return shows.reduce<Show | undefined>(
    (best, show) => (best === undefined || show.number > best.number ? show : best),
    undefined,
  );
}

/**
 * product §4.1: the first show whose start date is on or before now and whose end date is on or
 * after now; if none qualifies, the show with the highest number. A show without an end date
 * never qualifies by dates (the spec asks for an end date on or after now).
 */
export function currentShow(shows: readonly Show[], now: Date): Show | undefined {
  const today = galleryCalendarDate(now);
  return shows.find((show) => isOnView(show, today)) ?? highestNumbered(shows);
}

/** product §3.1: show lookup by name returns the show or null. */
export function findShowByName(shows: readonly Show[], name: string): Show | null {
  return shows.find((show) => show.name === name) ?? null;
}

/** The Shows grid: every show that has opened by today, the most recent opening first. */
export function pastShows(shows: readonly Show[], now: Date): Show[] {
  const today = galleryCalendarDate(now);
  return shows
    .filter((show) => show.startDate <= today)
    .sort((a, b) => b.startDate.localeCompare(a.startDate) || b.number - a.number);
}
