// Questions about works (features/inquiries) as the running site holds them: the store on the
// site's database and, when SMTP is configured, their own outbox queue (inquiry_mail: to the
// gallery's inbox, never to the visitor's address), sent by the outbox's sender with its leases
// and retries beside the mailing list's and the Publish notices'. Made by the site at start,
// stopped with it.
import type { DatabaseSync } from "node:sqlite";
import { workPath } from "../domain/works.ts";
import type { InquiryEndpoint } from "../features/inquiries/endpoint.server.ts";
import { galleryInquiryMail } from "../features/inquiries/inquiry-mail.ts";
import { createInquiryStore, inquiryQueue } from "../features/inquiries/store.server.ts";
import { messageIdOf } from "../features/mailing-list/notification.ts";
import { type Outbox, overdueMail, startOutbox } from "../features/mailing-list/outbox.server.ts";
import { smtpSender } from "../features/mailing-list/smtp.server.ts";
import type { OriginPolicy } from "../http/cross-site.ts";

export interface InquiriesOptions {
  db: DatabaseSync;
  /** Mail goes out only with both an SMTP server and the gallery's inbox. */
  mail: { smtpUrl: string; inbox: string } | null;
  /** Questions a day one client may ask (INQUIRY_DAILY_LIMIT); 0 for no limit. */
  dailyLimitPerClient: number;
  clockMs: () => number;
  /** The site's public origin (SITE_URL): the work's link in each mail. */
  siteUrl: string;
  originPolicy: OriginPolicy;
}

export interface Inquiries {
  endpoint: InquiryEndpoint;
  /** Why its mail is stuck, as the mailing list's `stuckOutbox` says, or null. */
  stuckOutbox(boundMs: number): string | null;
  stop(): Promise<void>;
}

export function createInquiries({
  db,
  mail,
  dailyLimitPerClient,
  clockMs,
  siteUrl,
  originPolicy,
}: InquiriesOptions): Inquiries {
  const queue = inquiryQueue((show, work) => new URL(workPath(show, work), `${siteUrl}/`).href);
  const outbox: Outbox | null = mail
    ? startOutbox({
        db,
        queue,
        send: smtpSender(mail.smtpUrl),
        // The gallery's inbox only: nothing goes to the address a visitor typed (issue 31).
        compose: (inquiry, mailId) => ({
          ...galleryInquiryMail(inquiry, mail.inbox),
          messageId: messageIdOf(mailId, mail.inbox),
        }),
        clock: clockMs,
      })
    : null;
  return {
    endpoint: {
      originPolicy,
      store: createInquiryStore(db),
      mail: outbox !== null,
      dailyLimitPerClient,
      clockMs,
      afterCommit: () => outbox?.kick(),
    },
    stuckOutbox(boundMs) {
      if (!outbox) return null;
      const overdue = overdueMail(db, clockMs(), boundMs, queue.table);
      if (!overdue) return null;
      const minutes = Math.floor((clockMs() - overdue.dueSinceMs) / 60_000);
      return `${overdue.rows} mail(s) about works due for ${minutes} min and not being sent`;
    },
    stop: async () => outbox?.stop(),
  };
}
