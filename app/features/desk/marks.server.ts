// Availability marks in the database (migration 7): one row per mark, never edited, so that a
// later step can commit them to the content files in order (committed_at_ms), and the site
// reads every work through the latest one (availability-overlay.ts).
import type { DatabaseSync } from "node:sqlite";
import type { Availability, Show } from "../../content/schema.ts";
import { transaction } from "../../database/transaction.server.ts";
import { writeAudit } from "./audit.server.ts";
import {
  type AvailabilityOverlay,
  contentPassedMark,
  effectiveAvailability,
  markOutcome,
  workKey,
} from "./availability-overlay.ts";

export interface AvailabilityMark {
  id: number;
  showName: string;
  workId: string;
  from: Availability;
  to: Availability;
  memberEmail: string;
  memberName: string;
  markedAtMs: number;
  committedAtMs: number | null;
}

function markOf(row: Record<string, unknown>): AvailabilityMark {
  return {
    id: Number(row.id),
    showName: String(row.show_name),
    workId: String(row.work_id),
    from: String(row.from_availability) as Availability,
    to: String(row.to_availability) as Availability,
    memberEmail: String(row.member_email),
    memberName: String(row.member_name),
    markedAtMs: Number(row.marked_at_ms),
    committedAtMs: row.committed_at_ms === null ? null : Number(row.committed_at_ms),
  };
}

interface LatestMark extends AvailabilityOverlay {
  showName: string;
  workId: string;
}

/** Each marked work's latest mark, unless the content has passed it (then none). */
function latestMarkRows(db: DatabaseSync): LatestMark[] {
  return db
    .prepare(
      `SELECT show_name, work_id, from_availability, to_availability FROM availability_marks
       WHERE id IN (SELECT max(id) FROM availability_marks GROUP BY show_name, work_id)
         AND spent_at_ms IS NULL`,
    )
    .all()
    .map((row) => ({
      showName: String(row.show_name),
      workId: String(row.work_id),
      from: String(row.from_availability) as Availability,
      to: String(row.to_availability) as Availability,
    }));
}

/** Each marked work's latest mark, keyed by workKey, unless the content has passed it. */
export function latestMarks(db: DatabaseSync): Map<string, AvailabilityOverlay> {
  return new Map(
    latestMarkRows(db).map(({ showName, workId, from, to }) => [
      workKey(showName, workId),
      { from, to },
    ]),
  );
}

/**
 * Spends every latest mark the content (as this release built it) has passed: called when the
 * site starts, which is when its content can have changed. Returns how many it spent.
 */
export function spendPassedMarks(db: DatabaseSync, shows: readonly Show[], nowMs: number): number {
  const contentValue = new Map(
    shows.flatMap((show) =>
      (show.works ?? []).map((work) => [workKey(show.name, work.id), work.availability] as const),
    ),
  );
  const spend = db.prepare(
    `UPDATE availability_marks SET spent_at_ms = ?
     WHERE show_name = ? AND work_id = ? AND spent_at_ms IS NULL`,
  );
  let spent = 0;
  transaction(db, () => {
    for (const mark of latestMarkRows(db)) {
      if (!contentPassedMark(contentValue.get(workKey(mark.showName, mark.workId)), mark)) continue;
      spend.run(nowMs, mark.showName, mark.workId);
      spent += 1;
    }
  });
  return spent;
}

/** Every mark not yet committed to the content files, oldest first (for the commit step). */
export function uncommittedMarks(db: DatabaseSync): AvailabilityMark[] {
  return db
    .prepare("SELECT * FROM availability_marks WHERE committed_at_ms IS NULL ORDER BY id")
    .all()
    .map(markOf);
}

/** The commit step says these marks are in the repository's content now. */
export function markCommitted(db: DatabaseSync, ids: readonly number[], nowMs: number): void {
  const update = db.prepare("UPDATE availability_marks SET committed_at_ms = ? WHERE id = ?");
  transaction(db, () => ids.forEach((id) => update.run(nowMs, id)));
}

export interface MarkRequest {
  showName: string;
  workId: string;
  /** What the built content says of the work. */
  contentValue: Availability;
  /** What the member saw when they tapped (the form's "from"). */
  seen: Availability;
  to: Availability;
  member: { email: string; name: string };
  nowMs: number;
}

/**
 * Marks a work, compare-and-set: only when it still reads what the member saw. The same mark
 * sent twice (a form re-sent across a restart) finds it already there and writes nothing, so
 * it is kept exactly once.
 */
export function markAvailability(
  db: DatabaseSync,
  request: MarkRequest,
): "marked" | "already" | "conflict" {
  const { showName, workId, contentValue, seen, to, member, nowMs } = request;
  return transaction(db, () => {
    const latest = latestMarks(db).get(workKey(showName, workId));
    const current = effectiveAvailability(contentValue, latest);
    const outcome = markOutcome(current, seen, to);
    if (outcome !== "mark") return outcome;
    db.prepare(
      `INSERT INTO availability_marks (show_name, work_id, from_availability, to_availability,
         member_email, member_name, marked_at_ms)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(showName, workId, contentValue, to, member.email, member.name, nowMs);
    writeAudit(db, {
      atMs: nowMs,
      actor: member.email,
      action: "mark",
      detail: `${showName}/${workId}: ${current} -> ${to}`,
    });
    return "marked";
  });
}
