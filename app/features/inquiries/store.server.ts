// Questions about works in SQLite (migration 6): each question is stored with its mail queued in
// the same transaction (stored first, mailed once by the outbox's sender): one to the gallery's
// inbox, and a copy to the visitor, at most COPIES_PER_DAY to one address, so that the form cannot
// be used to fill a stranger's mailbox. The gallery is told of every question.
import { randomBytes } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { transaction } from "../../database/transaction.server.ts";
import type { OutboxQueue } from "../mailing-list/outbox.server.ts";
import { TOPICS, type Inquiry, type Topic } from "./inquiry-form.ts";
import type { AskedWork } from "./asked-work.ts";
import type { StoredInquiry } from "./inquiry-mail.ts";

/** Copies mailed to one address (compared case-insensitively) in any 24 hours. */
export const COPIES_PER_DAY = 3;
const DAY_MS = 86_400_000;

export interface RecordInquiryOptions {
  /** Real-clock milliseconds. */
  nowMs: number;
  /** Mail is configured: queue the gallery's mail and the visitor's copy. */
  mail: boolean;
  /** The client's address, as the HTTP server judged it. */
  from?: string;
}

export interface InquiryStore {
  /** Stores the question and queues its mail; says whether a copy to the visitor is queued. */
  record(work: AskedWork, inquiry: Inquiry, options: RecordInquiryOptions): { copyMailed: boolean };
  count(): number;
}

export function createInquiryStore(db: DatabaseSync): InquiryStore {
  const insert = db.prepare(`
    INSERT INTO inquiries (show_name, work_id, work_title, work_artist, work_details, work_price,
      name, email, email_key, topics, question, asked_at_ms, from_address)
    VALUES (:showName, :workId, :title, :artist, :details, :price, :name, :email, :emailKey,
      :topics, :question, :nowMs, :from)
    RETURNING id`);
  const enqueue = db.prepare(
    "INSERT INTO inquiry_mail (inquiry_id, kind, mail_id) VALUES (?, ?, ?)",
  );
  const copiesSince = db.prepare(`
    SELECT count(*) AS n FROM inquiry_mail m JOIN inquiries i ON i.id = m.inquiry_id
    WHERE m.kind = 'copy' AND i.email_key = ? AND i.asked_at_ms > ?`);
  const selectCount = db.prepare("SELECT count(*) AS n FROM inquiries");

  return {
    record(work, inquiry, { nowMs, mail, from }) {
      const emailKey = inquiry.email.normalize("NFC").toLowerCase();
      return transaction(db, () => {
        const row = insert.get({
          ...work,
          name: inquiry.name,
          email: inquiry.email,
          emailKey,
          topics: JSON.stringify(inquiry.topics),
          question: inquiry.question,
          nowMs,
          from: from ?? null,
        });
        const id = Number(row?.id);
        if (!mail) return { copyMailed: false };
        enqueue.run(id, "gallery", newMailId());
        const copies = Number(copiesSince.get(emailKey, nowMs - DAY_MS)?.n ?? 0);
        if (copies >= COPIES_PER_DAY) return { copyMailed: false };
        enqueue.run(id, "copy", newMailId());
        return { copyMailed: true };
      });
    },
    count: () => Number(selectCount.get()?.n ?? 0),
  };
}

export type QueuedInquiryMail = { kind: "gallery" | "copy"; inquiry: StoredInquiry };

/** The questions' mail, for the outbox's sender; `workUrl` makes a work's absolute address. */
export function inquiryQueue(
  workUrl: (showName: string, workId: string) => string,
): OutboxQueue<QueuedInquiryMail> {
  return {
    table: "inquiry_mail",
    columns: `o.kind, i.show_name, i.work_id, i.work_title, i.work_artist, i.work_details,
      i.work_price, i.name, i.email, i.topics, i.question, i.asked_at_ms`,
    joins: "JOIN inquiries i ON i.id = o.inquiry_id",
    read: (row) => ({
      kind: row.kind === "copy" ? "copy" : "gallery",
      inquiry: {
        work: {
          title: String(row.work_title),
          artist: String(row.work_artist),
          details: String(row.work_details),
          price: String(row.work_price),
          url: workUrl(String(row.show_name), String(row.work_id)),
        },
        name: String(row.name),
        email: String(row.email),
        topics: topicsOf(row.topics),
        question: String(row.question),
        askedAtMs: Number(row.asked_at_ms),
      },
    }),
  };
}

function topicsOf(json: unknown): Topic[] {
  try {
    const parsed: unknown = JSON.parse(String(json));
    return Array.isArray(parsed)
      ? parsed.filter((key): key is Topic => typeof key === "string" && Object.hasOwn(TOPICS, key))
      : [];
  } catch {
    return [];
  }
}

/** The unique part of a mail's Message-ID: chosen when it is queued, the same on every try. */
function newMailId(): string {
  return randomBytes(16).toString("hex");
}
