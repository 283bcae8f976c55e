// Built-in events (product §3), one Markdown file each in ./events/, named by date and title:
// every file there is an event, nothing lists them. Read and checked when the server build loads
// (./validate.ts), ordered by date (./collections.ts).
import { orderEvents } from "./collections.ts";
import { eventSchema } from "./schema.ts";
import { readEntries } from "./validate.ts";

// The folder is CONTENT_FOLDERS.events; import.meta.glob takes literals only.
const texts = import.meta.glob<string>("./events/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

export const events = orderEvents(readEntries("events", texts, eventSchema));
