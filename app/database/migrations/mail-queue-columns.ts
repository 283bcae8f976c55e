// The shape every queue of mail shares (the outbox's, migration 3): a row is its mail's place in
// the queue, claimed by a sender's lease and retried until sent or given up. Written once here
// so that each table that queues mail has the same columns and the same index of what waits.
// The text is exactly what the steps that shipped wrote.

/** The columns, in order, as a table's last columns (a comma after them if more follow). */
export const MAIL_QUEUE_COLUMNS = [
  "mail_id TEXT NOT NULL UNIQUE",
  "attempts INTEGER NOT NULL DEFAULT 0",
  "next_attempt_at INTEGER NOT NULL DEFAULT 0",
  "lease_until INTEGER",
  "last_error TEXT",
  "last_response_code INTEGER",
  "gave_up_at INTEGER",
  "sent_at INTEGER",
].join(",\n        ");

/** The index of a queue's mail still to send, soonest first. */
export function pendingMailIndex(index: string, table: string): string {
  return `CREATE INDEX ${index} ON ${table} (next_attempt_at)
        WHERE sent_at IS NULL AND gave_up_at IS NULL;`;
}
