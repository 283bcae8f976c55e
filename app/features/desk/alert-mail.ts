// The mail that tells a desk-admin someone typed many wrong codes for a member. Pure.
import { gallery } from "../../content/gallery.ts";
import { formatInstant } from "../../domain/gallery-time.ts";
import type { OutgoingMail } from "../../mail/message.ts";

export interface QueuedAlert {
  /** The desk-admin it goes to. */
  adminEmail: string;
  adminName: string;
  /** The member whose codes were guessed. */
  memberEmail: string;
  wrongCodes: number;
  raisedAtMs: number;
}

export function alertMail(alert: QueuedAlert, inbox: string, deskUrl: string): OutgoingMail {
  return {
    from: inbox,
    to: alert.adminEmail,
    subject: `${alert.wrongCodes} wrong sign-in codes for ${alert.memberEmail} at ${gallery.nameInSentence}'s desk`,
    text: [
      alert.adminName ? `Hello ${alert.adminName},` : "Hello,",
      "",
      `By ${formatInstant(new Date(alert.raisedAtMs))}, ${alert.wrongCodes} wrong codes had been typed`,
      `within an hour against the codes mailed to ${alert.memberEmail}.`,
      "",
      "A code works only in the browser that asked for it and only for a few tries, so this",
      "alone lets nobody in. It may be the member mistyping; if they say it was not them,",
      "someone is trying their address: the audit log at the desk lists what happened.",
      "You are told once a day at most about the same member.",
      "",
      "--",
      deskUrl,
    ].join("\n"),
  };
}
