// Deletes what the site no longer needs (app/domain/retention.ts says how old): once at start
// and then daily, on a timer the site makes and stop() clears. The timer never keeps the
// process alive, and a failed sweep is logged and tried again the next day.
import type { DatabaseSync } from "node:sqlite";
import { retentionCutoffs } from "../domain/retention.ts";
import { forgetOldInquiries } from "../features/inquiries/retention.server.ts";
import { forgetSentNotes } from "../features/mailing-list/retention.server.ts";
import { createVitalsStore } from "../features/web-vitals/store.server.ts";

export const RETENTION_INTERVAL_MS = 86_400_000;

export interface RetentionOptions {
  db: DatabaseSync;
  /** The real clock in milliseconds: rows are dated by it. */
  clockMs: () => number;
  log?: (line: string) => void;
}

export function startRetention({ db, clockMs, log = console.log }: RetentionOptions) {
  const vitals = createVitalsStore(db);
  function sweep() {
    try {
      const { vitalsBefore, sentNotesBefore, inquiriesBefore } = retentionCutoffs(clockMs());
      const samples = vitals.forgetBefore(vitalsBefore);
      const notes = forgetSentNotes(db, sentNotesBefore);
      const inquiries = forgetOldInquiries(db, inquiriesBefore);
      if (samples + notes > 0) {
        log(`Retention: deleted ${samples} web-vitals samples and ${notes} sent outbox rows.`);
      }
      if (inquiries > 0) log(`Retention: deleted ${inquiries} questions about works.`);
    } catch (error) {
      log(`Retention: the sweep failed, trying again tomorrow: ${String(error)}`);
    }
  }
  sweep();
  const timer = setInterval(sweep, RETENTION_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
