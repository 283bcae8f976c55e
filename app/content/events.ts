// Built-in events (SPEC.md §3), one file per year in ./events/. To add an event, add an entry to
// its year's file (README.md, "Adding an event").
import type { GalleryEvent } from "./schema.ts";
import { events as events2022 } from "./events/2022.ts";
import { events as events2023 } from "./events/2023.ts";
import { events as events2024 } from "./events/2024.ts";
import { events as events2025 } from "./events/2025.ts";

export const events: GalleryEvent[] = [...events2022, ...events2023, ...events2024, ...events2025];
