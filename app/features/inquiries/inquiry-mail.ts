// The mail a question about a work makes: one to the gallery's inbox, naming and linking the
// work, that a member answers by replying. The visitor gets no mail from the form (issue 31): the
// page shows them what they sent. Pure. Plain text only, so whatever the visitor typed, markup
// included, reads as the characters they typed and is never rendered.
import { formatInstant } from "../../domain/gallery-time.ts";
import type { OutgoingMail } from "../../mail/message.ts";
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
      ...askedLines(inquiry),
      "",
      "--",
      `Asked ${formatInstant(new Date(inquiry.askedAtMs))} (Montpelier time)`,
      "Reply to this mail to answer them: it goes to their address.",
    ].join("\n"),
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

function askedLines({ topics, question }: StoredInquiry): string[] {
  const ticked = topics.map((topic) => `  - ${TOPICS[topic]}`);
  return [
    ...(topics.length > 0 ? ["They would like to know:", ...ticked] : []),
    ...(question === "" ? [] : [...(topics.length > 0 ? [""] : []), "Their question:", question]),
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
