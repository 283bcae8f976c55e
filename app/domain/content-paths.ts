// Which files are content (issues 22 and 24): the one rule that both the updater (what may go
// live with no one at a terminal, deploy/lib/update-rules.ts) and the site (what a member's
// Publish may commit, features/content-commits/) apply, so that they can never disagree.

/** One file a commit changes, as `git diff --raw` reports it: its path and its new mode. */
export interface ChangedFile {
  path: string;
  /** "100644" a file, "100755" an executable, "120000" a link, "160000" a submodule, "000000" gone. */
  mode: string;
}

/**
 * What members edit: the Markdown entries, the gallery's facts, and pictures and videos. Data
 * that the live release's own code reads, never code: a content-only commit runs nothing of its
 * own. No SVG: it can carry script.
 */
const CONTENT_PATHS = [
  /^app\/content\/(shows|events|artists)\/[^/]+\.md$/,
  /^app\/content\/gallery\.json$/,
  /^media\/[^\0]+\.(jpe?g|png|webp|avif|gif|mp4|webm)$/i,
];

/** Plain files only: a link could point the build at a secret, a submodule at other code. */
const DATA_MODES = new Set(["100644", "000000"]);

export function isContentChange(file: ChangedFile): boolean {
  return DATA_MODES.has(file.mode) && CONTENT_PATHS.some((pattern) => pattern.test(file.path));
}
