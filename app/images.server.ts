// Turns a content image reference into a Picture for the screens.
import { config } from "./config.server.ts";
import type { ImageKind } from "./content/schema.ts";
import { imageUrl } from "./domain/image-url.ts";
import type { Picture, Placement } from "./domain/picture.ts";

export function picture(
  kind: ImageKind,
  file: string,
  alt: string,
  placement: Placement = {},
): Picture {
  return { src: imageUrl(config.IMAGES_BASE_URL, kind, file), alt, ...placement };
}
