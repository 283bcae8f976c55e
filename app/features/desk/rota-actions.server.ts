// The rota's forms at the desk (issue 33), each one post with no script: claim a day, give it
// back; for a desk-admin, assign or clear anyone's day and turn the rota on or off; a new address
// for the member's own calendar. Each ends at the desk's page with a notice in words.
import { writeWhenFree } from "../../database/write-when-free.server.ts";
import { addCalendarDays, galleryCalendarDate } from "../../domain/gallery-time.ts";
import { GALLERY_HOURS, ROTA_DAYS, slotInstants, slotOn } from "../../domain/rota.ts";
import type { DeskActionOutcome } from "./desk-actions.server.ts";
import { DESK_PATHS } from "./desk-paths.ts";
import type { DeskRuntime } from "./desk-runtime.server.ts";
import { mayManageRota } from "./roles.ts";
import type { DeskMember } from "./session.server.ts";
import {
  assignSlot,
  claimSlot,
  giveBackSlot,
  newCalendarToken,
  setRotaOn,
} from "./rota-store.server.ts";

const WRITE_WAIT_MS = 3_000;
export const ROTA_INTENTS = [
  "rota-claim",
  "rota-give-back",
  "rota-assign",
  "rota-on",
  "rota-off",
  "rota-calendar",
] as const;

/** The desk's page after a rota action, its notice and the slot it was about. */
export function rotaLocation(done: string, date?: string): string {
  const query = new URLSearchParams({ done });
  if (date) query.set("slot", date);
  return `${DESK_PATHS.desk}?${query}#${date ? `slot-${date}` : "rota"}`;
}

const problem = (status: number, error: string): DeskActionOutcome => ({
  kind: "problem",
  status,
  error,
});

/** A slot the desk shows and a member may still change: an opening day of the coming four weeks, not yet closed. */
function changeableSlot(date: string | undefined, now: Date): string | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const today = galleryCalendarDate(now);
  if (date < today || date > addCalendarDays(today, ROTA_DAYS - 1)) return null;
  const slot = slotOn(GALLERY_HOURS, date);
  return slot && slotInstants(slot).closes > now ? date : null;
}

export async function handleRotaAction(
  fields: Record<string, string>,
  member: DeskMember,
  desk: DeskRuntime,
): Promise<DeskActionOutcome> {
  const nowMs = desk.nowMs();
  const actor = { memberId: member.memberId, email: member.email };
  const write = <T>(statement: () => T) => writeWhenFree(statement, { withinMs: WRITE_WAIT_MS });
  const redirect = (done: string, date?: string): DeskActionOutcome => ({
    kind: "redirect",
    location: rotaLocation(done, date),
    headers: {},
  });
  const { intent } = fields;

  if (intent === "rota-calendar") {
    await write(() => newCalendarToken(desk.db, actor, nowMs));
    return redirect("rota-calendar");
  }
  if (intent === "rota-on" || intent === "rota-off") {
    if (!mayManageRota(member.role))
      return problem(403, "Only a desk-admin turns the rota on or off.");
    await write(() => setRotaOn(desk.db, intent === "rota-on", actor, nowMs));
    desk.afterRotaChange();
    return redirect(intent);
  }

  const date = changeableSlot(fields.slot, new Date(nowMs));
  if (!date) {
    return problem(400, "That is not an opening day of the coming four weeks, or it has ended.");
  }
  if (intent === "rota-claim") {
    const outcome = await write(() => claimSlot(desk.db, date, actor, nowMs));
    if (outcome === "claimed") desk.afterRotaChange();
    return redirect(outcome === "taken" ? "rota-taken" : "rota-claimed", date);
  }
  if (intent === "rota-give-back") {
    const outcome = await write(() => giveBackSlot(desk.db, date, actor, nowMs));
    if (outcome === "given-back") desk.afterRotaChange();
    return redirect(outcome === "given-back" ? "rota-given-back" : "rota-not-yours", date);
  }
  if (intent === "rota-assign") {
    if (!mayManageRota(member.role)) return problem(403, "Only a desk-admin assigns a day.");
    const memberId = fields.member ? Number(fields.member) : null;
    if (memberId !== null && (!Number.isSafeInteger(memberId) || memberId <= 0)) {
      return problem(400, "Choose a member from the list.");
    }
    const outcome = await write(() => assignSlot(desk.db, date, memberId, actor, nowMs));
    if (outcome === "no-such-member") return problem(404, "That member is no longer on the desk.");
    desk.afterRotaChange();
    return redirect(outcome === "cleared" ? "rota-cleared" : "rota-assigned", date);
  }
  return problem(400, "The desk does not know that action.");
}
