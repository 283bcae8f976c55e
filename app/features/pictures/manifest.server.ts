// The image build's manifest (npm run images): each image's intrinsic size and the widths of its
// responsive variants. Read once, when the site starts.
import { readFileSync } from "node:fs";
import { z } from "zod";
import type { ImageManifest } from "../../domain/responsive-image.ts";

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
      socialCard: z.literal(true).optional(),
    }),
  ),
});

/** The image build writes the manifest to public/images; a deployed build carries a copy. */
const MANIFEST_LOCATIONS = [
  "public/images/manifest.json",
  "build/client/images/manifest.json",
] as const;

export function parseImageManifest(json: string): ImageManifest {
  return manifestSchema.parse(JSON.parse(json));
}

/** The first manifest found, or undefined: pictures then work without sizes and variants. */
export function readImageManifest(
  locations: readonly string[] = MANIFEST_LOCATIONS,
): ImageManifest | undefined {
  for (const location of locations) {
    let text: string;
    try {
      text = readFileSync(location, "utf8");
    } catch {
      continue;
    }
    return parseImageManifest(text);
  }
  return undefined;
}
