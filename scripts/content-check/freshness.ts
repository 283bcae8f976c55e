// A warning, not an error: content that is right but running out. When the newest show has ended
// and no next one is in the files, Home keeps presenting that closed show as current (product
// §4.1 falls back to the highest number), so the check asks for the next show without failing.
import type { Show } from "../../app/content/schema.ts";
import { galleryCalendarDate } from "../../app/domain/gallery-time.ts";

/** The warning for these shows on the gallery's day of `now`, or null when a show is ahead. */
export function staleShowsWarning(shows: readonly Show[], now: Date): string | null {
  const newest = shows.reduce<Show | undefined>(
    (best, show) => (best === undefined || show.number > best.number ? show : best),
    undefined,
  );
  if (newest === undefined) return "there are no shows: Home has nothing to present";
  const today = galleryCalendarDate(now);
  const lastDay = newest.endDate ?? newest.startDate;
  if (lastDay >= today) return null;
  return (
    `the newest show, "${newest.displayName}" (${newest.name}), ended on ${lastDay} and no ` +
    `next show exists: Home presents it as current. Add the next show (docs/members.md, "Adding a show").`
  );
}
