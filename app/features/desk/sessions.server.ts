// Signed-in browsers. The cookie carries a random token; the database keeps its SHA-256 with the
// member it belongs to. A session is good while its member is listed (removing a member deletes
// their sessions), it has not been revoked (deleted) and it has not lapsed.
import type { DatabaseSync } from "node:sqlite";
import { transaction } from "../../database/transaction.server.ts";
import { writeAudit } from "./audit.server.ts";
import { addressKey, hashOf, newToken } from "./secrets.server.ts";

/** How long a sign-in lasts: a season of openings on one phone, revocable at any time. */
export const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;

export interface SessionMember {
  sessionId: number;
  email: string;
  name: string;
  role: string;
}

/** Starts a session for a member; returns the token for the cookie (never stored as is). */
export function startSession(db: DatabaseSync, memberId: number, nowMs: number): string {
  const token = newToken();
  db.prepare(
    `INSERT INTO desk_sessions (member_id, token_hash, created_at_ms, expires_at_ms, last_seen_at_ms)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(memberId, hashOf(token), nowMs, nowMs + SESSION_DAYS * DAY_MS, nowMs);
  return token;
}

/** The member a session token belongs to, or null: unknown, lapsed, revoked or removed. */
export function memberOfSession(
  db: DatabaseSync,
  token: string,
  nowMs: number,
): SessionMember | null {
  const row = db
    .prepare(
      `SELECT s.id, m.email, m.name, m.role FROM desk_sessions s
       JOIN desk_members m ON m.id = s.member_id
       WHERE s.token_hash = ? AND s.expires_at_ms > ?`,
    )
    .get(hashOf(token), nowMs);
  if (!row) return null;
  return {
    sessionId: Number(row.id),
    email: String(row.email),
    name: String(row.name),
    role: String(row.role),
  };
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
       JOIN desk_members m ON m.id = s.member_id WHERE s.expires_at_ms > ?
       ORDER BY m.email_key, s.created_at_ms`,
    )
    .all(nowMs)
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
