// The files the lint tests read: what git tracks (so nothing generated or ignored), with text.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

export interface SourceFile {
  file: string;
  text: string;
}

/** Each tracked file under `folders` (the whole repository when none) whose name matches. */
export function trackedSources(name: RegExp, folders: readonly string[] = []): SourceFile[] {
  return execFileSync("git", ["ls-files", "-z", ...folders], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter((file) => name.test(file))
    .map((file) => ({ file, text: readFileSync(path.join(root, file), "utf8") }));
}
