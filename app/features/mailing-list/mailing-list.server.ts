// The mailing list as the running site holds it: the store on the site's database, the outbox
// when SMTP is configured (notes to the gallery, confirmations to subscribers), and what the
// links in a subscriber's mail do. Made by the site at start, stopped with it.
import type { DatabaseSync } from "node:sqlite";
import type { OriginPolicy } from "../../http/cross-site.ts";
import type { PostOffice } from "../../mail/post-office.server.ts";
import { SIGNUP_WRITE_WAIT_MS, type SignupEndpoint } from "./endpoint.server.ts";
import { mailingListQueue } from "./queued-mail.server.ts";
import { createSubscriberStore } from "./store.server.ts";
import { type Subscriptions, createSubscriptions } from "./subscriptions.server.ts";

export interface MailingListOptions {
  db: DatabaseSync;
  /** The site's mail: confirmations go out only with it sending and a secret to sign links. */
  postOffice: PostOffice;
  /** Real milliseconds, for links' lifetimes. */
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
}

export function createMailingList(options: MailingListOptions): MailingList {
  const { db, postOffice, clockMs, siteUrl, originPolicy, secret } = options;
  const store = createSubscriberStore(db);
  const outbox =
    postOffice.sends && secret ? postOffice.open(mailingListQueue(siteUrl, secret)) : null;
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
      postOffice.inbox
        ? `notes to ${postOffice.inbox}, confirmations to subscribers (double opt-in)`
        : "no mail (no SMTP_URL): sign-ups are stored as pending",
  };
}
