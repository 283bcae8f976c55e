import type { Picture } from "./picture.ts";

/** One carousel slide: a picture and its optional caption (inline HTML from the content). */
export interface Slide {
  picture: Picture;
  caption?: string;
}
