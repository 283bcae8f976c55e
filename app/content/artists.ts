// Built-in artists (product §3), one file each in ./artists/, named by paramName, each exporting
// `artist`. Every file there is an artist: nothing lists them. Ordered alphabetically by name
// (./collections.ts). The people are fictional; their websites use reserved example domains.
import { orderArtists } from "./collections.ts";
import type { Artist } from "./schema.ts";

// The folder and export name are CONTENT_FOLDERS.artists; import.meta.glob takes literals only.
const modules = import.meta.glob<Artist>(["./artists/*.ts", "!./artists/*.test.ts"], {
  eager: true,
  import: "artist",
});

export const artists: Artist[] = orderArtists(Object.values(modules));
