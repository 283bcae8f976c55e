// Announcements to the mailing list (features/announcements, issue 32) as the running site holds
// them: the store on the site's database, its queue opened at the post office (each copy with
// its reader's own signed unsubscribe link), and what a new one can start from.
import type { DatabaseSync } from "node:sqlite";
import { events } from "../content/events.ts";
import { shows } from "../content/shows.ts";
import { announcementQueue } from "../features/announcements/announcement-queue.server.ts";
import { createAnnouncementStore } from "../features/announcements/announcement-store.server.ts";
import type { Announcements } from "../features/announcements/announcements.server.ts";
import { draftSources } from "../features/announcements/draft-sources.ts";
import { oneClickUnsubscribeHeaders } from "../features/mailing-list/confirmation-mail.ts";
import { unsubscribeUrl } from "../features/mailing-list/signed-links.server.ts";
import type { Pictures } from "../features/pictures/pictures.server.ts";
import type { PostOffice } from "../mail/post-office.server.ts";

export interface AnnouncementsOptions {
  db: DatabaseSync;
  postOffice: PostOffice;
  siteUrl: string;
  /** SIGNUP_SECRET: signs each copy's unsubscribe link; null where no mail can be sent. */
  secret: string | null;
  perMinute: number;
  clockMs: () => number;
  pictures: Pictures;
}

export function createAnnouncements({
  db,
  postOffice,
  siteUrl,
  secret,
  perMinute,
  clockMs,
  pictures,
}: AnnouncementsOptions): Announcements {
  const sender = postOffice.open(
    announcementQueue(perMinute, {
      siteUrl,
      unsubscribeUrl: (linkKey) => unsubscribeUrl(siteUrl, secret ?? "", linkKey),
      unsubscribeHeaders: oneClickUnsubscribeHeaders,
    }),
  );
  let archiveVersion = 0;
  return {
    store: createAnnouncementStore(db),
    sends: postOffice.sends && secret !== null,
    siteUrl,
    clockMs,
    perMinute,
    sources: (now) =>
      draftSources(shows, events, now, (kind, file) => {
        // The 1200x630 card where the image build cut one: light enough for a mail.
        const card = pictures.socialCard(kind, file);
        return card?.src ?? pictures.picture(kind, file, "").src;
      }),
    afterQueued: () => sender.kick(),
    afterPublished: () => {
      archiveVersion += 1;
    },
    archiveVersion: () => archiveVersion,
  };
}
