import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../database/database.server.ts";
import { migrations } from "../database/migrations.server.ts";
import { MIN_FREE_BYTES, OUTBOX_STUCK_MS, checkDeepHealth } from "./deep-health.server.ts";

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true })));

function databaseFile(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "front-deep-health-"));
  folders.push(folder);
  const file = path.join(folder, "front.sqlite");
  openDatabase(file).close();
  return file;
}

const plenty = () => 10 * MIN_FREE_BYTES;
const moving = () => null;

describe("checkDeepHealth", () => {
  it("is ok when the database takes writes, the disk has room and the outbox moves", () => {
    const file = databaseFile();
    const db = openDatabase(file);
    const health = checkDeepHealth({
      db,
      databasePath: file,
      stuckOutbox: moving,
      freeBytes: plenty,
    });
    expect(health).toEqual({
      ok: true,
      checks: { database: "ok", disk: "ok", outbox: "ok" },
    });
    // The write check leaves nothing behind.
    expect(db.prepare("PRAGMA user_version").get()?.user_version).toBe(migrations.at(-1)?.version);
  });

  it("fails on a database that refuses writes", () => {
    const file = databaseFile();
    const readOnly = new DatabaseSync(file, { readOnly: true });
    const health = checkDeepHealth({
      db: readOnly,
      databasePath: file,
      stuckOutbox: moving,
      freeBytes: plenty,
    });
    expect(health.ok).toBe(false);
    expect(health.checks.database).toMatch(/readonly/);
    // A failed check leaves no transaction open: the next one runs.
    expect(() => readOnly.exec("BEGIN; ROLLBACK")).not.toThrow();
  });

  it("names a write lock someone else holds at once, without waiting for it", () => {
    const file = databaseFile();
    const operator = new DatabaseSync(file);
    operator.exec("BEGIN IMMEDIATE");
    const db = openDatabase(file);
    const started = performance.now();
    const health = checkDeepHealth({
      db,
      databasePath: file,
      stuckOutbox: moving,
      freeBytes: plenty,
    });
    // The connection's own busy timeout (5 s) is not waited out.
    expect(performance.now() - started).toBeLessThan(500);
    expect(health.ok).toBe(false);
    expect(health.checks.database).toMatch(/^locked by another process/);
    expect(db.prepare("PRAGMA busy_timeout").get()?.timeout).toBe(5000);
    operator.exec("ROLLBACK");
    expect(
      checkDeepHealth({ db, databasePath: file, stuckOutbox: moving, freeBytes: plenty }).ok,
    ).toBe(true);
  });

  it("fails when the disk is almost full, and says how much is left", () => {
    const file = databaseFile();
    const health = checkDeepHealth({
      db: openDatabase(file),
      databasePath: file,
      stuckOutbox: moving,
      freeBytes: () => MIN_FREE_BYTES - 1,
    });
    expect(health.ok).toBe(false);
    expect(health.checks.disk).toBe("63 MiB free");
  });

  it("fails when the outbox is stuck past its bound, and passes the bound on", () => {
    const file = databaseFile();
    const asked: number[] = [];
    const health = checkDeepHealth({
      db: openDatabase(file),
      databasePath: file,
      stuckOutbox: (boundMs) => {
        asked.push(boundMs);
        return "2 mail(s) due for 12 min and not being sent";
      },
      freeBytes: plenty,
    });
    expect(asked).toEqual([OUTBOX_STUCK_MS]);
    expect(health).toMatchObject({
      ok: false,
      checks: { outbox: "2 mail(s) due for 12 min and not being sent" },
    });
  });
});
