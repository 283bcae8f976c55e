// One content file as text (a show, an artist or an event: YAML front matter between `---` lines,
// then a Markdown body; or the gallery's facts, JSON) to the entry the schema checks. The one
// reading of a content file, for the site (./shows.ts and its siblings, through Vite) and for
// Node programs (scripts/content/load-content.ts, through fs). The body is the show's
// description, the artist's bio or the event's description; captions and bold lines are inline
// Markdown. Both are rendered here to the inline HTML the site allows (./markdown.ts).
import { readBoundedYaml } from "./bounded-yaml.ts";
import type { ContentKind } from "./collections.ts";
import { renderInlineMarkdown, renderMarkdownParagraphs } from "./markdown.ts";

/** One content file, read but not checked yet. */
export interface ContentFile {
  /** From the repository root, e.g. "app/content/shows/2025-07-signal-and-relay.md". */
  file: string;
  /** Its entries (a file holds one), or null when it cannot be read as a content file. */
  entries: readonly unknown[] | null;
  /** Why it cannot be read, when entries is null. */
  problem?: string;
  /** Where in the file it cannot be read ("front matter", or a field such as "images"). */
  field?: string;
}

/** The largest content file read, in characters: the biggest is under 4,000 today. */
export const MAX_CONTENT_FILE_CHARS = 256 * 1024;

const tooLong = (file: string, text: string): ContentFile | null =>
  text.length > MAX_CONTENT_FILE_CHARS
    ? {
        file,
        entries: null,
        field: "(file)",
        problem: `is ${text.length.toLocaleString("en")} characters long; at most ${MAX_CONTENT_FILE_CHARS.toLocaleString("en")} are read`,
      }
    : null;

/** Where the Markdown body goes in each kind's entry. */
const bodyField: Record<ContentKind, string> = {
  shows: "description",
  artists: "bio",
  events: "description",
};

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** "---\n<yaml>\n---\n<markdown>": the YAML and the Markdown, or null without front matter. */
export function splitFrontMatter(text: string): { yaml: string; body: string } | null {
  const match = /^\uFEFF?---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(
    text,
  );
  return match ? { yaml: match[1] ?? "", body: match[2] ?? "" } : null;
}

const inline = (value: unknown) =>
  typeof value === "string" ? renderInlineMarkdown(value) : value;

/** A picture's caption rendered; anything else left for the schema to judge. */
const withCaption = (picture: unknown) =>
  isFields(picture) && typeof picture.text === "string"
    ? { ...picture, text: renderInlineMarkdown(picture.text) }
    : picture;

const withCaptions = (pictures: unknown) =>
  Array.isArray(pictures) ? pictures.map(withCaption) : pictures;

/** The front matter and rendered body as the schema's entry of that kind. */
function entryOf(kind: ContentKind, fields: Fields, body: string): Fields {
  const entry: Fields = { ...fields, [bodyField[kind]]: renderMarkdownParagraphs(body) };
  if ("images" in fields) entry.images = withCaptions(fields.images);
  if (kind === "shows") {
    if ("featuredImage" in fields) entry.featuredImage = withCaption(fields.featuredImage);
    if (Array.isArray(fields.descriptionBold)) {
      entry.descriptionBold = fields.descriptionBold.map(inline);
    }
  }
  return entry;
}

/** Reads one file's text; never throws (a file that cannot be read says why). */
export function parseContentFile(kind: ContentKind, file: string, text: string): ContentFile {
  const long = tooLong(file, text);
  if (long) return long;
  const parts = splitFrontMatter(text);
  if (!parts) return { file, entries: null, problem: "has no front matter (a first line ---)" };
  const read = readBoundedYaml(parts.yaml, 1);
  if ("problem" in read) {
    return { file, entries: null, field: read.field, problem: read.problem };
  }
  const fields = read.value;
  if (!isFields(fields)) {
    return { file, entries: null, problem: "front matter is not a list of `field: value` lines" };
  }
  return { file, entries: [entryOf(kind, fields, parts.body)] };
}

/** Reads the gallery's facts (JSON, ../content/gallery.json); never throws. */
export function parseGalleryFile(file: string, text: string): ContentFile {
  const long = tooLong(file, text);
  if (long) return long;
  let fields: unknown;
  try {
    fields = JSON.parse(text);
  } catch (error) {
    // A SyntaxError's own words name the place; anything else (a nesting too deep) is said plainly.
    const words = error instanceof SyntaxError ? error.message : "cannot be read";
    return { file, entries: null, problem: `not JSON: ${words}` };
  }
  if (!isFields(fields)) return { file, entries: null, problem: "is not a JSON object" };
  return { file, entries: [fields] };
}
