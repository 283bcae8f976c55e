// Whether a queue's mail is stuck, for the deep check (the post office asks for every queue):
// mail due long ago that no sender holds, or mail the mail server refuses try after try.
import type { DatabaseSync } from "node:sqlite";
import type { OutboxQueue } from "./outbox.server.ts";

/**
 * The mail that should have gone by now and that no sender holds: rows due more than `boundMs`
 * ago, unclaimed. A running outbox claims a due row within seconds, so any such row means the
 * sender has stopped (readiness reports it). Null when nothing is overdue.
 */
export function overdueMail(
  db: DatabaseSync,
  nowMs: number,
  boundMs: number,
  table: string,
  queue: Pick<OutboxQueue<unknown>, "joins" | "ready" | "perMinute"> = { joins: "" },
): { rows: number; dueSinceMs: number } | null {
  // Rows that wait on purpose (a paused announcement's) are not stuck; nor is a queue held to a
  // rate that sent within the bound: it is moving, as fast as it may.
  const ready = queue.ready ? `AND (${queue.ready})` : "";
  const moving = queue.perMinute
    ? `AND NOT EXISTS (SELECT 1 FROM ${table} WHERE sent_at > :due OR lease_until >= :now)`
    : "";
  const row = db
    .prepare(
      `SELECT count(*) AS rows, min(o.next_attempt_at) AS since
       FROM ${table} o ${ready ? queue.joins : ""}
       WHERE o.sent_at IS NULL AND o.gave_up_at IS NULL AND o.next_attempt_at <= :due
         AND (o.lease_until IS NULL OR o.lease_until < :now) ${ready} ${moving}`,
    )
    .get({ due: nowMs - boundMs, now: nowMs });
  const rows = Number(row?.rows ?? 0);
  return rows > 0 ? { rows, dueSinceMs: Number(row?.since) } : null;
}

/**
 * Tries in a row that mean the mail server has been refusing for minutes, not a blip: with the
 * backoff above, the 5th failure comes 7.5 minutes after the first.
 */
export const FAILING_ATTEMPTS = 5;

/**
 * The mail still being tried after `minAttempts` failures (a mail server that refuses, a wrong
 * password): the outbox moves, but nothing leaves it. The deep check reports it. Null when none.
 */
export function failingMail(
  db: DatabaseSync,
  minAttempts: number,
  table: string,
): { rows: number; attempts: number; lastError: string } | null {
  const row = db
    .prepare(
      `SELECT count(*) AS rows, max(attempts) AS attempts,
         (SELECT last_error FROM ${table} WHERE sent_at IS NULL AND gave_up_at IS NULL
            AND attempts >= :min ORDER BY attempts DESC, id LIMIT 1) AS last_error
       FROM ${table} WHERE sent_at IS NULL AND gave_up_at IS NULL AND attempts >= :min`,
    )
    .get({ min: minAttempts });
  const rows = Number(row?.rows ?? 0);
  if (rows === 0) return null;
  return { rows, attempts: Number(row?.attempts), lastError: String(row?.last_error ?? "") };
}
