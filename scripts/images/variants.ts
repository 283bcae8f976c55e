// Writes the responsive variants of one source image: each width of variantWidths() in each
// format of VARIANT_FORMATS, beside the source.
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type AvifOptions, type JpegOptions, type Sharp, type WebpOptions } from "sharp";
import type { Artist, Show } from "../../app/content/schema.ts";
import {
  SOCIAL_CARD,
  VARIANT_FORMATS,
  type VariantFormat,
  socialCardFile,
  variantFile,
  variantWidths,
} from "../../app/domain/responsive-image.ts";
import { openPicture, type PictureSize } from "./picture-header.ts";
import type { PixelBudget } from "./pixel-budget.ts";

export interface EncoderSettings {
  avif: AvifOptions;
  webp: WebpOptions;
  jpg: JpegOptions;
}

/**
 * Encoder settings: small files at a quality no visitor would notice, at a speed that keeps the
 * whole build within budget on two cores. Measured per image over all three widths: AVIF effort
 * 1 takes half the time of effort 2 for files 10% larger; the JPEG is only the fallback for
 * browsers without AVIF or WebP, so it skips mozjpeg's slow trellis search. They are part of
 * each image's hash in the manifest, so changing them re-encodes every variant.
 */
export const ENCODER_SETTINGS: EncoderSettings = {
  avif: { quality: 50, effort: 1 },
  webp: { quality: 74, effort: 2 },
  jpg: { quality: 80, optimiseCoding: true },
};

function encode(image: Sharp, format: VariantFormat, settings: EncoderSettings): Sharp {
  switch (format.extension) {
    case "avif":
      return image.avif(settings.avif);
    case "webp":
      return image.webp(settings.webp);
    case "jpg":
      return image.jpeg(settings.jpg);
  }
}

export function variantPaths(dir: string, file: string, widths: readonly number[]): string[] {
  return widths.flatMap((width) =>
    VARIANT_FORMATS.map((format) => path.join(dir, variantFile(file, width, format.extension))),
  );
}

export function variantsExist(dir: string, file: string, widths: readonly number[]): boolean {
  return variantPaths(dir, file, widths).every((variant) => existsSync(variant));
}

/** Encodes every variant of `source` (the bytes of `dir/file`); returns the widths written. */
export async function writeVariants(
  dir: string,
  file: string,
  source: Buffer,
  size: PictureSize,
  budget: PixelBudget,
  settings: EncoderSettings = ENCODER_SETTINGS,
): Promise<number[]> {
  const widths = variantWidths(size.width);
  // Each variant decodes the source again: each holds the source's pixels of the budget.
  const pixels = size.width * size.height;
  const input = openPicture(source);
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await Promise.all(
    widths.flatMap((width) =>
      VARIANT_FORMATS.map((format) =>
        budget(pixels, async () => {
          const resized = width === size.width ? input.clone() : input.clone().resize({ width });
          const bytes = await encode(resized, format, settings).toBuffer();
          await writeFile(path.join(dir, variantFile(file, width, format.extension)), bytes);
        }),
      ),
    ),
  );
  return widths;
}

/**
 * The pictures that lead a page shared on social media, as manifest keys: each show's featured
 * picture, each work's picture (its own page) and each artist's first picture. Each gets a
 * social card.
 */
export function socialCardKeys(content: {
  shows: readonly Pick<Show, "featuredImage" | "works">[];
  artists: readonly Pick<Artist, "images">[];
}): Set<string> {
  return new Set([
    ...content.shows.map((show) => `shows/${show.featuredImage.src}`),
    ...content.shows.flatMap((show) => (show.works ?? []).map((work) => `shows/${work.image}`)),
    ...content.artists.flatMap((artist) =>
      artist.images[0] ? [`artists/${artist.images[0].src}`] : [],
    ),
  ]);
}

export function socialCardExists(dir: string, file: string): boolean {
  return existsSync(path.join(dir, socialCardFile(file)));
}

/**
 * Cuts the 1200x630 social card from `source`: filled edge to edge, the crop kept on the most
 * interesting part of the picture (libvips' attention strategy), as a JPEG every link preview
 * reads.
 */
export async function writeSocialCard(
  dir: string,
  file: string,
  source: Buffer,
  size: PictureSize,
  budget: PixelBudget,
): Promise<void> {
  const bytes = await budget(size.width * size.height, () =>
    openPicture(source)
      .resize({ ...SOCIAL_CARD, fit: "cover", position: sharp.strategy.attention })
      .jpeg({ quality: 82, optimiseCoding: true })
      .toBuffer(),
  );
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, socialCardFile(file)), bytes);
}
