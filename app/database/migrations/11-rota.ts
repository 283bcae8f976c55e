import type { Migration } from "../migrations.server.ts";
import { MAIL_QUEUE_COLUMNS, pendingMailIndex } from "./mail-queue-columns.ts";

export const migration11: Migration = {
  version: 11,
  description: "the rota of who sits the gallery, members' own calendar addresses, rota mail",
  sql: `
    -- Whether the public "open now" follows the rota (issue 33): one row, on while on_at_ms is set.
    CREATE TABLE rota_settings (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      on_at_ms INTEGER,
      changed_by TEXT NOT NULL DEFAULT ''
    ) STRICT;
    INSERT INTO rota_settings (id, on_at_ms) VALUES (1, NULL);

    -- Who sits each opening day ("YYYY-MM-DD", one slot a day): the primary key is what makes
    -- one sitter per slot, so two claims at the same instant cannot both be kept. Past days
    -- stay, as the record of who sat.
    CREATE TABLE rota_sitters (
      slot_date TEXT PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES desk_members (id) ON DELETE CASCADE,
      claimed_at_ms INTEGER NOT NULL,
      assigned_by TEXT
    ) STRICT;

    -- Each member's private calendar of their slots: a random token, a new one on revoke.
    CREATE TABLE rota_calendars (
      member_id INTEGER PRIMARY KEY REFERENCES desk_members (id) ON DELETE CASCADE,
      token TEXT NOT NULL UNIQUE,
      made_at_ms INTEGER NOT NULL
    ) STRICT;

    -- The rota's mails, a row per slot, kind and recipient: UNIQUE makes each go once, across
    -- restarts. The outbox's columns (migration 3's) are for the sender.
    CREATE TABLE rota_mail (
      id INTEGER PRIMARY KEY,
      slot_date TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('reminder', 'gap')),
      member_id INTEGER NOT NULL REFERENCES desk_members (id) ON DELETE CASCADE,
      queued_at_ms INTEGER NOT NULL,
      ${MAIL_QUEUE_COLUMNS},
      UNIQUE (slot_date, kind, member_id)
    ) STRICT;
    ${pendingMailIndex("rota_mail_pending", "rota_mail")}
  `,
};
