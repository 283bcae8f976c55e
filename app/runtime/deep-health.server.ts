// The site's deep checks (GET /health/deep, server/health.ts): the database takes a write, its
// disk has room, and the outbox is moving. Pages need none of this, so the proxy never asks it
// (it asks /health/ready); the release tool and the operator's alert timer do, and a failure
// names the fault. Every check returns at once: the write probe never waits for a lock.
import { statfsSync } from "node:fs";
import path from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { storageFaultOf } from "../database/storage-fault.server.ts";

/** Mail due for longer than this with no sender holding it means the outbox has stopped. */
export const OUTBOX_STUCK_MS = 10 * 60_000;
/** Below this much free space on the database's disk, sign-ups would soon fail. */
export const MIN_FREE_BYTES = 64 * 1024 * 1024;

export type CheckName = "database" | "disk" | "outbox";

export interface DeepHealth {
  ok: boolean;
  /** Each check's verdict: "ok", or why not. */
  checks: Record<CheckName, string>;
}

export interface DeepHealthSources {
  db: DatabaseSync;
  /** The database file (":memory:" in some tests): its folder's disk is measured. */
  databasePath: string;
  /** The post office's view of every mail queue: why mail is stuck, or null. */
  stuckOutbox: (boundMs: number) => string | null;
  /** Free bytes on the disk holding `folder` (statfs; tests pass their own). */
  freeBytes?: (folder: string) => number;
}

export function checkDeepHealth({
  db,
  databasePath,
  stuckOutbox,
  freeBytes = freeBytesOf,
}: DeepHealthSources): DeepHealth {
  const checks: Record<CheckName, string> = {
    database: verdict(() => takesWrites(db)),
    disk: verdict(() => {
      if (databasePath === ":memory:") return null;
      const free = freeBytes(path.dirname(path.resolve(databasePath)));
      return free < MIN_FREE_BYTES ? `${Math.floor(free / 1_048_576)} MiB free` : null;
    }),
    outbox: verdict(() => stuckOutbox(OUTBOX_STUCK_MS)),
  };
  return { ok: Object.values(checks).every((check) => check === "ok"), checks };
}

/**
 * Rewrites the schema version as it is, inside a transaction it then rolls back: fails on a
 * read-only file or folder, a write lock someone else holds, or a file that is no longer a
 * database. (Taking the lock alone succeeds on a read-only file.) Nothing reaches the disk. The
 * lock is asked for without waiting: node:sqlite would wait on the event loop, holding every page.
 */
function takesWrites(db: DatabaseSync): string | null {
  const busyTimeout = Number(db.prepare("PRAGMA busy_timeout").get()?.timeout ?? 0);
  db.exec("PRAGMA busy_timeout = 0");
  try {
    db.exec("BEGIN IMMEDIATE");
  } catch (error) {
    if (storageFaultOf(error) !== "busy") throw error;
    return "locked by another process (its writes wait)";
  } finally {
    db.exec(`PRAGMA busy_timeout = ${busyTimeout}`);
  }
  try {
    const version = Number(db.prepare("PRAGMA user_version").get()?.user_version ?? 0);
    db.exec(`PRAGMA user_version = ${version}`);
  } finally {
    db.exec("ROLLBACK");
  }
  return null;
}

function verdict(check: () => string | null): string {
  try {
    return check() ?? "ok";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function freeBytesOf(folder: string): number {
  const stats = statfsSync(folder);
  return stats.bavail * stats.bsize;
}
