import type { Migration } from "../migrations.server.ts";
import { MAIL_QUEUE_COLUMNS, pendingMailIndex } from "./mail-queue-columns.ts";

export const migration7: Migration = {
  version: 7,
  description:
    "the members' desk: members, sign-in codes and sessions, availability marks, the audit log",
  sql: `
      -- Who may sign in to the desk (features/desk), kept by the operator's command line only.
      -- role: 'member' marks works and answers questions; 'desk-admin' may also read the audit
      -- log at the desk. A removed member's row is deleted, and their sessions with it.
      CREATE TABLE desk_members (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL,
        email_key TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('member', 'desk-admin')),
        added_at_ms INTEGER NOT NULL
      ) STRICT;

      -- Every request for a code, for a listed address or not (the same write either way):
      -- the per-address and per-client limits count these. Both are SHA-256 hex, never the
      -- address or the cookie itself.
      CREATE TABLE desk_code_requests (
        id INTEGER PRIMARY KEY,
        address_hash TEXT NOT NULL,
        client_hash TEXT NOT NULL,
        requested_at_ms INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX desk_code_requests_by_address ON desk_code_requests (address_hash, requested_at_ms);
      CREATE INDEX desk_code_requests_by_client ON desk_code_requests (client_hash, requested_at_ms);

      -- A one-time code: its SHA-256 only, bound to the hash of the browser's client cookie.
      -- The row is also its mail's place in the outbox (migration 3's columns); the code's
      -- digits wait in code_to_mail only until mailed, used or lapsed, then are erased.
      CREATE TABLE desk_codes (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES desk_members (id) ON DELETE CASCADE,
        client_hash TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        code_to_mail TEXT,
        issued_at_ms INTEGER NOT NULL,
        expires_at_ms INTEGER NOT NULL,
        wrong_tries INTEGER NOT NULL DEFAULT 0,
        used_at_ms INTEGER,
        ${MAIL_QUEUE_COLUMNS}
      ) STRICT;
      CREATE INDEX desk_codes_by_client ON desk_codes (client_hash, issued_at_ms);
      ${pendingMailIndex("desk_codes_pending", "desk_codes")}

      -- A signed-in browser: the SHA-256 of its cookie's token.
      CREATE TABLE desk_sessions (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES desk_members (id) ON DELETE CASCADE,
        token_hash TEXT NOT NULL UNIQUE,
        created_at_ms INTEGER NOT NULL,
        expires_at_ms INTEGER NOT NULL,
        last_seen_at_ms INTEGER NOT NULL
      ) STRICT;

      -- Availability marked at the desk: an overlay over the content. A mark counts while the
      -- built content still says from_availability (features/desk/availability-overlay.ts).
      -- One row per mark, kept: a later step commits them to the content files (committed_at).
      CREATE TABLE availability_marks (
        id INTEGER PRIMARY KEY,
        show_name TEXT NOT NULL,
        work_id TEXT NOT NULL,
        from_availability TEXT NOT NULL CHECK (from_availability IN ('available', 'reserved', 'sold')),
        to_availability TEXT NOT NULL CHECK (to_availability IN ('available', 'reserved', 'sold')),
        member_email TEXT NOT NULL,
        member_name TEXT NOT NULL,
        marked_at_ms INTEGER NOT NULL,
        committed_at_ms INTEGER
      ) STRICT;
      CREATE INDEX availability_marks_by_work ON availability_marks (show_name, work_id, id);

      -- A question about a work answered at the desk, and by whom.
      ALTER TABLE inquiries ADD COLUMN answered_at_ms INTEGER;
      ALTER TABLE inquiries ADD COLUMN answered_by TEXT;

      -- Who did what, when: every change at the desk and by the members' command line.
      CREATE TABLE desk_audit (
        id INTEGER PRIMARY KEY,
        at_ms INTEGER NOT NULL,
        actor TEXT NOT NULL,
        action TEXT NOT NULL,
        detail TEXT NOT NULL
      ) STRICT;
      CREATE INDEX desk_audit_by_time ON desk_audit (at_ms);
    `,
};
