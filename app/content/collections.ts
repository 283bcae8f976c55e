// How the content folders become the lists the site shows (product §3). Each folder's Markdown
// files are discovered, not listed: app/content/shows.ts and its siblings find them with Vite's
// import.meta.glob, and Node programs with scripts/content/load-content.ts; both read them with
// ./content-file.ts. Both put them in order with the functions here, so the order comes from the
// data (number, name, date), never from a list or a file name.
import type { Artist, GalleryEvent, Show } from "./schema.ts";

/** Each kind's folder in app/content/: one Markdown file an entry. */
export const CONTENT_FOLDERS = {
  shows: { folder: "shows", extension: ".md" },
  artists: { folder: "artists", extension: ".md" },
  events: { folder: "events", extension: ".md" },
} as const;

export type ContentKind = keyof typeof CONTENT_FOLDERS;

/** The gallery's facts: one JSON file, one entry (./gallery.ts reads it). */
export const GALLERY_FILE = "app/content/gallery.json";

/** What a content file holds: an entry of a folder's kind, or the gallery's facts. */
export type EntryKind = ContentKind | "gallery";

/** Code-point order, the same everywhere (for slugs and ISO dates, also the natural order). */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Shows by number (group 54, solo 54.1, group 55, ...), which is also opening order. */
export function orderShows(shows: Iterable<Show>): Show[] {
  return [...shows].sort((a, b) => a.number - b.number || compareText(a.name, b.name));
}

/** Artists alphabetically by name, as the Artists grid lists them. */
export function orderArtists(artists: Iterable<Artist>): Artist[] {
  return [...artists].sort(
    (a, b) => a.name.localeCompare(b.name, "en") || compareText(a.paramName, b.paramName),
  );
}

/** Events by date and time, earliest first, whichever year's file they are in. */
export function orderEvents(events: Iterable<GalleryEvent>): GalleryEvent[] {
  return [...events].sort((a, b) => compareText(a.date, b.date) || compareText(a.title, b.title));
}
