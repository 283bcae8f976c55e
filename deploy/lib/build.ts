// Makes a release folder from a commit, beside the live one: the commit's files, dependencies
// (the live release's when the lockfile is the same), the drawn pictures (copied from the live
// release, so only new ones are drawn), the content check, then the build. A failure leaves no
// folder behind, and the live release is never touched.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { CommandFailed, run } from "./run.ts";

/** The content check refused the commit: its lines name the file, the entry and the field. */
export class ContentRefused extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`the content check refused this commit:\n${problems.join("\n")}`);
    this.problems = problems;
  }
}

export interface BuildRequest {
  repository: string;
  commit: string;
  /** The release folder to make (it must not exist). */
  folder: string;
  /** A built release or checkout to take dependencies and pictures from, if any. */
  seed: string | null;
  log: (line: string) => void;
}

export async function buildRelease({ repository, commit, folder, seed, log }: BuildRequest) {
  const building = `${folder}.building`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  try {
    await run("bash", [
      "-c",
      'set -o pipefail; git --git-dir="$1" archive "$2" | tar -x -C "$3"',
      "archive",
      repository,
      commit,
      building,
    ]);
    await dependencies(building, seed, log);
    if (seed && existsSync(path.join(seed, "public", "images"))) {
      // A copy, not links: the image build rewrites a picture whose content changed.
      cpSync(path.join(seed, "public", "images"), path.join(building, "public", "images"), {
        recursive: true,
        preserveTimestamps: true,
      });
    }
    log("content check");
    await contentCheck(building);
    log("build");
    await run("npm", ["run", "build"], { cwd: building });
    writeFileSync(
      path.join(building, "RELEASE.json"),
      `${JSON.stringify({ commit, builtAt: new Date().toISOString() })}\n`,
    );
    renameSync(building, folder);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    throw error;
  }
}

async function dependencies(folder: string, seed: string | null, log: (line: string) => void) {
  const lockfile = (dir: string) => readFileSync(path.join(dir, "package-lock.json"), "utf8");
  const sameLock =
    seed !== null &&
    existsSync(path.join(seed, "node_modules")) &&
    existsSync(path.join(seed, "package-lock.json")) &&
    lockfile(seed) === lockfile(folder);
  if (sameLock) {
    // Hard links: `npm ci` replaces node_modules whole and no build step edits a package's files
    // in place, so two releases can share them; a release that is pruned unlinks only its own.
    log(`dependencies: the same lockfile, linked from ${seed}`);
    await run("cp", ["-al", path.join(seed, "node_modules"), path.join(folder, "node_modules")]);
    return;
  }
  log("dependencies: npm ci");
  await run("npm", ["ci", "--no-audit", "--no-fund"], { cwd: folder });
}

async function contentCheck(folder: string) {
  try {
    await run("npm", ["run", "--silent", "content:check"], { cwd: folder });
  } catch (error) {
    if (!(error instanceof CommandFailed)) throw error;
    // Its problem lines name a file in app/content: "app/content/shows/x.md: x: images[0].src: …".
    const problems = error.output
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => /^app\/content\/\S+: /.test(line));
    throw new ContentRefused(problems.length > 0 ? problems : [error.output.trim().slice(-2000)]);
  }
}
