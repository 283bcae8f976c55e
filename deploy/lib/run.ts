// Runs a command for the release tool: its output goes to the tool's own (the journal, under
// systemd), and a failure says which command failed and ends with what it printed last.
import { spawn } from "node:child_process";

export interface RunOptions {
  cwd?: string;
  env?: Record<string, string | undefined>;
  /** Keep the output to return it (git's answers) rather than pass it on. */
  capture?: boolean;
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
    });
    let output = "";
    const keep = (chunk: Buffer, stream: NodeJS.WriteStream) => {
      output += chunk.toString();
      if (output.length > 200_000) output = output.slice(-100_000);
      if (!options.capture) stream.write(chunk);
    };
    child.stdout.on("data", (chunk: Buffer) => keep(chunk, process.stdout));
    child.stderr.on("data", (chunk: Buffer) => keep(chunk, process.stderr));
    child.once("error", reject);
    child.once("close", (code) => {
      if (code === 0) resolve(output);
      else reject(new CommandFailed([command, ...args].join(" "), code, output));
    });
  });
}
