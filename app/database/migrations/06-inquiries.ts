import type { Migration } from "../migrations.server.ts";
import { MAIL_QUEUE_COLUMNS, pendingMailIndex } from "./mail-queue-columns.ts";

export const migration6: Migration = {
  version: 6,
  description: "visitors' questions about works, and their mail to the gallery and a copy to each",
  sql: `
      -- One row per question about a work (features/inquiries), stored before any mail goes.
      -- The work is kept as it read when asked (title, artist, details, price): content changes,
      -- the question stays about what the visitor saw. Times: asked_at_ms on the real clock.
      CREATE TABLE inquiries (
        id INTEGER PRIMARY KEY,
        show_name TEXT NOT NULL,
        work_id TEXT NOT NULL,
        work_title TEXT NOT NULL,
        work_artist TEXT NOT NULL,
        work_details TEXT NOT NULL,
        work_price TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        -- The address lower-cased: copies to one address are counted by it.
        email_key TEXT NOT NULL,
        -- The set choices ticked, as a JSON array of their keys.
        topics TEXT NOT NULL,
        question TEXT NOT NULL,
        asked_at_ms INTEGER NOT NULL,
        -- The client's address, as the site judged it behind its proxies: abuse handling.
        from_address TEXT
      ) STRICT;
      CREATE INDEX inquiries_by_email ON inquiries (email_key, asked_at_ms);

      -- Their mail, with the outbox's own columns (migration 3) and sent by the same sender:
      -- one to the gallery's inbox per question, and the visitor's copy.
      CREATE TABLE inquiry_mail (
        id INTEGER PRIMARY KEY,
        inquiry_id INTEGER NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('gallery', 'copy')),
        ${MAIL_QUEUE_COLUMNS},
        UNIQUE (inquiry_id, kind)
      ) STRICT;
      ${pendingMailIndex("inquiry_mail_pending", "inquiry_mail")}
    `,
};
