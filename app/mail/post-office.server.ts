// The site's one way to send mail. A feature declares a queue (a table with the outbox's
// columns, what a row carries, the mail it makes); the running site opens each queue here, and
// the post office sends them all through one SMTP connection with the outbox's leases and
// retries, and answers for all of them when the deep check asks whether mail is stuck.
import type { DatabaseSync } from "node:sqlite";
import { type OutgoingMail, messageIdOf } from "./message.ts";
import {
  FAILING_ATTEMPTS,
  type Outbox,
  type OutboxQueue,
  failingMail,
  overdueMail,
  startOutbox,
} from "./outbox.server.ts";
import { smtpSender } from "./smtp.server.ts";

/** A feature's mail: where its rows wait and the mail each row makes. */
export interface MailQueue<T> extends OutboxQueue<T> {
  /** The mail for a queued row; the post office gives it its stable Message-ID. */
  compose(queued: T, inbox: string): OutgoingMail;
  /** What its rows are, in the deep check's words: "sign-in code mail(s)". */
  noun: string;
}

/** An opened queue: tell it something was queued, and it sends. */
export interface MailSender {
  kick(): void;
}

export interface PostOffice {
  /** Mail can leave: SMTP_URL and GALLERY_INBOX are both set. Without them nothing is sent. */
  readonly sends: boolean;
  /** The gallery's inbox (GALLERY_INBOX), the sender of every mail; null without mail. */
  readonly inbox: string | null;
  /** Starts sending the queue's rows, those an earlier run left included. */
  open<T>(queue: MailQueue<T>): MailSender;
  /**
   * Why mail is stuck, in words, or null: the first opened queue with mail due for longer than
   * `boundMs` that no sender holds, or mail the mail server has refused try after try.
   */
  stuck(boundMs: number): string | null;
  /** Stops every queue; resolves when the sends under way have finished. */
  stop(): Promise<void>;
}

export interface PostOfficeOptions {
  db: DatabaseSync;
  /** The SMTP server and the gallery's inbox; null where the site sends no mail. */
  mail: { smtpUrl: string; inbox: string } | null;
  /** Milliseconds since the epoch on the real clock: retry times outlive the process. */
  clockMs: () => number;
  log?: (line: string) => void;
  /** Between a failed try and the next (the outbox's backoff unless a test says otherwise). */
  retryDelayMs?: (attempts: number) => number;
}

const NOT_SENDING: MailSender = { kick() {} };

export function createPostOffice({
  db,
  mail,
  clockMs,
  log,
  retryDelayMs,
}: PostOfficeOptions): PostOffice {
  const send = mail ? smtpSender(mail.smtpUrl) : null;
  const opened: { queue: MailQueue<unknown>; outbox: Outbox }[] = [];
  return {
    sends: mail !== null,
    inbox: mail?.inbox ?? null,
    open<T>(queue: MailQueue<T>): MailSender {
      if (!mail || !send) return NOT_SENDING;
      const outbox = startOutbox({
        db,
        queue,
        send,
        compose: (queued, mailId) => ({
          ...queue.compose(queued, mail.inbox),
          messageId: messageIdOf(mailId, mail.inbox),
        }),
        clock: clockMs,
        log,
        retryDelayMs,
      });
      opened.push({ queue: queue as MailQueue<unknown>, outbox });
      return outbox;
    },
    stuck(boundMs) {
      for (const { queue } of opened) {
        const words = stuckWords(db, queue, clockMs(), boundMs);
        if (words) return words;
      }
      return null;
    },
    async stop() {
      await Promise.all(opened.splice(0).map(({ outbox }) => outbox.stop()));
    },
  };
}

function stuckWords(
  db: DatabaseSync,
  queue: MailQueue<unknown>,
  nowMs: number,
  boundMs: number,
): string | null {
  const overdue = overdueMail(db, nowMs, boundMs, queue.table);
  if (overdue) {
    const minutes = Math.floor((nowMs - overdue.dueSinceMs) / 60_000);
    return `${overdue.rows} ${queue.noun} due for ${minutes} min and not being sent`;
  }
  const failing = failingMail(db, FAILING_ATTEMPTS, queue.table);
  if (!failing) return null;
  return `${failing.rows} ${queue.noun} not sent after ${failing.attempts} tries: ${failing.lastError}`;
}
