// The mailing list as the running server holds it: the store on the site's database, the rate
// limiter, and the notification outbox when SMTP is configured.
import { realClockMs } from "../../runtime/clock.server.ts";
import { config } from "../../runtime/config.server.ts";
import { database as db } from "../../database/connection.server.ts";
import { schemaVersion } from "../../database/database.server.ts";
import { startOutbox } from "./outbox.server.ts";
import { createRateLimiter } from "../../http/rate-limit.ts";
import type { SignupEndpoint } from "./endpoint.server.ts";
import { smtpSender } from "./smtp.server.ts";
import { createSubscriberStore } from "./store.server.ts";

const outbox =
  config.SMTP_URL && config.GALLERY_INBOX
    ? startOutbox({
        db,
        inbox: config.GALLERY_INBOX,
        send: smtpSender(config.SMTP_URL),
        clock: realClockMs,
      })
    : null;

console.log(
  `Mailing list: ${config.DATABASE_PATH} (schema ${schemaVersion(db)}); notifications ${
    config.GALLERY_INBOX && outbox ? `to ${config.GALLERY_INBOX}` : "off (no SMTP_URL)"
  }`,
);

export const signupEndpoint: SignupEndpoint = {
  store: createSubscriberStore(db),
  limiter: createRateLimiter(config.SIGNUP_RATE_LIMIT),
  trustedProxies: config.TRUST_PROXY,
  notify: outbox !== null,
  afterCommit: () => outbox?.kick(),
  clockMs: realClockMs,
};
