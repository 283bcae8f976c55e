// A small content set that passes the content check, for its tests: each test breaks one thing.
import { gallery } from "../../app/content/gallery.ts";
import type { Artist, GalleryEvent, Show } from "../../app/content/schema.ts";
import { type ContentError, type ContentInput, checkContent, formatError } from "./check.ts";

export const member: Artist = {
  paramName: "ada-quimby",
  name: "Ada Quimby",
  website: "https://adaquimby.example.com",
  instagram: { handle: "ada", link: "https://www.instagram.com/ada" },
  images: [{ src: "ada-quimby/01.jpg", text: "<em>Drunkard's Path</em>, cotton quilt, 2023" }],
  bio: ['Quilts from <a href="/shows/pieced">old shirts</a>.'],
};
export const guest: Artist = {
  ...member,
  paramName: "dev-raman",
  name: "Dev Raman",
  isNotMember: true,
};
export const groupShow: Show = {
  name: "thaw",
  number: 54,
  displayName: "Thaw",
  startDate: "2023-04-07",
  endDate: "2023-04-30",
  featuredImage: { src: "thaw/featured.jpg" },
  description: ['With work by <a href="/artists/ada-quimby">Ada Quimby</a>.'],
  images: [{ src: "thaw/01.jpg", text: "Ada Quimby, <em>Thaw</em>", artist: "ada-quimby" }],
  videos: [],
  works: [],
};
export const soloShow: Show = {
  name: "pieced",
  number: 54.1,
  displayName: "Pieced",
  superDisplayName: "Ada Quimby",
  artistParamName: "ada-quimby",
  startDate: "2023-05-05",
  endDate: "2023-05-31",
  featuredImage: { src: "pieced/featured.jpg", text: "<em>Pieced</em>" },
  description: ["Nine quilts."],
  images: [{ src: "pieced/01.jpg" }],
  videos: [{ src: "https://www.youtube.com/embed/abc123", type: "YouTube", text: "Quilting" }],
  works: [
    {
      id: "drunkards-path",
      title: "Drunkard's Path",
      artist: "ada-quimby",
      year: 2023,
      medium: "cotton quilt",
      dimensions: "60 x 60 in",
      price: 2400,
      availability: "available",
      image: "pieced/01.jpg",
    },
  ],
};
export const opening: GalleryEvent = {
  title: "Opening Reception: Pieced",
  date: "2023-05-05T16:00",
  description: ["Meet the artist."],
  image: { src: "pieced/featured.jpg", directory: "shows" },
  link: { type: "internal", text: "About the show", url: "/shows/pieced" },
};

export interface Overrides {
  shows?: unknown[];
  artists?: unknown[];
  events?: unknown[];
  /** The gallery's facts (the real ones unless a test breaks one). */
  galleryFacts?: unknown;
  /** Images and videos that do not exist, as "kind/file". */
  missing?: string[];
}

/** The content check on the small set, with the overrides. */
export function check({
  shows = [groupShow, soloShow],
  artists = [member, guest],
  events = [opening],
  galleryFacts = gallery,
  missing = [],
}: Overrides = {}): ContentError[] {
  const input: ContentInput = {
    shows: [{ file: "app/content/shows/x.ts", entries: shows }],
    artists: [{ file: "app/content/artists/x.ts", entries: artists }],
    events: [{ file: "app/content/events/2023.ts", entries: events }],
    gallery: { file: "app/content/gallery.json", entries: [galleryFacts] },
    imageExists: (kind, file) => !missing.includes(`${kind}/${file}`),
    videoExists: (kind, file) => !missing.includes(`${kind}/${file}`),
  };
  return checkContent(input);
}

/** The errors as "file: entry: field: message" lines, which is what a volunteer reads. */
export const lines = (errors: ContentError[]) => errors.map(formatError);
