// The content check's entries and errors: each entry validated against its schema and located
// in its file (app/content/validate.ts, which the site uses too), and the names entries may refer
// to each other by.
import type { ContentFile } from "../../app/content/content-file.ts";
import { type Located, property, type Report } from "../../app/content/validate.ts";
import type { PageNames } from "./links.ts";

export {
  type ContentError,
  type Located,
  type Report,
  validate,
  type Where,
} from "../../app/content/validate.ts";

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
