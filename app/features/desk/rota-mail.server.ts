// Which of the rota's mails are due, queued as rows (rota_mail: one per slot, kind and
// recipient, UNIQUE, so each goes once across restarts) and sent by the post office. Asked at
// start, every minute, and after each change of the rota; only while the rota is on.
import type { DatabaseSync } from "node:sqlite";
import { storageFaultOf } from "../../database/storage-fault.server.ts";
import { transaction } from "../../database/transaction.server.ts";
import { addCalendarDays, galleryCalendarDate } from "../../domain/gallery-time.ts";
import { GALLERY_HOURS, dueRotaMail } from "../../domain/rota.ts";
import type { MailQueue, MailSender } from "../../mail/post-office.server.ts";
import { type QueuedRotaMail, rotaMail } from "./rota-mail.ts";
import { rotaIsOn, sittersBetween } from "./rota-store.server.ts";
import { newMailId } from "./secrets.server.ts";

const CHECK_EVERY_MS = 60_000;

/** Reminders and gaps, each mail pointing at the desk (`deskUrl`). */
export const rotaMailQueue = (deskUrl: string): MailQueue<QueuedRotaMail> => ({
  table: "rota_mail",
  columns: "o.slot_date, o.kind, m.email, m.name",
  joins: "JOIN desk_members m ON m.id = o.member_id",
  read: (row) => ({
    kind: row.kind === "reminder" ? "reminder" : "gap",
    date: String(row.slot_date),
    email: String(row.email),
    name: String(row.name),
  }),
  compose: (queued, inbox) => rotaMail(queued, inbox, deskUrl),
  noun: "rota reminder or gap mail(s)",
});

/** Queues the rota's mails due at `nowMs` not queued before; returns how many it queued. */
export function queueDueRotaMail(db: DatabaseSync, nowMs: number): number {
  if (!rotaIsOn(db)) return 0;
  const today = galleryCalendarDate(new Date(nowMs));
  const sitters = new Map(
    sittersBetween(db, today, addCalendarDays(today, 5)).map((s) => [s.date, s.memberId]),
  );
  const due = dueRotaMail(GALLERY_HOURS, new Set(sitters.keys()), nowMs);
  if (due.length === 0) return 0;
  const insert = db.prepare(
    `INSERT INTO rota_mail (slot_date, kind, member_id, queued_at_ms, mail_id)
     VALUES (?, ?, ?, ?, ?) ON CONFLICT (slot_date, kind, member_id) DO NOTHING`,
  );
  return transaction(db, () => {
    const everyone = db
      .prepare("SELECT id FROM desk_members")
      .all()
      .map((row) => Number(row.id));
    let queued = 0;
    for (const { kind, date } of due) {
      const recipients = kind === "reminder" ? [sitters.get(date) ?? 0] : everyone;
      for (const memberId of recipients) {
        queued += Number(insert.run(date, kind, memberId, nowMs, newMailId()).changes);
      }
    }
    return queued;
  });
}

export interface RotaMail {
  /** Looks for mail due now (after a change of the rota, say). */
  check(): void;
  stop(): void;
}

export function startRotaMail(options: {
  db: DatabaseSync;
  nowMs: () => number;
  sender: MailSender;
  log: (line: string) => void;
}): RotaMail {
  const { db, nowMs, sender, log } = options;
  const check = () => {
    try {
      if (queueDueRotaMail(db, nowMs()) > 0) sender.kick();
    } catch (error) {
      // A busy or full database never stops the site: the next minute asks again.
      const fault = storageFaultOf(error);
      if (!fault) throw error;
      log(`Rota: mail due not queued yet (database ${fault}); tried again in a minute`);
    }
  };
  const timer = setInterval(check, CHECK_EVERY_MS).unref();
  check();
  return { check, stop: () => clearInterval(timer) };
}
