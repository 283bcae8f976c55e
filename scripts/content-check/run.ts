// `npm run content:check`: loads every content file and runs the content check on it
// (app/content/check.ts). Prints one line per problem, naming the file, the entry and the field,
// and fails when there is any.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { artists } from "../../app/content/artists.ts";
import {
  artistLabel,
  checkContent,
  checkListed,
  type ContentFile,
  eventLabel,
  formatError,
  showLabel,
} from "./check.ts";
import { events } from "../../app/content/events.ts";
import { aboutHistoryImages, visitPhoto } from "../../app/content/gallery-images.ts";
import type { ImageKind } from "../../app/content/schema.ts";
import { shows } from "../../app/content/shows.ts";
import { planImages } from "../images/recipes.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Imports every module of a content folder and reads its one export. */
async function loadFolder(folder: string, exportName: string): Promise<ContentFile[]> {
  const dir = path.join(root, "app", "content", folder);
  const files = readdirSync(dir).filter(
    (name) => name.endsWith(".ts") && !name.endsWith(".test.ts"),
  );
  return Promise.all(
    files.sort().map(async (name) => {
      const module = (await import(pathToFileURL(path.join(dir, name)).href)) as Record<
        string,
        unknown
      >;
      const value = module[exportName];
      const file = `app/content/${folder}/${name}`;
      if (value === undefined) {
        console.error(`${file}: exports no \`${exportName}\``);
        process.exitCode = 1;
      }
      return { file, entries: value === undefined ? [] : Array.isArray(value) ? value : [value] };
    }),
  );
}

const showFiles = await loadFolder("shows", "show");
const artistFiles = await loadFolder("artists", "artist");
const eventFiles = await loadFolder("events", "events");

// A picture exists when media/ holds the real file, or when the image build can draw it.
const drawable = new Set(
  planImages({ shows, events, artists, galleryImages: aboutHistoryImages, visitPhoto })
    .filter((image) => image.recipe !== null)
    .map((image) => `${image.kind}/${image.file}`),
);
const inMedia = (kind: ImageKind, file: string) => existsSync(path.join(root, "media", kind, file));

const errors = [
  ...checkListed(showFiles, shows, "app/content/shows.ts", showLabel),
  ...checkListed(artistFiles, artists, "app/content/artists.ts", artistLabel),
  ...checkListed(eventFiles, events, "app/content/events.ts", eventLabel),
  ...checkContent({
    shows: showFiles,
    artists: artistFiles,
    events: eventFiles,
    imageExists: (kind, file) => inMedia(kind, file) || drawable.has(`${kind}/${file}`),
    videoExists: inMedia,
  }),
];

for (const error of errors) console.error(formatError(error));
if (errors.length > 0) {
  console.error(`content: ${errors.length} problem${errors.length === 1 ? "" : "s"}`);
  process.exitCode = 1;
} else {
  console.log(
    `content: ${shows.length} shows, ${artists.length} artists, ${events.length} events checked; no problems`,
  );
}
