// The shape of all built-in content (product §3), and every rule about one entry that can be
// read from the entry alone: real dates, web addresses, show numbers. Types are inferred from
// these schemas so that the content check and the code can never disagree. Rules that compare
// entries (unique names, overlapping shows, links) are the content check's, in
// scripts/content-check/.
import { z } from "zod";
import { mediaPathProblem, PICTURE_EXTENSIONS, SLUG, VIDEO_EXTENSIONS } from "./file-names.ts";
import { WEEKDAYS } from "./weekdays.ts";

/** Whether "YYYY-MM-DD" or "YYYY-MM-DDTHH:mm" names a real day (not February 30th) and time. */
function isOnTheCalendar(text: string): boolean {
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = text.split(/[-T:]/).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60
  );
}

/** A calendar date in the gallery's time zone, e.g. "2024-06-07". */
const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "expected YYYY-MM-DD", abort: true })
  .refine(isOnTheCalendar, {
    error: (issue) => `${String(issue.input)} is not a date on the calendar`,
  });

/** A wall-clock time in the gallery's time zone, e.g. "2024-06-07T16:00". */
const galleryDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: "expected YYYY-MM-DDTHH:mm", abort: true })
  .refine(isOnTheCalendar, {
    error: (issue) => `${String(issue.input)} is not a time on the calendar`,
  });

/** An address to open in a new tab: https, with a host (no plain http: docs/members.md's rule). */
function isWebAddress(url: string): boolean {
  return /^https:\/\/[^\s/]+/.test(url) && URL.canParse(url);
}

const webAddress = z.string().refine(isWebAddress, {
  error: (issue) => `"${String(issue.input)}" is not an https address`,
});

const slug = z.string().regex(SLUG, "expected a lowercase-hyphenated slug");
/**
 * A picture's path relative to its kind's folder, e.g. "maple-study/01.jpg": slugs only, and
 * never out of that folder (./file-names.ts).
 */
const imageFile = z.string().superRefine((src, context) => {
  const problem = mediaPathProblem(src, PICTURE_EXTENSIONS);
  if (problem) context.addIssue({ code: "custom", message: problem });
});

export const imageKinds = ["artists", "shows", "events", "gallery"] as const;
export const imageKindSchema = z.enum(imageKinds);

/** How a picture sits in a fixed frame: a zoom factor and a CSS object-position. */
const placement = {
  scale: z.number().min(0.5).max(4).optional(),
  position: z.string().optional(),
};

/** A YouTube video is played from its embed address, the only one the page's CSP lets in. */
const youTubeEmbed = /^https:\/\/www\.youtube(?:-nocookie)?\.com\/embed\/[\w-]+/;

export const videoSchema = z
  .object({
    /** A YouTube embed address, or a file name relative to its kind's folder. */
    src: z.string(),
    type: z.enum(["YouTube", "File"]),
    text: z.string().optional(),
  })
  .superRefine((video, context) => {
    // A file video is in its kind's folder, unless the entry gives a full address.
    const problem =
      video.type === "File" && !/^https?:\/\//.test(video.src)
        ? mediaPathProblem(video.src, VIDEO_EXTENSIONS)
        : null;
    if (problem) context.addIssue({ code: "custom", path: ["src"], message: problem });
    if (video.type === "YouTube" && !youTubeEmbed.test(video.src)) {
      context.addIssue({
        code: "custom",
        path: ["src"],
        message: `"${video.src}" is not a YouTube embed address (https://www.youtube.com/embed/…)`,
      });
    }
  });

/** Who made the work shown, when it is not the page's own artist (a group show's works). */
const madeBy = { artist: slug.optional() };

export const captionedImageSchema = z.object({
  src: imageFile,
  /** Caption; may contain inline HTML. */
  text: z.string().optional(),
  ...madeBy,
  ...placement,
});

/** A work's state on the wall: for sale, held for someone, or gone (the red dot). */
export const availabilities = ["available", "reserved", "sold"] as const;

/** What a work costs: whole US dollars, or said in words. */
export const workPriceSchema = z.union(
  [
    z.number().int().positive(),
    // The editor's price field is text, and writes the dollars a member types as "1500".
    z
      .string()
      .regex(/^[1-9]\d*$/)
      .transform(Number),
    z.literal("on request"),
    z.literal("not for sale"),
  ],
  { error: 'expected a price in whole US dollars (e.g. 1200), "on request" or "not for sale"' },
);

/**
 * A work in a show (issue 23): what the checklist, its own address, the price list and the wall
 * label say. Its picture is one of the show's pictures, and the carousel's caption is made from
 * it (app/domain/works.ts), so the facts are written once.
 */
export const workSchema = z
  .object({
    /** Its address in the show: /shows/{show}/works/{id}. */
    id: slug,
    title: z.string().min(1),
    /** A member's paramName, or, for a visiting artist, `artistName`. */
    artist: slug.optional(),
    artistName: z.string().min(1).optional(),
    year: z.number().int().min(1900).max(2100),
    medium: z.string().min(1),
    /** As the wall label says it, e.g. "20 x 24 in". */
    dimensions: z.string().min(1),
    price: workPriceSchema,
    availability: z.enum(availabilities).default("available"),
    /** Its picture: one of the show's `images[].src`. */
    image: imageFile,
    /** What the picture shows, for people who cannot see it, in the artist's words. */
    description: z.string().min(1).optional(),
  })
  .superRefine((work, context) => {
    if ((work.artist === undefined) === (work.artistName === undefined)) {
      context.addIssue({
        code: "custom",
        path: ["artist"],
        message: "name the artist: a member's artist (their web address) or a visiting artistName",
      });
    }
    if (work.availability !== "available" && typeof work.price !== "number") {
      context.addIssue({
        code: "custom",
        path: ["price"],
        message: `a ${work.availability} work keeps its price in dollars (it is "${work.price}")`,
      });
    }
  });

/** Whole numbers are group shows; the group number plus .1 is a solo show. */
export function isSoloShowNumber(number: number): boolean {
  return Math.abs(number * 10 - Math.floor(number) * 10 - 1) < 1e-9;
}

const showNumber = z
  .number()
  .positive()
  .refine((number) => Number.isInteger(number) || isSoloShowNumber(number), {
    error: (issue) =>
      `${String(issue.input)} is neither a group show (whole number) nor a solo show (group number + .1)`,
  });

export const showSchema = z
  .object({
    name: slug,
    number: showNumber,
    displayName: z.string().min(1),
    superDisplayName: z.string().optional(),
    startDate: calendarDate,
    endDate: calendarDate.optional(),
    artistParamName: slug.optional(),
    featuredImage: z.object({ src: imageFile, text: z.string().optional(), ...madeBy }),
    descriptionBold: z.array(z.string()).optional(),
    description: z.array(z.string()),
    images: z.array(captionedImageSchema),
    videos: z.array(videoSchema),
    /** The works on the wall, in the checklist's order. */
    works: z.array(workSchema).optional(),
  })
  .superRefine((show, context) => {
    const pictures = new Set(show.images.map((image) => image.src));
    const ids = new Set<string>();
    (show.works ?? []).forEach((work, index) => {
      if (ids.has(work.id)) {
        context.addIssue({
          code: "custom",
          path: ["works", index, "id"],
          message: `"${work.id}" names two works in this show`,
        });
      }
      ids.add(work.id);
      if (!pictures.has(work.image)) {
        context.addIssue({
          code: "custom",
          path: ["works", index, "image"],
          message: `"${work.image}" is not one of this show's pictures`,
        });
      }
    });
    if (show.endDate !== undefined && show.endDate < show.startDate) {
      context.addIssue({
        code: "custom",
        path: ["endDate"],
        message: `ends (${show.endDate}) before it opens (${show.startDate})`,
      });
    }
  });

/** An external link opens a web address; an internal one is a path on this site (that it leads
 * to a page is the content check's to see). */
export const eventLinkSchema = z
  .object({
    type: z.enum(["internal", "external"]),
    text: z.string().min(1),
    url: z.string().min(1),
  })
  .superRefine((link, context) => {
    if (link.type === "external" && !isWebAddress(link.url)) {
      context.addIssue({
        code: "custom",
        path: ["url"],
        message: `external link "${link.url}" is not an https address`,
      });
    }
  });

export const eventSchema = z
  .object({
    title: z.string().min(1),
    date: galleryDateTime,
    /** When it ends, a Montpelier wall time; without it the calendar's rule applies (domain/events.ts). */
    end: galleryDateTime.optional(),
    description: z.array(z.string()),
    image: z.object({
      src: imageFile,
      directory: imageKindSchema.optional(),
      text: z.string().optional(),
      ...placement,
    }),
    link: eventLinkSchema.optional(),
  })
  .superRefine((event, context) => {
    if (event.end !== undefined && event.end <= event.date) {
      context.addIssue({
        code: "custom",
        path: ["end"],
        message: `ends (${event.end}) before it starts (${event.date})`,
      });
    }
  });

export const artistSchema = z.object({
  paramName: slug,
  name: z.string().min(1),
  isNotMember: z.boolean().optional(),
  website: webAddress,
  instagram: z.object({ handle: z.string().min(1), link: webAddress }),
  thumbnail: z.object({ src: imageFile, ...placement }).optional(),
  images: z.array(captionedImageSchema),
  videos: z.array(videoSchema).optional(),
  bio: z.array(z.string()),
});

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
export type ImageKind = z.infer<typeof imageKindSchema>;
export type Video = z.infer<typeof videoSchema>;
export type CaptionedImage = z.infer<typeof captionedImageSchema>;
export type Show = z.infer<typeof showSchema>;
export type Work = z.infer<typeof workSchema>;
export type Availability = (typeof availabilities)[number];
export type WorkPrice = z.infer<typeof workPriceSchema>;
export type GalleryEvent = z.infer<typeof eventSchema>;
export type EventLink = z.infer<typeof eventLinkSchema>;
export type Artist = z.infer<typeof artistSchema>;
