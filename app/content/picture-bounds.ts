// How big a picture may be (issue 31), named once: the content check and the image pipeline
// refuse a larger one from its header, before decoding it (scripts/images/picture-header.ts), and
// the editor's API sizes what it takes by it. Like Pillow's MAX_IMAGE_PIXELS: a 16,000 x 16,000
// picture of one colour is a 1 MB PNG and a gigabyte decoded.

/**
 * 40 megapixels: above any camera a member photographs a work with (a 45-megapixel body's files
 * are exported smaller for the web anyway), and 160 MB decoded (four bytes a pixel).
 */
export const MAX_PICTURE_PIXELS = 40_000_000;

export interface PictureSize {
  width: number;
  height: number;
}

/** Why a picture of this size is refused, in words a member can act on; null within the bound. */
export function picturePixelsProblem(label: string, size: PictureSize): string | null {
  if (size.width * size.height <= MAX_PICTURE_PIXELS) return null;
  const megapixels = MAX_PICTURE_PIXELS / 1_000_000;
  return `${label} is ${size.width} x ${size.height} pixels; pictures may be at most ${megapixels} megapixels: export it smaller`;
}
