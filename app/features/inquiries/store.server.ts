// Questions about works in SQLite (migration 6): each question is stored with the gallery's mail
// queued in the same transaction (stored first, mailed once by the outbox's sender). Nothing is
// mailed to the address a visitor typed (issue 31: that made the form a relay to strangers), and
// one mailbox, however spelled, or one client may ask a few questions a day: past that nothing is
// stored, so neither the gallery's inbox nor the disk fills from one place.
import { randomBytes } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { transaction } from "../../database/transaction.server.ts";
import { mailboxKey } from "../../domain/email-address.ts";
import type { MailQueue } from "../../mail/post-office.server.ts";
import { galleryInquiryMail } from "./inquiry-mail.ts";
import { TOPICS, type Inquiry, type Topic } from "./inquiry-form.ts";
import type { AskedWork } from "./asked-work.ts";
import type { StoredInquiry } from "./inquiry-mail.ts";

/** Questions one mailbox (mailboxKey: no "+tag", no Gmail dots) may ask in any 24 hours. */
export const QUESTIONS_PER_ADDRESS_PER_DAY = 3;
const DAY_MS = 86_400_000;

export interface RecordInquiryOptions {
  /** Real-clock milliseconds. */
  nowMs: number;
  /** Mail is configured: queue the gallery's mail. */
  mail: boolean;
  /**
   * Questions one client (its IPv4 address or IPv6 /64) may ask in any 24 hours, whatever the
   * addresses (INQUIRY_DAILY_LIMIT); 0 for no limit.
   */
  dailyLimitPerClient: number;
  /** Who asked, as the HTTP server judged it: its address, and what it is counted by. */
  client: { address: string; key: string };
}

export type RecordOutcome =
  | { stored: true }
  /** Over a daily cap of `limit`: nothing stored; a question is taken again in `retryAfterMs`. */
  | { stored: false; over: "address" | "client"; limit: number; retryAfterMs: number };

export interface InquiryStore {
  /** Stores the question and queues the gallery's mail, unless a daily cap is reached. */
  record(work: AskedWork, inquiry: Inquiry, options: RecordInquiryOptions): RecordOutcome;
  count(): number;
}

export function createInquiryStore(db: DatabaseSync): InquiryStore {
  const insert = db.prepare(`
    INSERT INTO inquiries (show_name, work_id, work_title, work_artist, work_details, work_price,
      name, email, email_key, topics, question, asked_at_ms, from_address, client_key)
    VALUES (:showName, :workId, :title, :artist, :details, :price, :name, :email, :emailKey,
      :topics, :question, :nowMs, :from, :clientKey)
    RETURNING id`);
  const enqueue = db.prepare(
    "INSERT INTO inquiry_mail (inquiry_id, kind, mail_id) VALUES (?, 'gallery', ?)",
  );
  // The cap-th newest question within the day, if there is one: the cap is reached, and a slot
  // frees when that question is a day old.
  const capReachedBy = {
    address: db.prepare(`
      SELECT asked_at_ms FROM inquiries WHERE email_key = ? AND asked_at_ms > ?
      ORDER BY asked_at_ms DESC LIMIT 1 OFFSET ?`),
    client: db.prepare(`
      SELECT asked_at_ms FROM inquiries WHERE client_key = ? AND asked_at_ms > ?
      ORDER BY asked_at_ms DESC LIMIT 1 OFFSET ?`),
  };
  const selectCount = db.prepare("SELECT count(*) AS n FROM inquiries");

  return {
    record(work, inquiry, { nowMs, mail, dailyLimitPerClient, client }) {
      const emailKey = mailboxKey(inquiry.email);
      return transaction(db, (): RecordOutcome => {
        // The client first: a client trying address after address is told so.
        for (const [over, key, limit] of [
          ["client", client.key, dailyLimitPerClient],
          ["address", emailKey, QUESTIONS_PER_ADDRESS_PER_DAY],
        ] as const) {
          const reached = limit > 0 && capReachedBy[over].get(key, nowMs - DAY_MS, limit - 1);
          if (reached) {
            return {
              stored: false,
              over,
              limit,
              retryAfterMs: Number(reached.asked_at_ms) + DAY_MS - nowMs,
            };
          }
        }
        const row = insert.get({
          ...work,
          name: inquiry.name,
          email: inquiry.email,
          emailKey,
          topics: JSON.stringify(inquiry.topics),
          question: inquiry.question,
          nowMs,
          from: client.address,
          clientKey: client.key,
        });
        if (mail) enqueue.run(Number(row?.id), newMailId());
        return { stored: true };
      });
    },
    count: () => Number(selectCount.get()?.n ?? 0),
  };
}

/** The questions' mail, for the outbox's sender; `workUrl` makes a work's absolute address. */
export function inquiryQueue(
  workUrl: (showName: string, workId: string) => string,
): MailQueue<StoredInquiry> {
  return {
    table: "inquiry_mail",
    columns: `i.show_name, i.work_id, i.work_title, i.work_artist, i.work_details,
      i.work_price, i.name, i.email, i.topics, i.question, i.asked_at_ms`,
    joins: "JOIN inquiries i ON i.id = o.inquiry_id",
    read: (row) => ({
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
    }),
    // The gallery's inbox only: nothing goes to the address a visitor typed (issue 31).
    compose: galleryInquiryMail,
    noun: "mail(s) about works",
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
