// The mailing list as the running site holds it: the store on the site's database, the outbox
// when SMTP is configured (notes to the gallery, confirmations to subscribers), and what the
// links in a subscriber's mail do. Made by the site at start, stopped with it.
import type { DatabaseSync } from "node:sqlite";
import type { OriginPolicy } from "../../http/cross-site.ts";
import { confirmationMail } from "./confirmation-mail.ts";
import { SIGNUP_WRITE_WAIT_MS, type SignupEndpoint } from "./endpoint.server.ts";
import { type OutgoingMail, messageIdOf, notificationMail } from "./notification.ts";
import {
  FAILING_ATTEMPTS,
  type Outbox,
  failingMail,
  overdueMail,
  startOutbox,
} from "./outbox.server.ts";
import { MAILING_LIST_QUEUE, type QueuedMail } from "./queued-mail.server.ts";
import {
  CONFIRM_LINK_VALID_MS,
  CONFIRM_PATH,
  UNSUBSCRIBE_PATH,
  linkUrl,
  signToken,
} from "./signed-links.server.ts";
import { smtpSender } from "./smtp.server.ts";
import { createSubscriberStore } from "./store.server.ts";
import { type Subscriptions, createSubscriptions } from "./subscriptions.server.ts";

export interface MailingListOptions {
  db: DatabaseSync;
  /** Mail goes out only with both an SMTP server and the gallery's inbox. */
  mail: { smtpUrl: string; inbox: string } | null;
  /** Real milliseconds, for mail retries and links' lifetimes. */
  clockMs: () => number;
  /** The site's public origin (SITE_URL): links in mail lead there. */
  siteUrl: string;
  originPolicy: OriginPolicy;
  /** Signs the links in mail (SIGNUP_SECRET); null when none is configured. */
  secret: string | null;
}

export interface MailingList {
  endpoint: SignupEndpoint;
  subscriptions: Subscriptions;
  /** One line for the start-up log: where mail goes. */
  describe(): string;
  /**
   * Why the outbox is stuck (mail due for longer than `boundMs` that no sender holds, or mail
   * the mail server has refused try after try), or null when mail is leaving or there is none.
   */
  stuckOutbox(boundMs: number): string | null;
  stop(): Promise<void>;
}

export function createMailingList(options: MailingListOptions): MailingList {
  const { db, mail, clockMs, siteUrl, originPolicy, secret } = options;
  const store = createSubscriberStore(db);
  const outbox: Outbox | null =
    mail && secret
      ? startOutbox({
          db,
          queue: MAILING_LIST_QUEUE,
          send: smtpSender(mail.smtpUrl),
          compose: composer(mail.inbox, siteUrl, secret),
          clock: clockMs,
        })
      : null;
  return {
    endpoint: {
      siteUrl,
      originPolicy,
      store,
      mail: outbox !== null,
      clockMs,
      afterCommit: () => outbox?.kick(),
      writeWaitMs: SIGNUP_WRITE_WAIT_MS,
    },
    subscriptions: createSubscriptions({ store, secret, clockMs }),
    describe: () =>
      mail
        ? `notes to ${mail.inbox}, confirmations to subscribers (double opt-in)`
        : "no mail (no SMTP_URL): sign-ups are stored as pending",
    stuckOutbox(boundMs) {
      if (!outbox) return null;
      const overdue = overdueMail(db, clockMs(), boundMs);
      if (overdue) {
        const minutes = Math.floor((clockMs() - overdue.dueSinceMs) / 60_000);
        return `${overdue.rows} mail(s) due for ${minutes} min and not being sent`;
      }
      const failing = failingMail(db, FAILING_ATTEMPTS);
      if (!failing) return null;
      return `${failing.rows} mail(s) not sent after ${failing.attempts} tries: ${failing.lastError}`;
    },
    stop: async () => outbox?.stop(),
  };
}

/** Each queued row's mail, with its stable Message-ID and the subscriber's signed links. */
function composer(inbox: string, siteUrl: string, secret: string) {
  return (queued: QueuedMail, mailId: string): OutgoingMail => {
    const messageId = messageIdOf(mailId, inbox);
    if (queued.kind === "note") return { ...notificationMail(queued.note, inbox), messageId };
    const { request } = queued;
    const confirm = signToken(
      secret,
      "confirm",
      request.linkKey,
      request.requestedAt + CONFIRM_LINK_VALID_MS,
    );
    const unsubscribe = signToken(secret, "unsubscribe", request.linkKey, null);
    const links = {
      confirmUrl: linkUrl(siteUrl, CONFIRM_PATH, confirm),
      unsubscribeUrl: linkUrl(siteUrl, UNSUBSCRIBE_PATH, unsubscribe),
    };
    return { ...confirmationMail(request, links, inbox), messageId };
  };
}
