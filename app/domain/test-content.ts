// Small content builders for unit tests: each test states only the fields it is about.
import type { Artist, GalleryEvent, Show } from "../content/schema.ts";

export function makeShow(fields: Partial<Show> & Pick<Show, "number" | "startDate">): Show {
  return {
    name: `show-${String(fields.number).replace(".", "-")}`,
    displayName: `Show ${fields.number}`,
    featuredImage: { src: "featured.jpg" },
    description: [],
    images: [],
    videos: [],
    ...fields,
  };
}

export function makeEvent(
  fields: Partial<GalleryEvent> & Pick<GalleryEvent, "date">,
): GalleryEvent {
  return {
    title: `Event at ${fields.date}`,
    description: [],
    image: { src: "event.jpg" },
    ...fields,
  };
}

export function makeArtist(fields: Partial<Artist> & Pick<Artist, "paramName">): Artist {
  return {
    name: fields.paramName,
    website: `https://${fields.paramName}.example.com`,
    instagram: { handle: fields.paramName, link: `https://www.instagram.com/${fields.paramName}` },
    images: [],
    bio: [],
    ...fields,
  };
}
