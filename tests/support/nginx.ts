// The shipped deploy/nginx-cache.conf run by Debian's nginx on loopback, for the deploy tests:
// its settings filled in as its header says, inside the smallest main configuration that runs
// it, with its cache, log and pid in a temporary folder.
import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { LOADED_MACHINE_MS } from "./eventually.ts";
import { freePort } from "./free-port.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const NGINX_CACHE_CONF = path.join(root, "deploy", "nginx-cache.conf");
/** Debian puts it in /usr/sbin, which a user's PATH may not hold. */
const NGINX = existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";

export interface RunningNginx {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** The access log's lines so far. */
  logLines(): string[];
  /**
   * The lines after the first `from`, once there are `count` of them, or those there are after
   * 5 s: nginx writes a request's line after its answer has gone, so a client can be ahead of it.
   */
  linesAfter(from: number, count: number): Promise<string[]>;
  stop(): Promise<void>;
}

/** The shipped file with its settings filled in, as `envsubst` with the four names does. */
export function fillSettings(text: string, settings: Record<string, string>): string {
  return text.replace(/\$\{(\w+)\}/g, (whole, name: string) => settings[name] ?? whole);
}

export async function startNginx(upstream: string): Promise<RunningNginx> {
  const folder = mkdtempSync(path.join(tmpdir(), "front-nginx-"));
  // Run as root, nginx's workers are `nobody`: they must be able to write the cache.
  chmodSync(folder, 0o777);
  const port = await freePort();
  const accessLog = path.join(folder, "access.log");
  const site = fillSettings(readFileSync(NGINX_CACHE_CONF, "utf8"), {
    CACHE_LISTEN: `127.0.0.1:${port}`,
    FRONT_UPSTREAM: upstream,
    CACHE_DIR: path.join(folder, "cache"),
    ACCESS_LOG: accessLog,
  });
  const unfilled = site.match(/\$\{\w+\}/);
  if (unfilled) throw new Error(`deploy/nginx-cache.conf: no value for ${unfilled[0]}`);
  writeFileSync(path.join(folder, "front-cache.conf"), site);
  const main = path.join(folder, "nginx.conf");
  writeFileSync(
    main,
    [
      "daemon off;",
      "worker_processes 1;",
      `pid ${path.join(folder, "nginx.pid")};`,
      "error_log stderr warn;",
      "events { worker_connections 1024; }",
      "http {",
      `  client_body_temp_path ${path.join(folder, "body")};`,
      `  proxy_temp_path ${path.join(folder, "proxy")};`,
      `  include ${path.join(folder, "front-cache.conf")};`,
      "}",
    ].join("\n"),
  );
  const nginx = spawn(NGINX, ["-e", "stderr", "-p", folder, "-c", main], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let output = "";
  nginx.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => nginx.once("exit", resolve));
  const origin = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 10_000;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`nginx did not answer:\n${output}`);
    try {
      await fetch(`${origin}/health/live`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const logLines = () =>
    readFileSync(accessLog, "utf8")
      .split("\n")
      .filter((line) => line.trim() !== "");
  return {
    origin,
    logLines,
    async linesAfter(from, count) {
      // nginx writes its log on its own time; the lines are awaited as long as a busy machine needs.
      const giveUpAt = Date.now() + LOADED_MACHINE_MS;
      while (logLines().length - from < count && Date.now() < giveUpAt) await sleep(50);
      return logLines().slice(from);
    },
    async stop() {
      nginx.kill("SIGQUIT");
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
