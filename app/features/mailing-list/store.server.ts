// The mailing list in SQLite: one row per address (compared case-insensitively), every note
// kept in its own row, and mail queued in the outbox in the same transaction: a note for the
// gallery, and a confirmation for a subscriber who has not confirmed yet (double opt-in).
import { createHmac, randomBytes } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { transaction } from "../../database/transaction.server.ts";
import type { Signup } from "./validate.ts";

export type SubscriberStatus = "confirmed" | "pending";

export interface Subscriber {
  email: string;
  firstname: string;
  lastname: string;
  status: SubscriberStatus;
  sourcePage: string | null;
  joinedAt: string;
  updatedAt: string;
  confirmedAt: string | null;
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
  /** Mail is configured: queue notes for the gallery and confirmations for subscribers. */
  mail: boolean;
  /** Real-clock milliseconds: when a confirmation is asked for (its link's 7 days start). */
  nowMs?: number;
  /** The client's address, as the HTTP server judged it (its proxies' word, or the socket). */
  from?: string;
}

export interface RecordResult {
  status: SubscriberStatus;
  /** A confirmation mail is queued for this address (now, or by a sign-up within the hour). */
  confirmationMailed: boolean;
}

/** One confirmation mail an hour at most per address, however often it is signed up. */
export const CONFIRMATION_RESEND_MS = 60 * 60 * 1000;

export type SubscriberStore = ReturnType<typeof createSubscriberStore>;

export function createSubscriberStore(db: DatabaseSync) {
  // Names are updated when given; an empty name never erases one given before.
  const upsertSubscriber = db.prepare(`
    INSERT INTO subscribers (email, email_key, firstname, lastname, source_page, joined_at,
      updated_at, link_key, last_signup_address)
    VALUES (:email, :emailKey, :firstname, :lastname, :page, :at, :at, :linkKey, :from)
    ON CONFLICT (email_key) DO UPDATE SET
      firstname = coalesce(nullif(excluded.firstname, ''), firstname),
      lastname = coalesce(nullif(excluded.lastname, ''), lastname),
      updated_at = excluded.updated_at,
      last_signup_address = excluded.last_signup_address
    RETURNING id, confirmed_at, confirmation_requested_at`);
  const requestConfirmation = db.prepare(
    "UPDATE subscribers SET confirmation_requested_at = ? WHERE id = ?",
  );
  const insertMessage = db.prepare(`
    INSERT INTO messages (subscriber_id, body, source_page, written_at)
    VALUES (?, ?, ?, ?) RETURNING id`);
  const enqueueNote = db.prepare(
    "INSERT INTO outbox (kind, message_id, mail_id) VALUES ('note', ?, ?)",
  );
  const enqueueConfirmation = db.prepare(
    "INSERT INTO outbox (kind, subscriber_id, mail_id) VALUES ('confirmation', ?, ?)",
  );
  const selectAll = db.prepare(`
    SELECT s.email, s.firstname, s.lastname, s.source_page, s.joined_at, s.updated_at,
      s.confirmed_at,
      (SELECT count(*) FROM messages m WHERE m.subscriber_id = s.id) AS message_count,
      (SELECT body FROM messages m WHERE m.subscriber_id = s.id ORDER BY m.id DESC LIMIT 1)
        AS latest_message
    FROM subscribers s
    WHERE :confirmedOnly = 0 OR s.confirmed_at IS NOT NULL
    ORDER BY s.id`);
  const selectCount = db.prepare("SELECT count(*) AS n FROM subscribers");
  const selectMessages = db.prepare(`
    SELECT m.body, m.source_page, m.written_at FROM messages m
    JOIN subscribers s ON s.id = m.subscriber_id
    WHERE s.email_key = ? ORDER BY m.id`);
  const selectByLinkKey = db.prepare(
    "SELECT email, confirmed_at FROM subscribers WHERE link_key = ?",
  );
  const confirmByLinkKey = db.prepare(
    "UPDATE subscribers SET confirmed_at = ? WHERE link_key = ? AND confirmed_at IS NULL RETURNING email",
  );
  const deleteSubscriber = db.prepare("DELETE FROM subscribers WHERE email_key = ?");
  const selectSalt = db.prepare("SELECT salt FROM suppression_salt WHERE id = 1");
  const insertSuppressed = db.prepare(
    "INSERT OR IGNORE INTO suppressed_addresses (address_hash, suppressed_at) VALUES (?, ?)",
  );
  const selectSuppressed = db.prepare(
    "SELECT suppressed_at FROM suppressed_addresses WHERE address_hash = ?",
  );
  const deleteSuppressed = db.prepare("DELETE FROM suppressed_addresses WHERE address_hash = ?");

  /** The address as the suppression list keeps it: a salted hash, never the address. */
  function addressHash(email: string): string {
    const salt = selectSalt.get()?.salt;
    if (!(salt instanceof Uint8Array)) throw new Error("The suppression salt is missing.");
    return createHmac("sha256", salt).update(emailKey(email)).digest("hex");
  }

  return {
    record(signup: Signup, { at, mail, nowMs = Date.now(), from }: RecordOptions): RecordResult {
      const time = at.toISOString();
      return transaction(db, () => {
        const subscriber = upsertSubscriber.get({
          email: signup.email,
          emailKey: emailKey(signup.email),
          firstname: signup.firstname,
          lastname: signup.lastname,
          page: signup.page,
          at: time,
          linkKey: randomBytes(16).toString("hex"),
          from: from ?? null,
        });
        const id = Number(subscriber?.id);
        const status: SubscriberStatus =
          subscriber?.confirmed_at === null ? "pending" : "confirmed";
        let confirmationMailed = false;
        if (mail && status === "pending") {
          const requested = subscriber?.confirmation_requested_at;
          const recent =
            typeof requested === "number" && nowMs - requested < CONFIRMATION_RESEND_MS;
          if (!recent) {
            requestConfirmation.run(nowMs, id);
            enqueueConfirmation.run(id, newMailId());
          }
          confirmationMailed = true;
        }
        if (signup.message !== "") {
          const message = insertMessage.get(id, signup.message, signup.page, time);
          if (mail) enqueueNote.run(Number(message?.id), newMailId());
        }
        return { status, confirmationMailed };
      });
    },

    /** Who a link's handle names, and whether they have confirmed; null when no one. */
    byLinkKey(linkKey: string): { email: string; confirmed: boolean } | null {
      const row = selectByLinkKey.get(linkKey);
      return row ? { email: String(row.email), confirmed: row.confirmed_at !== null } : null;
    },

    /** Confirms the subscriber a link names; false when there is none or they already had. */
    confirm(linkKey: string, at: Date): boolean {
      return transaction(db, () => {
        const row = confirmByLinkKey.get(at.toISOString(), linkKey);
        // Confirmed again: the address is no longer suppressed.
        if (row) deleteSuppressed.run(addressHash(String(row.email)));
        return row !== undefined;
      });
    },

    all({ confirmedOnly = false } = {}): Subscriber[] {
      return selectAll.all({ confirmedOnly: confirmedOnly ? 1 : 0 }).map((row) => ({
        email: String(row.email),
        firstname: String(row.firstname),
        lastname: String(row.lastname),
        status: row.confirmed_at === null ? "pending" : "confirmed",
        sourcePage: nullableText(row.source_page),
        joinedAt: String(row.joined_at),
        updatedAt: String(row.updated_at),
        confirmedAt: nullableText(row.confirmed_at),
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

    /** When the address was removed (an unsubscribe), or null when it never was. */
    suppressedAt(email: string): string | null {
      return nullableText(selectSuppressed.get(addressHash(email.trim()))?.suppressed_at);
    },

    /**
     * Forgets an address with its messages and queued mail, keeping only its salted hash in the
     * suppression list. Deleted rows are overwritten (PRAGMA secure_delete, set when the database
     * opens) and the write-ahead log is emptied into the file. False when the address is unknown.
     */
    remove(email: string, at: Date): boolean {
      const removed = transaction(db, () => {
        const key = emailKey(email.trim());
        if (Number(deleteSubscriber.run(key).changes) === 0) return false;
        insertSuppressed.run(addressHash(key), at.toISOString());
        return true;
      });
      if (removed) db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
      return removed;
    },
  };
}

export function emailKey(email: string): string {
  return email.normalize("NFC").toLowerCase();
}

/** The unique part of a mail's Message-ID: chosen when it is queued, the same on every try. */
function newMailId(): string {
  return randomBytes(16).toString("hex");
}

function nullableText(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}
