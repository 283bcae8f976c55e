// The site's remote for the tests that release from one (tests/deploy/, tests/host/): a bare
// repository whose main is this checkout's HEAD, as GitHub holds the main branch. HEAD, not the
// checkout's main: CI checks out one commit, which no branch may end at.
import { execFileSync } from "node:child_process";

/** Runs git in `cwd`; its output, trimmed (a failure throws with git's own words). */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  }).trim();
}

/** Makes `bare` a bare repository of `root` whose main (and HEAD) is `root`'s HEAD; returns it. */
export function makeOrigin(root: string, bare: string): string {
  const commit = git(root, "rev-parse", "HEAD");
  // --no-local: the objects are copied, never hard-linked into the checkout's own .git.
  git(root, "clone", "--quiet", "--bare", "--no-local", root, bare);
  git(root, "--git-dir", bare, "update-ref", "refs/heads/main", commit);
  git(root, "--git-dir", bare, "symbolic-ref", "HEAD", "refs/heads/main");
  return commit;
}
