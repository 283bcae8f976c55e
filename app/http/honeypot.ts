// The public forms' trap for bots (the mailing list's sign-up, a question about a work): a field
// people never see, so anything in it was not written by a person.

/** The hidden field's name. */
export const HONEYPOT_FIELD = "website";

export function isHoneypotFilled(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== "";
}
