// A release that drops nothing (docs/operating.md, "Releases"): the new version is built beside the
// live one and started on the other port; once it says ready, the proxy's traffic moves to it, and
// only then is the old process stopped, finishing what it was answering. A rollback is the same
// move back to the previous release, already built.
import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { READY_PATH } from "../../server/health.ts";
import { pruneAssets } from "./assets.ts";
import { buildRelease, readReleaseInfo } from "./build.ts";
import { type Live, previousRelease, readLive, recordLive, writeAtomically } from "./live.ts";
import { RELEASE_NAME, nextPort, releaseName, releasesToPrune } from "./releases.ts";
import { commitOf, commitsBetween, fetchMirror } from "./repository.ts";
import { markLive, writePublishRecord } from "./publish-log-file.ts";
import { type Settings, layoutOf } from "./settings.ts";
import { StartFailed, siteSettings, supervisorOf } from "./supervisor.ts";
import { deepFault, waitForProxyCheck, waitForTraffic, waitUntilReady } from "./traffic.ts";
import { withLock } from "./lock.ts";
import { clearPin, writePin } from "./pin.ts";
import type { Pin } from "./update-rules.ts";

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

/** What a release is made of: a commit, and whether it may install dependencies of its own. */
export interface ReleaseRequest {
  commit: string;
  /**
   * False for the updater's unattended content releases: they run with the live release's build
   * tools, and a lockfile that needs an install waits for the operator.
   */
  mayInstall: boolean;
}

/**
 * Builds `commit` as a new release and makes it live. The caller holds the lock (withLock) from
 * its fetch to here, so what it decided on is still what is built.
 */
export async function releaseLocked(
  settings: Settings,
  { commit, mayInstall }: ReleaseRequest,
  log: Log,
): Promise<Live & Timings> {
  const layout = layoutOf(settings.home);
  sweepLeftovers(settings.home, log);
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
    toolchains: layout.toolchains,
    assetStore: layout.assets,
    mayInstall,
    log: (line) => log(`release ${name}: ${line}`),
  });
  const buildMs = Date.now() - built;
  const moved = await goLive(settings, name, commit, live, log);
  prune(settings, log);
  return { ...moved, buildMs };
}

/** The operator's release of a branch or commit: fetched, built and switched under one lock. */
export async function release(settings: Settings, ref: string, log: Log) {
  return withLock(layoutOf(settings.home).state, async () => {
    const { repository } = layoutOf(settings.home);
    await fetchMirror(repository);
    const commit = await commitOf(repository, ref);
    const live = readLive(settings.home);
    try {
      const made = await releaseLocked(settings, { commit, mayInstall: true }, log);
      // The operator chose this commit: an earlier rollback no longer holds the updater back.
      clearPin(settings.home);
      markLive(settings, commit, made.since);
      return made;
    } catch (error) {
      // Members see it at /admin/status, the operator in `status`: the old version still serves.
      if (error instanceof StartFailed) {
        writePublishRecord(settings, {
          commit,
          commits: await commitsBetween(repository, live?.commit ?? null, commit, 20),
          state: "did-not-start",
          at: new Date().toISOString(),
          reasons: [error.message],
        });
      }
      throw error;
    }
  });
}

/**
 * Makes the previous release live again, and pins it: the updater releases nothing until the
 * branch moves past the commit rolled back from (update-rules.ts, pinHolds).
 */
export async function rollback(
  settings: Settings,
  log: Log,
): Promise<Live & Omit<Timings, "buildMs">> {
  return withLock(layoutOf(settings.home).state, async () => {
    const live = readLive(settings.home);
    const previous = previousRelease(settings.home);
    if (!live || !previous) throw new Error("Nothing to roll back to: no previous release.");
    const folder = path.join(layoutOf(settings.home).releases, previous);
    if (!existsSync(folder)) throw new Error(`The previous release ${previous} is gone.`);
    const older = readReleaseInfo(folder);
    const highest = highestSchema(settings.home);
    if (older.schemaVersion !== undefined && older.schemaVersion < highest) {
      throw new Error(
        `Rollback refused: ${previous} knows the mailing list's database up to schema version ` +
          `${older.schemaVersion}, and a later release moved it to ${highest}; that code would ` +
          `refuse to start on it. ${live.release} stays live. To go back all the same, restore ` +
          `the copy the site made before migrating (ls ${settings.home}/backups: ` +
          `"before-migration"), then release the older commit (front.js release ${older.commit.slice(0, 7)}).`,
      );
    }
    log(`rollback: from ${live.release} to ${previous}`);
    const made = await goLive(settings, previous, older.commit, live, log);
    const pin: Pin = {
      release: previous,
      commit: older.commit,
      fromCommit: live.commit,
      at: new Date().toISOString(),
    };
    writePin(settings.home, pin);
    log(
      `rollback: pinned to ${previous}; the updater releases nothing until the branch moves past ${live.commit.slice(0, 7)} (or front.js release)`,
    );
    return made;
  });
}

/** The highest schema version any live release has had: what the database may be at. */
function highestSchema(home: string): number {
  try {
    const { highest } = JSON.parse(
      readFileSync(path.join(layoutOf(home).state, "schema.json"), "utf8"),
    ) as { highest: number };
    return highest;
  } catch {
    return 0;
  }
}

function recordSchema(home: string, release: string) {
  const { schemaVersion } = readReleaseInfo(path.join(layoutOf(home).releases, release));
  if (schemaVersion === undefined || schemaVersion <= highestSchema(home)) return;
  writeAtomically(
    path.join(layoutOf(home).state, "schema.json"),
    `${JSON.stringify({ highest: schemaVersion, release }, null, 2)}\n`,
  );
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
    throw new StartFailed(error instanceof Error ? error.message : String(error));
  }
  const readyMs = Date.now() - started;
  log(`${name}: ready on port ${port} after ${readyMs} ms`);
  const fault = await deepFault(port);
  if (fault) {
    log(`${name}: warning: its deep check says "${fault}"; pages are served, sign-ups may not be`);
  }

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
  recordSchema(settings.home, name);
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
  let siteUrl: string | undefined;
  try {
    siteUrl = siteSettings(settings).SITE_URL;
  } catch {
    // The updater's unit cannot read the site's secrets (front-update.service): set
    // FRONT_READY_URL beside it instead.
    return null;
  }
  return siteUrl ? `${siteUrl.replace(/\/+$/, "")}${READY_PATH}` : null;
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
  const removed = pruneAssets(layoutOf(settings.home).assets);
  if (removed > 0) log(`pruned ${removed} assets no release has served for a week`);
  // Build tools no kept release was built with: a lockfile no longer in use.
  const { toolchains } = layoutOf(settings.home);
  const inUse = new Set(
    readdirSync(releases)
      .filter((name) => RELEASE_NAME.test(name))
      .map((name) => readReleaseInfo(path.join(releases, name)).lockHash),
  );
  for (const name of existsSync(toolchains) ? readdirSync(toolchains) : []) {
    if (inUse.has(name) || name.endsWith(".installing")) continue;
    rmSync(path.join(toolchains, name), { recursive: true, force: true });
    log(`pruned the build tools of lockfile ${name.slice(0, 12)}`);
  }
}

/**
 * Whatever a killed build or install left behind (`*.building`, `*.installing`): nothing holds
 * them once the lock is ours, and the next build of the same name would trip on them.
 */
export function sweepLeftovers(home: string, log: Log) {
  const { releases, toolchains } = layoutOf(home);
  for (const folder of [releases, toolchains]) {
    for (const name of existsSync(folder) ? readdirSync(folder) : []) {
      if (!/\.(building|installing)$/.test(name)) continue;
      rmSync(path.join(folder, name), { recursive: true, force: true });
      log(`swept ${name}, left by a build that did not finish`);
    }
  }
}
