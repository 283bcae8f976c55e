import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backUp, checkBackup } from "./backups.server.ts";
import { openDatabase } from "./database.server.ts";

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), "front-backups-"));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe("a backup", () => {
  it("is one self-contained file, with nothing left beside it", async () => {
    const live = openDatabase(path.join(folder, "front.sqlite"));
    const made = await backUp(live, path.join(folder, "backups"), new Date("2026-11-25T03:30:00Z"));
    live.close();
    expect(readdirSync(path.join(folder, "backups"))).toEqual([path.basename(made.file)]);
    const copy = new DatabaseSync(made.file, { readOnly: true });
    expect(copy.prepare("PRAGMA journal_mode").get()?.journal_mode).toBe("delete");
    copy.close();
  });
});

describe("checkBackup", () => {
  it("leaves no files beside a WAL database it looks at", () => {
    const file = path.join(folder, "front.sqlite");
    openDatabase(file).close();
    expect(checkBackup(file)).toMatchObject({ ok: true });
    expect(readdirSync(folder)).toEqual(["front.sqlite"]);
  });
});
