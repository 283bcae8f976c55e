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
  // Only the placement fields are taken: callers may pass a whole content image, whose own
  // `src` (a bare file name) must not replace the address.
  const { scale, position } = placement;
  return {
    src: imageUrl(config.IMAGES_BASE_URL, kind, file),
    alt,
    ...(scale !== undefined ? { scale } : {}),
    ...(position !== undefined ? { position } : {}),
  };
}
