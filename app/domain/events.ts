import type { GalleryEvent } from "../content/schema.ts";
import { formatLongDateTime, galleryWallTimeToInstant } from "./gallery-time.ts";
import { stripTags } from "./html.ts";
import { titleSlug } from "./slug.ts";

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

/**
 * An event's stable, readable name: its Montpelier date and its title as a slug
 * ("2025-01-03-opening-reception-stipple"). It names the event's calendar file
 * (`/events/{id}.ics`) and its calendar UID, so it must not change once published; the content
 * check refuses two events with the same id.
 */
export function eventId(event: Pick<GalleryEvent, "date" | "title">): string {
  return `${event.date.slice(0, 10)}-${titleSlug(event.title) || "event"}`;
}

export function findEventById(events: readonly GalleryEvent[], id: string): GalleryEvent | null {
  return events.find((event) => eventId(event) === id) ?? null;
}

/** Product §8.3: the first-Friday openings. Their titles start so ("Opening Reception: Stipple"). */
export function isOpeningReception(event: Pick<GalleryEvent, "title">): boolean {
  return /^opening reception\b/i.test(event.title);
}

/** An opening on a Montpelier Art Walk night says so in its description. */
function isArtWalkNight(event: Pick<GalleryEvent, "description">): boolean {
  return event.description.some((paragraph) => /\bart walk\b/i.test(stripTags(paragraph)));
}

/** Events that do not say how long they last, and are not openings, last two hours. */
const DEFAULT_EVENT_HOURS = 2;

/**
 * When an event ends: its `end` when the content gives one; otherwise an opening reception ends
 * at 7 PM, or 8 PM on an Art Walk night (product §8.3), and any other event two hours after it
 * starts.
 */
export function eventEnd(event: GalleryEvent): Date {
  const start = galleryWallTimeToInstant(event.date);
  if (event.end) return galleryWallTimeToInstant(event.end);
  const byDuration = new Date(start.getTime() + DEFAULT_EVENT_HOURS * 3_600_000);
  if (!isOpeningReception(event)) return byDuration;
  const closing = isArtWalkNight(event) ? "20:00" : "19:00";
  const end = galleryWallTimeToInstant(`${event.date.slice(0, 10)}T${closing}`);
  return end > start ? end : byDuration;
}
