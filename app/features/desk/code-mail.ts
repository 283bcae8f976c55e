// The mail that carries a sign-in code to a member. Pure.
import { gallery } from "../../content/gallery.ts";
import type { OutgoingMail } from "../../mail/message.ts";
import { CODE_MINUTES } from "./sign-in-text.ts";

export interface QueuedCode {
  email: string;
  name: string;
  /** The digits, or null when the code lapsed or was used before it could be mailed. */
  code: string | null;
}

export function codeMail(
  { email, name, code }: QueuedCode,
  inbox: string,
  deskUrl: string,
): OutgoingMail {
  const greeting = name ? `Hello ${name},` : "Hello,";
  if (code === null) {
    return {
      from: inbox,
      to: email,
      subject: `Your sign-in code for ${gallery.nameInSentence}'s desk has lapsed`,
      text: [
        greeting,
        "",
        "A code you asked for could not be mailed in time and has lapsed.",
        `Ask for a new one at ${deskUrl}.`,
      ].join("\n"),
    };
  }
  return {
    from: inbox,
    to: email,
    subject: `${code} is your code for ${gallery.nameInSentence}'s desk`,
    text: [
      greeting,
      "",
      `Your code is ${code}`,
      "",
      `Type it on the page where you asked for it, within ${CODE_MINUTES} minutes. It works once,`,
      "and only in that browser.",
      "",
      "If you did not ask for it, do nothing: nobody can sign in without it.",
      "",
      "--",
      deskUrl,
    ].join("\n"),
  };
}
