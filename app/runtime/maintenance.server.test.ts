import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../database/database.server.ts";
import { maintenanceConfig, openSiteDatabase } from "./maintenance.server.ts";

let folder: string;
let settingsFile: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), "front-maintenance-"));
  settingsFile = path.join(folder, "front.env");
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe("a maintenance command's settings", () => {
  it("come from the site's settings file when the shell sets none, the shell winning", () => {
    const live = path.join(folder, "live.sqlite");
    writeFileSync(settingsFile, `DATABASE_PATH=${live}\nBACKUP_DIR=${folder}/backups\n`);
    const fromFile = maintenanceConfig({ FRONT_ENV_FILE: settingsFile });
    expect(fromFile.config.DATABASE_PATH).toBe(live);
    expect(fromFile.config.BACKUP_DIR).toBe(`${folder}/backups`);
    expect(fromFile.databaseFrom).toBe(`DATABASE_PATH, from ${settingsFile}`);

    const other = path.join(folder, "other.sqlite");
    const fromShell = maintenanceConfig({ FRONT_ENV_FILE: settingsFile, DATABASE_PATH: other });
    expect(fromShell.config.DATABASE_PATH).toBe(other);
    expect(fromShell.config.BACKUP_DIR).toBe(`${folder}/backups`);
  });

  it("without a settings file, are the shell's and the defaults", () => {
    const missing = path.join(folder, "none.env");
    const { config, databaseFrom } = maintenanceConfig({ FRONT_ENV_FILE: missing });
    expect(config.DATABASE_PATH).toBe("data/front.sqlite");
    expect(databaseFrom).toContain(`neither the environment nor ${missing} sets DATABASE_PATH`);
  });
});

describe("the site's database, for a maintenance command", () => {
  it("is refused where there is none, naming the path and where it came from, and none is made", () => {
    const absent = path.join(folder, "data", "front.sqlite");
    writeFileSync(settingsFile, `DATABASE_PATH=${absent}\n`);
    const settings = maintenanceConfig({ FRONT_ENV_FILE: settingsFile });
    expect(() => openSiteDatabase(settings)).toThrow(
      `No database at ${absent} (DATABASE_PATH, from ${settingsFile}). Nothing was created.`,
    );
    expect(existsSync(absent)).toBe(false);
    expect(existsSync(path.dirname(absent))).toBe(false);
  });

  it("opens the one that is there, with what it holds", () => {
    const live = path.join(folder, "front.sqlite");
    const made = openDatabase(live);
    made.exec(
      "INSERT INTO subscribers (email, email_key, joined_at, updated_at, link_key) VALUES ('a@example.com', 'a@example.com', '', '', 'k')",
    );
    made.close();
    const db = openSiteDatabase(
      maintenanceConfig({ DATABASE_PATH: live, FRONT_ENV_FILE: settingsFile }),
    );
    expect(db.prepare("SELECT email FROM subscribers").all()).toEqual([{ email: "a@example.com" }]);
    db.close();
  });
});
