// Opening a content picture within bounds (issue 31). Its size is read from its header (sharp's
// metadata decodes no pixel), and a picture over MAX_PICTURE_PIXELS is refused before anything
// decodes it; every decode of a content picture also passes sharp's own pixel limit, a second
// fence should a header lie.
import sharp, { type Sharp } from "sharp";
import {
  MAX_PICTURE_PIXELS,
  type PictureSize,
  picturePixelsProblem,
} from "../../app/content/picture-bounds.ts";

export type { PictureSize } from "../../app/content/picture-bounds.ts";

/** A picture the image pipeline will not decode: its message is for the member who added it. */
export class PictureRefused extends Error {}

/** The size a picture's header gives (a file path or its bytes); undefined when it has none. */
export async function readPictureSize(input: string | Buffer): Promise<PictureSize | undefined> {
  // No limit here: the header alone is read, and the bound is judged below, in words.
  const { width, height } = await sharp(input, { limitInputPixels: false }).metadata();
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** The picture's size when it is within the bound; refuses it (PictureRefused) otherwise. */
export async function boundedPictureSize(
  label: string,
  input: string | Buffer,
): Promise<PictureSize> {
  let size: PictureSize | undefined;
  try {
    size = await readPictureSize(input);
  } catch {
    size = undefined;
  }
  if (!size) throw new PictureRefused(`${label} is not a picture sharp can read`);
  const problem = picturePixelsProblem(label, size);
  if (problem) throw new PictureRefused(problem);
  return size;
}

/** A content picture opened for decoding, never past the bound. */
export function openPicture(input: Buffer): Sharp {
  return sharp(input, { limitInputPixels: MAX_PICTURE_PIXELS });
}
