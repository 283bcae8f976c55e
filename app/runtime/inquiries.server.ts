// Questions about works (features/inquiries) as the running site holds them: the store on the
// site's database and their mail queue (inquiry_mail: to the gallery's inbox, never to the
// visitor's address) opened at the post office. Made by the site at start.
import type { DatabaseSync } from "node:sqlite";
import { workPath } from "../domain/works.ts";
import type { InquiryEndpoint } from "../features/inquiries/endpoint.server.ts";
import { createInquiryStore, inquiryQueue } from "../features/inquiries/store.server.ts";
import type { OriginPolicy } from "../http/cross-site.ts";
import type { PostOffice } from "../mail/post-office.server.ts";

export interface InquiriesOptions {
  db: DatabaseSync;
  /** The site's mail: questions reach the gallery's inbox through it. */
  postOffice: PostOffice;
  /** Questions a day one client may ask (INQUIRY_DAILY_LIMIT); 0 for no limit. */
  dailyLimitPerClient: number;
  clockMs: () => number;
  /** The site's public origin (SITE_URL): the work's link in each mail. */
  siteUrl: string;
  originPolicy: OriginPolicy;
}

export function createInquiries({
  db,
  postOffice,
  dailyLimitPerClient,
  clockMs,
  siteUrl,
  originPolicy,
}: InquiriesOptions): InquiryEndpoint {
  const queue = inquiryQueue((show, work) => new URL(workPath(show, work), `${siteUrl}/`).href);
  const outbox = postOffice.open(queue);
  return {
    originPolicy,
    store: createInquiryStore(db),
    mail: postOffice.sends,
    dailyLimitPerClient,
    clockMs,
    afterCommit: () => outbox.kick(),
  };
}
