// The files whose names the content check judges (scripts/content-check/names.ts): every entry
// in the content folders and under media/, links included, by their paths from the root.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { CONTENT_FOLDERS } from "../../app/content/collections.ts";
import type { RepositoryFile } from "../content-check/names.ts";

function filesUnder(root: string, folder: string, recursive: boolean): RepositoryFile[] {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive, withFileTypes: true })
    .filter((entry) => entry.isFile() || entry.isSymbolicLink())
    .map((entry) => {
      const relative = path.relative(root, path.join(entry.parentPath, entry.name));
      const file = relative.split(path.sep).join("/");
      return entry.isSymbolicLink() ? { path: file, link: true } : { path: file };
    })
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

export function listRepositoryFiles(root: string): RepositoryFile[] {
  return [
    ...Object.values(CONTENT_FOLDERS).flatMap(({ folder }) =>
      filesUnder(root, `app/content/${folder}`, false),
    ),
    ...filesUnder(root, "media", true),
  ];
}
