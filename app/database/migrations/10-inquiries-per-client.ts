import type { Migration } from "../migrations.server.ts";

export const migration10: Migration = {
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
};
