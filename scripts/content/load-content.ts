// The built-in content for Node programs: the content check, the image build, the pages the
// budget measures, the e2e specs. Plain Node cannot run Vite's import.meta.glob, with which
// app/content/shows.ts and its siblings discover their files, so this reads the same folders
// with fs, each file with the same function (app/content/content-file.ts), and orders the
// entries with the same functions (app/content/collections.ts): both give the same lists. It
// also checks the gallery's facts (app/content/gallery.json), which the site takes unchecked:
// the image build runs first in `npm run build`, so a wrong fact stops the build here.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  CONTENT_FOLDERS,
  type ContentKind,
  GALLERY_FILE,
  orderArtists,
  orderEvents,
  orderShows,
} from "../../app/content/collections.ts";
import {
  type ContentFile,
  parseContentFile,
  parseGalleryFile,
} from "../../app/content/content-file.ts";
import { gallerySchema, type GalleryFacts } from "../../app/content/gallery-schema.ts";
import {
  artistSchema,
  eventSchema,
  showSchema,
  type Artist,
  type GalleryEvent,
  type Show,
} from "../../app/content/schema.ts";
import { fileNameProblem } from "../../app/content/file-names.ts";
import { collectProblems, validate } from "../../app/content/validate.ts";
import { withWorkCaptions } from "../../app/content/works.ts";
import { checkFileNames } from "../content-check/names.ts";
import { listRepositoryFiles } from "./repository-files.ts";

export type { ContentFile } from "../../app/content/content-file.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface ContentFiles extends Record<ContentKind, ContentFile[]> {
  gallery: ContentFile;
}

export interface Content {
  shows: Show[];
  artists: Artist[];
  events: GalleryEvent[];
  gallery: GalleryFacts;
}

/** The files of a kind's folder, read, in name order. */
async function loadFolder(kind: ContentKind, contentRoot: string): Promise<ContentFile[]> {
  const { folder, extension } = CONTENT_FOLDERS[kind];
  const dir = path.join(contentRoot, "app", "content", folder);
  // A name that is not a slug is refused on its name alone (scripts/content-check/names.ts).
  const names = (await readdir(dir))
    .filter((name) => name.endsWith(extension) && !fileNameProblem(name, [extension.slice(1)]))
    .sort();
  return Promise.all(
    names.map(async (name) =>
      parseContentFile(
        kind,
        `app/content/${folder}/${name}`,
        await readFile(path.join(dir, name), "utf8"),
      ),
    ),
  );
}

/**
 * Every content file of every kind, unchecked: what `npm run content:check` checks. `contentRoot`
 * is the repository to read (this one unless a test says otherwise).
 */
export async function loadContentFiles(contentRoot = root): Promise<ContentFiles> {
  const [shows, artists, events, gallery] = await Promise.all([
    loadFolder("shows", contentRoot),
    loadFolder("artists", contentRoot),
    loadFolder("events", contentRoot),
    readFile(path.join(contentRoot, GALLERY_FILE), "utf8").then((text) =>
      parseGalleryFile(GALLERY_FILE, text),
    ),
  ]);
  return { shows, artists, events, gallery };
}

/**
 * The shows, artists and events of these files in the site's order, taken as they are (the
 * content check is what vouches for them). A file that cannot be read adds nothing.
 */
export function contentOf(files: ContentFiles): Omit<Content, "gallery"> {
  const entries = <T>(kind: ContentKind) =>
    files[kind].flatMap((file) => file.entries ?? []) as T[];
  const artists = orderArtists(entries<Artist>("artists"));
  return {
    shows: orderShows(entries<Show>("shows")).map((show) => withWorkCaptions(show, artists)),
    artists,
    events: orderEvents(entries<GalleryEvent>("events")),
  };
}

let loaded: Promise<Content> | undefined;

/**
 * The lists app/content/shows.ts, artists.ts and events.ts export, and the gallery's facts, for
 * Node programs, checked by the same schemas: fails, naming the file, entry and field, where the
 * site would refuse to start or the build would stop.
 */
export function loadContent(): Promise<Content> {
  loaded ??= loadContentFiles().then((files) => {
    const { report, throwIfAny } = collectProblems();
    // A name that is not a slug stops the build here, before Vite globs the folders.
    checkFileNames(listRepositoryFiles(root), report);
    const values = <T>(located: readonly { value: T }[]) => located.map((entry) => entry.value);
    const artists = orderArtists(values(validate("artists", files.artists, artistSchema, report)));
    const shows = orderShows(values(validate("shows", files.shows, showSchema, report))).map(
      (show) => withWorkCaptions(show, artists),
    );
    const events = orderEvents(values(validate("events", files.events, eventSchema, report)));
    const [gallery] = values(validate("gallery", [files.gallery], gallerySchema, report));
    throwIfAny();
    if (gallery === undefined) throw new Error(`content: ${GALLERY_FILE} holds no facts`);
    return { shows, artists, events, gallery };
  });
  return loaded;
}
