// A content file's front matter read within bounds (issue 31, item 4): a size, and few YAML
// aliases, so that a crafted file (an alias bomb, "billion laughs") is a refusal in words rather
// than an exhausted process. The `yaml` package ends an alias bomb with a ReferenceError and a
// deep nesting with a RangeError, not a parse error: every failure of any kind is caught here
// and said as the field it is in, so nothing that reads content (the site, the content check in
// a release, the desk) ever sees a parser's stack.
import { isMap, isScalar, parseDocument } from "yaml";

/** The largest front matter read, in characters: the biggest show's is under 4,000. */
export const MAX_FRONT_MATTER_CHARS = 64 * 1024;
/**
 * Aliases (`*name`) a file may use: the editor never writes one; a hand-written file may reuse a
 * value a few times. An alias bomb needs thousands.
 */
export const MAX_YAML_ALIASES = 20;

export type YamlReading = { value: unknown } | { field: string; problem: string };

const FRONT_MATTER = "front matter";

/**
 * The front matter's value, or the field that cannot be read and why, in words. `linesBefore`:
 * the file's lines above the YAML (the opening `---`), so a line number is the file's own.
 */
export function readBoundedYaml(text: string, linesBefore = 0): YamlReading {
  if (text.length > MAX_FRONT_MATTER_CHARS) {
    return {
      field: FRONT_MATTER,
      problem: `is ${text.length.toLocaleString("en")} characters long; at most ${MAX_FRONT_MATTER_CHARS.toLocaleString("en")} are read`,
    };
  }
  const options = { maxAliasCount: MAX_YAML_ALIASES };
  try {
    const document = parseDocument(text);
    const [error] = document.errors;
    if (error) {
      const line = error.linePos?.[0]?.line;
      const words = error.message.split("\n")[0]?.replace(/ at line \d+, column \d+:?$/, "");
      return {
        field: fieldAt(document, error.pos[0]) ?? FRONT_MATTER,
        problem: `${line === undefined ? "" : `line ${line + linesBefore}: `}${words || "not YAML"}`,
      };
    }
    try {
      return { value: document.toJS(options) };
    } catch (error) {
      return { field: fieldFailing(document, options) ?? FRONT_MATTER, problem: wordsFor(error) };
    }
  } catch (error) {
    return { field: FRONT_MATTER, problem: wordsFor(error) };
  }
}

type YamlDocument = ReturnType<typeof parseDocument>;

/** The top-level field whose text holds `offset`, if any. */
function fieldAt(document: YamlDocument, offset: number): string | null {
  if (!isMap(document.contents)) return null;
  for (const pair of document.contents.items) {
    const start = isScalar(pair.key) ? pair.key.range?.[0] : undefined;
    const value = pair.value as { range?: [number, number, number] } | null;
    const end = value?.range?.[2];
    if (start !== undefined && end !== undefined && offset >= start && offset <= end) {
      return isScalar(pair.key) ? String(pair.key.value) : null;
    }
  }
  return null;
}

/** The first top-level field whose value cannot be made into data within the bounds. */
function fieldFailing(document: YamlDocument, options: { maxAliasCount: number }): string | null {
  if (!isMap(document.contents)) return null;
  for (const pair of document.contents.items) {
    const value = pair.value as { toJS?: (doc: YamlDocument, opts: object) => unknown } | null;
    try {
      value?.toJS?.(document, options);
    } catch {
      return isScalar(pair.key) ? String(pair.key.value) : "a field";
    }
  }
  return null;
}

/** A parser's failure in words a member can act on: never its stack, never a path. */
function wordsFor(error: unknown): string {
  if (error instanceof ReferenceError && /alias/i.test(error.message)) {
    return `repeats a value through YAML aliases (*name) more than ${MAX_YAML_ALIASES} times; write the values out`;
  }
  if (error instanceof ReferenceError) return "refers to an alias (*name) that is not defined";
  if (error instanceof RangeError) return "is nested too deeply to read";
  return "cannot be read as YAML";
}
