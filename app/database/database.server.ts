// The site's SQLite database (node:sqlite). Opened once at start: the folder is created, WAL is
// switched on, and the numbered migrations in migrations.server.ts are applied.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { migrations as siteMigrations, type Migration } from "./migrations.server.ts";
import { transaction } from "./transaction.server.ts";

export interface OpenOptions {
  /**
   * A folder to copy the database into before a migration changes it (the site's BACKUP_DIR): the
   * way back if the new code must be rolled back (docs/operating.md, "Releases, and rolling back").
   */
  backupBeforeMigrating?: string;
  now?: Date;
}

export function openDatabase(
  file: string,
  migrations: readonly Migration[] = siteMigrations,
  { backupBeforeMigrating, now = new Date() }: OpenOptions = {},
): DatabaseSync {
  if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new DatabaseSync(file);
  // Readers never block the writer, and a second process (the subscribers CLI) waits its turn
  // instead of failing with SQLITE_BUSY.
  db.exec("PRAGMA busy_timeout = 5000");
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = NORMAL");
  db.exec("PRAGMA foreign_keys = ON");
  // A deleted row is overwritten, not just unlinked: a removed subscriber leaves no readable copy.
  db.exec("PRAGMA secure_delete = ON");
  const current = schemaVersion(db);
  const newest = migrations.at(-1)?.version ?? 0;
  if (backupBeforeMigrating && current > 0 && current < newest) {
    copyBeforeMigrating(db, backupBeforeMigrating, current, newest, now);
  }
  migrate(db, migrations);
  return db;
}

/**
 * "front-before-migration-v3-to-v4-20261124T153000Z.sqlite": a consistent copy (VACUUM INTO
 * reads one snapshot) under a name the daily rotation never deletes.
 */
function copyBeforeMigrating(
  db: DatabaseSync,
  folder: string,
  from: number,
  to: number,
  now: Date,
) {
  mkdirSync(folder, { recursive: true });
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  const copy = path.join(folder, `front-before-migration-v${from}-to-v${to}-${stamp}.sqlite`);
  db.prepare("VACUUM INTO ?").run(copy);
}

export function schemaVersion(db: DatabaseSync): number {
  const row = db.prepare("PRAGMA user_version").get();
  return Number(row?.user_version ?? 0);
}

/**
 * Applies every migration newer than the file's `user_version`, each in its own transaction
 * together with the version bump, so a failed migration leaves the file as it was.
 */
export function migrate(db: DatabaseSync, migrations: readonly Migration[]): void {
  checkNumbering(migrations);
  const newest = migrations.at(-1)?.version ?? 0;
  for (const migration of migrations) {
    // Applied already: no write lock needed, so a start succeeds while someone else holds it.
    const before = schemaVersion(db);
    if (migration.version <= before && before <= newest) continue;
    transaction(db, () => {
      // Read inside the write lock: another process may have migrated meanwhile.
      const current = schemaVersion(db);
      if (current > newest) {
        throw new Error(
          `The database is at schema version ${current}, newer than this code knows (${newest}).`,
        );
      }
      if (migration.version > current) {
        db.exec(migration.sql);
        db.exec(`PRAGMA user_version = ${migration.version}`);
      }
    });
  }
}

function checkNumbering(migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(
        `Migration "${migration.description}" is numbered ${migration.version}; expected ${index + 1}.`,
      );
    }
  });
}
