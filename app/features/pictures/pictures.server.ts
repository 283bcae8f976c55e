// Turns a content image reference into a Picture for the screens: its address, and, from the
// image build's manifest (npm run images), its intrinsic size and responsive variants.
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { config } from "../../runtime/config.server.ts";
import type { ImageKind } from "../../content/schema.ts";
import { imageUrl } from "../../domain/image-url.ts";
import type { Picture, Placement } from "../../domain/picture.ts";
import { type ImageManifest, withVariants } from "../../domain/responsive-image.ts";

const manifestSchema = z.object({
  version: z.literal(1),
  images: z.record(
    z.string(),
    z.object({
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      hash: z.string(),
      widths: z.array(z.number().int().positive()),
      recipe: z.string().optional(),
    }),
  ),
});

/** The image build writes the manifest to public/images; a deployed build carries a copy. */
const manifestLocations = ["public/images/manifest.json", "build/client/images/manifest.json"];

function loadManifest(): ImageManifest | undefined {
  for (const location of manifestLocations) {
    let text: string;
    try {
      text = readFileSync(path.resolve(location), "utf8");
    } catch {
      continue;
    }
    return manifestSchema.parse(JSON.parse(text));
  }
  // Pictures still work without it, only without sizes and variants.
  console.warn("No image manifest: run `npm run images` for image sizes and variants.");
  return undefined;
}

const manifest = loadManifest();

export function picture(
  kind: ImageKind,
  file: string,
  alt: string,
  placement: Placement = {},
): Picture {
  const { scale, position } = placement;
  const plain: Picture = { src: imageUrl(config.IMAGES_BASE_URL, kind, file), alt };
  if (scale !== undefined) plain.scale = scale;
  if (position !== undefined) plain.position = position;
  return withVariants(plain, file, manifest?.images[`${kind}/${file}`], (variant) =>
    imageUrl(config.IMAGES_BASE_URL, kind, variant),
  );
}
