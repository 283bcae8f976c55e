// When the site's pages next read differently with no one editing them: what a cache may keep
// a page for (server/page-cache-control.ts). Every rule that reads the clock changes its answer
// only at one of these instants:
// - midnight in Montpelier: the current show and Home's heading (shows.ts, home-heading.ts),
//   and the Shows grid, which lists the shows that have opened;
// - an opening or closing, and a reception's start or end: the "Open now" line (open-now.ts);
// - an event's start: just after it, the event is past rather than upcoming (events.ts).
import type { GalleryEvent } from "../content/schema.ts";
import { addCalendarDays, galleryCalendarDate, galleryWallTimeToInstant } from "./gallery-time.ts";
import { galleryStatusTimeline, gallerySchedule } from "./open-now.ts";

/** The first instant after `now` at which some page may read differently. */
export function nextPageChange(events: readonly GalleryEvent[], now: Date): Date {
  const tomorrow = addCalendarDays(galleryCalendarDate(now), 1);
  const changes = [galleryWallTimeToInstant(`${tomorrow}T00:00`).getTime()];
  // The status's changes through tomorrow: the first of them after now comes before midnight.
  for (const change of galleryStatusTimeline(gallerySchedule(events, now), now, 1)) {
    changes.push(Date.parse(change.from));
  }
  for (const event of events) {
    // Upcoming until its start, inclusive (splitEvents): past a millisecond later.
    changes.push(galleryWallTimeToInstant(event.date).getTime() + 1);
  }
  return new Date(Math.min(...changes.filter((change) => change > now.getTime())));
}

/**
 * `nextPageChange` for one set of events, asked on every page request: its answer is the same for
 * every instant from the one it was computed at until the change itself, so it is computed again
 * only outside that span (about 1.6 ms a time here, against microseconds for a page copy).
 */
export function pageChangesOf(events: readonly GalleryEvent[]): (now: Date) => Date {
  let from = Number.POSITIVE_INFINITY;
  let change = new Date(0);
  return (now) => {
    const ms = now.getTime();
    if (ms < from || ms >= change.getTime()) {
      from = ms;
      change = nextPageChange(events, now);
    }
    return change;
  };
}
