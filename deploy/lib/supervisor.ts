// Who runs the site's processes, one per port. Under systemd, the unit front@PORT.service
// (deploy/systemd/front@.service) runs the release that slots/PORT links to, with the RELEASE
// that slots/PORT.env names. Without systemd (a container host, these tests) the tool starts the
// process itself, detached, its output in logs/PORT.log and its pid and start time in
// state/PORT.pid (a pid is reused once its process dies: only the process that file names is
// ever signalled).
import { spawn } from "node:child_process";
import {
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { readEnvFile } from "../../app/runtime/env-file.ts";
import {
  type ProcessIdentity,
  formatIdentity,
  identityOf,
  parseIdentity,
  stillRunning,
} from "./process-identity.ts";
import { CommandFailed, run } from "./run.ts";
import { type Settings, layoutOf } from "./settings.ts";

export interface Supervisor {
  /**
   * Starts `release` (its folder's name) on `port`, anew if something runs there; resolves once
   * the process is started. A process that does not start throws `StartFailed`, with its last
   * words.
   */
  start(port: number, release: string): Promise<void>;
  /** Starts `release` on `port` unless it runs there already (at boot: `front.js start`). */
  ensureRunning(port: number, release: string): Promise<void>;
  /** Stops whatever runs on `port` with its drain (SIGTERM), and waits for it to end. */
  stop(port: number): Promise<void>;
}

/** The server drains for 10 s at most (server/http-server.ts); then it is killed. */
const STOP_WAIT_MS = 20_000;
/**
 * As deploy/systemd/front@.service sets it: a stopping process says not ready this long while
 * it still serves, so the proxy's checks (every second) move visitors away first.
 */
export const DRAIN_NOTICE_SECONDS = "3";

export function supervisorOf(settings: Settings): Supervisor {
  return settings.supervisor === "systemd" ? systemd(settings) : processes(settings);
}

/** Points slots/PORT at the release and writes its RELEASE setting, atomically. */
function assignSlot(settings: Settings, port: number, release: string) {
  const { slots, releases } = layoutOf(settings.home);
  mkdirSync(slots, { recursive: true });
  const link = path.join(slots, String(port));
  const next = `${link}.next`;
  rmSync(next, { force: true });
  symlinkSync(path.join(releases, release), next);
  renameSync(next, link);
  writeFileSync(`${link}.env.next`, `RELEASE=${release}\n`);
  renameSync(`${link}.env.next`, `${link}.env`);
}

/** A release's process that did not start: `message` says why, in its own last words. */
export class StartFailed extends Error {}

/** The lines a failed start is reported with, at most. */
const LAST_WORDS = 5;

function systemd(settings: Settings): Supervisor {
  const unit = (port: number) => `front@${port}.service`;
  const startUnit = async (verb: "restart" | "start", port: number, release: string) => {
    assignSlot(settings, port, release);
    const since = Math.floor(Date.now() / 1000);
    try {
      // The unit waits for readiness itself (ExecStartPost); the tool checks it again.
      await run("systemctl", [verb, unit(port)], { capture: true });
    } catch (error) {
      const words = await lastWords(unit(port), since);
      // Stopped, or Restart= would try it again and again; and the tool reports the failure
      // itself, so the unit is not left among the failed ones.
      await run("systemctl", ["stop", unit(port)], { capture: true }).catch(() => "");
      await run("systemctl", ["reset-failed", unit(port)], { capture: true }).catch(() => "");
      throw new StartFailed(
        `${release} did not start on port ${port} (${unit(port)}): ` +
          (words || (error instanceof CommandFailed ? error.output.trim() : String(error))),
      );
    }
  };
  return {
    start: (port, release) => startUnit("restart", port, release),
    ensureRunning: (port, release) => startUnit("start", port, release),
    async stop(port) {
      await run("systemctl", ["stop", unit(port)]);
    },
  };
}

/**
 * Why the unit's process did not start, in its own words since `since` (epoch seconds): its error
 * lines (an uncaught error's message, not its stack), else its last lines. The site's user reads
 * the journal as a member of systemd-journal (docs/operating.md).
 */
async function lastWords(unit: string, since: number): Promise<string> {
  const printed = await run(
    "journalctl",
    [`_SYSTEMD_UNIT=${unit}`, "--since", `@${since}`, "--output", "cat", "--no-pager", "--quiet"],
    { capture: true },
  ).catch(() => "");
  return whyItStopped(printed);
}

/** The errors a process printed, each with its message's lines, once; else its last lines. */
export function whyItStopped(output: string): string {
  const lines = output
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const startsError = (line: string) => /^(\w*Error\b|error\b|fatal\b)/i.test(line);
  // What follows an error's first line until its stack, its properties or Node's banner.
  const endsMessage = (line: string) => /^(at |[{}]|Node\.js v)/.test(line) || startsError(line);
  const errors: string[] = [];
  lines.forEach((line, index) => {
    if (!startsError(line)) return;
    const rest = lines.slice(index + 1);
    const end = rest.findIndex(endsMessage);
    errors.push([line, ...rest.slice(0, end < 0 ? rest.length : end)].join(" "));
  });
  const chosen =
    errors.length > 0 ? [...new Set(errors)] : lines.filter((line) => !/^at /.test(line));
  return chosen.slice(-LAST_WORDS).join(" / ");
}

function processes(settings: Settings): Supervisor {
  const { releases, state, logs } = layoutOf(settings.home);
  const pidFile = (port: number) => path.join(state, `${port}.pid`);
  const running = (port: number) => {
    const recorded = readPidFile(pidFile(port));
    return recorded !== null && stillRunning(recorded);
  };
  const start = async (port: number, release: string) => {
    assignSlot(settings, port, release);
    mkdirSync(logs, { recursive: true });
    mkdirSync(state, { recursive: true });
    const log = openSync(path.join(logs, `${port}.log`), "a");
    const child = spawn(process.execPath, ["server/index.ts"], {
      cwd: path.join(releases, release),
      env: {
        PATH: process.env.PATH,
        DRAIN_NOTICE_SECONDS,
        ...siteSettings(settings),
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        RELEASE: release,
      },
      detached: true,
      stdio: ["ignore", log, log],
    });
    child.unref();
    const started = child.pid === undefined ? null : identityOf(child.pid);
    if (!started) throw new StartFailed(`The site on port ${port} exited at once: see its log.`);
    writeFileSync(pidFile(port), formatIdentity(started));
  };
  return {
    start,
    async ensureRunning(port, release) {
      if (!running(port)) await start(port, release);
    },
    async stop(port) {
      const recorded = readPidFile(pidFile(port));
      // A process that died leaves its file: the pid may be someone else's by now.
      if (recorded && stillRunning(recorded)) await stopProcess(recorded);
      rmSync(pidFile(port), { force: true });
    },
  };
}

/** The site's settings file, as its processes get it. */
export function siteSettings(settings: Settings): Record<string, string> {
  return readEnvFile(settings.envFile);
}

function readPidFile(file: string): ProcessIdentity | null {
  try {
    return parseIdentity(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** SIGTERM (the drain), and SIGKILL if it outlasts STOP_WAIT_MS; never a pid reused since. */
async function stopProcess(recorded: ProcessIdentity) {
  process.kill(recorded.pid, "SIGTERM");
  const deadline = Date.now() + STOP_WAIT_MS;
  while (stillRunning(recorded) && Date.now() < deadline) await sleep(100);
  if (stillRunning(recorded)) process.kill(recorded.pid, "SIGKILL");
}
