// What the subscribers CLI prints beyond the list: everything stored about one person (a
// subject-access request), and the mail the outbox could not deliver.
import type { DatabaseSync } from "node:sqlite";
import type { SubscriberStore } from "./store.server.ts";
import { emailKey } from "./store.server.ts";

/** Everything the database holds about `email`, as lines of text; null when nothing. */
export function personalRecord(
  db: DatabaseSync,
  store: SubscriberStore,
  email: string,
): string[] | null {
  const key = emailKey(email.trim());
  const row = db.prepare("SELECT * FROM subscribers WHERE email_key = ?").get(key);
  const suppressedAt = store.suppressedAt(key);
  if (!row) {
    return suppressedAt
      ? [`${email}: not on the list; removed ${suppressedAt} (kept only as a salted hash)`]
      : null;
  }
  const lines = [
    `email:           ${String(row.email)}`,
    `first name:      ${String(row.firstname)}`,
    `last name:       ${String(row.lastname)}`,
    `status:          ${row.confirmed_at === null ? "pending" : "confirmed"}`,
    `confirmed:       ${String(row.confirmed_at ?? "-")}`,
    `joined:          ${String(row.joined_at)}`,
    `last signed up:  ${String(row.updated_at)}`,
    `first page:      ${String(row.source_page ?? "-")}`,
    `signed up from:  ${String(row.last_signup_address ?? "-")}`,
    `confirmation asked: ${row.confirmation_requested_at === null ? "-" : new Date(Number(row.confirmation_requested_at)).toISOString()}`,
    `removed before:  ${suppressedAt ?? "no"}`,
  ];
  const messages = store.messagesOf(key);
  lines.push(`messages:        ${messages.length}`);
  for (const message of messages) {
    lines.push(`  ${message.writtenAt} from ${message.sourcePage ?? "-"}:`);
    lines.push(...message.body.split("\n").map((line) => `    ${line}`));
  }
  const mails = db
    .prepare(
      `
      SELECT o.kind, o.attempts, o.sent_at, o.gave_up_at, o.last_error FROM outbox o
      LEFT JOIN messages m ON m.id = o.message_id
      WHERE coalesce(m.subscriber_id, o.subscriber_id) = ? ORDER BY o.id`,
    )
    .all(Number(row.id));
  lines.push(`mail queued:     ${mails.length}`);
  for (const mail of mails) lines.push(`  ${String(mail.kind)}: ${mailState(mail)}`);
  return lines;
}

/** The mail given up (refused for good) or still failing, one line each. */
export function undeliveredMail(db: DatabaseSync): string[] {
  return db
    .prepare(
      `
      SELECT o.id, o.kind, o.attempts, o.sent_at, o.gave_up_at, o.last_error, o.last_response_code,
        s.email
      FROM outbox o
      LEFT JOIN messages m ON m.id = o.message_id
      LEFT JOIN subscribers s ON s.id = coalesce(m.subscriber_id, o.subscriber_id)
      WHERE o.sent_at IS NULL AND (o.gave_up_at IS NOT NULL OR o.attempts > 0)
      ORDER BY o.id`,
    )
    .all()
    .map(
      (mail) =>
        `${String(mail.id)} ${String(mail.kind)} for ${String(mail.email)}: ${mailState(mail)}`,
    );
}

function mailState(mail: Record<string, unknown>): string {
  const tries = `${String(mail.attempts)} ${Number(mail.attempts) === 1 ? "try" : "tries"}`;
  const error = mail.last_error ? ` (${String(mail.last_error)})` : "";
  if (mail.sent_at !== null) return `sent ${new Date(Number(mail.sent_at)).toISOString()}`;
  if (mail.gave_up_at !== null) {
    return `given up ${new Date(Number(mail.gave_up_at)).toISOString()} after ${tries}${error}`;
  }
  return `pending, ${tries}${error}`;
}
