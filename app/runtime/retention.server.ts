// Deletes what the site no longer needs (app/domain/retention.ts says how old): once at start
// and then daily, on a timer the site makes and stop() clears. The timer never keeps the
// process alive. A failed sweep (a lock someone holds: the site's connection never waits for
// one; a full disk) is logged and tried again within the hour.
import type { DatabaseSync } from "node:sqlite";
import { retentionCutoffs } from "../domain/retention.ts";
import { forgetOldInquiries } from "../features/inquiries/retention.server.ts";
import { forgetSentNotes } from "../features/mailing-list/retention.server.ts";
import { createVitalsStore } from "../features/web-vitals/store.server.ts";

export const RETENTION_INTERVAL_MS = 86_400_000;
/** After a failed sweep, the next try. */
export const RETENTION_RETRY_MS = 15 * 60_000;

export interface RetentionOptions {
  db: DatabaseSync;
  /** The real clock in milliseconds: rows are dated by it. */
  clockMs: () => number;
  log?: (line: string) => void;
}

export function startRetention({ db, clockMs, log = console.log }: RetentionOptions) {
  const vitals = createVitalsStore(db);
  let retry: NodeJS.Timeout | undefined;
  function sweep() {
    clearTimeout(retry);
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
      log(`Retention: the sweep failed, trying again in 15 minutes: ${String(error)}`);
      retry = setTimeout(sweep, RETENTION_RETRY_MS);
      retry.unref();
    }
  }
  sweep();
  const timer = setInterval(sweep, RETENTION_INTERVAL_MS);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      clearTimeout(retry);
    },
  };
}
