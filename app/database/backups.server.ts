// Backups of the mailing list that restore (docs/operating.md, "Backups"). A backup is an online,
// consistent copy made with SQLite's backup API in one step (a reader's snapshot: the server
// goes on writing, and nothing it commits meanwhile is half in the copy), checked, then renamed
// into place, so a half-written copy never looks like a backup. A restore checks the copy
// before it touches anything, keeps a copy of the data it replaces, and writes the backup into
// the live file with the same API, so it works while the server runs.
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import path from "node:path";
import { DatabaseSync, backup } from "node:sqlite";
import { backupName } from "./backup-rotation.ts";
import { openDatabase, schemaVersion } from "./database.server.ts";
import { migrations } from "./migrations.server.ts";

/** Pages per step of the backup API: all of them, so the copy is one snapshot. */
const ALL_PAGES = 2_147_483_647;
/** Tables a backup of this site's mailing list has. */
const SITE_TABLES = ["subscribers", "messages", "outbox"];

export interface BackupMade {
  file: string;
  bytes: number;
  ms: number;
}

export async function backUp(db: DatabaseSync, folder: string, now: Date): Promise<BackupMade> {
  const started = performance.now();
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, backupName(now));
  const partial = path.join(folder, `.${path.basename(file)}.partial`);
  rmSync(partial, { force: true });
  try {
    await backup(db, partial, { rate: ALL_PAGES });
    selfContained(partial);
    const check = checkBackup(partial);
    if (!check.ok) throw new Error(`the copy failed its check: ${check.reason}`);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return { file, bytes: statSync(file).size, ms: performance.now() - started };
}

/**
 * A copy of a WAL database is in WAL mode too, and every opening of it would leave `-wal` and
 * `-shm` files beside it (under a name the rename then orphans): the copy is turned back into a
 * single file. A restored database is put in WAL mode again when the site opens it.
 */
function selfContained(file: string): void {
  const copy = new DatabaseSync(file);
  try {
    copy.exec("PRAGMA journal_mode = DELETE");
  } finally {
    copy.close();
  }
}

/** The files SQLite adds beside a WAL database while it is open. */
const SIDE_FILES = ["-wal", "-shm"];

export type BackupCheck =
  { ok: true; version: number; subscribers: number } | { ok: false; reason: string };

/** Whether `file` is a sound backup of this site's mailing list that this code can read. */
export function checkBackup(file: string): BackupCheck {
  const newest = migrations.at(-1)?.version ?? 0;
  let header: Buffer;
  try {
    header = Buffer.alloc(16);
    const fd = openSync(file, "r");
    try {
      readSync(fd, header, 0, 16, 0);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    return { ok: false, reason: `cannot read it (${(error as NodeJS.ErrnoException).code})` };
  }
  if (header.toString("latin1") !== "SQLite format 3\0") {
    return { ok: false, reason: "not an SQLite database" };
  }
  // A read-only look must leave nothing behind: side files this opening adds are removed.
  const added = SIDE_FILES.map((suffix) => file + suffix).filter((side) => !existsSync(side));
  let db: DatabaseSync | null = null;
  try {
    db = new DatabaseSync(file, { readOnly: true });
    const problems = db
      .prepare("PRAGMA integrity_check")
      .all()
      .map((row) => String(row.integrity_check));
    if (problems.join() !== "ok") {
      return { ok: false, reason: `damaged: ${problems.slice(0, 3).join("; ")}` };
    }
    const tables = new Set(
      db
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'table'")
        .all()
        .map((row) => String(row.name)),
    );
    const missing = SITE_TABLES.filter((table) => !tables.has(table));
    if (missing.length > 0) {
      return { ok: false, reason: `not the Front's mailing list (no ${missing.join(", ")} table)` };
    }
    const version = schemaVersion(db);
    if (version < 1 || version > newest) {
      return {
        ok: false,
        reason: `schema version ${version}, and this code knows 1 to ${newest}${version > newest ? ": restore it with a newer release" : ""}`,
      };
    }
    const subscribers = Number(db.prepare("SELECT count(*) AS n FROM subscribers").get()?.n);
    return { ok: true, version, subscribers };
  } catch (error) {
    return {
      ok: false,
      reason: `damaged: ${error instanceof Error ? error.message : String(error)}`,
    };
  } finally {
    db?.close();
    for (const side of added) rmSync(side, { force: true });
  }
}

export interface Restored {
  /** A consistent copy of the data the restore replaced. */
  keptAside: string;
  subscribers: number;
}

/**
 * Replaces the live database's content with the backup's, after checking the backup; refuses
 * (throws, touching nothing) when the check fails. Then brings the schema up to this code's.
 */
export async function restoreBackup(file: string, livePath: string, now: Date): Promise<Restored> {
  const check = checkBackup(file);
  if (!check.ok) throw new Error(`${file} was not restored: ${check.reason}. Nothing was changed.`);
  const live = openDatabase(livePath);
  const stamp = backupName(now).replace(/^front-|\.sqlite$/g, "");
  const keptAside = path.join(
    path.dirname(path.resolve(livePath)),
    `${path.basename(livePath)}.before-restore-${stamp}`,
  );
  try {
    await backup(live, keptAside, { rate: ALL_PAGES });
  } finally {
    live.close();
  }
  const source = new DatabaseSync(file, { readOnly: true });
  try {
    await backup(source, path.resolve(livePath), { rate: ALL_PAGES });
  } finally {
    source.close();
  }
  // An older backup is migrated to this code's schema, as the server does at start.
  openDatabase(livePath).close();
  return { keptAside, subscribers: check.subscribers };
}
