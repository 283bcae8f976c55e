// The rota in the site's database (migration 11): whether it is on, who sits which day, each
// member's calendar token. Every change writes its audit line in the same transaction. One
// sitter a slot is the database's rule (rota_sitters' primary key): a claim is an INSERT that
// keeps the first row, so of two claims at the same instant exactly one is kept.
import { randomBytes } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { transaction } from "../../database/transaction.server.ts";
import { writeAudit } from "./audit.server.ts";

export interface Sitter {
  date: string;
  memberId: number;
  name: string;
  email: string;
}

/** Who changed the rota: the member at the desk. */
export interface RotaActor {
  memberId: number;
  email: string;
}

export function rotaIsOn(db: DatabaseSync): boolean {
  const row = db.prepare("SELECT on_at_ms FROM rota_settings WHERE id = 1").get();
  return row !== undefined && row.on_at_ms !== null;
}

export function setRotaOn(db: DatabaseSync, on: boolean, actor: RotaActor, nowMs: number): void {
  transaction(db, () => {
    db.prepare("UPDATE rota_settings SET on_at_ms = ?, changed_by = ? WHERE id = 1").run(
      on ? nowMs : null,
      actor.email,
    );
    writeAudit(db, {
      atMs: nowMs,
      actor: actor.email,
      action: on ? "rota-on" : "rota-off",
      detail: "",
    });
  });
}

/** The sitters of the days from `fromDate` to `toDate`, inclusive. */
export function sittersBetween(db: DatabaseSync, fromDate: string, toDate: string): Sitter[] {
  return db
    .prepare(
      `SELECT s.slot_date, s.member_id, m.name, m.email FROM rota_sitters s
       JOIN desk_members m ON m.id = s.member_id
       WHERE s.slot_date BETWEEN ? AND ? ORDER BY s.slot_date`,
    )
    .all(fromDate, toDate)
    .map((row) => ({
      date: String(row.slot_date),
      memberId: Number(row.member_id),
      name: String(row.name),
      email: String(row.email),
    }));
}

/** A member's own slots from `fromDate` on, for their calendar. */
export function ownSlotDates(db: DatabaseSync, memberId: number, fromDate: string): string[] {
  return db
    .prepare(
      "SELECT slot_date FROM rota_sitters WHERE member_id = ? AND slot_date >= ? ORDER BY slot_date",
    )
    .all(memberId, fromDate)
    .map((row) => String(row.slot_date));
}

/** Claims `date` for the actor: "taken" when someone already sits it (the row kept is theirs). */
export function claimSlot(
  db: DatabaseSync,
  date: string,
  actor: RotaActor,
  nowMs: number,
): "claimed" | "already-yours" | "taken" {
  return transaction(db, () => {
    const inserted = db
      .prepare(
        `INSERT INTO rota_sitters (slot_date, member_id, claimed_at_ms) VALUES (?, ?, ?)
         ON CONFLICT (slot_date) DO NOTHING`,
      )
      .run(date, actor.memberId, nowMs);
    if (Number(inserted.changes) === 0) {
      const holder = db.prepare("SELECT member_id FROM rota_sitters WHERE slot_date = ?").get(date);
      return Number(holder?.member_id) === actor.memberId ? "already-yours" : "taken";
    }
    writeAudit(db, { atMs: nowMs, actor: actor.email, action: "rota-claim", detail: date });
    return "claimed";
  });
}

/** Gives the actor's own slot back: "not-yours" when they do not sit it (nothing changes). */
export function giveBackSlot(
  db: DatabaseSync,
  date: string,
  actor: RotaActor,
  nowMs: number,
): "given-back" | "not-yours" {
  return transaction(db, () => {
    const deleted = db
      .prepare("DELETE FROM rota_sitters WHERE slot_date = ? AND member_id = ?")
      .run(date, actor.memberId);
    if (Number(deleted.changes) === 0) return "not-yours";
    writeAudit(db, { atMs: nowMs, actor: actor.email, action: "rota-give-back", detail: date });
    return "given-back";
  });
}

/** A desk-admin puts a member on `date` (or nobody, memberId null), whoever sat it before. */
export function assignSlot(
  db: DatabaseSync,
  date: string,
  memberId: number | null,
  actor: RotaActor,
  nowMs: number,
): "assigned" | "cleared" | "no-such-member" {
  return transaction(db, () => {
    const before = db
      .prepare(
        `SELECT m.email FROM rota_sitters s JOIN desk_members m ON m.id = s.member_id
         WHERE s.slot_date = ?`,
      )
      .get(date);
    const was = before ? String(before.email) : "nobody";
    if (memberId === null) {
      db.prepare("DELETE FROM rota_sitters WHERE slot_date = ?").run(date);
      writeAudit(db, {
        atMs: nowMs,
        actor: actor.email,
        action: "rota-clear",
        detail: `${date} (was ${was})`,
      });
      return "cleared";
    }
    const member = db.prepare("SELECT email FROM desk_members WHERE id = ?").get(memberId);
    if (!member) return "no-such-member";
    db.prepare(
      `INSERT INTO rota_sitters (slot_date, member_id, claimed_at_ms, assigned_by) VALUES (?, ?, ?, ?)
       ON CONFLICT (slot_date) DO UPDATE SET member_id = excluded.member_id,
         claimed_at_ms = excluded.claimed_at_ms, assigned_by = excluded.assigned_by`,
    ).run(date, memberId, nowMs, actor.email);
    writeAudit(db, {
      atMs: nowMs,
      actor: actor.email,
      action: "rota-assign",
      detail: `${date}: ${String(member.email)} (was ${was})`,
    });
    return "assigned";
  });
}

/** The member's calendar token, or null until they ask for an address. */
export function calendarToken(db: DatabaseSync, memberId: number): string | null {
  const row = db.prepare("SELECT token FROM rota_calendars WHERE member_id = ?").get(memberId);
  return row ? String(row.token) : null;
}

/** A new token for the member's calendar: an old address stops working at once. */
export function newCalendarToken(db: DatabaseSync, actor: RotaActor, nowMs: number): string {
  // Hex: the site answers every path in lower case (http/canonical-path.ts).
  const token = randomBytes(20).toString("hex");
  transaction(db, () => {
    db.prepare(
      `INSERT INTO rota_calendars (member_id, token, made_at_ms) VALUES (?, ?, ?)
       ON CONFLICT (member_id) DO UPDATE SET token = excluded.token, made_at_ms = excluded.made_at_ms`,
    ).run(actor.memberId, token, nowMs);
    writeAudit(db, {
      atMs: nowMs,
      actor: actor.email,
      action: "rota-calendar",
      detail: "new address",
    });
  });
  return token;
}

/** The member a calendar token belongs to, or null (revoked, or never made). */
export function calendarOwner(
  db: DatabaseSync,
  token: string,
): { memberId: number; name: string } | null {
  const row = db
    .prepare(
      `SELECT c.member_id, m.name FROM rota_calendars c JOIN desk_members m ON m.id = c.member_id
       WHERE c.token = ?`,
    )
    .get(token);
  return row ? { memberId: Number(row.member_id), name: String(row.name) } : null;
}
