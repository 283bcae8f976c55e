// The updater's rules, pure (issue 22): which changes may go live with no one at a terminal,
// when a failed update is tried again, and whether an operator's rollback still holds.

/** One file a commit changes, as `git diff --raw` reports it: its path and its new mode. */
export interface ChangedFile {
  path: string;
  /** "100644" a file, "100755" an executable, "120000" a link, "160000" a submodule, "000000" gone. */
  mode: string;
}

/**
 * What members edit: the Markdown entries, the gallery's facts, and pictures and videos. Data
 * that the live release's own code reads, never code: a content-only commit runs nothing of its own.
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

/** The changed paths that are not content: the commit waits for the operator while any remain. */
export function codeChanges(files: readonly ChangedFile[]): string[] {
  return files.filter((file) => !isContentChange(file)).map((file) => file.path);
}

/** "package.json, server/index.ts and 3 more": the paths a member or operator reads first. */
export function describePaths(paths: readonly string[], shown = 5): string {
  const named = paths.slice(0, shown).join(", ");
  return paths.length > shown ? `${named} and ${paths.length - shown} more` : named;
}

/**
 * How long after its `attempts`-th failure an update is tried again: the next tick at first
 * (five minutes), then doubling, at most six hours, so a server that cannot reach GitHub for a
 * day tries a few times an hour rather than every tick.
 */
export function retryDelayMs(attempts: number): number {
  const FIRST_MS = 4 * 60_000;
  const MAX_MS = 6 * 60 * 60_000;
  return Math.min(MAX_MS, FIRST_MS * 2 ** Math.max(0, attempts - 1));
}

/** An operator's rollback, as state/pinned.json records it. */
export interface Pin {
  /** The release made live again, and its commit. */
  release: string;
  commit: string;
  /** The commit rolled back from: the updater does not release it, nor anything before it. */
  fromCommit: string;
  at: string;
}

/**
 * Whether a rollback still holds for the branch's `head`: while the head is the commit rolled
 * back from or older (an ancestor of it), the updater releases nothing; once the branch moves
 * past it, a new commit is a new decision. `headIsAncestorOfFrom` is git's answer for the two.
 */
export function pinHolds(pin: Pin | null, head: string, headIsAncestorOfFrom: boolean): boolean {
  if (!pin) return false;
  return head === pin.fromCommit || head === pin.commit || headIsAncestorOfFrom;
}
