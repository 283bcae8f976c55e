// Whether this process can serve visitors (GET /health/ready, server/health.ts): the database
// takes writes, its disk has room, and the outbox is moving. The proxy, the process manager and
// the container ask it; a release moves traffic to a new process only once it says ready.
import { statfsSync } from "node:fs";
import path from "node:path";
import type { DatabaseSync } from "node:sqlite";

/** Mail due for longer than this with no sender holding it means the outbox has stopped. */
export const OUTBOX_STUCK_MS = 10 * 60_000;
/** Below this much free space on the database's disk, sign-ups would soon fail. */
export const MIN_FREE_BYTES = 64 * 1024 * 1024;

export type CheckName = "database" | "disk" | "outbox";

export interface Readiness {
  ready: boolean;
  /** Each check's verdict: "ok", or why not. */
  checks: Record<CheckName, string>;
}

export interface ReadinessSources {
  db: DatabaseSync;
  /** The database file (":memory:" in some tests): its folder's disk is measured. */
  databasePath: string;
  /** The mailing list's view of its outbox. */
  stuckOutbox: (boundMs: number) => string | null;
  /** Free bytes on the disk holding `folder` (statfs; tests pass their own). */
  freeBytes?: (folder: string) => number;
}

export function checkReadiness({
  db,
  databasePath,
  stuckOutbox,
  freeBytes = freeBytesOf,
}: ReadinessSources): Readiness {
  const checks: Record<CheckName, string> = {
    database: verdict(() => takesWrites(db)),
    disk: verdict(() => {
      if (databasePath === ":memory:") return null;
      const free = freeBytes(path.dirname(path.resolve(databasePath)));
      return free < MIN_FREE_BYTES ? `${Math.floor(free / 1_048_576)} MiB free` : null;
    }),
    outbox: verdict(() => stuckOutbox(OUTBOX_STUCK_MS)),
  };
  return { ready: Object.values(checks).every((check) => check === "ok"), checks };
}

/**
 * Rewrites the schema version as it is, inside a transaction it then rolls back: fails on a
 * read-only file or folder, a write lock held past the busy timeout, or a file that is no longer
 * a database. (Taking the lock alone succeeds on a read-only file.) Nothing reaches the disk.
 */
function takesWrites(db: DatabaseSync): null {
  db.exec("BEGIN IMMEDIATE");
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
