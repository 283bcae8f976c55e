// Members' Publishes as the running site tells of them: the watcher that reads the updater's
// log and the sender of its notices to the gallery's inbox (the outbox's, on its own queue).
// Runs only with both a log (PUBLISH_LOG) and mail (SMTP_URL, GALLERY_INBOX).
import type { DatabaseSync } from "node:sqlite";
import { PUBLISH_STATUS_PATH } from "../domain/site-pages.ts";
import { messageIdOf } from "../features/mailing-list/notification.ts";
import { overdueMail, startOutbox } from "../features/mailing-list/outbox.server.ts";
import { smtpSender } from "../features/mailing-list/smtp.server.ts";
import { publishNoticeMail } from "../features/publishes/notice-mail.ts";
import {
  PUBLISH_NOTICE_QUEUE,
  createPublishNotices,
} from "../features/publishes/notices.server.ts";
import { readPublishLog } from "../features/publishes/publish-log-file.server.ts";
import { startPublishWatcher } from "../features/publishes/watcher.server.ts";

export interface PublishNoticesOptions {
  db: DatabaseSync;
  logPath: string;
  mail: { smtpUrl: string; inbox: string };
  siteUrl: string;
  clockMs: () => number;
  log?: (line: string) => void;
  intervalMs?: number;
}

export interface RunningPublishNotices {
  /** Why its mail is stuck, as the mailing list's `stuckOutbox` says, or null. */
  stuckOutbox(boundMs: number): string | null;
  stop(): Promise<void>;
}

export function startPublishNotices({
  db,
  logPath,
  mail,
  siteUrl,
  clockMs,
  log = console.log,
  intervalMs,
}: PublishNoticesOptions): RunningPublishNotices {
  const statusUrl = new URL(PUBLISH_STATUS_PATH, siteUrl).href;
  const outbox = startOutbox({
    db,
    queue: PUBLISH_NOTICE_QUEUE,
    send: smtpSender(mail.smtpUrl),
    compose: (notice, mailId) => ({
      ...publishNoticeMail(notice, mail.inbox, statusUrl),
      messageId: messageIdOf(mailId, mail.inbox),
    }),
    clock: clockMs,
  });
  const watcher = startPublishWatcher({
    read: () => readPublishLog(logPath),
    file: logPath,
    notices: createPublishNotices(db),
    clockMs,
    queued: () => outbox.kick(),
    log,
    intervalMs,
  });
  return {
    stuckOutbox(boundMs) {
      const overdue = overdueMail(db, clockMs(), boundMs, PUBLISH_NOTICE_QUEUE.table);
      if (!overdue) return null;
      const minutes = Math.floor((clockMs() - overdue.dueSinceMs) / 60_000);
      return `${overdue.rows} Publish notice(s) due for ${minutes} min and not being sent`;
    },
    async stop() {
      await watcher.stop();
      await outbox.stop();
    },
  };
}
