// Whether the gallery is open at this moment (issue 11, beside product §2.13's hours text), as a
// Montpelier clock reads it: from the weekly hours, the closures, the opening receptions and,
// while the desk's rota is on, whether a member sits the day (issue 33).
// Pure: the server renders it and the browser recomputes it, with the same `now` rule.
import { gallery } from "../content/gallery.ts";
import type { GalleryEvent } from "../content/schema.ts";
import { eventEnd, isOpeningReception } from "./events.ts";
import {
  addCalendarDays as addDays,
  formatWeekdayMonthDay,
  galleryCalendarDate,
  galleryInstantToWallTime,
  galleryWallTimeToInstant,
} from "./gallery-time.ts";
import { WEEKDAYS, type Weekday } from "../content/weekdays.ts";

/** Regular hours on some days of the week, 24-hour Montpelier wall times ("16:00"). */
export interface WeeklyHours {
  days: readonly Weekday[];
  opens: string;
  closes: string;
}

/** Days the gallery stays shut whatever its hours say, "YYYY-MM-DD" to "YYYY-MM-DD" inclusive. */
export interface Closure {
  from: string;
  to: string;
  reason: string;
}

/** An opening reception, Montpelier wall times ("2025-08-01T16:00"). */
export interface Reception {
  start: string;
  end: string;
}

/**
 * Who sits the gallery (issue 33), while the desk's rota is on: the opening days ("YYYY-MM-DD")
 * a member has claimed. During the hours of a day not in it the gallery may be locked.
 */
export interface RotaInput {
  satDays: ReadonlySet<string>;
}

export interface GallerySchedule {
  hours: readonly WeeklyHours[];
  closures: readonly Closure[];
  receptions: readonly Reception[];
  /** The rota, when the desk has it on; null or absent: the posted hours alone decide. */
  rota?: RotaInput | null;
}

export interface GalleryStatus {
  state: "open" | "closed" | "reception" | "unsat";
  /** "Open now · until 5 PM", "Closed now · opens Friday at 4 PM", "Opening reception today, 4-8 PM". */
  text: string;
}

/**
 * During the hours of a day nobody sits: not "closed" (a member may come in unsigned, and a
 * visitor told "closed" turns back), never "open" (the locked door the rota is for), and what to
 * do about it, with the number to do it on.
 */
export const UNSAT_TEXT = `May be closed now · no member is signed up to sit today; call ahead: ${gallery.phone.display}`;

/** How far ahead to look for the next opening before falling back to "by appointment". */
const LOOKAHEAD_DAYS = 60;

function weekdayOf(date: string): Weekday {
  return WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()] ?? "Sunday";
}

/** "16:00" is "4 PM", "10:30" is "10:30 AM". */
export function clockText(time: string): string {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}${minute ? `:${String(minute).padStart(2, "0")}` : ""} ${hour < 12 ? "AM" : "PM"}`;
}

/** "4-8 PM", or "11 AM-5 PM" across noon. */
export function rangeText(start: string, end: string): string {
  const [from, to] = [clockText(start), clockText(end)];
  const [fromTime, fromHalf] = from.split(" ");
  const [toTime, toHalf] = to.split(" ");
  return fromHalf === toHalf ? `${fromTime}-${toTime} ${toHalf}` : `${from}-${to}`;
}

function isClosed(closures: readonly Closure[], date: string): boolean {
  return closures.some((closure) => closure.from <= date && date <= closure.to);
}

/** The regular hours of one day, as wall times ("16:00"), or null when it has none or is shut. */
export function wallHoursOn(
  schedule: Pick<GallerySchedule, "hours" | "closures">,
  date: string,
): { opens: string; closes: string } | null {
  if (isClosed(schedule.closures, date)) return null;
  const weekday = weekdayOf(date);
  const hours = schedule.hours.find((entry) => entry.days.includes(weekday));
  return hours ? { opens: hours.opens, closes: hours.closes } : null;
}

/** The regular hours of one day, as instants, or null when it has none or is a closure. */
function hoursOn(schedule: GallerySchedule, date: string): { opens: Date; closes: Date } | null {
  const hours = wallHoursOn(schedule, date);
  if (!hours) return null;
  return {
    opens: galleryWallTimeToInstant(`${date}T${hours.opens}`),
    closes: galleryWallTimeToInstant(`${date}T${hours.closes}`),
  };
}

/** "today", "tomorrow", "Friday" within the week, else "Friday, January 2". */
function dayText(date: string, today: string): string {
  if (date === today) return "today";
  if (date === addDays(today, 1)) return "tomorrow";
  if (date < addDays(today, 7)) return weekdayOf(date);
  return formatWeekdayMonthDay(date);
}

/** The first moment after `now` that the doors open: regular hours or a reception. */
function nextOpening(schedule: GallerySchedule, now: Date, today: string): Date | null {
  const receptionStarts = schedule.receptions
    .map((reception) => galleryWallTimeToInstant(reception.start))
    .filter((start) => start > now);
  for (let offset = 0; offset <= LOOKAHEAD_DAYS; offset += 1) {
    const date = addDays(today, offset);
    const opens = hoursOn(schedule, date)?.opens;
    const candidates = [
      ...(opens && opens > now ? [opens] : []),
      ...receptionStarts.filter((start) => galleryInstantToWallTime(start).startsWith(date)),
    ];
    if (candidates.length > 0) return new Date(Math.min(...candidates.map(Number)));
  }
  return null;
}

/** The gallery's state at `now`, judged on a Montpelier clock. */
export function galleryStatus(schedule: GallerySchedule, now: Date): GalleryStatus {
  const wallNow = galleryInstantToWallTime(now);
  const today = wallNow.slice(0, 10);

  // On an opening day the reception is the news, from the morning until it ends.
  const reception = schedule.receptions.find(
    ({ start, end }) => start.startsWith(today) && wallNow < end,
  );
  if (reception) {
    const text = `Opening reception today, ${rangeText(reception.start.slice(11), reception.end.slice(11))}`;
    return { state: "reception", text };
  }

  const hours = hoursOn(schedule, today);
  if (hours && hours.opens <= now && now < hours.closes) {
    if (schedule.rota && !schedule.rota.satDays.has(today)) {
      return { state: "unsat", text: UNSAT_TEXT };
    }
    return {
      state: "open",
      text: `Open now · until ${clockText(galleryInstantToWallTime(hours.closes).slice(11))}`,
    };
  }

  const opens = nextOpening(schedule, now, today);
  if (!opens) return { state: "closed", text: "Closed now · open by appointment" };
  const [date = today, time = "00:00"] = galleryInstantToWallTime(opens).split("T");
  return {
    state: "closed",
    text: `Closed now · opens ${dayText(date, today)} at ${clockText(time)}`,
  };
}

/** One stretch of the status: from this instant until the next entry's. */
export interface StatusChange extends GalleryStatus {
  /** ISO instant. */
  from: string;
}

/**
 * The status from `now` for the next `days` days, as the instants it changes at: a page carries
 * it, so the browser keeps the line right as the minutes pass without shipping the rule's code.
 * The status changes only at midnight (today, tomorrow), at an opening or closing, and at a
 * reception's start or end: galleryStatus judges it at each of those.
 */
export function galleryStatusTimeline(
  schedule: GallerySchedule,
  now: Date,
  days: number,
): StatusChange[] {
  const today = galleryCalendarDate(now);
  const instants = [now];
  for (let offset = 0; offset <= days; offset += 1) {
    const date = addDays(today, offset);
    const hours = hoursOn(schedule, date);
    instants.push(galleryWallTimeToInstant(`${date}T00:00`));
    if (hours) instants.push(hours.opens, hours.closes);
  }
  for (const { start, end } of schedule.receptions) {
    instants.push(galleryWallTimeToInstant(start), galleryWallTimeToInstant(end));
  }
  const until = galleryWallTimeToInstant(`${addDays(today, days + 1)}T00:00`);
  const timeline: StatusChange[] = [];
  const changes = instants
    .filter((instant) => instant >= now && instant < until)
    .sort((a, b) => a.getTime() - b.getTime());
  for (const instant of changes) {
    const status = galleryStatus(schedule, instant);
    if (timeline.at(-1)?.text !== status.text) {
      timeline.push({ from: instant.toISOString(), ...status });
    }
  }
  return timeline;
}

/** The entry of a timeline in force at `now` (the first one, before it starts). */
export function statusAt(timeline: readonly StatusChange[], now: Date): StatusChange | undefined {
  return timeline.findLast((change) => Date.parse(change.from) <= now.getTime()) ?? timeline[0];
}

/** Far enough ahead to hold the next first-Friday opening, for a page left open for days. */
const RECEPTION_HORIZON_DAYS = 40;

/**
 * The gallery's schedule as of `now`: its weekly hours and closures (content/gallery.json) and the
 * opening receptions of the coming weeks, with their ends (domain/events.ts eventEnd).
 */
export function gallerySchedule(
  events: readonly GalleryEvent[],
  now: Date,
  rota: RotaInput | null = null,
): GallerySchedule {
  const today = galleryCalendarDate(now);
  const horizon = addDays(today, RECEPTION_HORIZON_DAYS);
  return {
    hours: gallery.openingHours,
    closures: gallery.closures,
    rota,
    receptions: events
      .filter((event) => isOpeningReception(event))
      .filter((event) => today <= event.date.slice(0, 10) && event.date.slice(0, 10) < horizon)
      .map((event) => ({ start: event.date, end: galleryInstantToWallTime(eventEnd(event)) })),
  };
}

/** How far ahead a page's "Open now" line stays right without a reload, at least. */
const OPEN_NOW_DAYS = 8;

/**
 * What Home and Visit hand the "Open now" line: the status from `now` through the coming week,
 * and on through the next opening reception, so that a page left open until that day announces
 * it.
 */
export function openNowTimeline(
  events: readonly GalleryEvent[],
  now: Date,
  rota: RotaInput | null = null,
): StatusChange[] {
  const schedule = gallerySchedule(events, now, rota);
  const nextReceptionDay = schedule.receptions
    .map((reception) => reception.end.slice(0, 10))
    .sort()
    .at(0);
  // Both are calendar dates: their difference in UTC is a whole number of days.
  const daysToReception = nextReceptionDay
    ? (Date.parse(nextReceptionDay) - Date.parse(galleryCalendarDate(now))) / 86_400_000
    : 0;
  return galleryStatusTimeline(schedule, now, Math.max(OPEN_NOW_DAYS, daysToReception));
}
