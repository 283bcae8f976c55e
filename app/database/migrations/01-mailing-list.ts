import type { Migration } from "../migrations.server.ts";

export const migration1: Migration = {
  version: 1,
  description: "mailing-list subscribers, their messages, and the notification outbox",
  sql: `
      CREATE TABLE subscribers (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL,
        -- The address lower-cased: one row per address whatever case it was typed in.
        email_key TEXT NOT NULL UNIQUE,
        firstname TEXT NOT NULL DEFAULT '',
        lastname TEXT NOT NULL DEFAULT '',
        source_page TEXT,
        joined_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;

      -- What visitors wrote, each note kept with its own time: a later sign-up never overwrites it.
      CREATE TABLE messages (
        id INTEGER PRIMARY KEY,
        subscriber_id INTEGER NOT NULL REFERENCES subscribers (id) ON DELETE CASCADE,
        body TEXT NOT NULL,
        source_page TEXT,
        written_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX messages_by_subscriber ON messages (subscriber_id);

      -- Notifications to send; times are milliseconds on the real clock.
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        message_id INTEGER NOT NULL UNIQUE REFERENCES messages (id) ON DELETE CASCADE,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL DEFAULT 0,
        last_error TEXT,
        sent_at INTEGER
      ) STRICT;
      CREATE INDEX outbox_pending ON outbox (next_attempt_at) WHERE sent_at IS NULL;
    `,
};
