// The database schema, as numbered steps. Never edit a step that has shipped: append a new one
// with the next number. Each runs once, in a transaction, and bumps PRAGMA user_version.

export interface Migration {
  /** 1, 2, 3… in order, without gaps. */
  version: number;
  description: string;
  sql: string;
}

export const migrations: readonly Migration[] = [
  {
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
  },
  {
    version: 2,
    description: "web vitals reported by visitors' browsers",
    sql: `
      -- One row per metric per page view; times are milliseconds on the real clock.
      CREATE TABLE web_vitals (
        id INTEGER PRIMARY KEY,
        route TEXT NOT NULL,
        name TEXT NOT NULL CHECK (name IN ('LCP', 'CLS', 'INP', 'FCP', 'TTFB')),
        value REAL NOT NULL,
        recorded_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX web_vitals_by_time ON web_vitals (recorded_at);
    `,
  },
  {
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
        mail_id TEXT NOT NULL UNIQUE,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL DEFAULT 0,
        lease_until INTEGER,
        last_error TEXT,
        last_response_code INTEGER,
        gave_up_at INTEGER,
        sent_at INTEGER,
        CHECK ((kind = 'note') = (message_id IS NOT NULL)),
        CHECK ((kind = 'confirmation') = (subscriber_id IS NOT NULL))
      ) STRICT;
      INSERT INTO outbox_v3 (id, kind, message_id, mail_id, attempts, next_attempt_at, last_error, sent_at)
        SELECT id, 'note', message_id, lower(hex(randomblob(16))), attempts, next_attempt_at,
          last_error, sent_at
        FROM outbox;
      DROP TABLE outbox;
      ALTER TABLE outbox_v3 RENAME TO outbox;
      CREATE INDEX outbox_pending ON outbox (next_attempt_at)
        WHERE sent_at IS NULL AND gave_up_at IS NULL;
      CREATE INDEX outbox_by_subscriber ON outbox (subscriber_id);
    `,
  },
  {
    version: 4,
    description: "the address each sign-up came from, as the site judged it behind its proxies",
    sql: `
      -- The client address of the latest sign-up of this address (TRUST_PROXY decides whose word
      -- it is): consent records and abuse handling. Removed with the subscriber.
      ALTER TABLE subscribers ADD COLUMN last_signup_address TEXT;
    `,
  },
  {
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
        mail_id TEXT NOT NULL UNIQUE,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL DEFAULT 0,
        lease_until INTEGER,
        last_error TEXT,
        last_response_code INTEGER,
        gave_up_at INTEGER,
        sent_at INTEGER,
        UNIQUE (commit_sha, state)
      ) STRICT;
      CREATE INDEX publish_notices_pending ON publish_notices (next_attempt_at)
        WHERE sent_at IS NULL AND gave_up_at IS NULL;
    `,
  },
  {
    version: 6,
    description:
      "visitors' questions about works, and their mail to the gallery and a copy to each",
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
        mail_id TEXT NOT NULL UNIQUE,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL DEFAULT 0,
        lease_until INTEGER,
        last_error TEXT,
        last_response_code INTEGER,
        gave_up_at INTEGER,
        sent_at INTEGER,
        UNIQUE (inquiry_id, kind)
      ) STRICT;
      CREATE INDEX inquiry_mail_pending ON inquiry_mail (next_attempt_at)
        WHERE sent_at IS NULL AND gave_up_at IS NULL;
    `,
  },
  {
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
        mail_id TEXT NOT NULL UNIQUE,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL DEFAULT 0,
        lease_until INTEGER,
        last_error TEXT,
        last_response_code INTEGER,
        gave_up_at INTEGER,
        sent_at INTEGER
      ) STRICT;
      CREATE INDEX desk_codes_by_client ON desk_codes (client_hash, issued_at_ms);
      CREATE INDEX desk_codes_pending ON desk_codes (next_attempt_at)
        WHERE sent_at IS NULL AND gave_up_at IS NULL;

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
  },
  {
    version: 8,
    description: "a desk mark the released content has passed is spent for good",
    sql: `
      -- Set once the content a release serves reads other than the mark's "from" (its commit was
      -- released, or the work was edited since): from then on the content is the truth, even if
      -- it later reads the old value again (features/desk/marks.server.ts, spendPassedMarks).
      ALTER TABLE availability_marks ADD COLUMN spent_at_ms INTEGER;
    `,
  },
  {
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
        mail_id TEXT NOT NULL UNIQUE,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL DEFAULT 0,
        lease_until INTEGER,
        last_error TEXT,
        last_response_code INTEGER,
        gave_up_at INTEGER,
        sent_at INTEGER,
        UNIQUE (alert_id, admin_id)
      ) STRICT;
      CREATE INDEX desk_alert_mail_pending ON desk_alert_mail (next_attempt_at)
        WHERE sent_at IS NULL AND gave_up_at IS NULL;

      -- What a session's browser is, in a few words ("Firefox on Android"), never the raw
      -- User-Agent; last_seen_at_ms (migration 7) now ends a session idle too long.
      ALTER TABLE desk_sessions ADD COLUMN device TEXT NOT NULL DEFAULT '';
      CREATE INDEX desk_sessions_by_member ON desk_sessions (member_id, created_at_ms);
      `,
  },
  {
    version: 10,
    description: "questions about works: no copy to the visitor, a daily cap per client",
    sql: `
      -- The visitor's copy is no longer mailed (issue 31: it let the form mail a stranger): the
      -- copies still waiting are given up, never sent. The rows stay, as migrations only add.
      UPDATE inquiry_mail
      SET gave_up_at = CAST(unixepoch('subsec') * 1000 AS INTEGER),
        last_error = 'not sent: the visitor''s copy is no longer mailed', lease_until = NULL
      WHERE kind = 'copy' AND sent_at IS NULL AND gave_up_at IS NULL;

      -- From now on email_key holds the mailbox an address reaches (domain/email-address.ts,
      -- mailboxKey: no "+tag", no Gmail dots), and questions a day per address count by it.

      -- Who asked, as the rate limits count a client (its IPv4 address or IPv6 /64): questions
      -- a day per client are counted by it. NULL for questions asked before.
      ALTER TABLE inquiries ADD COLUMN client_key TEXT;
      CREATE INDEX inquiries_by_client ON inquiries (client_key, asked_at_ms);
    `,
  },
  {
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
        mail_id TEXT NOT NULL UNIQUE,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL DEFAULT 0,
        lease_until INTEGER,
        last_error TEXT,
        last_response_code INTEGER,
        gave_up_at INTEGER,
        sent_at INTEGER,
        UNIQUE (slot_date, kind, member_id)
      ) STRICT;
      CREATE INDEX rota_mail_pending ON rota_mail (next_attempt_at)
        WHERE sent_at IS NULL AND gave_up_at IS NULL;
    `,
  },
  {
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
        mail_id TEXT NOT NULL UNIQUE,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL DEFAULT 0,
        lease_until INTEGER,
        last_error TEXT,
        last_response_code INTEGER,
        gave_up_at INTEGER,
        sent_at INTEGER,
        CHECK ((subscriber_id IS NULL) <> (test_to IS NULL)),
        UNIQUE (announcement_id, subscriber_id)
      ) STRICT;
      CREATE INDEX announcement_mail_pending ON announcement_mail (next_attempt_at)
        WHERE sent_at IS NULL AND gave_up_at IS NULL;
      CREATE INDEX announcement_mail_by_subscriber ON announcement_mail (subscriber_id);
    `,
  },
];
