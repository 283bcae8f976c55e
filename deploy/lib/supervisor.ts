// Who runs the site's processes, one per port. Under systemd, the unit front@PORT.service
// (deploy/systemd/front@.service) runs the release that slots/PORT links to, with the RELEASE
// that slots/PORT.env names. Without systemd (a container host, these tests) the tool starts the
// process itself, detached, its output in logs/PORT.log and its pid in state/PORT.pid.
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
import { parseEnvFile } from "./env-file.ts";
import { run } from "./run.ts";
import { type Settings, layoutOf } from "./settings.ts";

export interface Supervisor {
  /** Starts `release` (its folder's name) on `port`; resolves once the process is started. */
  start(port: number, release: string): Promise<void>;
  /** Stops whatever runs on `port` with its drain (SIGTERM), and waits for it to end. */
  stop(port: number): Promise<void>;
}

/** The server drains for 10 s at most (server/http-server.ts); then it is killed. */
const STOP_WAIT_MS = 20_000;

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

function systemd(settings: Settings): Supervisor {
  const unit = (port: number) => `front@${port}.service`;
  return {
    async start(port, release) {
      assignSlot(settings, port, release);
      // The unit waits for readiness itself (ExecStartPost); the tool checks it again.
      await run("systemctl", ["restart", unit(port)]);
    },
    async stop(port) {
      await run("systemctl", ["stop", unit(port)]);
    },
  };
}

function processes(settings: Settings): Supervisor {
  const { releases, state, logs } = layoutOf(settings.home);
  const pidFile = (port: number) => path.join(state, `${port}.pid`);
  return {
    async start(port, release) {
      assignSlot(settings, port, release);
      mkdirSync(logs, { recursive: true });
      mkdirSync(state, { recursive: true });
      const log = openSync(path.join(logs, `${port}.log`), "a");
      const child = spawn(process.execPath, ["server/index.ts"], {
        cwd: path.join(releases, release),
        env: {
          PATH: process.env.PATH,
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
      writeFileSync(pidFile(port), `${child.pid}\n`);
    },
    async stop(port) {
      let pid: number;
      try {
        pid = Number(readFileSync(pidFile(port), "utf8"));
      } catch {
        return;
      }
      if (!alive(pid)) return;
      process.kill(pid, "SIGTERM");
      const deadline = Date.now() + STOP_WAIT_MS;
      while (alive(pid) && Date.now() < deadline) await sleep(100);
      if (alive(pid)) process.kill(pid, "SIGKILL");
      rmSync(pidFile(port), { force: true });
    },
  };
}

/** The site's settings file, as its processes get it. */
export function siteSettings(settings: Settings): Record<string, string> {
  return parseEnvFile(readFileSync(settings.envFile, "utf8"), settings.envFile);
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
