// The content check's entries and errors: each entry validated against its schema and located
// in its file under a name a volunteer can find (a show by its name, an artist by paramName, an
// event by date and title), and the names entries may refer to each other by.
import type { z } from "zod";
import { CONTENT_FOLDERS, type ContentKind } from "../../app/content/collections.ts";
import type { ContentFile } from "../content/load-content.ts";
import type { PageNames } from "./links.ts";

/** One problem, located precisely enough for a volunteer to find it. */
export interface ContentError {
  /** The file the entry is in, e.g. "app/content/shows/2025-07-signal-and-relay.ts". */
  file: string;
  /** Which entry: a show's name, an artist's paramName, an event's date and title. */
  entry: string;
  /** Which field, e.g. "images[2].src" or "description[1]". */
  field: string;
  message: string;
}

export type Where = Pick<ContentError, "file" | "entry">;

/** A valid entry and where it is. */
export interface Located<T> extends Where {
  value: T;
}

export type Report = (where: Where, field: string, message: string) => void;

const labelKeys: Record<ContentKind, readonly string[]> = {
  shows: ["name"],
  artists: ["paramName"],
  events: ["date", "title"],
};

/** How an entry is named in errors, even an invalid one. */
function labelOf(kind: ContentKind, raw: unknown, index: number): string {
  const parts = labelKeys[kind]
    .map((key) => property(raw, key))
    .filter((part) => typeof part === "string");
  return parts.length > 0 ? parts.join(" ") : `entry #${index + 1}`;
}

function property(raw: unknown, key: string): unknown {
  return typeof raw === "object" && raw !== null
    ? (raw as Record<string, unknown>)[key]
    : undefined;
}

/** The entries of a kind's files that pass its schema; every issue of the others is reported. */
export function validate<T>(
  kind: ContentKind,
  files: readonly ContentFile[],
  schema: z.ZodType<T>,
  report: Report,
): Located<T>[] {
  const valid: Located<T>[] = [];
  for (const { file, entries } of files) {
    if (entries === null) {
      const name = CONTENT_FOLDERS[kind].exportName;
      report({ file, entry: "(file)" }, "(export)", `exports no \`${name}\``);
      continue;
    }
    entries.forEach((raw, index) => {
      const entry = labelOf(kind, raw, index);
      const result = schema.safeParse(raw);
      if (result.success) valid.push({ file, entry, value: result.data });
      else {
        for (const issue of result.error.issues) {
          report({ file, entry }, fieldName(issue.path) || "(entry)", issue.message);
        }
      }
    });
  }
  return valid;
}

/** ["images", 2, "src"] reads "images[2].src". */
function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`,
    )
    .join("");
}

/** The names entries refer to each other by. */
export interface KnownNames extends PageNames {
  /** Artists who are not members (isNotMember): they have a page but no solo show. */
  formerArtists: ReadonlySet<string>;
}

/**
 * Read from every entry that has a name, valid or not: an invalid entry has its own errors
 * already, and links to it should not add more.
 */
export function knownNames(files: {
  shows: readonly ContentFile[];
  artists: readonly ContentFile[];
}): KnownNames {
  const all = (list: readonly ContentFile[]) => list.flatMap((file) => file.entries ?? []);
  const names = (entries: readonly unknown[], key: string) =>
    new Set(
      entries.map((entry) => property(entry, key)).filter((name) => typeof name === "string"),
    );
  const artists = all(files.artists);
  return {
    shows: names(all(files.shows), "name"),
    artists: names(artists, "paramName"),
    formerArtists: names(
      artists.filter((artist) => property(artist, "isNotMember") === true),
      "paramName",
    ),
  };
}

/** Reports every entry whose key an earlier entry has already, naming that first one. */
export function checkUnique<T>(
  entries: readonly Located<T>[],
  key: (value: T) => string,
  field: string,
  message: string,
  report: Report,
) {
  const seen = new Map<string, Located<T>>();
  for (const entry of entries) {
    const value = key(entry.value);
    const first = seen.get(value);
    if (first) report(entry, field, `${message} (${first.file}: ${first.entry})`);
    else seen.set(value, entry);
  }
}
