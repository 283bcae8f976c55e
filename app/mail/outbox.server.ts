// Sends the mail queued in one queue's table (the post office opens one outbox a queue). A
// feature commits its row first and only then is it mailed, so an SMTP outage delays mail but
// loses none: a failed send is retried with a growing delay, and a restarted server picks
// up whatever is still pending.
//
// Several processes may share the database (issue 9). Each claims a row with a lease before
// sending it (an UPDATE that only one process can win), so no row is sent twice by two of them.
// A mail the SMTP server accepted but that could not be marked sent (a locked or full disk) is
// remembered and never sent again by this process; only a crash before the mark could mail it
// twice, never zero times. A permanent refusal (5xx) is tried a few times, then given up and
// listed (the mailing list's by `npm run subscribers -- outbox`). Whatever goes wrong in the loop itself, it waits at
// least 30 s and carries on: nothing escapes as an unhandled rejection.
import type { DatabaseSync } from "node:sqlite";
import { writeWhenFree } from "../database/write-when-free.server.ts";
import type { OutgoingMail } from "./message.ts";

/**
 * Where mail waits, and what each due row carries: each feature's mail in a table of its own
 * with the same columns (the mailing list's in `outbox`), sent with the same leases and retries.
 */
export interface OutboxQueue<T> {
  /**
   * A table with the outbox's columns (migration 3): id, mail_id, attempts, next_attempt_at,
   * lease_until, last_error, last_response_code, gave_up_at, sent_at.
   */
  table: string;
  /** The columns `read` needs, from the table (as `o`) and `joins`. */
  columns: string;
  joins: string;
  read: (row: Record<string, unknown>) => T;
}

export interface OutboxOptions<T> {
  db: DatabaseSync;
  queue: OutboxQueue<T>;
  send: (mail: OutgoingMail) => Promise<unknown>;
  /** The mail for a queued row; `mailId` is the row's stable Message-ID part. */
  compose: (queued: T, mailId: string) => OutgoingMail;
  /** Milliseconds since the epoch on the real clock: retry times outlive the process. */
  clock: () => number;
  retryDelayMs?: (attempts: number) => number;
  log?: (line: string) => void;
}

export interface Outbox {
  /** Something was queued: send it now. */
  kick(): void;
  /** Stops the timers; resolves when a send under way has finished. */
  stop(): Promise<void>;
}

/** 30 s, 1 min, 2 min… up to an hour between tries, for as long as it takes. */
export function backoff(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** A row refused for good (an SMTP 5xx) this many times is given up. */
export const PERMANENT_FAILURE_ATTEMPTS = 3;
/** How long a claimed row is ours: far longer than one send can take (timeouts: 10 + 30 s). */
export const LEASE_MS = 10 * 60_000;
/** After any error in the loop itself (the database, say), the least it waits. */
export const LOOP_ERROR_DELAY_MS = 30_000;
/**
 * Each of its writes waits this long for a lock someone else holds (between timer steps, never
 * blocking pages), then counts as a loop error.
 */
export const OUTBOX_WRITE_WAIT_MS = 2_000;

const BATCH = 20;
// setTimeout's longest delay; a later retry just wakes up and waits again.
const LONGEST_TIMER_MS = 2_147_483_647;

export function startOutbox<T>({
  db,
  queue,
  send,
  compose,
  clock,
  retryDelayMs = backoff,
  log = console.error,
}: OutboxOptions<T>): Outbox {
  const { table } = queue;
  const selectDue = db.prepare(`
    SELECT o.id, o.mail_id, o.attempts, ${queue.columns}
    FROM ${table} o ${queue.joins}
    WHERE o.sent_at IS NULL AND o.gave_up_at IS NULL AND o.next_attempt_at <= :now
      AND (o.lease_until IS NULL OR o.lease_until < :now)
    ORDER BY o.id LIMIT ${BATCH}`);
  const claim = db.prepare(`
    UPDATE ${table} SET lease_until = :until
    WHERE id = :id AND sent_at IS NULL AND gave_up_at IS NULL
      AND (lease_until IS NULL OR lease_until < :now)`);
  const selectNextDue = db.prepare(`
    SELECT min(max(next_attempt_at, coalesce(lease_until, 0))) AS at FROM ${table}
    WHERE sent_at IS NULL AND gave_up_at IS NULL`);
  const markSent = db.prepare(`
    UPDATE ${table} SET sent_at = ?, attempts = attempts + 1, last_error = NULL,
      last_response_code = NULL, lease_until = NULL
    WHERE id = ?`);
  const markFailed = db.prepare(`
    UPDATE ${table} SET attempts = ?, next_attempt_at = ?, last_error = ?, last_response_code = ?,
      lease_until = NULL
    WHERE id = ?`);
  const markGivenUp = db.prepare(`
    UPDATE ${table} SET attempts = ?, gave_up_at = ?, last_error = ?, last_response_code = ?,
      lease_until = NULL
    WHERE id = ?`);

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let kickedWhileRunning = false;
  let stopped = false;
  /** After a loop error, nothing runs before this instant. */
  let pausedUntil = 0;
  /** Rows the SMTP server accepted that could not be marked sent yet: never sent again. */
  const sentUnmarked = new Map<number, number>();

  const write = <T>(statement: () => T) =>
    writeWhenFree(statement, { withinMs: OUTBOX_WRITE_WAIT_MS });

  async function sendDue(): Promise<void> {
    for (const [id, sentAt] of sentUnmarked) {
      await write(() => markSent.run(sentAt, id));
      sentUnmarked.delete(id);
    }
    for (;;) {
      const now = clock();
      const rows = selectDue.all({ now }).filter((row) => !sentUnmarked.has(Number(row.id)));
      if (rows.length === 0) return;
      for (const row of rows) {
        if (stopped) return;
        const id = Number(row.id);
        const claimedAt = clock();
        // Only the process whose UPDATE changed the row sends it.
        const claimed = await write(() =>
          claim.run({ id, now: claimedAt, until: claimedAt + LEASE_MS }),
        );
        if (Number(claimed.changes) !== 1) continue;
        await sendOne(id, row);
      }
    }
  }

  async function sendOne(id: number, row: Record<string, unknown>): Promise<void> {
    try {
      await send(compose(queue.read(row), String(row.mail_id)));
    } catch (error) {
      await recordFailure(id, Number(row.attempts) + 1, error);
      return;
    }
    const sentAt = clock();
    try {
      await write(() => markSent.run(sentAt, id));
    } catch (error) {
      // Sent, but not marked: remember it, and let the loop pause rather than send it again.
      sentUnmarked.set(id, sentAt);
      throw error;
    }
  }

  async function recordFailure(id: number, attempts: number, error: unknown) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const code = responseCodeOf(error);
    if (code !== null && code >= 500 && attempts >= PERMANENT_FAILURE_ATTEMPTS) {
      await write(() => markGivenUp.run(attempts, clock(), reason, code, id));
      log(
        `Outbox (${table}) mail ${id}: refused for good after ${attempts} tries (${reason}); given up`,
      );
      return;
    }
    const delay = retryDelayMs(attempts);
    await write(() => markFailed.run(attempts, clock() + delay, reason, code, id));
    log(
      `Outbox (${table}) mail ${id}: try ${attempts} failed (${reason}); next in ${Math.round(delay / 1000)} s`,
    );
  }

  function schedule(delay: number) {
    clearTimeout(timer);
    timer = setTimeout(kick, Math.min(Math.max(0, delay), LONGEST_TIMER_MS));
    // Pending mail never keeps the process alive on its own.
    timer.unref();
  }

  function pauseAfter(error: unknown) {
    pausedUntil = Date.now() + LOOP_ERROR_DELAY_MS;
    try {
      pausedUntil = clock() + LOOP_ERROR_DELAY_MS;
    } finally {
      schedule(LOOP_ERROR_DELAY_MS);
      log(`Outbox (${table}): ${String(error)}; trying again in ${LOOP_ERROR_DELAY_MS / 1000} s`);
    }
  }

  function wakeForNextDue() {
    if (stopped) return;
    if (sentUnmarked.size > 0) return schedule(LOOP_ERROR_DELAY_MS);
    const next = selectNextDue.get()?.at;
    if (next === null || next === undefined) return;
    // A row another process holds comes due when its lease ends.
    schedule(Number(next) - clock() + 1);
  }

  function kick() {
    if (stopped || running || clock() < pausedUntil) {
      if (running) kickedWhileRunning = true;
      return;
    }
    clearTimeout(timer);
    running = sendDue()
      .then(
        () => ({ failed: false as const }),
        (error: unknown) => ({ failed: true as const, error }),
      )
      .then((result) => {
        running = null;
        if (result.failed) return pauseAfter(result.error);
        if (kickedWhileRunning) {
          kickedWhileRunning = false;
          kick();
        } else {
          wakeForNextDue();
        }
      })
      .catch((error: unknown) => pauseAfter(error))
      // Only a logger that throws gets here: nothing is left to do, and nothing may escape.
      .catch(() => {});
  }

  // Whatever an earlier run left pending.
  kick();

  return {
    kick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** The SMTP reply code of a failed send (nodemailer's responseCode), or null when none came. */
export function responseCodeOf(error: unknown): number | null {
  if (typeof error !== "object" || error === null || !("responseCode" in error)) return null;
  return typeof error.responseCode === "number" ? error.responseCode : null;
}

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
): { rows: number; dueSinceMs: number } | null {
  const row = db
    .prepare(
      `SELECT count(*) AS rows, min(next_attempt_at) AS since FROM ${table}
       WHERE sent_at IS NULL AND gave_up_at IS NULL AND next_attempt_at <= :due
         AND (lease_until IS NULL OR lease_until < :now)`,
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
