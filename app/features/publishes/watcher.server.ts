// Reads the updater's log every 30 s, and soon after the file changes, and records a notice, with its queued mail, for each
// refused or failed Publish not noticed before (notices.server.ts); then wakes the sender.
// Started and stopped explicitly with the site, like retention. Its timer never keeps the
// process alive, two reads never overlap, and a log or database it cannot read is logged once
// (and once more when it reads again), never at every tick.
import { type FSWatcher, watch } from "node:fs";
import path from "node:path";
import type { PublishNotices } from "./notices.server.ts";
import type { PublishLogReading } from "./publish-status.ts";

export const WATCH_INTERVAL_MS = 30_000;
/** A change is read this long after the last event: one write is several events. */
export const CHANGE_SETTLE_MS = 250;

export interface PublishWatcherOptions {
  read: () => Promise<PublishLogReading>;
  /**
   * The log's file, to look soon after it changes. Its folder is watched: the updater replaces
   * the file whole, which a watch on the old file would miss. Without it, or where the folder
   * cannot be watched, the timer alone looks.
   */
  file?: string;
  notices: PublishNotices;
  /** Real milliseconds: when a notice was recorded. */
  clockMs: () => number;
  /** Something was queued: send it now. */
  queued: () => void;
  log?: (line: string) => void;
  intervalMs?: number;
}

export interface PublishWatcher {
  /** One look now (the timer's own, and tests'); resolves when it is done. */
  check(): Promise<void>;
  /** Stops the timer; resolves when a look under way has finished. */
  stop(): Promise<void>;
}

export function startPublishWatcher({
  read,
  file,
  notices,
  clockMs,
  queued,
  log = console.log,
  intervalMs = WATCH_INTERVAL_MS,
}: PublishWatcherOptions): PublishWatcher {
  let running: Promise<void> | null = null;
  let stopped = false;
  /** The trouble last logged, so that the same one is not logged again. */
  let trouble: string | null = null;

  function report(problem: string | null) {
    if (problem === trouble) return;
    if (problem !== null)
      log(`Publish notices: ${problem}; looking again every ${intervalMs / 1000} s.`);
    else log("Publish notices: the updater's log reads again.");
    trouble = problem;
  }

  async function look(): Promise<void> {
    const reading = await read();
    if (reading.kind !== "read") {
      report(
        reading.kind === "unreadable"
          ? `the updater's log cannot be read (${reading.error})`
          : `the updater's log is ${reading.kind}`,
      );
      return;
    }
    let added: number;
    try {
      added = notices.record(reading.log, clockMs());
    } catch (error) {
      report(`notices cannot be recorded (${String(error)})`);
      return;
    }
    report(null);
    if (added > 0) {
      log(
        `Publish notices: ${added} refused or failed Publish(es) queued for the gallery's inbox.`,
      );
      queued();
    }
  }

  function check(): Promise<void> {
    if (stopped) return Promise.resolve();
    running ??= look()
      .catch((error: unknown) => report(String(error)))
      // Only a logger that throws gets here: nothing may escape the timer.
      .catch(() => {})
      .finally(() => {
        running = null;
      });
    return running;
  }

  void check();
  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  let settle: NodeJS.Timeout | undefined;
  const folderWatch =
    file === undefined
      ? null
      : watchFolderOf(file, () => {
          clearTimeout(settle);
          settle = setTimeout(() => void check(), CHANGE_SETTLE_MS);
          settle.unref();
        });
  return {
    check,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(settle);
      folderWatch?.close();
      await running;
    },
  };
}

/** Calls `changed` when `file` is written, created or replaced; null if it cannot watch. */
function watchFolderOf(file: string, changed: () => void): FSWatcher | null {
  const name = path.basename(file);
  try {
    const watcher = watch(path.dirname(file), { persistent: false }, (_event, changedName) => {
      if (changedName === null || changedName === name) changed();
    });
    // A folder removed later: the timer carries on alone.
    watcher.on("error", () => watcher.close());
    return watcher;
  } catch {
    return null;
  }
}
