// What a screen needs to draw one content picture. Loaders build these on the server (where the
// images host and the image sizes are known); components only render them.

/** How a picture sits in a fixed frame: a zoom factor and a CSS object-position. */
export interface Placement {
  scale?: number;
  position?: string;
}

/**
 * The variants the image build made of a picture (decision 020): the address they share before
 * ".{width}w.{extension}", and their widths, ascending. Kept this short because loaders hand
 * pictures to the browser twice, in the markup and in the hydration data: the srcsets are spelt
 * out only where a page draws the picture (pictureSources in responsive-image.ts).
 */
export interface PictureVariants {
  stem: string;
  widths: number[];
}

export interface Picture extends Placement {
  /** Address of the default (largest fallback) file. */
  src: string;
  alt: string;
  /** Intrinsic size, when known, so the browser reserves the space (no layout shift). */
  width?: number;
  height?: number;
  /** Absent when no variants were built: the picture is then a plain <img> of `src`. */
  variants?: PictureVariants;
  /** The largest JPEG variant and its size: what "see it large" opens (the picture viewer). */
  large?: { src: string; width: number; height: number };
}

/** One carousel slide: a picture and its optional caption (inline HTML from the content). */
export interface Slide {
  picture: Picture;
  caption?: string;
}
