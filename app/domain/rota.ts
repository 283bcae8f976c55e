// The rota of who sits the gallery (issue 33), as rules. Pure: the desk, the public pages and the
// mail scheduler hand in the hours, the sitters and the instant, on a Montpelier clock.
//
// One slot per opening day, from the gallery's weekly hours and closures (the facts name no
// shifts), keyed by its calendar date. "Open now" reads the rota through open-now.ts's one rule.
import { gallery } from "../content/gallery.ts";
import { type GallerySchedule, rangeText, wallHoursOn } from "./open-now.ts";
import { addCalendarDays, galleryCalendarDate, galleryWallTimeToInstant } from "./gallery-time.ts";

export interface RotaSlot {
  /** "YYYY-MM-DD": the slot's key. */
  date: string;
  /** Wall times, "11:00". */
  opens: string;
  closes: string;
}

/** How many days of slots the desk shows, from today. */
export const ROTA_DAYS = 28;
/** How many days ahead /visit marks the opening days nobody sits. */
export const PUBLIC_GAP_DAYS = 14;
/** The reminder goes this long before the slot opens, give or take REMINDER_WINDOW_MS. */
export const REMINDER_BEFORE_MS = 48 * 3_600_000;
export const REMINDER_WINDOW_MS = 3_600_000;
/** A slot nobody sits is mailed to the desk list once it opens within this long. */
export const GAP_WARNING_MS = 3 * 24 * 3_600_000;

type Hours = Pick<GallerySchedule, "hours" | "closures">;

/** The gallery's own hours and closures (content/gallery.json), which make its slots. */
export const GALLERY_HOURS: Hours = { hours: gallery.openingHours, closures: gallery.closures };

/** The slots of the `days` calendar days from `fromDate` on (inclusive), in order. */
export function slotsInRange(hours: Hours, fromDate: string, days: number): RotaSlot[] {
  const slots: RotaSlot[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const date = addCalendarDays(fromDate, offset);
    const open = wallHoursOn(hours, date);
    if (open) slots.push({ date, ...open });
  }
  return slots;
}

/** The slot of `date`, or null when the gallery has no hours that day. */
export function slotOn(hours: Hours, date: string): RotaSlot | null {
  return slotsInRange(hours, date, 1)[0] ?? null;
}

/** "4-7 PM", "11 AM-5 PM": a slot's hours as the pages and mails write them. */
export function slotHoursText(slot: RotaSlot): string {
  return rangeText(slot.opens, slot.closes);
}

/** When a slot opens and closes, as instants. */
export function slotInstants(slot: RotaSlot): { opens: Date; closes: Date } {
  return {
    opens: galleryWallTimeToInstant(`${slot.date}T${slot.opens}`),
    closes: galleryWallTimeToInstant(`${slot.date}T${slot.closes}`),
  };
}

/** The slots from `now` for `days` days that nobody sits and that have not closed yet. */
export function upcomingGaps(
  hours: Hours,
  satDays: ReadonlySet<string>,
  now: Date,
  days: number,
): RotaSlot[] {
  return slotsInRange(hours, galleryCalendarDate(now), days).filter(
    (slot) => !satDays.has(slot.date) && slotInstants(slot).closes > now,
  );
}

/**
 * Whether a sitter's reminder is due at `nowMs`: from 49 hours before the slot opens (so it
 * arrives 47-49 hours ahead) until it opens; a claim made later is reminded at once.
 */
export function reminderDue(slot: RotaSlot, nowMs: number): boolean {
  const opensMs = slotInstants(slot).opens.getTime();
  return opensMs - REMINDER_BEFORE_MS - REMINDER_WINDOW_MS <= nowMs && nowMs < opensMs;
}

/** Whether a slot nobody sits is due its mail to the desk list: it opens within three days. */
export function gapDue(slot: RotaSlot, nowMs: number): boolean {
  const opensMs = slotInstants(slot).opens.getTime();
  return opensMs - GAP_WARNING_MS <= nowMs && nowMs < opensMs;
}

export interface DueMail {
  kind: "reminder" | "gap";
  date: string;
}

/**
 * The rota's mails due at `nowMs`: a reminder for each sat slot in its window, a gap mail for
 * each slot nobody sits within three days. The rows that record them (one per slot, kind and
 * recipient, UNIQUE) make each go once, however often this is asked.
 */
export function dueRotaMail(hours: Hours, satDays: ReadonlySet<string>, nowMs: number): DueMail[] {
  const today = galleryCalendarDate(new Date(nowMs));
  // Today, and the days the three-day warning and the 49-hour reminder reach.
  return slotsInRange(hours, today, 5).flatMap((slot): DueMail[] => {
    if (satDays.has(slot.date)) {
      return reminderDue(slot, nowMs) ? [{ kind: "reminder", date: slot.date }] : [];
    }
    return gapDue(slot, nowMs) ? [{ kind: "gap", date: slot.date }] : [];
  });
}
