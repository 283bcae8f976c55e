// The announcements' mail queue (issue 32): one row of announcement_mail per copy, sent by the
// post office with the outbox's leases, at most ANNOUNCE_PER_MINUTE a minute, nothing from a
// paused announcement. A 5xx refusal is final at once: the address is left out of every later
// send (announcement-store.server.ts), so a bounce is never retried at the provider's expense.
import type { MailQueue } from "../../mail/post-office.server.ts";
import { announcementMessage } from "./announcement-mail.ts";
import { newsPath } from "./announce-paths.ts";

export interface QueuedCopy {
  to: string;
  /** The subscriber's link handle; null for a member's test copy. */
  linkKey: string | null;
  subject: string;
  body: string;
  pictureSrc: string | null;
  pictureAlt: string | null;
  linkPath: string | null;
  slug: string | null;
}

export interface CopyLinkMaker {
  siteUrl: string;
  /** The subscriber's own signed unsubscribe address (https, lasting). */
  unsubscribeUrl(linkKey: string): string;
  /** The headers that make a mail app's "Unsubscribe" button post to it (RFC 8058). */
  unsubscribeHeaders(url: string): Record<string, string>;
}

/**
 * A claimed copy is ours this long: longer than one send can take (10 s to connect, 30 s of
 * silence), and short enough that a copy held by a process killed mid-send goes within a minute
 * of the restart.
 */
export const COPY_LEASE_MS = 50_000;

const nullable = (value: unknown) => (value === null || value === undefined ? null : String(value));

export function announcementQueue(perMinute: number, links: CopyLinkMaker): MailQueue<QueuedCopy> {
  return {
    table: "announcement_mail",
    noun: "announcement copies",
    columns: `coalesce(s.email, o.test_to) AS recipient, s.link_key, a.subject, a.body,
      a.picture_src, a.picture_alt, a.link_path, a.slug`,
    joins: `JOIN announcements a ON a.id = o.announcement_id
      LEFT JOIN subscribers s ON s.id = o.subscriber_id`,
    ready: "a.paused_at_ms IS NULL",
    perMinute,
    leaseMs: COPY_LEASE_MS,
    permanentFailureAttempts: 1,
    read: (row) => ({
      to: String(row.recipient),
      linkKey: nullable(row.link_key),
      subject: String(row.subject),
      body: String(row.body),
      pictureSrc: nullable(row.picture_src),
      pictureAlt: nullable(row.picture_alt),
      linkPath: nullable(row.link_path),
      slug: nullable(row.slug),
    }),
    compose(copy, inbox) {
      // A member's test copy has no list to leave: its link shows the page's "invalid link".
      const unsubscribeUrl = copy.linkKey
        ? links.unsubscribeUrl(copy.linkKey)
        : links.unsubscribeUrl("test-copy");
      const message = announcementMessage(copy, {
        siteUrl: links.siteUrl,
        viewPath: copy.slug ? newsPath(copy.slug) : null,
        unsubscribeUrl,
      });
      return {
        from: inbox,
        to: copy.to,
        subject: copy.linkKey ? message.subject : `[Test] ${message.subject}`,
        text: message.text,
        html: message.html,
        headers: links.unsubscribeHeaders(unsubscribeUrl),
      };
    },
  };
}
