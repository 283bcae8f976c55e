// Signed-in browsers. The cookie carries a random token; the database keeps its SHA-256 with the
// member it belongs to. A session is good while its member is listed (removing a member deletes
// their sessions), it has not been revoked (deleted), it has not lapsed (SESSION_DAYS after
// sign-in) and it has been used in the last SESSION_IDLE_DAYS (issue 31). Its last use is
// written at most every few minutes, so reading pages keeps the database quiet.
import type { DatabaseSync } from "node:sqlite";
import { transaction } from "../../database/transaction.server.ts";
import { writeAudit } from "./audit.server.ts";
import { addressKey, hashOf, newToken } from "./secrets.server.ts";

/** How long a sign-in lasts: a season of openings on one phone, revocable at any time. */
export const SESSION_DAYS = 30;
/** A session unused this long ends, whatever is left of its days: a phone left in a drawer. */
export const SESSION_IDLE_DAYS = 14;
/** A session's last use is written when older than this: minutes are precise enough. */
export const LAST_USED_WRITE_MS = 5 * 60_000;
const DAY_MS = 86_400_000;
const IDLE_MS = SESSION_IDLE_DAYS * DAY_MS;

export interface SessionMember {
  sessionId: number;
  memberId: number;
  lastUsedAtMs: number;
  email: string;
  name: string;
  role: string;
}

/**
 * Starts a session for a member on `device` (a few words: device-name.ts); returns the token for
 * the cookie (never stored as is).
 */
export function startSession(
  db: DatabaseSync,
  { memberId, device, nowMs }: { memberId: number; device: string; nowMs: number },
): string {
  const token = newToken();
  db.prepare(
    `INSERT INTO desk_sessions (member_id, token_hash, created_at_ms, expires_at_ms,
       last_seen_at_ms, device)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(memberId, hashOf(token), nowMs, nowMs + SESSION_DAYS * DAY_MS, nowMs, device);
  return token;
}

/** The member a session token belongs to, or null: unknown, lapsed, idle, revoked or removed. */
export function memberOfSession(
  db: DatabaseSync,
  token: string,
  nowMs: number,
): SessionMember | null {
  const row = db
    .prepare(
      `SELECT s.id, s.member_id, s.last_seen_at_ms, m.email, m.name, m.role FROM desk_sessions s
       JOIN desk_members m ON m.id = s.member_id
       WHERE s.token_hash = ? AND s.expires_at_ms > ? AND s.last_seen_at_ms > ?`,
    )
    .get(hashOf(token), nowMs, nowMs - IDLE_MS);
  if (!row) return null;
  return {
    sessionId: Number(row.id),
    memberId: Number(row.member_id),
    lastUsedAtMs: Number(row.last_seen_at_ms),
    email: String(row.email),
    name: String(row.name),
    role: String(row.role),
  };
}

/** Whether a session's last use is stale enough to be written again. */
export function lastUseIsStale(session: SessionMember, nowMs: number): boolean {
  return nowMs - session.lastUsedAtMs >= LAST_USED_WRITE_MS;
}

/** Notes a session's use now (call only when `lastUseIsStale`: one write in a few minutes). */
export function touchSession(db: DatabaseSync, sessionId: number, nowMs: number): void {
  db.prepare(
    "UPDATE desk_sessions SET last_seen_at_ms = ? WHERE id = ? AND last_seen_at_ms < ?",
  ).run(nowMs, sessionId, nowMs);
}

/** Forgets sessions that lapsed or went idle: no cookie can use them any more. */
export function endLapsedSessions(db: DatabaseSync, nowMs: number): void {
  db.prepare("DELETE FROM desk_sessions WHERE expires_at_ms <= ? OR last_seen_at_ms <= ?").run(
    nowMs,
    nowMs - IDLE_MS,
  );
}

export function endSession(db: DatabaseSync, token: string): void {
  db.prepare("DELETE FROM desk_sessions WHERE token_hash = ?").run(hashOf(token));
}

export interface SessionListing {
  email: string;
  createdAtMs: number;
  expiresAtMs: number;
}

export function listSessions(db: DatabaseSync, nowMs: number): SessionListing[] {
  return db
    .prepare(
      `SELECT m.email, s.created_at_ms, s.expires_at_ms FROM desk_sessions s
       JOIN desk_members m ON m.id = s.member_id
       WHERE s.expires_at_ms > ? AND s.last_seen_at_ms > ?
       ORDER BY m.email_key, s.created_at_ms`,
    )
    .all(nowMs, nowMs - IDLE_MS)
    .map((row) => ({
      email: String(row.email),
      createdAtMs: Number(row.created_at_ms),
      expiresAtMs: Number(row.expires_at_ms),
    }));
}

/** Ends every session of one member (the operator's `revoke`); returns how many. */
export function revokeSessions(db: DatabaseSync, email: string, nowMs: number): number {
  return transaction(db, () => {
    const ended = db
      .prepare(
        `DELETE FROM desk_sessions WHERE member_id IN
           (SELECT id FROM desk_members WHERE email_key = ?)`,
      )
      .run(addressKey(email));
    const count = Number(ended.changes);
    writeAudit(db, {
      atMs: nowMs,
      actor: "operator",
      action: "sessions-revoked",
      detail: `${addressKey(email)}: ${count} session(s)`,
    });
    return count;
  });
}
