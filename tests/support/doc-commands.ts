// Commands the docs give, read from the docs themselves: tests that follow a page run its lines as
// the page has them, so a page that changes its commands changes what the tests run.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The shell lines of the first ```sh block after `marker` in `page` (a path from the root). */
export function commandsAfter(page: string, marker: string): string[] {
  const text = readFileSync(path.join(root, page), "utf8");
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`${page} has no "${marker}"`);
  const block = /```sh\n([\s\S]*?)```/.exec(text.slice(at));
  if (!block?.[1]) throw new Error(`${page} has no sh block after "${marker}"`);
  return block[1].split("\n").filter((line) => line.trim() !== "");
}

/** `text` with `from` replaced by `to`, which must occur: a page whose commands changed fails. */
export function replaced(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`the docs' commands no longer contain ${from}`);
  return text.split(from).join(to);
}
