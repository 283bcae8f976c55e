// Announcements in SQLite (issue 32): drafts a desk-admin writes, and the send that makes one
// copy per confirmed subscriber. Exactly once rests on this: every copy's row is made in the one
// transaction that starts the send (a later sign-up is not added, a second press adds nothing),
// each row is unique per (announcement, subscriber), and the post office sends each row once.
import type { DatabaseSync } from "node:sqlite";
import { transaction } from "../../database/transaction.server.ts";
import { galleryCalendarDate } from "../../domain/gallery-time.ts";
import { titleSlug } from "../../domain/slug.ts";
import type { AnnouncementContent } from "./announcement-mail.ts";

export interface AnnouncementDraft extends AnnouncementContent {
  /** The entry it was written from ("show:after-dark", "event:<id>"), or null. */
  source: string | null;
}

export interface Announcement extends AnnouncementDraft {
  id: number;
  writtenBy: string;
  createdAtMs: number;
  /** Its page's name under /news once its send started; null for a draft. */
  slug: string | null;
  sendStartedAtMs: number | null;
  /** How many copies its send made. */
  recipients: number | null;
  pausedAtMs: number | null;
}

export interface SendProgress {
  sent: number;
  remaining: number;
  failed: number;
  /** The refused addresses, with the mail server's words (the first 50). */
  failures: { email: string; reason: string }[];
}

export type StartOutcome =
  { started: true; recipients: number } | { started: false; why: "unknown" | "started" };

/**
 * Confirmed subscribers who may still be mailed: not one whose address a mail server refused for
 * good (5xx) for an earlier announcement.
 */
const RECIPIENTS = `
  FROM subscribers s WHERE s.confirmed_at IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM announcement_mail r WHERE r.subscriber_id = s.id
      AND r.gave_up_at IS NOT NULL AND r.last_response_code >= 500)`;

export type AnnouncementStore = ReturnType<typeof createAnnouncementStore>;

export function createAnnouncementStore(db: DatabaseSync) {
  const insert = db.prepare(`
    INSERT INTO announcements (subject, body, source, picture_src, picture_alt, link_path,
      written_by, created_at_ms, updated_at_ms)
    VALUES (:subject, :body, :source, :pictureSrc, :pictureAlt, :linkPath, :by, :at, :at)
    RETURNING id`);
  const updateDraft = db.prepare(`
    UPDATE announcements SET subject = :subject, body = :body, picture_src = :pictureSrc,
      picture_alt = :pictureAlt, updated_at_ms = :at
    WHERE id = :id AND send_started_at_ms IS NULL`);
  const selectOne = db.prepare("SELECT * FROM announcements WHERE id = ?");
  const selectBySlug = db.prepare("SELECT * FROM announcements WHERE slug = ?");
  const selectNewest = db.prepare("SELECT * FROM announcements ORDER BY id DESC LIMIT ?");
  const selectPublished = db.prepare(`
    SELECT * FROM announcements WHERE send_started_at_ms IS NOT NULL
    ORDER BY send_started_at_ms DESC, id DESC LIMIT ?`);
  const selectPublishedCount = db.prepare(
    "SELECT count(*) AS n FROM announcements WHERE send_started_at_ms IS NOT NULL",
  );
  const selectRecipientCount = db.prepare(`SELECT count(*) AS n ${RECIPIENTS}`);
  const slugTaken = db.prepare("SELECT 1 FROM announcements WHERE slug = ?");
  const markStarted = db.prepare(`
    UPDATE announcements SET send_started_at_ms = :at, send_started_by = :by, slug = :slug
    WHERE id = :id AND send_started_at_ms IS NULL`);
  const insertCopies = db.prepare(`
    INSERT INTO announcement_mail (announcement_id, subscriber_id, mail_id)
    SELECT :id, s.id, lower(hex(randomblob(16))) ${RECIPIENTS} ORDER BY s.id`);
  const setRecipients = db.prepare("UPDATE announcements SET recipients = ? WHERE id = ?");
  const insertTest = db.prepare(`
    INSERT INTO announcement_mail (announcement_id, test_to, mail_id)
    VALUES (?, ?, lower(hex(randomblob(16))))`);
  const setPaused = db.prepare(`
    UPDATE announcements SET paused_at_ms = :at
    WHERE id = :id AND send_started_at_ms IS NOT NULL`);
  const selectProgress = db.prepare(`
    SELECT count(sent_at) AS sent, count(gave_up_at) AS failed, count(*) AS copies
    FROM announcement_mail WHERE announcement_id = ? AND test_to IS NULL`);
  const selectFailures = db.prepare(`
    SELECT s.email, o.last_error FROM announcement_mail o JOIN subscribers s ON s.id = o.subscriber_id
    WHERE o.announcement_id = ? AND o.gave_up_at IS NOT NULL ORDER BY o.id LIMIT 50`);

  return {
    create(draft: AnnouncementDraft, by: string, atMs: number): number {
      return Number(insert.get({ ...draft, by, at: atMs })?.id);
    },

    /** Changes a draft; false when it is not one (unknown, or its send started). */
    update(id: number, draft: AnnouncementContent, atMs: number): boolean {
      return Number(updateDraft.run({ id, at: atMs, ...pick(draft) }).changes) === 1;
    },

    byId(id: number): Announcement | null {
      const row = selectOne.get(id);
      return row ? announcementOf(row) : null;
    },

    bySlug(slug: string): Announcement | null {
      const row = selectBySlug.get(slug);
      return row ? announcementOf(row) : null;
    },

    newest(limit: number): Announcement[] {
      return selectNewest.all(limit).map(announcementOf);
    },

    /** The archive: every announcement whose send started, newest first. */
    published(limit = 1000): Announcement[] {
      return selectPublished.all(limit).map(announcementOf);
    },

    publishedCount(): number {
      return Number(selectPublishedCount.get()?.n ?? 0);
    },

    /** How many copies a send started now would make. */
    recipientCount(): number {
      return Number(selectRecipientCount.get()?.n ?? 0);
    },

    /** Queues a test copy of the draft (or announcement) to a member's own address. */
    queueTest(id: number, to: string): void {
      insertTest.run(id, to);
    },

    /**
     * Starts the send: names its page, and makes one copy per recipient, all in one transaction.
     * A second start of the same announcement changes nothing.
     */
    startSend(id: number, by: string, atMs: number): StartOutcome {
      return transaction(db, () => {
        const found = selectOne.get(id);
        if (!found) return { started: false, why: "unknown" };
        const slug = freeSlug(String(found.subject), id, atMs);
        if (Number(markStarted.run({ id, by, at: atMs, slug }).changes) !== 1) {
          return { started: false, why: "started" };
        }
        const recipients = Number(insertCopies.run({ id }).changes);
        setRecipients.run(recipients, id);
        return { started: true, recipients };
      });
    },

    /** Pauses or resumes a started send; false when it has not started. */
    setPaused(id: number, paused: boolean, atMs: number): boolean {
      return Number(setPaused.run({ id, at: paused ? atMs : null }).changes) === 1;
    },

    progress(id: number): SendProgress {
      const row = selectProgress.get(id);
      const sent = Number(row?.sent ?? 0);
      const failed = Number(row?.failed ?? 0);
      return {
        sent,
        failed,
        remaining: Number(row?.copies ?? 0) - sent - failed,
        failures: selectFailures.all(id).map((failure) => ({
          email: String(failure.email),
          reason: String(failure.last_error ?? ""),
        })),
      };
    },
  };

  function freeSlug(subject: string, id: number, atMs: number): string {
    const slug = `${galleryCalendarDate(new Date(atMs))}-${titleSlug(subject) || "news"}`;
    return slugTaken.get(slug) ? `${slug}-${id}` : slug;
  }
}

function pick(content: AnnouncementContent) {
  return {
    subject: content.subject,
    body: content.body,
    pictureSrc: content.pictureSrc,
    pictureAlt: content.pictureAlt,
  };
}

function text(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

function numberOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

function announcementOf(row: Record<string, unknown>): Announcement {
  return {
    id: Number(row.id),
    subject: String(row.subject),
    body: String(row.body),
    source: text(row.source),
    pictureSrc: text(row.picture_src),
    pictureAlt: text(row.picture_alt),
    linkPath: text(row.link_path),
    writtenBy: String(row.written_by),
    createdAtMs: Number(row.created_at_ms),
    slug: text(row.slug),
    sendStartedAtMs: numberOrNull(row.send_started_at_ms),
    recipients: numberOrNull(row.recipients),
    pausedAtMs: numberOrNull(row.paused_at_ms),
  };
}
