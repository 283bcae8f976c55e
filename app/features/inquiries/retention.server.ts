// Questions about works leave the site's database a while after they were asked (domain/
// retention.ts says when), with their mail's rows; a question whose mail is still to go stays.
import type { DatabaseSync } from "node:sqlite";

/** Deletes questions asked before `beforeMs` whose mail has gone; returns how many. */
export function forgetOldInquiries(db: DatabaseSync, beforeMs: number): number {
  const result = db
    .prepare(
      `DELETE FROM inquiries WHERE asked_at_ms < ? AND NOT EXISTS (
        SELECT 1 FROM inquiry_mail m
        WHERE m.inquiry_id = inquiries.id AND m.sent_at IS NULL AND m.gave_up_at IS NULL)`,
    )
    .run(beforeMs);
  return Number(result.changes);
}
