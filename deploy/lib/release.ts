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
import { READY_PATH } from "../../server/health.ts";
import { buildRelease } from "./build.ts";
import { type Live, previousRelease, readLive, recordLive } from "./live.ts";
import { nextPort, releaseName, releasesToPrune } from "./releases.ts";
import { type Settings, layoutOf } from "./settings.ts";
import { siteSettings, supervisorOf } from "./supervisor.ts";
import { askReadiness, portReadyUrl, waitForProxyCheck, waitForTraffic } from "./traffic.ts";

export interface Timings {
  buildMs: number;
  /** From starting the new process to its readiness. */
  readyMs: number;
  /** From asking the old one to stop to visitors reaching the new one (null: not watched). */
  movedMs: number | null;
  /** From asking the old one to stop to its exit, drain included. */
  stoppedMs: number;
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

/** How long the proxy may take to send visitors to a new release once the old one says no. */
const TRAFFIC_TIMEOUT_MS = 30_000;
/** How long the proxy may take to check a new release (deploy/Caddyfile: every second). */
const PROXY_CHECK_TIMEOUT_MS = 15_000;

async function goLive(
  settings: Settings,
  name: string,
  commit: string,
  live: Live | null,
  log: Log,
) {
  const supervisor = supervisorOf(settings);
  const port = nextPort(settings.ports, live?.port ?? null);
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
  log(`${name}: ready on port ${port} after ${readyMs} ms`);

  const replacing = live && live.port !== port ? live : null;
  if (replacing) {
    // Only once the proxy itself has found the new process ready may the old one say "not
    // ready": otherwise the proxy believes neither port for up to a second, and Caddy 2.6
    // answers a sign-up sent then 503 at once (it retries only GETs when no port is ready).
    const checked = await waitForProxyCheck(port, PROXY_CHECK_TIMEOUT_MS);
    if (checked === null) {
      await supervisor.stop(port);
      throw new Error(
        `${name}: the proxy did not find port ${port} ready within ${PROXY_CHECK_TIMEOUT_MS / 1000} s, ` +
          `so ${replacing.release} stays live. Does the proxy run deploy/Caddyfile, with ` +
          `FRONT_PORT_A and FRONT_PORT_B the ports in FRONT_PORTS?`,
      );
    }
    log(
      checked.seen
        ? `${name}: the proxy found it ready ${checked.ms} ms later`
        : `${name}: a release that does not count the proxy's checks: waited ${checked.ms} ms`,
    );
  }

  // The old process, asked to stop, says not ready while it still serves: the proxy's health
  // check moves visitors to the new one, then the old one finishes what it was answering.
  const switching = Date.now();
  const stopped = replacing ? supervisor.stop(replacing.port) : Promise.resolve();
  const readyUrl = settings.readyUrl ?? publicReadyUrl(settings);
  const movedMs = readyUrl ? await waitForTraffic(readyUrl, name, TRAFFIC_TIMEOUT_MS) : null;
  await stopped;
  const stoppedMs = Date.now() - switching;
  const now: Live = { release: name, commit, port, since: new Date().toISOString() };
  recordLive(settings.home, now, live?.release ?? null);
  if (readyUrl && movedMs === null) {
    log(
      `${name}: warning: ${readyUrl} did not name this release within ${TRAFFIC_TIMEOUT_MS / 1000} s; check the proxy`,
    );
  }
  log(
    `${name} is live on port ${port}: visitors reached it ${movedMs ?? "?"} ms after the switch began` +
      (live ? `; ${live.release} stopped after ${stoppedMs} ms` : ""),
  );
  return { ...now, readyMs, movedMs, stoppedMs };
}

/** SITE_URL's readiness: what a visitor's request reaches, through the proxy. */
function publicReadyUrl(settings: Settings): string | null {
  const siteUrl = siteSettings(settings).SITE_URL;
  return siteUrl ? `${siteUrl.replace(/\/+$/, "")}${READY_PATH}` : null;
}

/** Polls the new process's readiness until it names this release, or gives up. */
async function waitUntilReady(port: number, name: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    try {
      const { status, body } = await askReadiness(portReadyUrl(port));
      if (status === 200 && body.release === name) return;
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
