// The gallery's own facts (app/content/gallery.json, product §3): its address, hours, closures
// and figures, each rule read from the one entry.
import { z } from "zod";
import { calendarDate, imageFile, webAddress } from "./schema-fields.ts";
import { WEEKDAYS } from "./weekdays.ts";

/** A 24-hour Montpelier wall time, e.g. "16:00". */
const wallTime = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, { error: "expected HH:mm, 24-hour", abort: true });

const count = z.number().int().nonnegative();
const year = z.number().int().min(1900).max(2200);

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The gallery's own facts (app/content/gallery.json): one entry, named by the gallery's name. */
export const gallerySchema = z.object({
  name: z.string().min(1),
  /** How headings refer to the gallery mid-sentence ("the Front"). */
  nameInSentence: z.string().min(1),
  kind: z.string().min(1),
  foundedYear: year,
  address: z.object({
    street: z.string().min(1),
    city: z.string().min(1),
    region: z.string().regex(/^[A-Z]{2}$/, "expected a two-letter state, e.g. VT"),
    postalCode: z.string().regex(/^\d{5}$/, "expected a five-digit ZIP code"),
    country: z.string().regex(/^[A-Z]{2}$/, "expected a two-letter country code, e.g. US"),
  }),
  geo: z.object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  timeZone: z.string().refine(isTimeZone, {
    error: (issue) => `"${String(issue.input)}" is not a time zone (e.g. America/New_York)`,
  }),
  email: z.email(),
  phone: z.object({
    /** As printed, e.g. "(802) 552-0877". */
    display: z.string().min(1),
    /** As dialled from a tel: link, digits only. */
    dial: z.string().regex(/^\d{10}$/, "expected ten digits, e.g. 8025520877"),
  }),
  instagram: z.object({ handle: z.string().min(1), url: webAddress }),
  donationUrl: webAddress,
  /** The hours as the pages print them (product §2.13). */
  hours: z.string().min(1),
  /** The same hours for machines: structured data and the "Open now" line. */
  openingHours: z.array(
    z
      .object({ days: z.array(z.enum(WEEKDAYS)).min(1), opens: wallTime, closes: wallTime })
      .superRefine((hours, context) => {
        if (hours.closes <= hours.opens) {
          context.addIssue({
            code: "custom",
            path: ["closes"],
            message: `closes (${hours.closes}) before it opens (${hours.opens})`,
          });
        }
      }),
  ),
  /** Days shut whatever the hours say (holidays), inclusive; the "Open now" line skips them. */
  closures: z.array(
    z
      .object({ from: calendarDate, to: calendarDate, reason: z.string().min(1) })
      .superRefine((closure, context) => {
        if (closure.to < closure.from) {
          context.addIssue({
            code: "custom",
            path: ["to"],
            message: `ends (${closure.to}) before it starts (${closure.from})`,
          });
        }
      }),
  ),
  openings: z.string().min(1),
  anniversary: z.object({
    years: count,
    year,
    groupShows: count,
    soloShows: count,
    currentMembers: count,
    formerMembers: count,
  }),
  showsPerYearSince2020: count,
  copyrightYear: year,
  /** About Us's early-years photos (product §2.11), in media/gallery/. */
  historyImages: z.array(z.object({ src: imageFile, text: z.string().optional() })),
  /** Visit's faded background photo (product §2.10), in media/gallery/; decorative. */
  visitPhoto: z.object({ src: imageFile }),
});

export type GalleryFacts = z.infer<typeof gallerySchema>;
