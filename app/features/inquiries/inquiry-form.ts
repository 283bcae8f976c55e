// The "Ask about this work" form (issue 23): its set choices for a work, and the server's check of
// what a visitor sent. Pure: it takes the decoded body (a form's fields or a JSON object) and
// answers with a clean question or the field at fault, worded for the page.
import type { Availability } from "../../content/schema.ts";
import { isEmailAddress } from "../../domain/email-address.ts";
import { characterCount } from "../../domain/characters.ts";

export const INQUIRY_LIMITS = { name: 100, email: 254, question: 2000 } as const;

/** The set choices, each a checkbox named by its key. */
export const TOPICS = {
  price: "The price",
  shipping: "Shipping or pick-up",
  hold: "Please hold it for me",
  similar: "Similar work by this artist",
} as const;

export type Topic = keyof typeof TOPICS;

/**
 * The choices a work offers: a work for sale may be held; one that is sold, reserved or not for
 * sale cannot, and is asked about for similar work instead.
 */
export function topicsFor(work: { availability: Availability; price: unknown }): Topic[] {
  const forSale = work.availability === "available" && work.price !== "not for sale";
  return forSale ? ["price", "shipping", "hold"] : ["price", "shipping", "similar"];
}

export interface Inquiry {
  name: string;
  email: string;
  topics: Topic[];
  /** "" when the visitor only ticked choices. */
  question: string;
}

export type InquiryField = "name" | "email" | "topics" | "question";

/** What the visitor typed, given back to the form when it is refused. */
export interface InquiryValues {
  name: string;
  email: string;
  topics: Topic[];
  question: string;
}

export type InquiryValidation =
  | { ok: true; inquiry: Inquiry }
  | { ok: false; field: InquiryField; error: string; values: InquiryValues };

// Control characters have no place in a name; a question may hold line breaks and tabs.
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const CONTROL_EXCEPT_LINES = /(?![\t\n\r])\p{Cc}/u;
/** A ticked checkbox posts "on" (a form) or true (JSON). */
const TICKED = new Set<unknown>(["on", "yes", "true", true]);

export function validateInquiry(
  body: Record<string, unknown>,
  offered: readonly Topic[],
): InquiryValidation {
  const values: InquiryValues = {
    name: textOf(body.name),
    email: textOf(body.email),
    topics: offered.filter((topic) => TICKED.has(body[topic])),
    question: textOf(body.question).replace(/\r\n?/g, "\n"),
  };
  const invalid = (field: InquiryField, error: string): InquiryValidation => ({
    ok: false,
    field,
    error,
    values,
  });

  for (const field of ["name", "email", "question"] as const) {
    const value = body[field];
    if (value !== undefined && value !== null && typeof value !== "string") {
      return invalid(field, `Your ${FIELD_NAMES[field]} must be text.`);
    }
  }
  if (values.name === "") return invalid("name", "Please enter your name.");
  if (characterCount(values.name) > INQUIRY_LIMITS.name) {
    return invalid("name", `Your name is longer than ${INQUIRY_LIMITS.name} characters.`);
  }
  if (CONTROL.test(values.name)) {
    return invalid("name", "Your name holds characters that are not allowed.");
  }
  if (values.email === "") return invalid("email", "Please enter your e-mail address.");
  if (characterCount(values.email) > INQUIRY_LIMITS.email) {
    return invalid(
      "email",
      `Your e-mail address is longer than ${INQUIRY_LIMITS.email} characters.`,
    );
  }
  if (!isEmailAddress(values.email)) {
    return invalid("email", "Please enter a valid e-mail address, such as name@example.com.");
  }
  const notOffered = (Object.keys(TOPICS) as Topic[]).find(
    (topic) => !offered.includes(topic) && body[topic] !== undefined && body[topic] !== "",
  );
  if (notOffered) {
    return invalid("topics", `"${TOPICS[notOffered]}" is not a choice for this work.`);
  }
  if (characterCount(values.question) > INQUIRY_LIMITS.question) {
    return invalid(
      "question",
      `Your question is longer than ${INQUIRY_LIMITS.question} characters.`,
    );
  }
  if (CONTROL_EXCEPT_LINES.test(values.question)) {
    return invalid("question", "Your question holds characters that are not allowed.");
  }
  if (values.topics.length === 0 && values.question === "") {
    return invalid("question", "Please tick what you would like to know, or write your question.");
  }
  return { ok: true, inquiry: { ...values } };
}

const FIELD_NAMES: Record<"name" | "email" | "question", string> = {
  name: "name",
  email: "e-mail address",
  question: "question",
};

function textOf(value: unknown): string {
  return typeof value === "string" ? value.normalize("NFC").trim() : "";
}
