// A mark made at the desk, written into the show's content file (issue 24: the files stay the
// truth). Only the one `availability:` line of the one work changes, so the commit's diff is
// that line and a member's formatting elsewhere is untouched; the result is checked by the same
// schema as every show, so a commit the updater would refuse is never made.
import { parseContentFile } from "../../content/content-file.ts";
import { type Availability, showSchema } from "../../content/schema.ts";

export type AvailabilityEdit = { text: string } | { problem: string };

/** The show's entry as the site reads it, or why the text is no show file. */
function showEntry(file: string, text: string): { entry: unknown } | { problem: string } {
  const read = parseContentFile("shows", file, text);
  return read.entries?.[0] !== undefined
    ? { entry: read.entries[0] }
    : { problem: read.problem ?? "no entry" };
}

/** The show's `name:`, or undefined when the text is no show file. */
export function showNameOf(file: string, text: string): string | undefined {
  const read = showEntry(file, text);
  if (!("entry" in read) || typeof read.entry !== "object" || read.entry === null) return undefined;
  const name = (read.entry as { name?: unknown }).name;
  return typeof name === "string" ? name : undefined;
}

/** Where the front matter ends: the line index of its closing `---`. */
function frontMatterEnd(lines: readonly string[]): number {
  if (lines[0]?.trim() !== "---") return -1;
  return lines.findIndex((line, index) => index > 0 && line.trim() === "---");
}

/** The first non-space column of a line, or -1 for a blank one. */
const indentOf = (line: string) => line.search(/\S/);

export function withWorkAvailability(
  file: string,
  text: string,
  workId: string,
  availability: Availability,
): AvailabilityEdit {
  const lines = text.split("\n");
  const end = frontMatterEnd(lines);
  if (end < 0) return { problem: "the file has no front matter" };
  // The work's `id:` line, first in its list item or not (the editor writes `- title:` first).
  const idLine = lines.findIndex(
    (line, index) => index < end && /^\s*(-\s+)?id:\s*/.test(line) && idOf(line) === workId,
  );
  if (idLine < 0) return { problem: `no work "${workId}" in the file` };
  const keyIndent = (lines[idLine] ?? "").replace(/-(\s)/, " $1").search(/\S/);
  // The item's lines: back to its `- ` line, on to the next item or the list's end.
  let start = idLine;
  while (start > 0 && !/^\s*-\s/.test(lines[start] ?? "")) start -= 1;
  const dashIndent = indentOf(lines[start] ?? "");
  let stop = start + 1;
  while (stop < end) {
    const indent = indentOf(lines[stop] ?? "");
    if (indent >= 0 && indent <= dashIndent) break;
    stop += 1;
  }
  const field = `${" ".repeat(keyIndent)}availability: ${availability}`;
  const found = lines.findIndex(
    (line, index) => index >= start && index < stop && /^\s*(-\s+)?availability:/.test(line),
  );
  // Only the value changes: the line keeps its indent (and its dash, when it opens the item).
  if (found >= 0) {
    lines[found] = (lines[found] ?? "").replace(
      /availability:.*$/,
      `availability: ${availability}`,
    );
  } else lines.splice(idLine + 1, 0, field);
  const edited = lines.join("\n");
  const problem = schemaProblem(file, edited);
  return problem ? { problem } : { text: edited };
}

function idOf(line: string): string {
  return line
    .replace(/^\s*(-\s+)?id:\s*/, "")
    .trim()
    .replace(/^["']|["']$/g, "");
}

function schemaProblem(file: string, text: string): string | undefined {
  const read = showEntry(file, text);
  if ("problem" in read) return read.problem;
  const checked = showSchema.safeParse(read.entry);
  if (checked.success) return undefined;
  return checked.error.issues
    .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
    .join("; ");
}
