import type { GalleryEvent } from "../content/schema.ts";
import { formatLongDateTime, galleryWallTimeToInstant } from "./gallery-time.ts";

/** product §8.1: the Events screen shows 5 upcoming and 5 past at first, and adds 5 at a time. */
export const EVENTS_PAGE_SIZE = 5;

/** product §8.1: Home shows at most this many upcoming events. */
export const HOME_EVENT_LIMIT = 3;

export interface SplitEvents {
  /** Date at or after now, soonest first. */
  upcoming: GalleryEvent[];
  /** Date before now, latest first. */
  past: GalleryEvent[];
}

function eventTime(event: GalleryEvent): number {
  return galleryWallTimeToInstant(event.date).getTime();
}

/** product §4.3: upcoming means the date is at or after now; past means before now. */
export function splitEvents(events: readonly GalleryEvent[], now: Date): SplitEvents {
  const nowTime = now.getTime();
  const byTime = [...events].sort((a, b) => eventTime(a) - eventTime(b));
  return {
    upcoming: byTime.filter((event) => eventTime(event) >= nowTime),
    past: byTime.filter((event) => eventTime(event) < nowTime).reverse(),
  };
}

/** The next `limit` upcoming events, soonest first (Home shows 3). */
export function nextEvents(
  events: readonly GalleryEvent[],
  now: Date,
  limit: number,
): GalleryEvent[] {
  return splitEvents(events, now).upcoming.slice(0, limit);
}

/** When an event happens, for people and for machines. */
export interface EventWhen {
  /** "Friday, June 5, 2026 at 4:00 PM", in the gallery's zone. */
  text: string;
  /** ISO instant for a <time> element. */
  dateTime: string;
}

export function eventWhen(event: GalleryEvent): EventWhen {
  return {
    text: formatLongDateTime(event.date),
    dateTime: galleryWallTimeToInstant(event.date).toISOString(),
  };
}
