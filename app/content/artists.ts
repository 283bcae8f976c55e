// Built-in artists (product §3), one Markdown file each in ./artists/, named by paramName: every
// file there is an artist, nothing lists them. Read and checked when the server build loads
// (./validate.ts), ordered alphabetically by name (./collections.ts). The people are fictional;
// their websites use reserved example domains.
import { orderArtists } from "./collections.ts";
import { artistSchema } from "./schema.ts";
import { readEntries } from "./validate.ts";

// The folder is CONTENT_FOLDERS.artists; import.meta.glob takes literals only.
const texts = import.meta.glob<string>("./artists/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

export const artists = orderArtists(readEntries("artists", texts, artistSchema));
