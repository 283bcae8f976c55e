// Responsive variants of a content image: the widths and formats the image build writes beside
// each source image, and the manifest recording them. Shared by the build (which writes them)
// and the server (which describes them to the browser), so the names cannot drift apart.
import type { Picture, PictureVariants } from "./picture.ts";

/**
 * Target widths of the variants, in pixels. A source narrower than one stops at its own width.
 * Each serves a layout on a phone (decision 020): 240 a tile a third of the screen wide (about
 * 115 CSS px at 1.75-2x), 320 a thumbnail, 480 a half-width tile, 768 a picture across a phone's
 * width (375-412 CSS px at 1.75-2x); 960 and 1600 the wider screens.
 */
export const VARIANT_WIDTHS = [240, 320, 480, 768, 960, 1600] as const;

/** Formats of the variants, best first; the last is the fallback every browser decodes. */
export const VARIANT_FORMATS = [
  { extension: "avif", type: "image/avif" },
  { extension: "webp", type: "image/webp" },
  { extension: "jpg", type: "image/jpeg" },
] as const;

export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/**
 * The social card cut from a page's main picture (show and artist pages): the 1200x630 that link
 * previews show large (Open Graph, summary_large_image).
 */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

const withoutExtension = (file: string) => file.replace(/\.[^./]+$/, "");

/** "after-dark/featured.jpg" has its social card at "after-dark/featured.og.jpg". */
export function socialCardFile(file: string): string {
  return `${withoutExtension(file)}.og.jpg`;
}

/** What the manifest records of one source image, keyed by "{kind}/{file}". */
export interface ManifestEntry {
  /** Intrinsic size of the source. */
  width: number;
  height: number;
  /**
   * Hash of the source's bytes, the encoder settings and VARIANT_WIDTHS: while it holds, the
   * variants stand.
   */
  hash: string;
  /** Widths of the variants written, ascending. */
  widths: number[];
  /** For a drawn source, the hash of what it was drawn from. */
  recipe?: string;
  /** A social card (SOCIAL_CARD) was cut from it, at socialCardFile(file). */
  socialCard?: true;
}

export interface ImageManifest {
  version: 1;
  images: Record<string, ManifestEntry>;
}

/** The widths to derive from a source this wide: the targets below it, then the source itself. */
export function variantWidths(sourceWidth: number): number[] {
  const largest = Math.min(sourceWidth, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ?? sourceWidth);
  return [...VARIANT_WIDTHS.filter((width) => width < largest), largest];
}

const variantOfStem = (stem: string, width: number, extension: string) =>
  `${stem}.${width}w.${extension}`;

/** "after-dark/01.jpg" at 480 px in AVIF is "after-dark/01.480w.avif". */
export function variantFile(file: string, width: number, extension: string): string {
  return variantOfStem(withoutExtension(file), width, extension);
}

/** One format of a picture for the page: a <source>'s type and srcset, or the <img>'s srcset. */
export interface PictureSource {
  type: VariantFormat["type"];
  srcSet: string;
}

/** Every format of the picture's variants, best first: the last, JPEG, is the <img>'s own. */
export function pictureSources({ stem, widths }: PictureVariants): PictureSource[] {
  return VARIANT_FORMATS.map((format) => ({
    type: format.type,
    srcSet: widths
      .map((width) => `${variantOfStem(stem, width, format.extension)} ${width}w`)
      .join(", "),
  }));
}

/**
 * Adds what the manifest knows of a picture: its intrinsic size, its variants and its largest
 * JPEG. `addressOf` turns a file (relative to the picture's kind folder) into its URL. Without an
 * entry the picture stays a plain image.
 */
export function withVariants(
  picture: Picture,
  file: string,
  entry: ManifestEntry | undefined,
  addressOf: (file: string) => string,
): Picture {
  if (!entry || entry.widths.length === 0) return picture;
  const largest = entry.widths[entry.widths.length - 1] ?? entry.width;
  return {
    ...picture,
    width: entry.width,
    height: entry.height,
    variants: { stem: addressOf(withoutExtension(file)), widths: entry.widths },
    large: {
      src: addressOf(variantFile(file, largest, "jpg")),
      width: largest,
      height: Math.round((entry.height * largest) / entry.width),
    },
  };
}
