import type { Migration } from "../migrations.server.ts";
import { MAIL_QUEUE_COLUMNS, pendingMailIndex } from "./mail-queue-columns.ts";

export const migration12: Migration = {
  version: 12,
  description: "announcements to the mailing list, one copy per confirmed subscriber",
  sql: `
    -- What a desk-admin writes to the list (issue 32). A draft until its send starts; from then
    -- on its slug names its page under /news and nothing in it changes.
    CREATE TABLE announcements (
      id INTEGER PRIMARY KEY,
      subject TEXT NOT NULL,
      body TEXT NOT NULL,
      -- The entry it was written from ('show:<name>', 'event:<id>') or NULL for a blank one.
      source TEXT,
      -- Its picture's address on the site (a path) or an absolute URL, and its words.
      picture_src TEXT,
      picture_alt TEXT,
      -- The entry's page on the site, linked from the mail ('/shows/after-dark').
      link_path TEXT,
      written_by TEXT NOT NULL,
      created_at_ms INTEGER NOT NULL,
      updated_at_ms INTEGER NOT NULL,
      slug TEXT UNIQUE,
      send_started_at_ms INTEGER,
      send_started_by TEXT,
      -- How many copies the send made, fixed when it started.
      recipients INTEGER,
      paused_at_ms INTEGER
    ) STRICT;
    CREATE INDEX announcements_sent ON announcements (send_started_at_ms)
      WHERE send_started_at_ms IS NOT NULL;

    -- One row per copy, with the outbox's columns: one per (announcement, confirmed subscriber),
    -- all made in the transaction that starts the send, or a test copy to a member's address.
    -- A subscriber who leaves the list takes their copies with them (sent or not).
    CREATE TABLE announcement_mail (
      id INTEGER PRIMARY KEY,
      announcement_id INTEGER NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
      subscriber_id INTEGER REFERENCES subscribers (id) ON DELETE CASCADE,
      test_to TEXT,
      ${MAIL_QUEUE_COLUMNS},
      CHECK ((subscriber_id IS NULL) <> (test_to IS NULL)),
      UNIQUE (announcement_id, subscriber_id)
    ) STRICT;
    ${pendingMailIndex("announcement_mail_pending", "announcement_mail")}
    CREATE INDEX announcement_mail_by_subscriber ON announcement_mail (subscriber_id);
  `,
};
