// The gallery's own facts (shared/GALLERY.md): hours, closures, figures and links, kept in
// ./gallery.json, which the editor at /admin/ opens as "Gallery facts". The browser gets them as
// they are, without the schema: the build and `npm run content:check` check the file first
// (scripts/content/load-content.ts, with gallerySchema).
import facts from "./gallery.json" with { type: "json" };
import type { GalleryFacts } from "./gallery-schema.ts";

export const gallery: GalleryFacts = facts as GalleryFacts;

export function fullAddress(): string {
  const { street, city, region, postalCode } = gallery.address;
  return `${street}, ${city}, ${region} ${postalCode}`;
}

/** A maps place link for the street address. */
export function mapsUrl(): string {
  const query = encodeURIComponent(`${gallery.name}, ${fullAddress()}`);
  return `https://www.google.com/maps/search/?api=1&query=${query}`;
}
