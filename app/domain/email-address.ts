// Whether a visitor's e-mail address can be written to: shared by the public forms (the mailing
// list's sign-up, a question about a work). Pure.
import { characterCount } from "./characters.ts";

/** RFC 5321: the longest address a mail server must take, and the part before the @. */
export const EMAIL_ADDRESS_MAX = 254;
export const EMAIL_LOCAL_PART_MAX = 64;

// Letters and digits of any script, plus the punctuation RFC 5322 allows in an unquoted local
// part. Quoted local parts and IP-literal domains are valid in theory and unused in practice.
const LOCAL_PART = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const TOP_LEVEL_LABEL = /^(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/iu;

export function isEmailAddress(address: string): boolean {
  if (characterCount(address) > EMAIL_ADDRESS_MAX) return false;
  const at = address.lastIndexOf("@");
  if (at < 1) return false;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (characterCount(local) > EMAIL_LOCAL_PART_MAX || !LOCAL_PART.test(local)) return false;
  const labels = domain.split(".");
  const topLevel = labels.at(-1) ?? "";
  return (
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_LABEL.test(topLevel)
  );
}

/** Providers that ignore dots in the part before the @ (and are one mailbox under two names). */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = {
  "gmail.com": "gmail.com",
  "googlemail.com": "gmail.com",
};

/**
 * The mailbox an address reaches, as a key for counting: lower-cased, a "+tag" dropped from the
 * part before the @, and the dots Gmail ignores removed, so that spellings of one mailbox count
 * as one. Never an address to send to.
 */
export function mailboxKey(address: string): string {
  const lower = address.normalize("NFC").trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 1) return lower;
  const domain = lower.slice(at + 1);
  const untagged = lower.slice(0, at).replace(/\+.*$/, "");
  // "+tag@…" has no mailbox name before its tag: it is kept whole rather than emptied.
  const local = untagged === "" ? lower.slice(0, at) : untagged;
  const dotless = DOTLESS_DOMAINS[domain];
  return dotless ? `${local.replaceAll(".", "")}@${dotless}` : `${local}@${domain}`;
}
