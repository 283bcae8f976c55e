// Built-in shows (product §3), one Markdown file each in ./shows/, named by opening month: every
// file there is a show, nothing lists them. Read and checked when the server build loads
// (./validate.ts), ordered by number (./collections.ts).
import { artists } from "./artists.ts";
import { orderShows } from "./collections.ts";
import { showSchema } from "./schema.ts";
import { readEntries } from "./validate.ts";
import { withWorkCaptions } from "./works.ts";

// The folder is CONTENT_FOLDERS.shows; import.meta.glob takes literals only.
const texts = import.meta.glob<string>("./shows/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

export const shows = orderShows(readEntries("shows", texts, showSchema)).map((show) =>
  withWorkCaptions(show, artists),
);
