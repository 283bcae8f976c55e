// The members who may sign in to the desk, kept by the operator (npm run members). Never
// self-registration: nothing a browser sends adds a row here.
import type { DatabaseSync } from "node:sqlite";
import { transaction } from "../../database/transaction.server.ts";
import { writeAudit } from "./audit.server.ts";
import type { Role } from "./roles.ts";
import { addressKey } from "./secrets.server.ts";

export interface Member {
  id: number;
  email: string;
  name: string;
  role: string;
  addedAtMs: number;
}

const OPERATOR = "operator";

function memberOf(row: Record<string, unknown>): Member {
  return {
    id: Number(row.id),
    email: String(row.email),
    name: String(row.name),
    role: String(row.role),
    addedAtMs: Number(row.added_at_ms),
  };
}

export function findMember(db: DatabaseSync, email: string): Member | null {
  const row = db.prepare("SELECT * FROM desk_members WHERE email_key = ?").get(addressKey(email));
  return row ? memberOf(row) : null;
}

export function listMembers(db: DatabaseSync): Member[] {
  return db.prepare("SELECT * FROM desk_members ORDER BY email_key").all().map(memberOf);
}

/** Adds a member, or changes the name and role of one already listed. */
export function addMember(
  db: DatabaseSync,
  { email, name, role }: { email: string; name: string; role: Role },
  nowMs: number,
): "added" | "updated" {
  return transaction(db, () => {
    const existing = findMember(db, email);
    if (existing) {
      db.prepare("UPDATE desk_members SET name = ?, role = ? WHERE id = ?").run(
        name,
        role,
        existing.id,
      );
    } else {
      db.prepare(
        "INSERT INTO desk_members (email, email_key, name, role, added_at_ms) VALUES (?, ?, ?, ?, ?)",
      ).run(email.trim(), addressKey(email), name, role, nowMs);
    }
    writeAudit(db, {
      atMs: nowMs,
      actor: OPERATOR,
      action: existing ? "member-updated" : "member-added",
      detail: `${addressKey(email)} as ${role} (${name})`,
    });
    return existing ? "updated" : "added";
  });
}

/** Removes a member: their sessions and codes go with them (ON DELETE CASCADE). */
export function removeMember(db: DatabaseSync, email: string, nowMs: number): boolean {
  return transaction(db, () => {
    const removed = db
      .prepare("DELETE FROM desk_members WHERE email_key = ?")
      .run(addressKey(email));
    if (Number(removed.changes) === 0) return false;
    writeAudit(db, {
      atMs: nowMs,
      actor: OPERATOR,
      action: "member-removed",
      detail: addressKey(email),
    });
    return true;
  });
}
