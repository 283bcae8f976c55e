// The updater's rules, pure (issue 22): which changes may go live with no one at a terminal,
// when a failed update is tried again, and whether an operator's rollback still holds.

import { type ChangedFile, isContentChange } from "../../app/domain/content-paths.ts";

// The rule itself is shared with the site, which commits members' Publishes by it (issue 24).
export { type ChangedFile, isContentChange };

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
