// The shape of all built-in content (SPEC.md §3). Types are inferred from these schemas so
// that the content check and the code can never disagree.
import { z } from "zod";

/** A calendar date in the gallery's time zone, e.g. "2024-06-07". */
const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "expected YYYY-MM-DD");
/** A wall-clock time in the gallery's time zone, e.g. "2024-06-07T16:00". */
const galleryDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "expected YYYY-MM-DDTHH:mm");
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "expected a lowercase-hyphenated slug");
/** An image file name relative to its kind's folder, e.g. "maple-study.jpg". */
const imageFile = z.string().regex(/^[\w./-]+\.(?:jpg|png|webp)$/, "expected an image file name");

export const imageKinds = ["artists", "shows", "events", "gallery"] as const;
export const imageKindSchema = z.enum(imageKinds);

/** How a picture sits in a fixed frame: a zoom factor and a CSS object-position. */
const placement = {
  scale: z.number().min(0.5).max(4).optional(),
  position: z.string().optional(),
};

export const videoSchema = z.object({
  src: z.string(),
  type: z.enum(["YouTube", "File"]),
  text: z.string().optional(),
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

export const showSchema = z.object({
  name: slug,
  number: z.number().positive(),
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
});

export const eventLinkSchema = z.object({
  type: z.enum(["internal", "external"]),
  text: z.string().min(1),
  url: z.string().min(1),
});

export const eventSchema = z.object({
  title: z.string().min(1),
  date: galleryDateTime,
  description: z.array(z.string()),
  image: z.object({
    src: imageFile,
    directory: imageKindSchema.optional(),
    text: z.string().optional(),
    ...placement,
  }),
  link: eventLinkSchema.optional(),
});

export const artistSchema = z.object({
  paramName: slug,
  name: z.string().min(1),
  isNotMember: z.boolean().optional(),
  website: z.url(),
  instagram: z.object({ handle: z.string().min(1), link: z.url() }),
  thumbnail: z.object({ src: imageFile, ...placement }).optional(),
  images: z.array(captionedImageSchema),
  videos: z.array(videoSchema).optional(),
  bio: z.array(z.string()),
});

export type ImageKind = z.infer<typeof imageKindSchema>;
export type Video = z.infer<typeof videoSchema>;
export type CaptionedImage = z.infer<typeof captionedImageSchema>;
export type Show = z.infer<typeof showSchema>;
export type GalleryEvent = z.infer<typeof eventSchema>;
export type EventLink = z.infer<typeof eventLinkSchema>;
export type Artist = z.infer<typeof artistSchema>;
