// The fields the content's schemas share (./schema.ts, ./gallery-schema.ts): dates on the
// calendar, https addresses, slugs and pictures' paths, each with the words its error says.
import { z } from "zod";
import { isOnTheCalendar } from "./calendar-text.ts";
import { mediaPathProblem, PICTURE_EXTENSIONS, SLUG } from "./file-names.ts";

/** A calendar date in the gallery's time zone, e.g. "2024-06-07". */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "expected YYYY-MM-DD", abort: true })
  .refine(isOnTheCalendar, {
    error: (issue) => `${String(issue.input)} is not a date on the calendar`,
  });

/** A wall-clock time in the gallery's time zone, e.g. "2024-06-07T16:00". */
export const galleryDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: "expected YYYY-MM-DDTHH:mm", abort: true })
  .refine(isOnTheCalendar, {
    error: (issue) => `${String(issue.input)} is not a time on the calendar`,
  });

/** An address to open in a new tab: https, with a host (no plain http: docs/members.md's rule). */
export function isWebAddress(url: string): boolean {
  return /^https:\/\/[^\s/]+/.test(url) && URL.canParse(url);
}

export const webAddress = z.string().refine(isWebAddress, {
  error: (issue) => `"${String(issue.input)}" is not an https address`,
});

export const slug = z.string().regex(SLUG, "expected a lowercase-hyphenated slug");
/**
 * A picture's path relative to its kind's folder, e.g. "maple-study/01.jpg": slugs only, and
 * never out of that folder (./file-names.ts).
 */
export const imageFile = z.string().superRefine((src, context) => {
  const problem = mediaPathProblem(src, PICTURE_EXTENSIONS);
  if (problem) context.addIssue({ code: "custom", message: problem });
});

/** How a picture sits in a fixed frame: a zoom factor and a CSS object-position. */
export const placement = {
  scale: z.number().min(0.5).max(4).optional(),
  position: z.string().optional(),
};
