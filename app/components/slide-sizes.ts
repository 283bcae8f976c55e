import type { Picture } from "../domain/picture.ts";

/** Each slide's frame is a 4:3 box that holds its picture whole (carousel.module.css). */
const SLIDE_FRAME_ASPECT = 4 / 3;

/**
 * The share of a slide's width its picture is drawn at. A picture as wide as the frame or wider
 * fills its width; a taller one is fitted by its height, and drawn narrower: a 3:4 portrait
 * fills 0.5625 of the width.
 */
export function drawnShare(picture: Pick<Picture, "width" | "height">): number {
  const { width, height } = picture;
  if (!width || !height) return 1;
  return Math.min(1, width / height / SLIDE_FRAME_ASPECT);
}

/**
 * A slide picture's HTML `sizes`: the width it is drawn at, for choosing among its variants. A
 * share of the page column (75rem wide at most, 1rem from each edge below that), narrowed by
 * the picture's own shape: a portrait sized as the whole slide fetched a file 1.8 times as wide
 * as it is drawn (issue 34). Rounded up, so the file chosen is never too small.
 */
export function slideSizes(slidesPerView: number, picture: Pick<Picture, "width" | "height">) {
  const share = Math.ceil((drawnShare(picture) / slidesPerView) * 10_000) / 10_000;
  const of = (width: string) => (share === 1 ? `calc(${width})` : `calc((${width}) * ${share})`);
  return `(min-width: 77rem) ${of("75rem")}, ${of("100vw - 2rem")}`;
}
