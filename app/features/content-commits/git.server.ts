// git for the site's content clone: bytes in on stdin and bytes out (pictures are blobs), a time
// limit on each call, and never a password prompt. (The release tool's runner, deploy/lib/run.ts,
// passes text through to a journal; this one answers a request.)
import { spawn } from "node:child_process";

export interface GitOptions {
  input?: Uint8Array | string;
  env?: Record<string, string>;
  /** A fetch or push that hangs is ended after this long. */
  timeoutMs?: number;
}

export class GitFailed extends Error {
  readonly output: string;
  constructor(args: readonly string[], output: string) {
    super(`git ${args.join(" ")} failed: ${output.trim().split("\n").slice(-3).join(" ")}`);
    this.output = output;
  }
}

export function git(gitDir: string, args: readonly string[], options: GitOptions = {}) {
  return new Promise<Buffer>((resolve, reject) => {
    const child = spawn("git", ["--git-dir", gitDir, ...args], {
      env: { ...process.env, GIT_TERMINAL_PROMPT: "0", ...options.env },
      stdio: [options.input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
      timeout: options.timeoutMs ?? 60_000,
    });
    const out: Buffer[] = [];
    let errors = "";
    child.stdout?.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.once("error", reject);
    child.once("close", (code) =>
      code === 0 ? resolve(Buffer.concat(out)) : reject(new GitFailed(args, errors)),
    );
    // A git that exits before reading all of it fails by its exit code, not by EPIPE here.
    child.stdin?.on("error", () => undefined);
    child.stdin?.end(options.input);
  });
}

export async function gitText(gitDir: string, args: readonly string[], options?: GitOptions) {
  return (await git(gitDir, args, options)).toString("utf8").trim();
}
