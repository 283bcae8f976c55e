// How long a text is as people count it: the form fields' limits ("at most 100 characters") and
// the email address's are in characters a person sees, so an emoji or an accented letter typed
// as one counts as one, not as the two UTF-16 units JavaScript's `length` would say.

/** Characters as people count them (code points), not UTF-16 units. */
export function characterCount(value: string): number {
  return Array.from(value).length;
}
