// A member's own sessions, as the desk lists them and ends them (issue 31): every browser signed
// in as them, what it is, when it signed in and was last used. A member ends only their own, and
// each ending is written to the audit log in the same transaction.
import type { DatabaseSync } from "node:sqlite";
import { transaction } from "../../database/transaction.server.ts";
import { writeAudit } from "./audit.server.ts";
import { UNKNOWN_DEVICE } from "./device-name.ts";
import { SESSION_IDLE_DAYS, type SessionMember } from "./sessions.server.ts";

export interface OwnSession {
  id: number;
  device: string;
  signedInAtMs: number;
  lastUsedAtMs: number;
  /** The session of the browser asking. */
  current: boolean;
}

/** The member's live sessions, this browser's first, then the most recently used. */
export function ownSessions(db: DatabaseSync, who: SessionMember, nowMs: number): OwnSession[] {
  return db
    .prepare(
      `SELECT id, device, created_at_ms, last_seen_at_ms FROM desk_sessions
       WHERE member_id = ? AND expires_at_ms > ? AND last_seen_at_ms > ?
       ORDER BY id = ? DESC, last_seen_at_ms DESC, id DESC`,
    )
    .all(who.memberId, nowMs, nowMs - SESSION_IDLE_DAYS * 86_400_000, who.sessionId)
    .map((row) => ({
      id: Number(row.id),
      device: String(row.device) || UNKNOWN_DEVICE,
      signedInAtMs: Number(row.created_at_ms),
      lastUsedAtMs: Number(row.last_seen_at_ms),
      current: Number(row.id) === who.sessionId,
    }));
}

export type EndSessions = { kind: "one"; sessionId: number } | { kind: "others" } | { kind: "all" };

/**
 * Ends one of the member's sessions, all but this browser's, or all; returns how many ended (0
 * when the one named is not theirs or is gone already: ending it twice changes nothing).
 */
export function endOwnSessions(
  db: DatabaseSync,
  who: SessionMember,
  what: EndSessions,
  nowMs: number,
): number {
  return transaction(db, () => {
    const ended =
      what.kind === "one"
        ? db
            .prepare("DELETE FROM desk_sessions WHERE id = ? AND member_id = ? RETURNING device")
            .all(what.sessionId, who.memberId)
        : db
            .prepare(
              `DELETE FROM desk_sessions WHERE member_id = ? AND (? OR id <> ?) RETURNING device`,
            )
            .all(who.memberId, what.kind === "all" ? 1 : 0, who.sessionId);
    if (ended.length === 0) return 0;
    const devices = ended.map((row) => String(row.device) || UNKNOWN_DEVICE).join(", ");
    writeAudit(db, {
      atMs: nowMs,
      actor: who.email,
      action: what.kind === "one" ? "session-ended" : `sessions-ended-${what.kind}`,
      detail: `${ended.length} session(s): ${devices}`.slice(0, 500),
    });
    return ended.length;
  });
}
