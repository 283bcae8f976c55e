// Members' Publishes as the running site tells of them: the watcher that reads the updater's
// log, and its notices to the gallery's inbox on their own queue at the post office. Runs only
// with both a log (PUBLISH_LOG) and mail (SMTP_URL, GALLERY_INBOX).
import type { DatabaseSync } from "node:sqlite";
import { PUBLISH_STATUS_PATH } from "../domain/site-pages.ts";
import { createPublishNotices, publishNoticeQueue } from "../features/publishes/notices.server.ts";
import { readPublishLog } from "../features/publishes/publish-log-file.server.ts";
import { startPublishWatcher } from "../features/publishes/watcher.server.ts";
import type { PostOffice } from "../mail/post-office.server.ts";

export interface PublishNoticesOptions {
  db: DatabaseSync;
  logPath: string;
  postOffice: PostOffice;
  siteUrl: string;
  clockMs: () => number;
  log?: (line: string) => void;
  intervalMs?: number;
}

export interface RunningPublishNotices {
  stop(): Promise<void>;
}

export function startPublishNotices({
  db,
  logPath,
  postOffice,
  siteUrl,
  clockMs,
  log = console.log,
  intervalMs,
}: PublishNoticesOptions): RunningPublishNotices {
  const statusUrl = new URL(PUBLISH_STATUS_PATH, siteUrl).href;
  const outbox = postOffice.open(publishNoticeQueue(statusUrl));
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
    async stop() {
      await watcher.stop();
    },
  };
}
