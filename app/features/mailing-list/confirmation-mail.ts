// The mail that asks a new subscriber to confirm their address (double opt-in, issue 9). Pure.
// Like every mail to a subscriber it carries one-click unsubscribe (RFC 8058): a
// List-Unsubscribe https link with List-Unsubscribe-Post, and the same link in its text.
import { gallery } from "../../content/gallery.ts";
import type { OutgoingMail } from "../../mail/message.ts";

export interface SubscriberLinks {
  confirmUrl: string;
  unsubscribeUrl: string;
}

/** The headers RFC 8058 asks of a mail to a list member: a mail client's "Unsubscribe" button. */
export function oneClickUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

export function confirmationMail(
  subscriber: { email: string; firstname: string },
  links: SubscriberLinks,
  inbox: string,
): OutgoingMail {
  const greeting = subscriber.firstname === "" ? "Hello," : `Hello ${subscriber.firstname},`;
  const lines = [
    greeting,
    "",
    `This address was signed up for the mailing list of ${gallery.nameInSentence}, the artist-run gallery in Montpelier, Vermont.`,
    "To confirm that it was you, open this link within 7 days:",
    "",
    links.confirmUrl,
    "",
    "If it wasn't you, ignore this mail: we will not write to you. To remove the address from our list now:",
    "",
    links.unsubscribeUrl,
    "",
    "--",
    `${gallery.name}`,
  ];
  return {
    from: inbox,
    to: subscriber.email,
    subject: `Please confirm your place on ${gallery.nameInSentence}'s mailing list`,
    text: lines.join("\n"),
    headers: oneClickUnsubscribeHeaders(links.unsubscribeUrl),
  };
}
