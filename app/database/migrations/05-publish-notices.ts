import type { Migration } from "../migrations.server.ts";
import { MAIL_QUEUE_COLUMNS, pendingMailIndex } from "./mail-queue-columns.ts";

export const migration5: Migration = {
  version: 5,
  description: "the gallery's inbox told once of each refused or failed Publish",
  sql: `
      -- One row per commit and state the updater's log showed refused or failed
      -- (features/publishes): its key is what makes the notice once-only, restarts included.
      -- Each row is also its mail's place in the queue, with the outbox's own columns
      -- (migration 3), sent by the same sender with its leases and retries. A new table only:
      -- an older release ignores it.
      CREATE TABLE publish_notices (
        id INTEGER PRIMARY KEY,
        commit_sha TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('refused', 'failed')),
        author TEXT NOT NULL,
        subject TEXT NOT NULL,
        committed_at TEXT NOT NULL,
        -- The updater's lines, as a JSON array of strings.
        reasons TEXT NOT NULL,
        -- failed: the updater's tries so far, and when it tries again (ISO).
        update_attempts INTEGER,
        retry_at TEXT,
        noticed_at INTEGER NOT NULL,
        ${MAIL_QUEUE_COLUMNS},
        UNIQUE (commit_sha, state)
      ) STRICT;
      ${pendingMailIndex("publish_notices_pending", "publish_notices")}
    `,
};
