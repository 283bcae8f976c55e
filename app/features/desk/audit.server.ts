// The desk's audit log: who did what, when. Every change at the desk and by the members' command
// line writes one line, in the same transaction as the change itself.
import type { DatabaseSync } from "node:sqlite";

export interface AuditEntry {
  atMs: number;
  /** The member's address, or "operator" for the command line. */
  actor: string;
  /** "sign-in", "mark", "answer", "member-added"… */
  action: string;
  detail: string;
}

export function writeAudit(db: DatabaseSync, entry: AuditEntry): void {
  db.prepare("INSERT INTO desk_audit (at_ms, actor, action, detail) VALUES (?, ?, ?, ?)").run(
    entry.atMs,
    entry.actor,
    entry.action,
    entry.detail,
  );
}

/** The entries since `sinceMs`, newest first, at most `limit`. */
export function readAudit(db: DatabaseSync, sinceMs = 0, limit = 500): AuditEntry[] {
  return db
    .prepare(
      `SELECT at_ms, actor, action, detail FROM desk_audit WHERE at_ms >= ?
       ORDER BY at_ms DESC, id DESC LIMIT ?`,
    )
    .all(sinceMs, limit)
    .map((row) => ({
      atMs: Number(row.at_ms),
      actor: String(row.actor),
      action: String(row.action),
      detail: String(row.detail),
    }));
}
