// Every motif the generator can draw, by name.
import { contour, mosaic, neon, quilt, tiles, vessels, weaving } from "./objects.ts";
import {
  colourField,
  hardEdge,
  ink,
  interior,
  landscape,
  portrait,
  stillLife,
  watercolour,
} from "./paintings.ts";
import { galleryRoom, gathering, nightSky, roadPhoto, shedPhoto, storefront } from "./photos.ts";
import { collage, cyanotype, drawing, letterpress, sign, stipple, woodcut } from "./prints.ts";
import type { Motif } from "./svg.ts";

export const motifs = {
  landscape,
  interior,
  stillLife,
  portrait,
  hardEdge,
  colourField,
  watercolour,
  ink,
  woodcut,
  cyanotype,
  drawing,
  collage,
  stipple,
  letterpress,
  sign,
  vessels,
  neon,
  quilt,
  weaving,
  mosaic,
  tiles,
  contour,
  shedPhoto,
  nightSky,
  roadPhoto,
  galleryRoom,
  gathering,
  storefront,
} satisfies Record<string, Motif>;

export type MotifName = keyof typeof motifs;
