// The shape of the built-in content's shows, works, events and artists (product §3), and every
// rule about one entry that can be read from the entry alone: real dates, web addresses, show
// numbers (the gallery's own facts: ./gallery-schema.ts; the fields both share: ./schema-fields.ts). Types are inferred from
// these schemas so that the content check and the code can never disagree. Rules that compare
// entries (unique names, overlapping shows, links) are the content check's, in
// scripts/content-check/.
import { z } from "zod";
import { mediaPathProblem, VIDEO_EXTENSIONS } from "./file-names.ts";
import {
  calendarDate,
  galleryDateTime,
  imageFile,
  isWebAddress,
  placement,
  slug,
  webAddress,
} from "./schema-fields.ts";

export const imageKinds = ["artists", "shows", "events", "gallery"] as const;
export const imageKindSchema = z.enum(imageKinds);

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
