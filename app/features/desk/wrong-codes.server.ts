// Wrong codes typed against a member's live code (issue 31). Past a threshold in an hour the
// desk-admins are told, once a period: someone may be guessing that member's codes. The alert is
// raised in the same transaction as the wrong try, and its mails wait in their own outbox queue
// (desk_alert_mail, one row per desk-admin), sent like the codes' (runtime/desk.server.ts).
import type { DatabaseSync } from "node:sqlite";
import { writeAudit } from "./audit.server.ts";
import { newMailId } from "./secrets.server.ts";

/** Wrong codes against one member's codes in an hour that raise an alert. */
export const WRONG_CODES_ALERT_THRESHOLD = 10;
/** How far back wrong codes are counted. */
export const WRONG_CODES_WINDOW_MS = 3_600_000;
/** After an alert about a member, the next one waits this long: a day's attack is one mail. */
export const ALERT_PERIOD_MS = 24 * 3_600_000;

/**
 * Records one wrong code against `memberId`'s code and raises an alert when this try crosses the
 * threshold and none was raised about that member in the period. True when one was raised.
 */
export function recordWrongCode(
  db: DatabaseSync,
  { memberId, email, nowMs }: { memberId: number; email: string; nowMs: number },
): boolean {
  db.prepare("INSERT INTO desk_wrong_codes (member_id, at_ms) VALUES (?, ?)").run(memberId, nowMs);
  const wrong = Number(
    db
      .prepare("SELECT count(*) AS n FROM desk_wrong_codes WHERE member_id = ? AND at_ms > ?")
      .get(memberId, nowMs - WRONG_CODES_WINDOW_MS)?.n ?? 0,
  );
  if (wrong < WRONG_CODES_ALERT_THRESHOLD) return false;
  const recent = db
    .prepare("SELECT 1 FROM desk_alerts WHERE member_id = ? AND raised_at_ms > ? LIMIT 1")
    .get(memberId, nowMs - ALERT_PERIOD_MS);
  if (recent) return false;
  const alert = db
    .prepare("INSERT INTO desk_alerts (member_id, wrong_codes, raised_at_ms) VALUES (?, ?, ?)")
    .run(memberId, wrong, nowMs);
  const admins = db.prepare("SELECT id FROM desk_members WHERE role = 'desk-admin'").all();
  const queue = db.prepare(
    "INSERT INTO desk_alert_mail (alert_id, admin_id, mail_id) VALUES (?, ?, ?)",
  );
  for (const admin of admins) queue.run(alert.lastInsertRowid, Number(admin.id), newMailId());
  writeAudit(db, {
    atMs: nowMs,
    actor: "desk",
    action: "wrong-codes-alert",
    detail: `${email}: ${wrong} wrong codes in an hour; ${admins.length} desk-admin(s) mailed`,
  });
  return true;
}
