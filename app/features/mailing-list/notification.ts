// The mail that tells the gallery about a note left with a sign-up. Pure.
import { formatInstant } from "../../domain/gallery-time.ts";
import type { OutgoingMail } from "../../mail/message.ts";

export interface Note {
  email: string;
  firstname: string;
  lastname: string;
  body: string;
  sourcePage: string | null;
  writtenAt: string;
}

export function notificationMail(note: Note, inbox: string): OutgoingMail {
  const name = [note.firstname, note.lastname].filter((part) => part !== "").join(" ");
  const who = name === "" ? note.email : `${name} <${note.email}>`;
  const lines = [
    `${who} joined the mailing list and left a note:`,
    "",
    note.body,
    "",
    "--",
    `Written ${formatInstant(new Date(note.writtenAt))} (Montpelier time)`,
    ...(note.sourcePage ? [`From the page ${note.sourcePage}`] : []),
    "Reply to this mail to answer them.",
  ];
  return {
    // Sent from the inbox to itself: the SMTP account is the gallery's own.
    from: inbox,
    to: inbox,
    replyTo: note.email,
    subject: `Mailing list: a note from ${name === "" ? note.email : name}`,
    text: lines.join("\n"),
  };
}
