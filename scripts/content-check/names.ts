// The names of the files themselves (issue 31): every file in a content folder is a slug with
// ".md", every file in media/ a slug with a picture's or a video's extension, in folders named
// in slugs, and none is a link. A name with "?", "#", a quote or a newline never reaches a Vite
// glob import (app/content/shows.ts), a URL or a shell: the content check refuses it first.
import { CONTENT_FOLDERS } from "../../app/content/collections.ts";
import {
  fileNameProblem,
  MEDIA_EXTENSIONS,
  mediaPathProblem,
} from "../../app/content/file-names.ts";
import type { Report } from "./entries.ts";

/** A file of the repository, by its path from the root ("media/shows/x/01.jpg"). */
export interface RepositoryFile {
  path: string;
  /** A symbolic link, not a file. */
  link?: boolean;
}

/** A path as it can be printed on one problem line: no space, no newline, no quote. */
export function printablePath(file: string): string {
  return file.split("/").map(encodeURIComponent).join("/");
}

const contentFolders = Object.values(CONTENT_FOLDERS).map(({ folder, extension }) => ({
  prefix: `app/content/${folder}/`,
  extensions: [extension.slice(1)],
}));

/** Reports every content or media file whose name is not a slug, and every link. */
export function checkFileNames(files: readonly RepositoryFile[], report: Report) {
  for (const { path, link } of files) {
    const where = { file: printablePath(path), entry: "(file)" };
    if (link) {
      report(where, "(name)", "is a link: content and media/ hold only files, never links");
      continue;
    }
    const content = contentFolders.find((folder) => path.startsWith(folder.prefix));
    const problem = content
      ? fileNameProblem(path.slice(content.prefix.length), content.extensions)
      : path.startsWith("media/")
        ? mediaPathProblem(path.slice("media/".length), MEDIA_EXTENSIONS)
        : null;
    if (problem) report(where, "(name)", problem);
  }
}
