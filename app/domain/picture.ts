// What a screen needs to draw one content picture. Loaders build these on the server (where the
// images host and the image sizes are known); components only render them.

/** How a picture sits in a fixed frame: a zoom factor and a CSS object-position. */
export interface Placement {
  scale?: number;
  position?: string;
}

/** One modern format of the picture, in every width the build made. */
export interface PictureSource {
  type: "image/avif" | "image/webp";
  /** An HTML `srcset`: "…/01.480w.avif 480w, …/01.960w.avif 960w". */
  srcSet: string;
}

export interface Picture extends Placement {
  /** Address of the default (largest fallback) file. */
  src: string;
  alt: string;
  /** Intrinsic size, when known, so the browser reserves the space (no layout shift). */
  width?: number;
  height?: number;
  /** Modern formats, best first, for <source> elements; absent when no variants were built. */
  sources?: PictureSource[];
  /** The JPEG widths, for the <img> itself. */
  srcSet?: string;
  /** The largest JPEG variant and its size: what "see it large" opens (the picture viewer). */
  large?: { src: string; width: number; height: number };
}

/** One carousel slide: a picture and its optional caption (inline HTML from the content). */
export interface Slide {
  picture: Picture;
  caption?: string;
}
