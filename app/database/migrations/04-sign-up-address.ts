import type { Migration } from "../migrations.server.ts";

export const migration4: Migration = {
  version: 4,
  description: "the address each sign-up came from, as the site judged it behind its proxies",
  sql: `
      -- The client address of the latest sign-up of this address (TRUST_PROXY decides whose word
      -- it is): consent records and abuse handling. Removed with the subscriber.
      ALTER TABLE subscribers ADD COLUMN last_signup_address TEXT;
    `,
};
