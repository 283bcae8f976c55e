// The built-in content for Node programs: the content check, the image build, the pages the
// budget measures, the e2e specs. Plain Node cannot run Vite's import.meta.glob, with which
// app/content/shows.ts and its siblings discover their files, so this reads the same folders
// with fs and import() and orders the entries with the same functions
// (app/content/collections.ts): both give the same lists.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  CONTENT_FOLDERS,
  type ContentKind,
  orderArtists,
  orderEvents,
  orderShows,
} from "../../app/content/collections.ts";
import type { Artist, GalleryEvent, Show } from "../../app/content/schema.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** One content file, as it is: nothing checked yet. */
export interface ContentFile {
  /** From the repository root, e.g. "app/content/shows/2025-07-signal-and-relay.ts". */
  file: string;
  /**
   * What it exports under its kind's name (`show`, `artist`, `events`), as a list: a show's
   * file gives one entry, a year's events file many. Null when it exports nothing by that name.
   */
  entries: readonly unknown[] | null;
}

export type ContentFiles = Record<ContentKind, ContentFile[]>;

export interface Content {
  shows: Show[];
  artists: Artist[];
  events: GalleryEvent[];
}

/** The files of a kind's folder: every .ts file but tests, in name order. */
async function loadFolder(kind: ContentKind): Promise<ContentFile[]> {
  const { folder, exportName } = CONTENT_FOLDERS[kind];
  const dir = path.join(root, "app", "content", folder);
  const names = (await readdir(dir))
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const url = pathToFileURL(path.join(dir, name)).href;
      const value = ((await import(url)) as Record<string, unknown>)[exportName];
      const entries = value === undefined ? null : Array.isArray(value) ? value : [value];
      return { file: `app/content/${folder}/${name}`, entries };
    }),
  );
}

/** Every content file of every kind, unchecked: what `npm run content:check` checks. */
export async function loadContentFiles(): Promise<ContentFiles> {
  const [shows, artists, events] = await Promise.all([
    loadFolder("shows"),
    loadFolder("artists"),
    loadFolder("events"),
  ]);
  return { shows, artists, events };
}

/**
 * The shows, artists and events of these files in the site's order, taken as they are (the
 * content check is what vouches for them). A file that exports nothing adds nothing.
 */
export function contentOf(files: ContentFiles): Content {
  const entries = <T>(kind: ContentKind) =>
    files[kind].flatMap((file) => file.entries ?? []) as T[];
  return {
    shows: orderShows(entries<Show>("shows")),
    artists: orderArtists(entries<Artist>("artists")),
    events: orderEvents(entries<GalleryEvent>("events")),
  };
}

let loaded: Promise<Content> | undefined;

/**
 * The lists app/content/shows.ts, artists.ts and events.ts export, for Node programs. Fails on a
 * file that exports nothing by its kind's name, which the site would have nothing to show for.
 */
export function loadContent(): Promise<Content> {
  loaded ??= loadContentFiles().then((files) => {
    for (const kind of Object.keys(files) as ContentKind[]) {
      const empty = files[kind].find((file) => file.entries === null);
      if (empty) {
        const name = CONTENT_FOLDERS[kind].exportName;
        throw new Error(`${empty.file} exports no \`${name}\` (see npm run content:check)`);
      }
    }
    return contentOf(files);
  });
  return loaded;
}
