// What a screen needs to draw one content picture. Loaders build these on the server (where the
// images host and the image sizes are known); components only render them.

/** How a picture sits in a fixed frame: a zoom factor and a CSS object-position. */
export interface Placement {
  scale?: number;
  position?: string;
}

export interface Picture extends Placement {
  /** Address of the default (largest fallback) file. */
  src: string;
  alt: string;
  /** Intrinsic size, when known, so the browser reserves the space (no layout shift). */
  width?: number;
  height?: number;
}
