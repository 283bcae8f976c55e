// Turns a content image list into carousel slides for the screens.
import type { CaptionedImage, ImageKind } from "../../content/schema.ts";
import { stripTags } from "../../domain/html.ts";
import type { Slide } from "../../domain/slide.ts";
import { picture } from "./pictures.server.ts";

/** `subject` names what the pictures show, for the alt text of an uncaptioned one. */
export function slides(
  kind: ImageKind,
  images: readonly CaptionedImage[],
  subject: string,
): Slide[] {
  return images.map((image, index) => {
    const alt = image.text ? stripTags(image.text) : `${subject}, picture ${index + 1}`;
    const slide: Slide = { picture: picture(kind, image.src, alt, image) };
    if (image.text) slide.caption = image.text;
    return slide;
  });
}
