// A scratch copy of the repository for the editor's test, which writes content and pictures: the
// tracked and new files, the build and the made images (hard links, but for the manifest the
// image build rewrites), with node_modules linked. Removed at the end; the real repository is
// never written.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import {
  cpSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Hard-links a folder's files into another (fast, and no space), the manifest copied. */
function linkTree(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = path.join(from, name);
    const target = path.join(to, name);
    if (statSync(source).isDirectory()) linkTree(source, target);
    else if (name === "manifest.json") cpSync(source, target);
    else linkSync(source, target);
  }
}

export function makeScratchRepo(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "front-editor-"));
  const files = execFileSync(
    "git",
    ["ls-files", "--cached", "--others", "--exclude-standard", "-z"],
    { cwd: repoRoot, encoding: "utf8" },
  )
    .split("\0")
    .filter((file) => file !== "");
  for (const file of files) {
    const source = path.join(repoRoot, file);
    try {
      statSync(source);
    } catch {
      continue; // deleted in the work tree
    }
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(source, path.join(dir, file));
  }
  symlinkSync(path.join(repoRoot, "node_modules"), path.join(dir, "node_modules"));
  cpSync(path.join(repoRoot, "build"), path.join(dir, "build"), { recursive: true });
  cpSync(path.join(repoRoot, "editor", "build"), path.join(dir, "editor", "build"), {
    recursive: true,
  });
  linkTree(path.join(repoRoot, "public", "images"), path.join(dir, "public", "images"));
  return dir;
}

export function removeScratchRepo(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}

/** Starts a program in the scratch repository; resolves when `ready` answers. */
export async function startIn(
  dir: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  ready: string,
): Promise<ChildProcess> {
  const child = spawn(command, args, { cwd: dir, env: { ...process.env, ...env }, stdio: "pipe" });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${command} exited:\n${output}`);
    try {
      const response = await fetch(ready);
      if (response.status < 500) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`${command} did not answer ${ready}:\n${output}`);
}

export async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}
