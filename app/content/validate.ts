// Every content file's entries checked against their kind's schema (./schema.ts), each problem
// located precisely enough for a volunteer to find it: the file, the entry (a show by its name,
// an artist by paramName, an event by date and title, the gallery's facts by its name) and the
// field ("images[2].src"). The site (./shows.ts and its siblings) refuses to start on any
// problem; the content check (scripts/content-check/) prints them all.
import type { z } from "zod";
import type { ContentKind, EntryKind } from "./collections.ts";
import { type ContentFile, parseContentFile } from "./content-file.ts";
import { fileNameProblem } from "./file-names.ts";

/** One problem, located precisely enough for a volunteer to find it. */
export interface ContentError {
  /** The file the entry is in, e.g. "app/content/shows/2025-07-signal-and-relay.md". */
  file: string;
  /** Which entry: a show's name, an artist's paramName, an event's date and title, or the
   * gallery's name. */
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

/** "file: entry: field: message", one line per problem. */
export function formatError(error: ContentError): string {
  return `${error.file}: ${error.entry}: ${error.field}: ${error.message}`;
}

const labelKeys: Record<EntryKind, readonly string[]> = {
  shows: ["name"],
  artists: ["paramName"],
  events: ["date", "title"],
  gallery: ["name"],
};

export function property(raw: unknown, key: string): unknown {
  return typeof raw === "object" && raw !== null
    ? (raw as Record<string, unknown>)[key]
    : undefined;
}

/** How an entry is named in errors, even an invalid one. */
function labelOf(kind: EntryKind, raw: unknown, index: number): string {
  const parts = labelKeys[kind]
    .map((key) => property(raw, key))
    .filter((part) => typeof part === "string");
  return parts.length > 0 ? parts.join(" ") : `entry #${index + 1}`;
}

/** ["images", 2, "src"] reads "images[2].src". */
export function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`,
    )
    .join("");
}

/** The entries of a kind's files that pass its schema; every issue of the others is reported. */
export function validate<T>(
  kind: EntryKind,
  files: readonly ContentFile[],
  schema: z.ZodType<T>,
  report: Report,
): Located<T>[] {
  const valid: Located<T>[] = [];
  for (const { file, entries, problem, field } of files) {
    if (entries === null) {
      report({ file, entry: "(file)" }, field ?? "(file)", problem ?? "cannot be read");
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

/**
 * The site's entries of one kind from its files' texts (`import.meta.glob` with `?raw`, keyed
 * "./shows/x.md"), read and checked; throws naming every file, entry and field that is wrong, so
 * a bad file stops the build and the server rather than showing a broken page.
 */
export function readEntries<T>(
  kind: ContentKind,
  texts: Record<string, string>,
  schema: z.ZodType<T>,
): T[] {
  const files = Object.entries(texts).map(([key, text]) =>
    parseContentFile(kind, `app/content/${key.replace(/^\.\//, "")}`, text),
  );
  const problems = collectProblems();
  // The build's image step refuses such a name before Vite globs the folder; this is the fence
  // for whatever reads the folder through Vite alone (the dev server after a file is added).
  for (const key of Object.keys(texts)) {
    const name = key.slice(key.lastIndexOf("/") + 1);
    const problem = fileNameProblem(name, ["md"]);
    if (problem)
      problems.report({ file: `app/content/${kind}`, entry: "(file)" }, "(name)", problem);
  }
  const valid = validate(kind, files, schema, problems.report);
  problems.throwIfAny();
  return valid.map((entry) => entry.value);
}

/**
 * Problems gathered from any number of `validate` calls, then thrown as one error naming them
 * all, so that whatever reads the content stops on a bad file with every line to fix.
 */
export function collectProblems(): { report: Report; throwIfAny: () => void } {
  const problems: string[] = [];
  return {
    report: (where, field, message) => problems.push(formatError({ ...where, field, message })),
    throwIfAny: () => {
      if (problems.length > 0) {
        throw new Error(`content: ${problems.join("\n")}\n(npm run content:check says more)`);
      }
    },
  };
}
