// Makes a release folder from a commit, beside the live one: the commit's files, the build tools
// for its lockfile (FRONT_HOME/toolchains/{lockfile's hash}, installed once and linked), the
// drawn pictures (copied from the live release, so only new ones are drawn), the content check,
// then the build, with earlier releases' hashed assets beside its own (./assets.ts); last, the
// dev dependencies go, so a release holds only what serving needs.
// Every step has a time limit, and the build sees none of the site's settings or secrets. A
// failure leaves no folder behind, and the live release is never touched.
import { createHash } from "node:crypto";
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
import { carryAssets } from "./assets.ts";
import { CommandFailed, run } from "./run.ts";

/** The content check refused the commit: its lines name the file, the entry and the field. */
export class ContentRefused extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`the content check refused this commit:\n${problems.join("\n")}`);
    this.problems = problems;
  }
}

/** Time limits of the steps: a hung install or build ends, and the updater with it. */
export const STEP_TIMEOUT_MS = {
  archive: 2 * 60_000,
  install: 15 * 60_000,
  check: 5 * 60_000,
  build: 20 * 60_000,
  prune: 5 * 60_000,
};

export interface BuildRequest {
  repository: string;
  commit: string;
  /** The release folder to make (it must not exist). */
  folder: string;
  /** A built release or checkout to take pictures (and, the first time, build tools) from. */
  seed: string | null;
  /** FRONT_HOME/toolchains. */
  toolchains: string;
  /** FRONT_HOME/assets: earlier releases' hashed assets, served by this one too. */
  assetStore: string;
  /** False: no install may run (an unattended content release uses the tools already there). */
  mayInstall: boolean;
  log: (line: string) => void;
}

/** What RELEASE.json says of a release. */
export interface ReleaseInfo {
  commit: string;
  builtAt?: string;
  /** The database schema its code migrates to (older releases did not record it). */
  schemaVersion?: number;
  /** The hash of its lockfile: the name of its build tools' folder. */
  lockHash?: string;
}

export function readReleaseInfo(folder: string): ReleaseInfo {
  return JSON.parse(readFileSync(path.join(folder, "RELEASE.json"), "utf8")) as ReleaseInfo;
}

export async function buildRelease(request: BuildRequest) {
  const { repository, commit, folder, seed, log } = request;
  const building = `${folder}.building`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  try {
    await run(
      "bash",
      [
        "-c",
        'set -o pipefail; git --git-dir="$1" archive "$2" | tar -x -C "$3"',
        "archive",
        repository,
        commit,
        building,
      ],
      { timeoutMs: STEP_TIMEOUT_MS.archive },
    );
    const lockHash = hashOf(path.join(building, "package-lock.json"));
    const tools = await toolchain(request, lockHash);
    // Hard links: no build step edits a package's files in place, so releases share them.
    await run("cp", ["-al", path.join(tools, "node_modules"), path.join(building, "node_modules")]);
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
    await runBuildStep("npm", ["run", "build"], {
      cwd: building,
      timeoutMs: STEP_TIMEOUT_MS.build,
    });
    const carried = carryAssets(request.assetStore, building);
    if (carried > 0) log(`assets: ${carried} files of earlier releases served beside its own`);
    const schemaVersion = await schemaOf(building);
    log("dependencies: keeping only what serving needs");
    // npm rewrites its record of the tree in place, and that file is the build tools' own
    // (a hard link): this release gets a file of its own instead.
    rmSync(path.join(building, "node_modules", ".package-lock.json"), { force: true });
    // Offline: removing packages needs nothing from the registry.
    await runBuildStep(
      "npm",
      ["prune", "--offline", "--omit=dev", "--no-audit", "--no-fund", "--ignore-scripts"],
      { cwd: building, timeoutMs: STEP_TIMEOUT_MS.prune },
    );
    const info: ReleaseInfo = {
      commit,
      builtAt: new Date().toISOString(),
      schemaVersion,
      lockHash,
    };
    writeFileSync(path.join(building, "RELEASE.json"), `${JSON.stringify(info)}\n`);
    renameSync(building, folder);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    throw error;
  }
}

/** The sha-256 of a file's bytes, in hex. */
export function hashOf(file: string): string {
  return createHash("sha256").update(readFileSync(file)).digest("hex");
}

/**
 * The build tools for a lockfile: FRONT_HOME/toolchains/{hash}/node_modules, with dev
 * dependencies. Made once per lockfile: linked from a seed that has them (the setup clone, or
 * a release from before releases were pruned), else installed with `npm ci` into a folder of
 * its own whose npm cache is removed afterwards (the cache would otherwise grow by every install).
 */
async function toolchain(request: BuildRequest, lockHash: string): Promise<string> {
  const { toolchains, seed, folder, mayInstall, log } = request;
  const tools = path.join(toolchains, lockHash);
  if (existsSync(path.join(tools, "node_modules"))) {
    log(`dependencies: the build tools of this lockfile (${lockHash.slice(0, 12)}), linked`);
    return tools;
  }
  mkdirSync(toolchains, { recursive: true });
  const installing = `${tools}.installing`;
  rmSync(installing, { recursive: true, force: true });
  mkdirSync(installing, { recursive: true });
  try {
    for (const file of ["package.json", "package-lock.json"])
      cpSync(path.join(`${folder}.building`, file), path.join(installing, file));
    if (seed && hasBuildTools(seed) && hashOf(path.join(seed, "package-lock.json")) === lockHash) {
      log(`dependencies: the same lockfile, linked from ${seed}`);
      await run("cp", [
        "-al",
        path.join(seed, "node_modules"),
        path.join(installing, "node_modules"),
      ]);
    } else if (!mayInstall) {
      throw new Error(
        `the build tools for this lockfile are not on the server (${lockHash.slice(0, 12)}); ` +
          "an unattended update installs nothing: the operator releases it (front.js release)",
      );
    } else {
      log("dependencies: npm ci (a new lockfile)");
      const cache = path.join(installing, ".npm-cache");
      await runBuildStep("npm", ["ci", "--no-audit", "--no-fund", "--cache", cache], {
        cwd: installing,
        timeoutMs: STEP_TIMEOUT_MS.install,
      });
      rmSync(cache, { recursive: true, force: true });
    }
    renameSync(installing, tools);
    return tools;
  } catch (error) {
    rmSync(installing, { recursive: true, force: true });
    throw error;
  }
}

function hasBuildTools(folder: string): boolean {
  return (
    existsSync(path.join(folder, "node_modules", ".bin", "react-router")) &&
    existsSync(path.join(folder, "package-lock.json"))
  );
}

/**
 * What the build sees of the environment: where programs are, a home for their caches, and how
 * this machine reaches the package registry (its proxy and certificates, for an install); never
 * the site's settings (the tool may have been started with them in its environment).
 */
export function buildEnvironment(): Record<string, string | undefined> {
  const kept = /^(PATH|HOME|LANG|TMPDIR|TZ|NODE_EXTRA_CA_CERTS|SSL_CERT_FILE|(https?|no)_proxy)$/i;
  return Object.fromEntries(
    Object.keys(process.env)
      .filter((name) => !kept.test(name))
      .map((name) => [name, undefined]),
  );
}

/** How far below the live site a build runs (nice(1): 0 is the site's, 19 the least). */
export const BUILD_NICENESS = 10;

/**
 * Runs one of the build's own steps (install, content check, build, prune) with only what the
 * build may see of the environment, and below the live site's CPU priority however the tool was
 * started: the updater's unit has Nice=10, an operator's `front.js release` from a shell had
 * not. A build at the site's own priority on a small host can starve the live process past its
 * proxy's two-second readiness check, and the proxy then has no upstream for a visitor's POST
 * (Debian's Caddy 2.6 tries another only for a GET): a 503, seen in CI's editor test.
 */
export function runBuildStep(
  command: string,
  args: readonly string[],
  options: { cwd: string; timeoutMs: number },
) {
  return run("nice", ["-n", String(BUILD_NICENESS), command, ...args], {
    ...options,
    env: buildEnvironment(),
  });
}

/** The schema version the release's code migrates the database to. */
async function schemaOf(folder: string): Promise<number | undefined> {
  const output = await run(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      "const { migrations } = await import('./app/database/migrations.server.ts'); console.log(migrations.length)",
    ],
    { cwd: folder, capture: true, env: buildEnvironment(), timeoutMs: 60_000 },
  ).catch(() => "");
  const version = Number(output.trim());
  return Number.isInteger(version) && version > 0 ? version : undefined;
}

async function contentCheck(folder: string) {
  try {
    await runBuildStep("npm", ["run", "--silent", "content:check"], {
      cwd: folder,
      timeoutMs: STEP_TIMEOUT_MS.check,
    });
  } catch (error) {
    if (!(error instanceof CommandFailed)) throw error;
    // Its problem lines name a file in app/content or media/: "app/content/shows/x.md: x:
    // images[0].src: …", "media/shows/x/My%20Photo.jpg: (file): (name): …".
    const problems = error.output
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => /^(?:app\/content|media)\/\S+: /.test(line));
    if (problems.length > 0) throw new ContentRefused(problems);
    // It stopped without naming a file (a crash): its output, a stack with the server's paths,
    // is the operator's, in the updater's journal; members read words (/admin/status).
    console.error(
      `content check: stopped without naming a file:\n${error.output.trim().slice(-4000)}`,
    );
    throw new ContentRefused([
      "The content check stopped without naming a file to fix. The operator has its output in the updater's log: tell them.",
    ]);
  }
}
