// Built-in shows (product §3), one file each in ./shows/, named by opening month, each exporting
// `show`. Every file there is a show: nothing lists them. Ordered by number (./collections.ts).
import { orderShows } from "./collections.ts";
import type { Show } from "./schema.ts";

// The folder and export name are CONTENT_FOLDERS.shows; import.meta.glob takes literals only.
const modules = import.meta.glob<Show>(["./shows/*.ts", "!./shows/*.test.ts"], {
  eager: true,
  import: "show",
});

export const shows: Show[] = orderShows(Object.values(modules));
