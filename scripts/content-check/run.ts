// `npm run content:check`: loads every content file (scripts/content/load-content.ts) and runs
// the content check on it (./check.ts). Prints one line per problem, naming the file, the entry
// and the field, and fails when there is any. Warns, without failing, when the content is running
// out (./freshness.ts), judged by today's date.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { z } from "zod";
import {
  artistSchema,
  eventSchema,
  gallerySchema,
  type ImageKind,
  showSchema,
} from "../../app/content/schema.ts";
import {
  type ContentFile,
  type ContentFiles,
  contentOf,
  loadContentFiles,
} from "../content/load-content.ts";
import { planImages } from "../images/recipes.ts";
import { checkContent, formatError } from "./check.ts";
import { staleShowsWarning } from "./freshness.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const files = await loadContentFiles();

// A picture exists when media/ holds the real file, or when the image build can draw it. An entry
// too broken to plan pictures from (its schema errors are reported) leaves the plan to the
// valid entries; wrong gallery facts, to none of the gallery's.
function drawablePictures(): Set<string> {
  const facts = gallerySchema.safeParse(files.gallery.entries?.[0]);
  const gallery = facts.success ? facts.data : undefined;
  const plan = (kept: ContentFiles) =>
    planImages({ ...contentOf(kept), gallery })
      .filter((image) => image.recipe !== null)
      .map((image) => `${image.kind}/${image.file}`);
  const validOnly = (list: readonly ContentFile[], schema: z.ZodType) =>
    list.map((file) => ({
      ...file,
      entries: file.entries?.filter((entry) => schema.safeParse(entry).success) ?? null,
    }));
  try {
    return new Set(plan(files));
  } catch {
    return new Set(
      plan({
        shows: validOnly(files.shows, showSchema),
        artists: validOnly(files.artists, artistSchema),
        events: validOnly(files.events, eventSchema),
        gallery: files.gallery,
      }),
    );
  }
}
const drawable = drawablePictures();
const inMedia = (kind: ImageKind, file: string) => existsSync(path.join(root, "media", kind, file));

const errors = checkContent({
  ...files,
  imageExists: (kind, file) => inMedia(kind, file) || drawable.has(`${kind}/${file}`),
  videoExists: inMedia,
});

for (const error of errors) console.error(formatError(error));
if (errors.length > 0) {
  console.error(`content: ${errors.length} problem${errors.length === 1 ? "" : "s"}`);
  process.exitCode = 1;
} else {
  const { shows, artists, events } = contentOf(files);
  const warning = staleShowsWarning(shows, new Date());
  if (warning) console.warn(`content: warning: ${warning}`);
  console.log(
    `content: ${shows.length} shows, ${artists.length} artists, ${events.length} events and the gallery's facts checked; no problems`,
  );
}
