import type { Migration } from "../migrations.server.ts";
import { MAIL_QUEUE_COLUMNS, pendingMailIndex } from "./mail-queue-columns.ts";

export const migration3: Migration = {
  version: 3,
  description: "double opt-in, the suppression list, and an outbox that two processes can share",
  sql: `
      -- A subscriber is pending until they follow the link mailed to them (confirmed_at).
      -- link_key is the random handle their signed links carry: never the address itself.
      -- confirmation_requested_at (real-clock ms) dates the last confirmation mail: its link
      -- is valid for 7 days from then.
      ALTER TABLE subscribers ADD COLUMN confirmed_at TEXT;
      ALTER TABLE subscribers ADD COLUMN link_key TEXT;
      ALTER TABLE subscribers ADD COLUMN confirmation_requested_at INTEGER;
      UPDATE subscribers SET link_key = lower(hex(randomblob(16)));
      CREATE UNIQUE INDEX subscribers_by_link_key ON subscribers (link_key);

      -- Addresses that were removed, kept only as a salted hash (HMAC-SHA256 keyed with the
      -- salt below): a forged re-sign-up of one stays pending until it is confirmed again.
      CREATE TABLE suppressed_addresses (
        address_hash TEXT PRIMARY KEY,
        suppressed_at TEXT NOT NULL
      ) STRICT;
      CREATE TABLE suppression_salt (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        salt BLOB NOT NULL
      ) STRICT;
      INSERT INTO suppression_salt (id, salt) VALUES (1, randomblob(32));

      -- The outbox carries two kinds of mail: notes to the gallery, confirmations to subscribers.
      -- A sender claims a row (lease_until) before sending it; mail_id makes its Message-ID,
      -- the same on every try; gave_up_at marks a row refused for good (a permanent 5xx).
      CREATE TABLE outbox_v3 (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('note', 'confirmation')),
        message_id INTEGER UNIQUE REFERENCES messages (id) ON DELETE CASCADE,
        subscriber_id INTEGER REFERENCES subscribers (id) ON DELETE CASCADE,
        ${MAIL_QUEUE_COLUMNS},
        CHECK ((kind = 'note') = (message_id IS NOT NULL)),
        CHECK ((kind = 'confirmation') = (subscriber_id IS NOT NULL))
      ) STRICT;
      INSERT INTO outbox_v3 (id, kind, message_id, mail_id, attempts, next_attempt_at, last_error, sent_at)
        SELECT id, 'note', message_id, lower(hex(randomblob(16))), attempts, next_attempt_at,
          last_error, sent_at
        FROM outbox;
      DROP TABLE outbox;
      ALTER TABLE outbox_v3 RENAME TO outbox;
      ${pendingMailIndex("outbox_pending", "outbox")}
      CREATE INDEX outbox_by_subscriber ON outbox (subscriber_id);
    `,
};
