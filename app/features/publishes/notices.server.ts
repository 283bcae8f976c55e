// The gallery's inbox is told once of each refused or failed Publish: a notice per commit and
// state, recorded together with its queued mail (one row of publish_notices, migration 5), so a
// record the log shows again, after a restart too, is never mailed twice.
import { randomBytes } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { transaction } from "../../database/transaction.server.ts";
import type { MailQueue } from "../../mail/post-office.server.ts";
import type { PublishLog, PublishRecord } from "../../publish-log/publish-log.ts";
import { publishNoticeMail } from "./notice-mail.ts";

export type NoticeState = "refused" | "failed";

/** What the inbox is told of one commit. */
export interface PublishNotice {
  commit: string;
  state: NoticeState;
  author: string;
  subject: string;
  /** When it was committed (ISO), as the log says. */
  committedAt: string;
  reasons: string[];
  /** failed: the updater's tries so far and its next (ISO). */
  updateAttempts: number | null;
  retryAt: string | null;
}

const isNoticed = (record: PublishRecord): record is PublishRecord & { state: NoticeState } =>
  record.state === "refused" || record.state === "failed";

/** The notices a log calls for, one per commit and state, newest first. */
export function noticesOf(log: PublishLog): PublishNotice[] {
  return log.records.filter(isNoticed).map((record) => {
    const head = record.commits.find((each) => each.commit === record.commit) ?? record.commits[0];
    return {
      commit: record.commit,
      state: record.state,
      author: head?.author ?? "",
      subject: head?.subject ?? "",
      committedAt: head?.at ?? "",
      reasons: record.reasons,
      updateAttempts: record.attempts ?? null,
      retryAt: record.retryAt ?? null,
    };
  });
}

export interface PublishNotices {
  /**
   * Records and queues what `log` calls for and was not noticed before; returns how many. Only a
   * log with something new takes the write lock, so a log read every 30 s costs one read.
   */
  record(log: PublishLog, nowMs: number): number;
}

export function createPublishNotices(db: DatabaseSync): PublishNotices {
  const known = db.prepare("SELECT 1 FROM publish_notices WHERE commit_sha = ? AND state = ?");
  const insert = db.prepare(`
    INSERT INTO publish_notices (commit_sha, state, author, subject, committed_at, reasons,
      update_attempts, retry_at, noticed_at, mail_id)
    VALUES (:commit, :state, :author, :subject, :committedAt, :reasons, :updateAttempts,
      :retryAt, :noticedAt, :mailId)
    ON CONFLICT (commit_sha, state) DO NOTHING`);
  return {
    record(log, nowMs) {
      const fresh = noticesOf(log).filter(
        (notice) => known.get(notice.commit, notice.state) === undefined,
      );
      if (fresh.length === 0) return 0;
      // Another process may have recorded one meanwhile: the key decides, inside the lock.
      return transaction(db, () =>
        fresh.reduce(
          (added, notice) =>
            added +
            Number(
              insert.run({
                ...notice,
                reasons: JSON.stringify(notice.reasons),
                noticedAt: nowMs,
                mailId: randomBytes(16).toString("hex"),
              }).changes,
            ),
          0,
        ),
      );
    },
  };
}

/** The notices' mail to the gallery's inbox, each linking the Publishes' status page. */
export const publishNoticeQueue = (statusUrl: string): MailQueue<PublishNotice> => ({
  table: "publish_notices",
  columns: `o.commit_sha, o.state, o.author, o.subject, o.committed_at, o.reasons,
    o.update_attempts, o.retry_at`,
  joins: "",
  read: (row) => ({
    commit: String(row.commit_sha),
    state: row.state === "failed" ? "failed" : "refused",
    author: String(row.author),
    subject: String(row.subject),
    committedAt: String(row.committed_at),
    reasons: reasonsOf(row.reasons),
    updateAttempts: row.update_attempts === null ? null : Number(row.update_attempts),
    retryAt: row.retry_at === null ? null : String(row.retry_at),
  }),
  compose: (notice, inbox) => publishNoticeMail(notice, inbox, statusUrl),
  noun: "Publish notice(s)",
});

function reasonsOf(json: unknown): string[] {
  try {
    const parsed: unknown = JSON.parse(String(json));
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}
