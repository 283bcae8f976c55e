// What an announcement's subject and text must be before it can be saved, in words. Pure.
export const SUBJECT_MAX = 150;
/** Within the desk's form limit (16 KiB form-encoded). */
export const BODY_MAX = 5_000;

export function draftError(subject: string, body: string): string | null {
  if (subject === "") return "Write a subject.";
  if (subject.length > SUBJECT_MAX) return `Keep the subject within ${SUBJECT_MAX} characters.`;
  if (/[\r\n]/.test(subject)) return "Write the subject on one line.";
  if (body === "") return "Write the announcement's text.";
  if (body.length > BODY_MAX) return `Keep the text within ${BODY_MAX} characters.`;
  return null;
}
