// Sent notifications leave the outbox after a while: the note itself stays in `messages` (it
// is the visitor's), only the record that it was mailed goes.
import type { DatabaseSync } from "node:sqlite";

/** Deletes outbox rows sent before `beforeMs`; returns how many. */
export function forgetSentNotes(db: DatabaseSync, beforeMs: number): number {
  const result = db
    .prepare("DELETE FROM outbox WHERE sent_at IS NOT NULL AND sent_at < ?")
    .run(beforeMs);
  return Number(result.changes);
}
