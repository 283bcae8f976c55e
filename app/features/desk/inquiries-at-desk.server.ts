// Visitors' questions about works (features/inquiries) as the desk sees them: newest first, and
// marked answered by a member (migration 7's two columns on `inquiries`).
import type { DatabaseSync } from "node:sqlite";
import { transaction } from "../../database/transaction.server.ts";
import { writeAudit } from "./audit.server.ts";

export interface DeskInquiry {
  id: number;
  showName: string;
  workId: string;
  workTitle: string;
  name: string;
  email: string;
  question: string;
  askedAtMs: number;
  answeredAtMs: number | null;
  answeredBy: string | null;
}

export function newestInquiries(db: DatabaseSync, limit = 50): DeskInquiry[] {
  return db
    .prepare(
      `SELECT id, show_name, work_id, work_title, name, email, question, asked_at_ms,
         answered_at_ms, answered_by
       FROM inquiries ORDER BY asked_at_ms DESC, id DESC LIMIT ?`,
    )
    .all(limit)
    .map((row) => ({
      id: Number(row.id),
      showName: String(row.show_name),
      workId: String(row.work_id),
      workTitle: String(row.work_title),
      name: String(row.name),
      email: String(row.email),
      question: String(row.question),
      askedAtMs: Number(row.asked_at_ms),
      answeredAtMs: row.answered_at_ms === null ? null : Number(row.answered_at_ms),
      answeredBy: row.answered_by === null ? null : String(row.answered_by),
    }));
}

/** Marks a question answered; a second tap (or a re-sent form) changes nothing. */
export function markAnswered(
  db: DatabaseSync,
  { id, memberEmail, nowMs }: { id: number; memberEmail: string; nowMs: number },
): "answered" | "already" | "unknown" {
  return transaction(db, () => {
    const row = db.prepare("SELECT answered_at_ms FROM inquiries WHERE id = ?").get(id);
    if (!row) return "unknown";
    if (row.answered_at_ms !== null) return "already";
    db.prepare("UPDATE inquiries SET answered_at_ms = ?, answered_by = ? WHERE id = ?").run(
      nowMs,
      memberEmail,
      id,
    );
    writeAudit(db, { atMs: nowMs, actor: memberEmail, action: "answer", detail: `question ${id}` });
    return "answered";
  });
}
