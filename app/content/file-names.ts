// How content files and pictures may be named (issue 31): slugs only, so that a name is the same
// in a git commit, a Vite glob import, a URL and a shell, and a path an entry names stays inside
// its kind's folder. The schema (./schema.ts), the content check (scripts/content-check/) and the
// image pipeline (scripts/images/) all judge names here.
import { PICTURE_TYPES } from "./picture-files.ts";

/** Lowercase letters and digits, in words joined by single hyphens: "maple-study", "01". */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/**
 * A media file's name may also join its words with "_": the editor names an upload after the
 * file, lowercased, and a phone's photos are "IMG_1234.JPG" or "PXL_20250101_123456.jpg", which
 * a member on a phone cannot rename. "_" is as harmless as "-" in a path, a URL and a glob.
 */
const MEDIA_NAME = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

/** What a picture may be: the formats the image pipeline reads (picture-files.ts). */
export const PICTURE_EXTENSIONS: readonly string[] = PICTURE_TYPES.flatMap(
  (type) => type.extensions,
);
/** What a video file may be: what browsers play without a plugin. */
export const VIDEO_EXTENSIONS: readonly string[] = ["mp4", "webm"];
/** Every file media/ may hold. */
export const MEDIA_EXTENSIONS: readonly string[] = [...PICTURE_EXTENSIONS, ...VIDEO_EXTENSIONS];

const FOLDER_RULE = "folder names may hold only lowercase letters, digits and hyphens";

/** Shown where a name is refused: what to do about it. */
function nameRule(extensions: readonly string[], stem: RegExp): string {
  const list = extensions.map((extension) => `.${extension}`).join(", ");
  const joiners = stem === MEDIA_NAME ? ", hyphens and underscores" : " and hyphens";
  return `file names may hold only lowercase letters, digits${joiners}, with one extension (${list})`;
}

/** A name as it can be shown on one line, quotes, newlines and all. */
export function shownName(name: string): string {
  return JSON.stringify(name);
}

/** A slug close to `name`, to suggest: "IMG 1234 (2).JPG" -> "img-1234-2.jpg". */
export function suggestedName(name: string, extensions: readonly string[]): string {
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
  const stem = (dot > 0 ? name.slice(0, dot) : name)
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const kept = extensions.includes(extension) ? extension : extensions[0];
  return `${stem || "file"}.${kept}`;
}

/**
 * Why `name` (one file name, no folder) is not a slug with an allowed extension; null if it is.
 * An entry's name is its page's address, so a slug; a media file's may also hold "_".
 */
export function fileNameProblem(
  name: string,
  extensions: readonly string[],
  stemRule: RegExp = SLUG,
): string | null {
  const dot = name.lastIndexOf(".");
  const stem = name.slice(0, Math.max(dot, 0));
  const extension = name.slice(dot + 1);
  if (dot > 0 && stemRule.test(stem) && extensions.includes(extension)) return null;
  return `the file name ${shownName(name)} is refused: ${nameRule(extensions, stemRule)}; rename it, e.g. "${suggestedName(name, extensions)}"`;
}

/**
 * Why `src` (a path an entry names, relative to its kind's media folder, e.g.
 * "maple-study/01.jpg") would leave that folder or is not named in slugs; null when it is fine.
 * No absolute path, no backslash, no "." or ".." and no empty segment: the path is then inside
 * its folder however it is joined.
 */
export function mediaPathProblem(src: string, extensions: readonly string[]): string | null {
  if (src.startsWith("/") || src.includes("\\")) {
    return `${shownName(src)} must be a path inside its folder, like "maple-study/01.jpg" (no leading "/", no "\\")`;
  }
  const segments = src.split("/");
  const file = segments.pop() ?? "";
  if (segments.some((segment) => segment === ".." || segment === ".")) {
    return `${shownName(src)} climbs out of its folder: name a file inside it, like "maple-study/01.jpg"`;
  }
  const folder = segments.find((segment) => !SLUG.test(segment));
  if (folder !== undefined) {
    return `the folder name ${shownName(folder)} in ${shownName(src)} is refused: ${FOLDER_RULE}`;
  }
  return fileNameProblem(file, extensions, MEDIA_NAME);
}
