// How long the site keeps what it collects that is not the mailing list itself (issue 9): web
// vitals serve the last few months' figures, and a sent note's outbox row only says it went.
// A question about a work (issue 23) has been mailed to the gallery's inbox, where the
// conversation goes on; the site keeps it a year, for a look back at who asked, then forgets it.

export const VITALS_KEPT_DAYS = 90;
export const SENT_NOTES_KEPT_DAYS = 30;
export const INQUIRIES_KEPT_DAYS = 365;

const DAY_MS = 86_400_000;

/** Rows recorded before these instants (milliseconds) are deleted. */
export function retentionCutoffs(nowMs: number) {
  return {
    vitalsBefore: nowMs - VITALS_KEPT_DAYS * DAY_MS,
    sentNotesBefore: nowMs - SENT_NOTES_KEPT_DAYS * DAY_MS,
    inquiriesBefore: nowMs - INQUIRIES_KEPT_DAYS * DAY_MS,
  };
}
