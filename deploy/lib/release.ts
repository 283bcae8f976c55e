// A release that drops nothing (README "Going live"): the new version is built beside the live
// one and started on the other port; once it says ready, the proxy's traffic moves to it, and
// only then is the old process stopped, finishing what it was answering. A rollback is the same
// move back to the previous release, already built.
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeSync,
} from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { buildRelease } from "./build.ts";
import { type Live, previousRelease, readLive, recordLive } from "./live.ts";
import { moveTraffic, proxiedPort } from "./proxy.ts";
import { freePort, releaseName, releasesToPrune } from "./releases.ts";
import { type Settings, layoutOf } from "./settings.ts";
import { supervisorOf } from "./supervisor.ts";

export interface Timings {
  buildMs: number;
  readyMs: number;
  switchMs: number;
  drainMs: number;
}

export type Log = (line: string) => void;

/** Builds `commit` as a new release and makes it live. */
export async function release(
  settings: Settings,
  commit: string,
  log: Log,
): Promise<Live & Timings> {
  return withLock(settings, async () => {
    const layout = layoutOf(settings.home);
    const name = releaseName(new Date(), commit);
    const live = readLive(settings.home);
    const seed = live ? path.join(layout.releases, live.release) : settings.cacheFrom;
    log(`release ${name}: building ${commit} beside ${live?.release ?? "nothing live yet"}`);
    const built = Date.now();
    await buildRelease({
      repository: layout.repository,
      commit,
      folder: path.join(layout.releases, name),
      seed,
      log: (line) => log(`release ${name}: ${line}`),
    });
    const buildMs = Date.now() - built;
    const moved = await goLive(settings, name, commit, live, log);
    prune(settings, log);
    return { ...moved, buildMs };
  });
}

/** Makes the previous release live again. */
export async function rollback(
  settings: Settings,
  log: Log,
): Promise<Live & Omit<Timings, "buildMs">> {
  return withLock(settings, async () => {
    const live = readLive(settings.home);
    const previous = previousRelease(settings.home);
    if (!live || !previous) throw new Error("Nothing to roll back to: no previous release.");
    const folder = path.join(layoutOf(settings.home).releases, previous);
    if (!existsSync(folder)) throw new Error(`The previous release ${previous} is gone.`);
    const { commit } = JSON.parse(readFileSync(path.join(folder, "RELEASE.json"), "utf8")) as {
      commit: string;
    };
    log(`rollback: from ${live.release} to ${previous}`);
    return goLive(settings, previous, commit, live, log);
  });
}

async function goLive(
  settings: Settings,
  name: string,
  commit: string,
  live: Live | null,
  log: Log,
) {
  const supervisor = supervisorOf(settings);
  const port = freePort(settings.ports, live?.port ?? proxiedPort(settings));
  // Whatever a failed attempt left on that port goes first.
  await supervisor.stop(port);
  const started = Date.now();
  await supervisor.start(port, name);
  try {
    await waitUntilReady(port, name, settings.readyTimeoutMs);
  } catch (error) {
    await supervisor.stop(port);
    throw error;
  }
  const readyMs = Date.now() - started;
  log(`${name}: ready on port ${port} after ${readyMs} ms; moving traffic`);

  const switching = Date.now();
  await moveTraffic(settings, port);
  const switchMs = Date.now() - switching;
  const now: Live = { release: name, commit, port, since: new Date().toISOString() };
  recordLive(settings.home, now, live?.release ?? null);

  const draining = Date.now();
  if (live && live.port !== port) await supervisor.stop(live.port);
  const drainMs = Date.now() - draining;
  log(
    `${name} is live on port ${port}: traffic moved in ${switchMs} ms` +
      (live ? `, ${live.release} stopped after ${drainMs} ms` : ""),
  );
  return { ...now, readyMs, switchMs, drainMs };
}

/** Polls the new process's readiness until it names this release, or gives up. */
async function waitUntilReady(port: number, name: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health/ready`, {
        signal: AbortSignal.timeout(2_000),
      });
      const body = (await response.json()) as {
        ready?: boolean;
        release?: string;
        reason?: string;
      };
      if (response.status === 200 && body.release === name) return;
      last = body.release !== name ? `another release (${body.release}) answers` : `${body.reason}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(200);
  }
  throw new Error(`${name} was not ready on port ${port} within ${timeoutMs / 1000} s: ${last}`);
}

function prune(settings: Settings, log: Log) {
  const { releases } = layoutOf(settings.home);
  const live = readLive(settings.home);
  const names = existsSync(releases) ? readdirSync(releases) : [];
  for (const name of releasesToPrune(
    names,
    [live?.release ?? null, previousRelease(settings.home)],
    settings.keepReleases,
  )) {
    rmSync(path.join(releases, name), { recursive: true, force: true });
    log(`pruned ${name}`);
  }
}

/** One release at a time: a timer's update and an operator's rollback never interleave. */
async function withLock<T>(settings: Settings, work: () => Promise<T>): Promise<T> {
  const { state } = layoutOf(settings.home);
  const lock = path.join(state, "release.lock");
  mkdirSync(state, { recursive: true });
  for (let attempt = 0; ; attempt += 1) {
    try {
      const fd = openSync(lock, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      const holder = Number(readFileSync(lock, "utf8"));
      if (attempt === 0 && !isAlive(holder)) {
        rmSync(lock, { force: true });
        continue;
      }
      throw new Error(`Another release is under way (pid ${holder}); try again when it ends.`, {
        cause: error,
      });
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return Number.isInteger(pid) && pid > 0;
  } catch {
    return false;
  }
}
