// What the desk's announcement pages need of the running site (runtime/announcements.server.ts
// makes it): the store, whether mail can leave, and a way to tell the sender that copies wait.
import type { AnnouncementStore } from "./announcement-store.server.ts";
import type { DraftSource } from "./draft-sources.ts";

export interface Announcements {
  store: AnnouncementStore;
  /** SMTP is set up: a send or a test can leave. */
  sends: boolean;
  /** The site's public origin: every address in a mail is absolute. */
  siteUrl: string;
  /** Real-clock milliseconds. */
  clockMs: () => number;
  /** ANNOUNCE_PER_MINUTE: copies a minute at most. */
  perMinute: number;
  /** What a new announcement can start from at `now`. */
  sources(now: Date): DraftSource[];
  /** Copies were queued (a test, a send) or a send was resumed: send now. */
  afterQueued(): void;
  /** A send started: the archive (its pages, the feed, the menu's "News") changed. */
  afterPublished(): void;
  /** Goes up by one with each change of the archive: rendered page copies older are stale. */
  archiveVersion(): number;
}
