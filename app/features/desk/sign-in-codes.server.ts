// One-time codes mailed to members (issue 24). Asking for a code answers the same whether the
// address is listed or not, and writes the same row either way (desk_code_requests): only a
// listed address gets a code and a mail. A code is good once, for ten minutes, from the browser
// that asked for it (its client cookie's hash), for a few tries; a wrong try spends nothing but
// that code's tries, so a member can always ask for a fresh one.
//
// Nobody else can block a member (issue 31): the limits count per network (the request's IPv4
// address or IPv6 /64, as the site's rate limits count it), never per address alone, so requests
// for a member's address from elsewhere never spend the member's own allowance. The member's
// mailbox is bounded all the same: past a larger bound an hour, a network gets a code only while
// every code it was mailed for that address this hour was used (its first ask always is).
import type { DatabaseSync } from "node:sqlite";
import { transaction } from "../../database/transaction.server.ts";
import { writeAudit } from "./audit.server.ts";
import { findMember } from "./members.server.ts";
import { CODE_MINUTES } from "./sign-in-text.ts";
import { addressKey, hashOf, matchesHash, newCode, newMailId } from "./secrets.server.ts";
import { endLapsedSessions } from "./sessions.server.ts";
import { recordWrongCode } from "./wrong-codes.server.ts";

/** Wrong tries a code takes before it is spent. */
export const TRIES_PER_CODE = 5;
/** Codes one address is sent in an hour at the asking of one network. */
export const CODES_PER_ADDRESS_PER_CLIENT_PER_HOUR = 5;
/**
 * Codes one address is sent in an hour from all networks together, past which only a network
 * that has not failed for it (no unused code this hour) is sent one: a flood from a few networks
 * stops here, and the member's own first ask still gets through.
 */
export const CODES_PER_ADDRESS_PER_HOUR = 20;
/** Codes one network may ask for in an hour, whatever the addresses. */
export const CODES_PER_CLIENT_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

export type CodeRequestOutcome = "sent" | "not-sent" | "too-many";

/**
 * Records a request for a code and, for a listed address within its limits, queues one. "sent"
 * and "not-sent" must reach the browser as the same answer; "too-many" only when this network
 * itself asked too often (a fact about the network, not about the address).
 */
export function requestCode(
  db: DatabaseSync,
  {
    email,
    clientId,
    networkKey,
    nowMs,
  }: {
    email: string;
    clientId: string;
    /** The network as the rate limits count it (RequestClient.key): IPv4 address or IPv6 /64. */
    networkKey: string;
    nowMs: number;
  },
): CodeRequestOutcome {
  const addressHash = hashOf(addressKey(email));
  const clientHash = hashOf(clientId);
  const networkHash = hashOf(networkKey);
  const since = nowMs - HOUR_MS;
  const count = (sql: string, ...values: (string | number)[]) =>
    Number(db.prepare(sql).get(...values)?.n ?? 0);
  return transaction(db, () => {
    const byNetwork = count(
      "SELECT count(*) AS n FROM desk_code_requests WHERE network_hash = ? AND requested_at_ms > ?",
      networkHash,
      since,
    );
    if (byNetwork >= CODES_PER_CLIENT_PER_HOUR) return "too-many";
    const byPair = count(
      `SELECT count(*) AS n FROM desk_code_requests
       WHERE address_hash = ? AND network_hash = ? AND requested_at_ms > ?`,
      addressHash,
      networkHash,
      since,
    );
    db.prepare(
      `INSERT INTO desk_code_requests (address_hash, client_hash, network_hash, requested_at_ms)
       VALUES (?, ?, ?, ?)`,
    ).run(addressHash, clientHash, networkHash, nowMs);
    const member = findMember(db, email);
    if (!member || byPair >= CODES_PER_ADDRESS_PER_CLIENT_PER_HOUR) return "not-sent";
    const mailed = count(
      "SELECT count(*) AS n FROM desk_codes WHERE member_id = ? AND issued_at_ms > ?",
      member.id,
      since,
    );
    if (mailed >= CODES_PER_ADDRESS_PER_HOUR) {
      const unused = count(
        `SELECT count(*) AS n FROM desk_codes WHERE member_id = ? AND network_hash = ?
           AND issued_at_ms > ? AND used_at_ms IS NULL`,
        member.id,
        networkHash,
        since,
      );
      if (unused > 0) return "not-sent";
    }
    const code = newCode();
    db.prepare(
      `INSERT INTO desk_codes (member_id, client_hash, network_hash, code_hash, code_to_mail,
         issued_at_ms, expires_at_ms, mail_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      member.id,
      clientHash,
      networkHash,
      hashOf(code),
      code,
      nowMs,
      nowMs + CODE_MINUTES * 60_000,
      newMailId(),
    );
    writeAudit(db, { atMs: nowMs, actor: member.email, action: "code-sent", detail: "" });
    return "sent";
  });
}

export type CodeCheck =
  | { ok: true; memberId: number; email: string }
  /** `alerted`: this miss raised an alert to the desk-admins, whose mail is queued. */
  | { ok: false; alerted: boolean };

/**
 * Checks a code typed in the browser holding `clientId`: the newest live code issued to that
 * browser must match. A match spends the code; a miss spends one of its tries.
 */
export function checkCode(
  db: DatabaseSync,
  { code, clientId, nowMs }: { code: string; clientId: string; nowMs: number },
): CodeCheck {
  return transaction(db, () => {
    const row = db
      .prepare(
        `SELECT c.id, c.code_hash, c.member_id, m.email FROM desk_codes c
         JOIN desk_members m ON m.id = c.member_id
         WHERE c.client_hash = ? AND c.used_at_ms IS NULL AND c.expires_at_ms > ?
           AND c.wrong_tries < ?
         ORDER BY c.issued_at_ms DESC, c.id DESC LIMIT 1`,
      )
      .get(hashOf(clientId), nowMs, TRIES_PER_CODE);
    // No live code for this browser: nothing was guessed, so nothing is counted.
    if (!row) return { ok: false, alerted: false };
    const id = Number(row.id);
    if (!/^\d{8}$/.test(code) || !matchesHash(code, String(row.code_hash))) {
      db.prepare("UPDATE desk_codes SET wrong_tries = wrong_tries + 1 WHERE id = ?").run(id);
      const alerted = recordWrongCode(db, {
        memberId: Number(row.member_id),
        email: String(row.email),
        nowMs,
      });
      return { ok: false, alerted };
    }
    db.prepare("UPDATE desk_codes SET used_at_ms = ?, code_to_mail = NULL WHERE id = ?").run(
      nowMs,
      id,
    );
    return { ok: true, memberId: Number(row.member_id), email: String(row.email) };
  });
}

/**
 * Erases the digits of codes already mailed, used or lapsed (only their hashes stay), and forgets
 * what the limits no longer count: requests, wrong codes and finished codes over a day old,
 * lapsed and idle sessions.
 */
export function eraseSpentCodes(db: DatabaseSync, nowMs: number): void {
  db.prepare(
    `UPDATE desk_codes SET code_to_mail = NULL WHERE code_to_mail IS NOT NULL
       AND (sent_at IS NOT NULL OR used_at_ms IS NOT NULL OR expires_at_ms <= ?)`,
  ).run(nowMs);
  const dayAgo = nowMs - 24 * HOUR_MS;
  db.prepare("DELETE FROM desk_code_requests WHERE requested_at_ms < ?").run(dayAgo);
  db.prepare("DELETE FROM desk_wrong_codes WHERE at_ms < ?").run(dayAgo);
  db.prepare(
    `DELETE FROM desk_codes WHERE expires_at_ms < ?
       AND (sent_at IS NOT NULL OR gave_up_at IS NOT NULL OR code_to_mail IS NULL)`,
  ).run(dayAgo);
  endLapsedSessions(db, nowMs);
}
