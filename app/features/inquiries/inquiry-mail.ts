// The two mails a question about a work makes: one to the gallery's inbox, naming and linking
// the work, that a member answers by replying; and the visitor's copy. Pure. Both are plain text
// only, so whatever the visitor typed, markup included, reads as the characters they typed and
// is never rendered.
import { fullAddress, gallery } from "../../content/gallery.ts";
import { formatInstant } from "../../domain/gallery-time.ts";
import type { OutgoingMail } from "../mailing-list/notification.ts";
import { TOPICS, type Topic } from "./inquiry-form.ts";

/** A stored question, with the work as it read when it was asked. */
export interface StoredInquiry {
  work: {
    title: string;
    artist: string;
    /** "neon and found steel, 72 x 30 x 30 in, 2024" */
    details: string;
    /** "$6,800, sold" */
    price: string;
    /** The work's own address, absolute (SITE_URL). */
    url: string;
  };
  name: string;
  email: string;
  topics: Topic[];
  question: string;
  /** Real-clock milliseconds. */
  askedAtMs: number;
}

/** What a long question or title becomes in a subject line. */
const SUBJECT_TITLE_MAX = 60;

export function galleryInquiryMail(inquiry: StoredInquiry, inbox: string): OutgoingMail {
  const { work } = inquiry;
  return {
    // Sent from the inbox to itself: the SMTP account is the gallery's own.
    from: inbox,
    to: inbox,
    replyTo: inquiry.email,
    subject: `Question about ${titleInSubject(work.title)} (${work.artist}) from ${inquiry.name}`,
    text: [
      `${inquiry.name} <${inquiry.email}> asks about a work:`,
      "",
      ...workLines(inquiry),
      "",
      ...askedLines(inquiry, "They"),
      "",
      "--",
      `Asked ${formatInstant(new Date(inquiry.askedAtMs))} (Montpelier time)`,
      "Reply to this mail to answer them: it goes to their address.",
    ].join("\n"),
  };
}

export function inquiryCopyMail(inquiry: StoredInquiry, inbox: string): OutgoingMail {
  return {
    from: inbox,
    to: inquiry.email,
    replyTo: inbox,
    subject: `Your question about ${titleInSubject(inquiry.work.title)} at the Front`,
    text: [
      `Dear ${inquiry.name},`,
      "",
      "Thank you for asking about this work. The artists who run the gallery will answer you",
      "from this address, usually within a few days. This is a copy of what you sent:",
      "",
      ...workLines(inquiry),
      "",
      ...askedLines(inquiry, "You"),
      "",
      "--",
      `${gallery.name}, ${fullAddress()}`,
      "You get this mail because this address was given on the gallery's website. If it was not",
      "you, please ignore it: nothing else will be sent.",
    ].join("\n"),
    // An automatic reply: vacation responders and the like leave it alone (RFC 3834).
    headers: { "Auto-Submitted": "auto-replied" },
  };
}

function workLines({ work }: StoredInquiry): string[] {
  return [
    `  ${work.title}, by ${work.artist}`,
    `  ${work.details}`,
    `  ${work.price}`,
    `  ${work.url}`,
  ];
}

function askedLines({ topics, question }: StoredInquiry, who: "They" | "You"): string[] {
  const ticked = topics.map((topic) => `  - ${TOPICS[topic]}`);
  const asked = who === "They" ? "Their question:" : "Your question:";
  return [
    ...(topics.length > 0 ? [`${who} would like to know:`, ...ticked] : []),
    ...(question === "" ? [] : [...(topics.length > 0 ? [""] : []), asked, question]),
  ];
}

/** A title in quotes, cut with an ellipsis when long: a subject line stays readable. */
function titleInSubject(title: string): string {
  const characters = Array.from(title);
  const cut =
    characters.length > SUBJECT_TITLE_MAX
      ? `${characters.slice(0, SUBJECT_TITLE_MAX - 1).join("")}…`
      : title;
  return `"${cut}"`;
}
