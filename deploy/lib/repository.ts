// The tool's mirror of the site's repository (FRONT_HOME/repository.git): cloned once, fetched
// before each release, read by commit.
import { existsSync } from "node:fs";
import type { CommitSummary } from "../../app/publish-log/publish-log.ts";
import { run } from "./run.ts";
import type { ChangedFile } from "./update-rules.ts";

/** A fetch that hangs (a network that swallows packets) is ended after this long. */
export const FETCH_TIMEOUT_MS = 2 * 60_000;

export async function cloneMirror(url: string, mirror: string): Promise<void> {
  if (existsSync(mirror)) throw new Error(`${mirror} exists already.`);
  await run("git", ["clone", "--mirror", "--quiet", url, mirror], { timeoutMs: FETCH_TIMEOUT_MS });
}

export async function fetchMirror(mirror: string, timeoutMs = FETCH_TIMEOUT_MS): Promise<void> {
  await run("git", ["--git-dir", mirror, "fetch", "--prune", "--quiet", "origin"], {
    timeoutMs,
    // Never wait for a password at a terminal that is not there.
    env: { GIT_TERMINAL_PROMPT: "0" },
  });
}

/** The commit a branch, tag or commit names in the mirror. */
export async function commitOf(mirror: string, ref: string): Promise<string> {
  const name = /^[0-9a-f]{7,40}$/.test(ref) ? ref : `refs/heads/${ref}`;
  const output = await git(mirror, "rev-parse", "--verify", "--quiet", `${name}^{commit}`).catch(
    () => {
      throw new Error(`No commit "${ref}" in ${mirror}.`);
    },
  );
  return output.trim();
}

/** The files `to` changes since `from`, each with its new mode (renames as a removal and an addition). */
export async function changedFiles(mirror: string, from: string, to: string) {
  const output = await git(mirror, "diff", "--raw", "--no-renames", "-z", from, to);
  // -z: ":oldmode newmode oldsha newsha status\0path\0" for each file.
  const fields = output.split("\0");
  const files: ChangedFile[] = [];
  for (let index = 0; index + 1 < fields.length; index += 2) {
    const mode = fields[index]?.split(" ")[1];
    const file = fields[index + 1];
    if (mode && file) files.push({ path: file, mode });
  }
  return files;
}

const FIELD = "\x1f";

/** The commits in `to` and not in `from` (all of `to`'s history when `from` is null), newest first. */
export async function commitsBetween(
  mirror: string,
  from: string | null,
  to: string,
  max: number,
): Promise<CommitSummary[]> {
  const range = from ? [`${from}..${to}`] : [to];
  const output = await git(
    mirror,
    "log",
    `--max-count=${max}`,
    `--format=%H${FIELD}%an${FIELD}%s${FIELD}%cI`,
    ...range,
  );
  return output
    .split("\n")
    .filter((line) => line.includes(FIELD))
    .map((line) => {
      const [commit = "", author = "", subject = "", at = ""] = line.split(FIELD);
      return { commit, author, subject, at };
    });
}

/** Who last changed `file` between `from` and `to`, and in which commit: "A member in 1a2b3c4 (subject)". */
export async function lastChangeOf(
  mirror: string,
  from: string | null,
  to: string,
  file: string,
): Promise<string | null> {
  const range = from ? `${from}..${to}` : to;
  const output = await git(mirror, "log", "-1", `--format=%an in %h ("%s")`, range, "--", file);
  return output.trim() || null;
}

/** Whether `ancestor` is `descendant` or in its history. */
export async function isAncestor(mirror: string, ancestor: string, descendant: string) {
  return git(mirror, "merge-base", "--is-ancestor", ancestor, descendant).then(
    () => true,
    () => false,
  );
}

function git(mirror: string, ...args: string[]): Promise<string> {
  return run("git", ["--git-dir", mirror, ...args], { capture: true });
}
