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
  // Only the placement fields: callers may pass a whole content image, whose own (relative)
  // src must not replace the address built here.
  const { scale, position } = placement;
  return {
    src: imageUrl(config.IMAGES_BASE_URL, kind, file),
    alt,
    ...(scale === undefined ? {} : { scale }),
    ...(position === undefined ? {} : { position }),
  };
}
