import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { migrate, openDatabase, schemaVersion } from "./database.server.ts";
import { type Migration, migrations as siteMigrations } from "./migrations.server.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function tempFile(name: string) {
  const folder = mkdtempSync(path.join(tmpdir(), "front-db-"));
  folders.push(folder);
  return path.join(folder, "nested", "folder", name);
}

const steps: Migration[] = [
  { version: 1, description: "a", sql: "CREATE TABLE a (x INTEGER) STRICT" },
  { version: 2, description: "b", sql: "CREATE TABLE b (y INTEGER) STRICT" },
];

describe("openDatabase", () => {
  it("creates the folder, switches on WAL and applies the site's migrations", () => {
    const db = openDatabase(tempFile("site.sqlite"));
    expect(db.prepare("PRAGMA journal_mode").get()?.journal_mode).toBe("wal");
    expect(schemaVersion(db)).toBeGreaterThanOrEqual(1);
    const tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").all();
    expect(tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(["subscribers", "messages", "outbox"]),
    );
    db.close();
  });

  it("copies a database it is about to migrate, and only then", () => {
    const file = tempFile("site.sqlite");
    const backups = path.join(path.dirname(file), "backups");
    const now = new Date("2026-11-24T15:30:00Z");
    // A new file has nothing to keep; the same version has nothing to change.
    openDatabase(file, steps.slice(0, 1), { backupBeforeMigrating: backups, now }).close();
    openDatabase(file, steps.slice(0, 1), { backupBeforeMigrating: backups, now }).close();
    expect(existsSync(backups)).toBe(false);
    const before = new DatabaseSync(file);
    before.exec("INSERT INTO a VALUES (42)");
    before.close();

    openDatabase(file, steps, { backupBeforeMigrating: backups, now }).close();

    expect(readdirSync(backups)).toEqual([
      "front-before-migration-v1-to-v2-20261124T153000Z.sqlite",
    ]);
    const copy = new DatabaseSync(path.join(backups, readdirSync(backups)[0] ?? ""));
    expect(schemaVersion(copy)).toBe(1);
    expect(copy.prepare("SELECT x FROM a").all()).toEqual([{ x: 42 }]);
    copy.close();
  });
});

describe("the site's migrations", () => {
  it("only add (a backfill of a new column aside), so that what an older release wrote stays", () => {
    // Step 3 rebuilt the outbox (SQLite changes a CHECK only by a rebuild), before this rule.
    for (const migration of siteMigrations.filter((step) => step.version > 3)) {
      const sql = migration.sql.replace(/--.*$/gm, "");
      expect(sql, migration.description).not.toMatch(/\b(DROP|RENAME|DELETE\s+FROM)\b/i);
    }
  });
});

describe("migrate", () => {
  it("applies only the steps newer than the file, once", () => {
    const file = tempFile("m.sqlite");
    const first = openDatabase(file, steps.slice(0, 1));
    expect(schemaVersion(first)).toBe(1);
    first.close();
    const second = openDatabase(file, steps);
    expect(schemaVersion(second)).toBe(2);
    migrate(second, steps);
    expect(schemaVersion(second)).toBe(2);
    second.close();
  });

  it("rolls a failing step back whole and keeps the version", () => {
    const db = openDatabase(":memory:", steps.slice(0, 1));
    const broken: Migration[] = [
      ...steps.slice(0, 1),
      { version: 2, description: "broken", sql: "CREATE TABLE c (z INTEGER); SELECT nonsense(" },
    ];
    expect(() => migrate(db, broken)).toThrow();
    expect(schemaVersion(db)).toBe(1);
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_schema WHERE name = 'c'").get()?.n).toBe(0);
  });

  it("refuses gaps in the numbering and a file newer than the code", () => {
    const db = openDatabase(":memory:", steps);
    expect(() => migrate(db, [{ ...steps[1], version: 3 } as Migration])).toThrow(/expected 1/);
    expect(() => migrate(db, steps.slice(0, 1))).toThrow(/newer than this code/);
  });
});
