import type { Migration } from "../migrations.server.ts";
import { MAIL_QUEUE_COLUMNS, pendingMailIndex } from "./mail-queue-columns.ts";

export const migration9: Migration = {
  version: 9,
  description:
    "the desk's sign-in counted per network, wrong codes and their alerts, sessions' devices",
  sql: `
      -- The network a code was asked from (SHA-256 of its IPv4 address or IPv6 /64): the desk's
      -- limits count per address and network, so others' requests never spend a member's own.
      ALTER TABLE desk_code_requests ADD COLUMN network_hash TEXT NOT NULL DEFAULT '';
      CREATE INDEX desk_code_requests_by_network ON desk_code_requests (network_hash, requested_at_ms);
      CREATE INDEX desk_code_requests_by_address_network
        ON desk_code_requests (address_hash, network_hash, requested_at_ms);
      ALTER TABLE desk_codes ADD COLUMN network_hash TEXT NOT NULL DEFAULT '';
      CREATE INDEX desk_codes_by_member ON desk_codes (member_id, issued_at_ms);

      -- A wrong code typed against a member's live code, kept a day (features/desk/wrong-codes).
      CREATE TABLE desk_wrong_codes (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES desk_members (id) ON DELETE CASCADE,
        at_ms INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX desk_wrong_codes_by_member ON desk_wrong_codes (member_id, at_ms);

      -- Wrong codes past the threshold for one member: raised once a period, then mailed to
      -- each desk-admin from its own outbox queue (migration 3's columns).
      CREATE TABLE desk_alerts (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES desk_members (id) ON DELETE CASCADE,
        wrong_codes INTEGER NOT NULL,
        raised_at_ms INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX desk_alerts_by_member ON desk_alerts (member_id, raised_at_ms);
      CREATE TABLE desk_alert_mail (
        id INTEGER PRIMARY KEY,
        alert_id INTEGER NOT NULL REFERENCES desk_alerts (id) ON DELETE CASCADE,
        admin_id INTEGER NOT NULL REFERENCES desk_members (id) ON DELETE CASCADE,
        ${MAIL_QUEUE_COLUMNS},
        UNIQUE (alert_id, admin_id)
      ) STRICT;
      ${pendingMailIndex("desk_alert_mail_pending", "desk_alert_mail")}

      -- What a session's browser is, in a few words ("Firefox on Android"), never the raw
      -- User-Agent; last_seen_at_ms (migration 7) now ends a session idle too long.
      ALTER TABLE desk_sessions ADD COLUMN device TEXT NOT NULL DEFAULT '';
      CREATE INDEX desk_sessions_by_member ON desk_sessions (member_id, created_at_ms);
      `,
};
