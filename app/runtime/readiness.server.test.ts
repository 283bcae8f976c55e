import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../database/database.server.ts";
import { migrations } from "../database/migrations.server.ts";
import { MIN_FREE_BYTES, OUTBOX_STUCK_MS, checkReadiness } from "./readiness.server.ts";

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true })));

function databaseFile(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "front-readiness-"));
  folders.push(folder);
  const file = path.join(folder, "front.sqlite");
  openDatabase(file).close();
  return file;
}

const plenty = () => 10 * MIN_FREE_BYTES;
const moving = () => null;

describe("checkReadiness", () => {
  it("is ready when the database takes writes, the disk has room and the outbox moves", () => {
    const file = databaseFile();
    const db = openDatabase(file);
    const readiness = checkReadiness({
      db,
      databasePath: file,
      stuckOutbox: moving,
      freeBytes: plenty,
    });
    expect(readiness).toEqual({
      ready: true,
      checks: { database: "ok", disk: "ok", outbox: "ok" },
    });
    // The write check leaves nothing behind.
    expect(db.prepare("PRAGMA user_version").get()?.user_version).toBe(migrations.at(-1)?.version);
  });

  it("is not ready on a database that refuses writes", () => {
    const file = databaseFile();
    const readOnly = new DatabaseSync(file, { readOnly: true });
    const readiness = checkReadiness({
      db: readOnly,
      databasePath: file,
      stuckOutbox: moving,
      freeBytes: plenty,
    });
    expect(readiness.ready).toBe(false);
    expect(readiness.checks.database).toMatch(/readonly/);
    // A failed check leaves no transaction open: the next one runs.
    expect(() => readOnly.exec("BEGIN; ROLLBACK")).not.toThrow();
  });

  it("is not ready when the disk is almost full, and says how much is left", () => {
    const file = databaseFile();
    const readiness = checkReadiness({
      db: openDatabase(file),
      databasePath: file,
      stuckOutbox: moving,
      freeBytes: () => MIN_FREE_BYTES - 1,
    });
    expect(readiness.ready).toBe(false);
    expect(readiness.checks.disk).toBe("63 MiB free");
  });

  it("is not ready when the outbox is stuck past its bound, and passes the bound on", () => {
    const file = databaseFile();
    const asked: number[] = [];
    const readiness = checkReadiness({
      db: openDatabase(file),
      databasePath: file,
      stuckOutbox: (boundMs) => {
        asked.push(boundMs);
        return "2 mail(s) due for 12 min and not being sent";
      },
      freeBytes: plenty,
    });
    expect(asked).toEqual([OUTBOX_STUCK_MS]);
    expect(readiness).toMatchObject({
      ready: false,
      checks: { outbox: "2 mail(s) due for 12 min and not being sent" },
    });
  });
});
