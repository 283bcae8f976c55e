// Every image file the built-in content references, as {kind}/{file} paths under public/images.
import { artists } from "../app/content/artists.ts";
import { events } from "../app/content/events.ts";
import { aboutHistoryImages, visitPhoto } from "../app/content/gallery-images.ts";
import type { ImageKind } from "../app/content/schema.ts";
import { shows } from "../app/content/shows.ts";

export interface ReferencedImage {
  kind: ImageKind;
  file: string;
}

export function referencedImages(): ReferencedImage[] {
  const found: ReferencedImage[] = [];
  for (const show of shows) {
    found.push({ kind: "shows", file: show.featuredImage.src });
    for (const image of show.images) found.push({ kind: "shows", file: image.src });
  }
  for (const event of events) {
    found.push({ kind: event.image.directory ?? "events", file: event.image.src });
  }
  for (const artist of artists) {
    if (artist.thumbnail) found.push({ kind: "artists", file: artist.thumbnail.src });
    for (const image of artist.images) found.push({ kind: "artists", file: image.src });
  }
  for (const image of aboutHistoryImages) found.push({ kind: "gallery", file: image.src });
  found.push({ kind: "gallery", file: visitPhoto.src });
  const unique = new Map(found.map((image) => [`${image.kind}/${image.file}`, image]));
  return [...unique.values()];
}
