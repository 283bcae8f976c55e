// Built-in events (product §3), one file per year in ./events/, each exporting `events`. Every
// file there is read: nothing lists them. Ordered by date (./collections.ts).
import { orderEvents } from "./collections.ts";
import type { GalleryEvent } from "./schema.ts";

// The folder and export name are CONTENT_FOLDERS.events; import.meta.glob takes literals only.
const modules = import.meta.glob<GalleryEvent[]>(["./events/*.ts", "!./events/*.test.ts"], {
  eager: true,
  import: "events",
});

export const events: GalleryEvent[] = orderEvents(Object.values(modules).flat());
