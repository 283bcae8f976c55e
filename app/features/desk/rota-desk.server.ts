// The rota as the desk's page shows it (issue 33): the coming four weeks' slots, each with who
// sits it; the members a desk-admin may assign; the member's own calendar address; the notice
// after a rota form. Reads only.
import type { DatabaseSync } from "node:sqlite";
import {
  addCalendarDays,
  formatWeekdayMonthDay,
  galleryCalendarDate,
} from "../../domain/gallery-time.ts";
import {
  GALLERY_HOURS,
  ROTA_DAYS,
  slotHoursText,
  slotInstants,
  slotsInRange,
} from "../../domain/rota.ts";
import { listMembers } from "./members.server.ts";
import { mayManageRota } from "./roles.ts";
import type { DeskMember } from "./session.server.ts";
import { calendarToken, rotaIsOn, sittersBetween } from "./rota-store.server.ts";
import { rotaCalendarPath } from "./rota-paths.ts";

export interface DeskSlot {
  date: string;
  /** "Saturday, December 6" */
  day: string;
  /** "11 AM-5 PM" */
  hours: string;
  sitter: string | null;
  mine: boolean;
}

export interface RotaAtDesk {
  on: boolean;
  mayManage: boolean;
  slots: DeskSlot[];
  /** Whom a desk-admin may assign (empty for a member). */
  members: { id: number; name: string }[];
  calendarUrl: string | null;
  notice: { text: string; slot: string | null } | null;
}

function noticeText(done: string | null, day: string): string | null {
  switch (done) {
    case "rota-claimed":
      return `You sit ${day}. Thank you! The public pages show it within a minute.`;
    case "rota-taken":
      return `Someone else claimed ${day} a moment before you: it is theirs. Pick another day.`;
    case "rota-given-back":
      return `You gave ${day} back: it is open for another member.`;
    case "rota-not-yours":
      return `${day} is not yours to give back (someone changed it): here is how it reads now.`;
    case "rota-assigned":
      return `${day} assigned.`;
    case "rota-cleared":
      return `${day} cleared: nobody sits it now.`;
    case "rota-on":
      return 'The rota is on: "open now" on the public pages follows it within a minute.';
    case "rota-off":
      return 'The rota is off: "open now" goes by the posted hours alone.';
    case "rota-calendar":
      return "Your calendar has a new address: any old one no longer works.";
    default:
      return null;
  }
}

export function rotaAtDesk(
  db: DatabaseSync,
  member: DeskMember,
  now: Date,
  siteUrl: string,
  search: URLSearchParams,
): RotaAtDesk {
  const today = galleryCalendarDate(now);
  const sitters = new Map(
    sittersBetween(db, today, addCalendarDays(today, ROTA_DAYS)).map((s) => [s.date, s]),
  );
  const mayManage = mayManageRota(member.role);
  const token = calendarToken(db, member.memberId);
  const noticeSlot = search.get("slot");
  const notice = noticeText(
    search.get("done"),
    noticeSlot && /^\d{4}-\d{2}-\d{2}$/.test(noticeSlot)
      ? formatWeekdayMonthDay(noticeSlot)
      : "That day",
  );
  return {
    on: rotaIsOn(db),
    mayManage,
    slots: slotsInRange(GALLERY_HOURS, today, ROTA_DAYS)
      .filter((slot) => slotInstants(slot).closes > now)
      .map((slot) => {
        const sitter = sitters.get(slot.date);
        return {
          date: slot.date,
          day: formatWeekdayMonthDay(slot.date),
          hours: slotHoursText(slot),
          sitter: sitter ? sitter.name || sitter.email : null,
          mine: sitter?.memberId === member.memberId,
        };
      }),
    members: mayManage
      ? listMembers(db).map((listed) => ({ id: listed.id, name: listed.name || listed.email }))
      : [],
    calendarUrl: token ? new URL(rotaCalendarPath(token), `${siteUrl}/`).href : null,
    notice: notice ? { text: notice, slot: noticeSlot } : null,
  };
}
