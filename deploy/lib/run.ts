// Runs a command for the release tool: its output goes to the tool's own (the journal, under
// systemd), and a failure says which command failed and ends with what it printed last. A step
// given a time limit is ended with its whole process group when it runs over (a hung `git
// fetch`, an install waiting on the network), so the updater always finishes.
import { spawn } from "node:child_process";

export interface RunOptions {
  cwd?: string;
  env?: Record<string, string | undefined>;
  /** Keep the output to return it (git's answers) rather than pass it on. */
  capture?: boolean;
  /** Ends the command and everything it started after this long; it then fails. */
  timeoutMs?: number;
}

export class CommandFailed extends Error {
  readonly output: string;
  constructor(command: string, code: number | null, output: string) {
    super(`${command} failed (exit ${code ?? "signal"})`);
    this.output = output;
  }
}

export function run(command: string, args: readonly string[], options: RunOptions = {}) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ? { ...process.env, ...options.env } : process.env,
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group, so a time limit ends what it started too (npm's children).
      detached: options.timeoutMs !== undefined,
    });
    let timedOut = false;
    const limit =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            killGroup(child.pid, "SIGTERM");
            setTimeout(() => killGroup(child.pid, "SIGKILL"), 5_000).unref();
          }, options.timeoutMs);
    let output = "";
    const keep = (chunk: Buffer, stream: NodeJS.WriteStream) => {
      output += chunk.toString();
      if (output.length > 200_000) output = output.slice(-100_000);
      if (!options.capture) stream.write(chunk);
    };
    child.stdout.on("data", (chunk: Buffer) => keep(chunk, process.stdout));
    child.stderr.on("data", (chunk: Buffer) => keep(chunk, process.stderr));
    child.once("error", (error) => {
      clearTimeout(limit);
      reject(error);
    });
    child.once("close", (code) => {
      clearTimeout(limit);
      const line = [command, ...args].join(" ");
      if (timedOut) {
        reject(new CommandTimedOut(line, options.timeoutMs ?? 0, output));
      } else if (code === 0) resolve(output);
      else reject(new CommandFailed(line, code, output));
    });
  });
}

/** A step that ran over its time limit and was ended. */
export class CommandTimedOut extends CommandFailed {
  constructor(command: string, timeoutMs: number, output: string) {
    super(command, null, output);
    this.message = `${command} took longer than ${Math.round(timeoutMs / 1000)} s and was stopped`;
  }
}

function killGroup(pid: number | undefined, signal: NodeJS.Signals) {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}
