// Every date rule of the site is judged in the gallery's time zone, whatever the zone of the
// server or the visitor. Content stores calendar dates ("2024-06-07") and wall-clock times
// ("2024-06-07T16:00") as they read on a Montpelier calendar.
import { gallery } from "../content/gallery.ts";

const timeZone = gallery.timeZone;

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockParts(instant: Date): WallClock {
  const parts = partsFormat.formatToParts(instant);
  const read = (type: keyof WallClock) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: read("year"),
    month: read("month"),
    day: read("day"),
    hour: read("hour"),
    minute: read("minute"),
    second: read("second"),
  };
}

/** Milliseconds the gallery's wall clock is ahead of UTC at this instant. */
function zoneOffset(instant: Date): number {
  const p = wallClockParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The calendar date ("YYYY-MM-DD") that a Montpelier calendar shows at this instant. */
export function galleryCalendarDate(instant: Date): string {
  const p = wallClockParts(instant);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** The calendar date `days` after `date` ("2026-11-30" + 1 is "2026-12-01"). */
export function addCalendarDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The wall time ("YYYY-MM-DDTHH:mm") that a Montpelier clock reads at this instant. */
export function galleryInstantToWallTime(instant: Date): string {
  const p = wallClockParts(instant);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${galleryCalendarDate(instant)}T${pad(p.hour)}:${pad(p.minute)}`;
}

const wallTimePattern = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;

/** The instant at which a Montpelier clock reads this wall time ("YYYY-MM-DD" is midnight). */
export function galleryWallTimeToInstant(wallTime: string): Date {
  const match = wallTimePattern.exec(wallTime);
  if (!match) throw new Error(`Not a gallery date or time: "${wallTime}"`);
  const [, year, month, day, hour, minute] = match;
  // A calendar date alone is midnight.
  const asUtc = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour ?? 0),
    Number(minute ?? 0),
  );
  // The offset at the first guess can be off by an hour across a DST change; one more pass
  // settles it.
  let instant = new Date(asUtc - zoneOffset(new Date(asUtc)));
  instant = new Date(asUtc - zoneOffset(instant));
  return instant;
}

/**
 * Whether a Montpelier clock ever reads this wall time. At the spring-forward change it jumps
 * from 1:59 to 3:00, so "2025-03-09T02:30" names no instant (galleryWallTimeToInstant would
 * quietly move it an hour). At the fall-back change 1:00-1:59 happens twice; the first (EDT) is
 * the one meant.
 */
export function isGalleryWallTime(wallTime: string): boolean {
  const readBack = galleryInstantToWallTime(galleryWallTimeToInstant(wallTime));
  return wallTime.includes("T") ? readBack === wallTime : readBack === `${wallTime}T00:00`;
}

const longDateTime = new Intl.DateTimeFormat("en-US", {
  timeZone,
  dateStyle: "full",
  timeStyle: "short",
});

const weekdayMonthDay = new Intl.DateTimeFormat("en-US", {
  timeZone,
  weekday: "long",
  month: "long",
  day: "numeric",
});

/** "Friday, June 5, 2026 at 4:00 PM" for a gallery wall time. */
export function formatLongDateTime(wallTime: string): string {
  return longDateTime.format(galleryWallTimeToInstant(wallTime));
}

/** "Friday, December 5" for a gallery calendar date. */
export function formatWeekdayMonthDay(calendarDate: string): string {
  return weekdayMonthDay.format(galleryWallTimeToInstant(`${calendarDate}T12:00`));
}

/** "Tuesday, July 15, 2025 at 12:00 PM" for an instant, as a Montpelier clock reads it. */
export function formatInstant(instant: Date): string {
  return longDateTime.format(instant);
}
