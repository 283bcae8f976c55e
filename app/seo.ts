// Per-page head tags. Every route's `meta` goes through here, so the site's title pattern and
// tags live in one place.
import { gallery } from "./content/gallery.ts";

export interface PageMeta {
  /** The page's own title; the site name is appended. Omit on Home. */
  title?: string;
  description: string;
  /** The page's path, e.g. "/shows/after-dark". */
  path: string;
  /** The page's main image address, when it has one. */
  image?: string;
}

export function pageMeta({ title, description }: PageMeta) {
  return [
    {
      title: title
        ? `${title} | ${gallery.name}`
        : `${gallery.name} | Artist-run gallery in Montpelier, Vermont`,
    },
    { name: "description", content: description },
  ];
}
