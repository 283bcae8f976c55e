// The mailing list as the running site holds it: the store on the site's database, and the
// notification outbox when SMTP is configured. Made by the site at start, stopped with it.
import type { DatabaseSync } from "node:sqlite";
import type { OriginPolicy } from "../../http/cross-site.ts";
import type { SignupEndpoint } from "./endpoint.server.ts";
import { type Outbox, startOutbox } from "./outbox.server.ts";
import { smtpSender } from "./smtp.server.ts";
import { createSubscriberStore } from "./store.server.ts";

export interface MailingListOptions {
  db: DatabaseSync;
  /** Notifications go out only with both an SMTP server and the gallery's inbox. */
  mail: { smtpUrl: string; inbox: string } | null;
  /** Real milliseconds, for mail retries. */
  clockMs: () => number;
  /** The site's public origin (SITE_URL). */
  siteUrl: string;
  originPolicy: OriginPolicy;
}

export interface MailingList {
  endpoint: SignupEndpoint;
  /** One line for the start-up log: where notes go. */
  describe(): string;
  stop(): Promise<void>;
}

export function createMailingList({
  db,
  mail,
  clockMs,
  siteUrl,
  originPolicy,
}: MailingListOptions): MailingList {
  const outbox: Outbox | null = mail
    ? startOutbox({ db, inbox: mail.inbox, send: smtpSender(mail.smtpUrl), clock: clockMs })
    : null;
  return {
    endpoint: {
      siteUrl,
      originPolicy,
      store: createSubscriberStore(db),
      notify: outbox !== null,
      afterCommit: () => outbox?.kick(),
    },
    describe: () => `notifications ${mail ? `to ${mail.inbox}` : "off (no SMTP_URL)"}`,
    stop: async () => outbox?.stop(),
  };
}
