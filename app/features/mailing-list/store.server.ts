// The mailing list in SQLite: one row per address (compared case-insensitively), every note
// kept in its own row, and a notification queued in the outbox in the same transaction.
import type { DatabaseSync } from "node:sqlite";
import { transaction } from "../../database/transaction.server.ts";
import type { Signup } from "./validate.ts";

export interface Subscriber {
  email: string;
  firstname: string;
  lastname: string;
  sourcePage: string | null;
  joinedAt: string;
  updatedAt: string;
  messageCount: number;
  latestMessage: string | null;
}

export interface StoredMessage {
  body: string;
  sourcePage: string | null;
  writtenAt: string;
}

export interface RecordOptions {
  /** When the sign-up was made. */
  at: Date;
  /** Queue a notification of the message in the outbox. */
  notify: boolean;
}

export type SubscriberStore = ReturnType<typeof createSubscriberStore>;

export function createSubscriberStore(db: DatabaseSync) {
  // Names are updated when given; an empty name never erases one given before.
  const upsertSubscriber = db.prepare(`
    INSERT INTO subscribers (email, email_key, firstname, lastname, source_page, joined_at, updated_at)
    VALUES (:email, :emailKey, :firstname, :lastname, :page, :at, :at)
    ON CONFLICT (email_key) DO UPDATE SET
      firstname = coalesce(nullif(excluded.firstname, ''), firstname),
      lastname = coalesce(nullif(excluded.lastname, ''), lastname),
      updated_at = excluded.updated_at
    RETURNING id`);
  const insertMessage = db.prepare(`
    INSERT INTO messages (subscriber_id, body, source_page, written_at)
    VALUES (?, ?, ?, ?) RETURNING id`);
  const enqueue = db.prepare("INSERT INTO outbox (message_id) VALUES (?)");
  const selectAll = db.prepare(`
    SELECT s.email, s.firstname, s.lastname, s.source_page, s.joined_at, s.updated_at,
      (SELECT count(*) FROM messages m WHERE m.subscriber_id = s.id) AS message_count,
      (SELECT body FROM messages m WHERE m.subscriber_id = s.id ORDER BY m.id DESC LIMIT 1)
        AS latest_message
    FROM subscribers s ORDER BY s.id`);
  const selectCount = db.prepare("SELECT count(*) AS n FROM subscribers");
  const selectMessages = db.prepare(`
    SELECT m.body, m.source_page, m.written_at FROM messages m
    JOIN subscribers s ON s.id = m.subscriber_id
    WHERE s.email_key = ? ORDER BY m.id`);
  const deleteSubscriber = db.prepare("DELETE FROM subscribers WHERE email_key = ?");

  return {
    record(signup: Signup, { at, notify }: RecordOptions): void {
      const time = at.toISOString();
      transaction(db, () => {
        const subscriber = upsertSubscriber.get({
          email: signup.email,
          emailKey: emailKey(signup.email),
          firstname: signup.firstname,
          lastname: signup.lastname,
          page: signup.page,
          at: time,
        });
        if (signup.message === "") return;
        const message = insertMessage.get(
          subscriber?.id ?? null,
          signup.message,
          signup.page,
          time,
        );
        if (notify) enqueue.run(message?.id ?? null);
      });
    },

    all(): Subscriber[] {
      return selectAll.all().map((row) => ({
        email: String(row.email),
        firstname: String(row.firstname),
        lastname: String(row.lastname),
        sourcePage: nullableText(row.source_page),
        joinedAt: String(row.joined_at),
        updatedAt: String(row.updated_at),
        messageCount: Number(row.message_count),
        latestMessage: nullableText(row.latest_message),
      }));
    },

    count(): number {
      return Number(selectCount.get()?.n ?? 0);
    },

    messagesOf(email: string): StoredMessage[] {
      return selectMessages.all(emailKey(email)).map((row) => ({
        body: String(row.body),
        sourcePage: nullableText(row.source_page),
        writtenAt: String(row.written_at),
      }));
    },

    /** Forgets an address with its messages and pending notifications. False when unknown. */
    remove(email: string): boolean {
      return Number(deleteSubscriber.run(emailKey(email.trim())).changes) > 0;
    },
  };
}

export function emailKey(email: string): string {
  return email.normalize("NFC").toLowerCase();
}

function nullableText(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}
