// Sends the notifications queued in the outbox table. A sign-up commits first and only then
// is mailed, so an SMTP outage delays mail but loses none: a failed send is retried with a
// growing delay, and a restarted server picks up whatever is still pending. One process sends;
// a crash between the SMTP server's "accepted" and our "sent" mark can mail a note twice,
// never zero times.
import type { DatabaseSync } from "node:sqlite";
import { notificationMail, type NotificationMail } from "./notification.ts";

export interface OutboxOptions {
  db: DatabaseSync;
  inbox: string;
  send: (mail: NotificationMail) => Promise<unknown>;
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

const BATCH = 20;
// setTimeout's longest delay; a later retry just wakes up and waits again.
const LONGEST_TIMER_MS = 2_147_483_647;

export function startOutbox({
  db,
  inbox,
  send,
  clock,
  retryDelayMs = backoff,
  log = console.error,
}: OutboxOptions): Outbox {
  const selectDue = db.prepare(`
    SELECT o.id, o.attempts, s.email, s.firstname, s.lastname,
      m.body, m.source_page, m.written_at
    FROM outbox o
    JOIN messages m ON m.id = o.message_id
    JOIN subscribers s ON s.id = m.subscriber_id
    WHERE o.sent_at IS NULL AND o.next_attempt_at <= ?
    ORDER BY o.id LIMIT ${BATCH}`);
  const selectNextDue = db.prepare(
    "SELECT min(next_attempt_at) AS at FROM outbox WHERE sent_at IS NULL",
  );
  const markSent = db.prepare(
    "UPDATE outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?",
  );
  const markFailed = db.prepare(
    "UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?",
  );

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let kickedWhileRunning = false;
  let stopped = false;

  async function sendDue(): Promise<void> {
    for (;;) {
      const rows = selectDue.all(clock());
      if (rows.length === 0) return;
      for (const row of rows) {
        if (stopped) return;
        const mail = notificationMail(
          {
            email: String(row.email),
            firstname: String(row.firstname),
            lastname: String(row.lastname),
            body: String(row.body),
            sourcePage: row.source_page === null ? null : String(row.source_page),
            writtenAt: String(row.written_at),
          },
          inbox,
        );
        try {
          await send(mail);
          markSent.run(clock(), Number(row.id));
        } catch (error) {
          const attempts = Number(row.attempts) + 1;
          const delay = retryDelayMs(attempts);
          const reason = error instanceof Error ? error.message : String(error);
          markFailed.run(attempts, clock() + delay, reason.slice(0, 1000), Number(row.id));
          log(
            `Mailing-list notification ${row.id}: try ${attempts} failed (${reason}); next in ${Math.round(delay / 1000)} s`,
          );
        }
      }
    }
  }

  function wakeForNextDue() {
    if (stopped) return;
    const next = selectNextDue.get()?.at;
    if (next === null || next === undefined) return;
    const delay = Math.min(Math.max(0, Number(next) - clock()), LONGEST_TIMER_MS);
    clearTimeout(timer);
    timer = setTimeout(kick, delay);
    // Pending mail never keeps the process alive on its own.
    timer.unref();
  }

  function kick() {
    if (stopped) return;
    if (running) {
      kickedWhileRunning = true;
      return;
    }
    clearTimeout(timer);
    running = sendDue()
      .catch((error: unknown) => log(`Mailing-list outbox: ${String(error)}`))
      .finally(() => {
        running = null;
        if (kickedWhileRunning) {
          kickedWhileRunning = false;
          kick();
        } else {
          wakeForNextDue();
        }
      });
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
