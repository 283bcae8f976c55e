// Availability marks in the database (migration 7): one row per mark, never edited, so that a
// later step can commit them to the content files in order (committed_at_ms), and the site
// reads every work through the latest one (availability-overlay.ts).
import type { DatabaseSync } from "node:sqlite";
import type { Availability } from "../../content/schema.ts";
import { transaction } from "../../database/transaction.server.ts";
import { writeAudit } from "./audit.server.ts";
import {
  type AvailabilityOverlay,
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

/** Each marked work's latest mark, keyed by workKey. */
export function latestMarks(db: DatabaseSync): Map<string, AvailabilityOverlay> {
  const rows = db
    .prepare(
      `SELECT show_name, work_id, from_availability, to_availability FROM availability_marks
       WHERE id IN (SELECT max(id) FROM availability_marks GROUP BY show_name, work_id)`,
    )
    .all();
  return new Map(
    rows.map((row) => [
      workKey(String(row.show_name), String(row.work_id)),
      {
        from: String(row.from_availability) as Availability,
        to: String(row.to_availability) as Availability,
      },
    ]),
  );
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
