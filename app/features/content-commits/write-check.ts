// The one check every file a member's change writes or removes passes (issue 31, item 4),
// whatever the editor's action (an entry, its pictures, a picture alone, a delete, a move) and
// whoever commits (the editor's backend, the desk's marks): content-commits' repository runs it
// on every commit. A path must be content by the updater's rule (domain/content-paths.ts) and
// written plainly; a content file must be an entry its schema takes; media/ takes only pictures
// the image pipeline decodes, by name and by bytes; names follow content/file-names.ts;
// and the files the site cannot run without are never removed. Pure: each refusal names the
// file, the field and why.
import { GALLERY_FILE } from "../../content/collections.ts";
import { PICTURE_EXTENSIONS, fileNameProblem, mediaPathProblem } from "../../content/file-names.ts";
import {
  PICTURE_TYPE_NAMES,
  pictureTypeByName,
  pictureTypeOfBytes,
} from "../../content/picture-files.ts";
import { isContentChange } from "../../domain/content-paths.ts";
import type { FileChange } from "./content-change.ts";
import { entryProblem } from "./entry-check.ts";

/** Why one file of a change is refused; `forbidden` when no fix of its content would do. */
export interface WriteRefusal {
  path: string;
  field: string;
  message: string;
  forbidden: boolean;
}

/** Files the site cannot run without that are content (the rest is not content at all). */
const KEPT_FILES: ReadonlySet<string> = new Set([GALLERY_FILE]);

const MEDIA = "media/";

/**
 * Why the site will not write `path`, or null when it is content. Every file the site writes is
 * a plain file (mode 100644), so no link or executable can come from a Publish.
 */
export function pathRefusal(path: string): string | null {
  if (path === "" || path.length > 300) return `"${path.slice(0, 80)}" is not a file's path.`;
  if (path.startsWith("/") || /^[A-Za-z]:/.test(path)) return `${path}: a path from the root.`;
  if (/[\\\0]/.test(path)) return `${path}: a backslash or NUL in a path.`;
  const segments = path.split("/");
  if (segments.includes("..") || segments.includes(".") || segments.includes("")) {
    return `${path}: "..", "." or an empty folder name in a path.`;
  }
  if (/\.svg$/i.test(path)) return `${path}: an SVG can carry script; upload a JPEG or PNG.`;
  if (!isContentChange({ path, mode: "100644" })) {
    return `${path} is not content: the editor writes only entries, the gallery's facts and pictures.`;
  }
  return null;
}

/**
 * Why a written file's name (and, in media/, each folder's) is refused, or null: the content's
 * one rule for names (content/file-names.ts), which the content check and the pipeline also use.
 */
function nameRefusal(path: string): string | null {
  if (path.startsWith(MEDIA)) return mediaPathProblem(path.slice(MEDIA.length), PICTURE_EXTENSIONS);
  const file = path.split("/").at(-1) ?? "";
  // The extension is the updater's to judge (domain/content-paths.ts): the name is judged here.
  return fileNameProblem(file, [file.slice(file.lastIndexOf(".") + 1)]);
}

/** Why the bytes written to a file in media/ are not a picture the site takes, or null. */
function pictureRefusal(path: string, bytes: Uint8Array): string | null {
  const named = pictureTypeByName(path);
  if (!named) return `the editor adds only pictures (${PICTURE_TYPE_NAMES}) to media/.`;
  const found = pictureTypeOfBytes(bytes);
  if (found === named) return null;
  return found
    ? `the file holds a ${found.name} picture but is named as a ${named.name}: name it .${found.extensions[0] ?? ""}.`
    : `the file is not a ${named.name} picture (its first bytes are not one's); upload a ${PICTURE_TYPE_NAMES} picture.`;
}

/** Why the bytes written to a content file are not an entry its schema takes, or null. */
function entryRefusal(path: string, bytes: Uint8Array): { field: string; message: string } | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { field: "(file)", message: "is not text (UTF-8); write it in the editor." };
  }
  return entryProblem(path, text);
}

function refusalsOf(change: FileChange): WriteRefusal[] {
  const { path } = change;
  const refuse = (field: string, message: string, forbidden = false) => [
    { path, field, message, forbidden },
  ];
  const notContent = pathRefusal(path);
  if (notContent) return refuse("path", notContent, true);
  if (change.kind === "delete") {
    return KEPT_FILES.has(path)
      ? refuse("(file)", "the site cannot run without it: change what it says instead.", true)
      : [];
  }
  // A picture's kind first (a video, a GIF: "only pictures" says more than its name would).
  const notPicture = path.startsWith(MEDIA) ? pictureRefusal(path, change.bytes) : null;
  if (notPicture) return refuse("picture", notPicture);
  const badName = nameRefusal(path);
  if (badName) return refuse("file name", badName);
  if (path.startsWith(MEDIA)) return [];
  const problem = entryRefusal(path, change.bytes);
  return problem ? refuse(problem.field, problem.message) : [];
}

/** Every refusal of a change's files, none when it may be committed. */
export function writeRefusals(changes: readonly FileChange[]): WriteRefusal[] {
  return changes.flatMap(refusalsOf);
}

/** "path: field: why", a refusal as a member reads it. */
export function describeRefusal({ path, field, message }: WriteRefusal): string {
  return message.startsWith(path) ? message : `${path}: ${field}: ${message}`;
}
