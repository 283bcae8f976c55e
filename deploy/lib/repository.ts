// The tool's mirror of the site's repository (FRONT_HOME/repository.git): cloned once, fetched
// before each release, read by commit.
import { existsSync } from "node:fs";
import { run } from "./run.ts";

export async function cloneMirror(url: string, mirror: string): Promise<void> {
  if (existsSync(mirror)) throw new Error(`${mirror} exists already.`);
  await run("git", ["clone", "--mirror", "--quiet", url, mirror]);
}

export async function fetchMirror(mirror: string): Promise<void> {
  await run("git", ["--git-dir", mirror, "fetch", "--prune", "--quiet", "origin"]);
}

/** The commit a branch, tag or commit names in the mirror. */
export async function commitOf(mirror: string, ref: string): Promise<string> {
  const name = /^[0-9a-f]{7,40}$/.test(ref) ? ref : `refs/heads/${ref}`;
  const output = await run(
    "git",
    ["--git-dir", mirror, "rev-parse", "--verify", "--quiet", `${name}^{commit}`],
    {
      capture: true,
    },
  ).catch(() => {
    throw new Error(`No commit "${ref}" in ${mirror}.`);
  });
  return output.trim();
}
