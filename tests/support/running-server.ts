// Starts the production server (`node server/index.ts`, as `npm start` does) on a loopback port
// the OS assigns, for tests that speak real HTTP to it; the server prints the address it got,
// which is also its SITE_URL. It needs `npm run build` first.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LOADED_MACHINE_MS } from "./eventually.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

export interface RunningServer {
  /** "http://127.0.0.1:PORT" */
  origin: string;
  /** Its process id (to read its memory from /proc). */
  pid: number;
  output: () => string;
  /** Sends the process a signal. */
  signal(name: NodeJS.Signals): void;
  /** Its exit code, once it has exited (null when a signal ended it). */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** `checkout` is the folder whose server and build run: this one unless told otherwise. */
export async function startServer(
  env: Record<string, string>,
  checkout: string = root,
): Promise<RunningServer> {
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: checkout,
    env: {
      ...process.env,
      // Nothing from the caller's shell decides how this server behaves.
      NODE_ENV: "production",
      GALLERY_NOW: "",
      SMTP_URL: "",
      GALLERY_INBOX: "",
      API_BASE_URL: "",
      TRUST_PROXY: "",
      PORT: "0",
      HOST: "127.0.0.1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );

  const origin = await new Promise<string>((resolve, reject) => {
    // Loading the build takes seconds on a busy machine; the start-up line ends the wait.
    const timeout = setTimeout(
      () => reject(new Error(`server did not start:\n${output}`)),
      2 * LOADED_MACHINE_MS,
    );
    const watch = () => {
      const match = /serving on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timeout);
        child.stdout.off("data", watch);
        resolve(match[1]);
      }
    };
    child.stdout.on("data", watch);
    void exited.then(() => reject(new Error(`server exited:\n${output}`)));
  });

  return {
    origin,
    pid: child.pid ?? 0,
    output: () => output,
    signal: (name) => child.kill(name),
    exited,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
