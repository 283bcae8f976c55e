// Server-side validation of a mailing-list sign-up (issue 3). Pure: it takes the decoded body
// (a JSON object or the fields of a form) and answers with a clean sign-up or the field at fault.
import {
  EMAIL_ADDRESS_MAX,
  EMAIL_LOCAL_PART_MAX,
  isEmailAddress,
} from "../../domain/email-address.ts";
import { characterCount } from "../../domain/characters.ts";

// Shared with the other public forms (features/inquiries); named here as they always were.
export { isEmailAddress } from "../../domain/email-address.ts";
export { HONEYPOT_FIELD, isHoneypotFilled } from "../../http/honeypot.ts";

export const LIMITS = {
  email: EMAIL_ADDRESS_MAX,
  /** RFC 5321: the part before the @. */
  emailLocalPart: EMAIL_LOCAL_PART_MAX,
  name: 100,
  message: 5000,
  page: 2000,
} as const;

export interface Signup {
  email: string;
  firstname: string;
  lastname: string;
  /** "" when the visitor wrote nothing. */
  message: string;
  /** The site path the sign-up came from, when it is a safe one. */
  page: string | null;
}

export type SignupField = "email" | "firstname" | "lastname" | "message";

const FIELD_NAMES: Record<SignupField, string> = {
  email: "email address",
  firstname: "first name",
  lastname: "last name",
  message: "message",
};

export type Validation =
  { ok: true; signup: Signup } | { ok: false; field: SignupField; error: string };

// Control characters have no place in a name or an address; a message may hold line breaks and tabs.
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const CONTROL_EXCEPT_LINES = /(?![\t\n\r])\p{Cc}/u;

export function validateSignup(body: Record<string, unknown>): Validation {
  const email = text(body, "email");
  if (!email.ok) return email;
  if (email.value === "") return invalid("email", "Please enter your email address.");
  if (characterCount(email.value) > LIMITS.email) {
    return invalid("email", `The email address is longer than ${LIMITS.email} characters.`);
  }
  if (!isEmailAddress(email.value)) {
    return invalid("email", "Please enter a valid email address.");
  }

  const given = { firstname: "", lastname: "" };
  for (const field of ["firstname", "lastname"] as const) {
    const name = text(body, field);
    if (!name.ok) return name;
    if (characterCount(name.value) > LIMITS.name) {
      return invalid(field, `The ${FIELD_NAMES[field]} is longer than ${LIMITS.name} characters.`);
    }
    if (CONTROL.test(name.value)) {
      return invalid(field, `The ${FIELD_NAMES[field]} holds characters that are not allowed.`);
    }
    given[field] = name.value;
  }

  const message = text(body, "message");
  if (!message.ok) return message;
  if (characterCount(message.value) > LIMITS.message) {
    return invalid("message", `The message is longer than ${LIMITS.message} characters.`);
  }
  if (CONTROL_EXCEPT_LINES.test(message.value)) {
    return invalid("message", "The message holds characters that are not allowed.");
  }

  return {
    ok: true,
    signup: {
      email: email.value,
      firstname: given.firstname,
      lastname: given.lastname,
      message: message.value.replace(/\r\n?/g, "\n"),
      page: sitePath(body.page),
    },
  };
}

/**
 * A path on this site ("/shows/x?y=1"), or null for anything else: only such a path is stored,
 * and only such a path is a safe place to send a visitor back to.
 *
 * It is normalised first, as a browser would read it, and checked after: backslashes count as
 * slashes, dot segments (also percent-encoded, "/%2e/") are resolved, and a run of leading
 * slashes becomes one. So "/.//evil.example" is the path "/evil.example" on this site, never the
 * host evil.example.
 */
export function sitePath(value: unknown): string | null {
  if (typeof value !== "string") return null;
  if (value.length > LIMITS.page || CONTROL.test(value)) return null;
  const slashed = value.replaceAll("\\", "/");
  if (!slashed.startsWith("/") || slashed.startsWith("//")) return null;
  // Resolving against a placeholder origin applies the URL standard's own rules (dot segments,
  // "%2e", encoding); whatever names another origin is refused.
  const placeholder = "http://site.invalid";
  let url: URL;
  try {
    url = new URL(slashed, placeholder);
  } catch {
    return null;
  }
  if (url.origin !== placeholder) return null;
  const path = `/${url.pathname.replace(/^\/+/, "")}${url.search}`;
  // Checked again after normalising: a path that still starts "//" or holds a backslash is not ours.
  if (path.startsWith("//") || path.includes("\\")) return null;
  return path;
}

type Invalid = Extract<Validation, { ok: false }>;
type TextResult = { ok: true; value: string } | Invalid;

/** A field's trimmed text; absent and null read as "", any other non-string is refused. */
function text(body: Record<string, unknown>, field: SignupField): TextResult {
  const value = body[field];
  if (value === undefined || value === null) return { ok: true, value: "" };
  if (typeof value !== "string") return invalid(field, `The ${FIELD_NAMES[field]} must be text.`);
  return { ok: true, value: value.normalize("NFC").trim() };
}

function invalid(field: SignupField, error: string): Invalid {
  return { ok: false, field, error };
}
