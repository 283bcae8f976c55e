// Backups that restore (issue 16, item 3): `npm run backup` while 200 sign-ups are being
// written, the copy checked with Debian's sqlite3, a restore into the running site's database,
// and the copies a restore must refuse.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import {
  copyFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupName } from "../../app/database/backup-rotation.ts";
import { type RunningServer, startServer } from "../support/running-server.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
let folder: string;
let server: RunningServer;
const databasePath = () => path.join(folder, "data", "front.sqlite");
const backups = () => path.join(folder, "backups");

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "front-backup-"));
  server = await startServer({
    DATABASE_PATH: databasePath(),
    SIGNUP_RATE_LIMIT: "0",
    WRITE_RATE_LIMIT: "0",
  });
});
afterAll(async () => {
  await server?.stop();
  rmSync(folder, { recursive: true, force: true });
});

/** An npm script as an operator runs it, with the site's settings. */
function npm(script: string, args: string[] = [], env: Record<string, string> = {}) {
  const started = performance.now();
  const result = spawnSync("npm", ["run", "--silent", script, "--", ...args], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_PATH: databasePath(),
      BACKUP_DIR: backups(),
      NODE_ENV: "",
      ...env,
    },
    encoding: "utf8",
  });
  return {
    code: result.status,
    output: `${result.stdout}${result.stderr}`,
    ms: performance.now() - started,
  };
}

function emails(file: string): string[] {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return db
      .prepare("SELECT email FROM subscribers ORDER BY email")
      .all()
      .map((row) => String(row.email));
  } finally {
    db.close();
  }
}

const backupFiles = () => readdirSync(backups()).filter((name) => name.endsWith(".sqlite"));
let copy: string;
let storedBeforeBackup: string[];

/** `npm run backup` in the background, as the timer starts it while visitors sign up. */
function backupInBackground(): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["scripts/backup.ts"], {
    cwd: root,
    env: { ...process.env, DATABASE_PATH: databasePath(), BACKUP_DIR: backups(), NODE_ENV: "" },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, output })));
}

describe("a backup taken while 200 sign-ups are written", () => {
  it("opens, passes the integrity check, and holds every sign-up stored before it began", async () => {
    // 200 sign-ups, eight at a time, each with a note: writes keep coming while the backup runs.
    const answeredAt = new Map<string, number>();
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < 200; i = next++) {
        const email = `load-${String(i).padStart(3, "0")}@example.com`;
        const response = await fetch(`${server.origin}/api/front-email`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email, message: `note ${i}` }),
        });
        if (response.status === 200) answeredAt.set(email, performance.now());
        await sleep(15);
      }
    };
    const writers = Promise.all(Array.from({ length: 8 }, worker));
    while (answeredAt.size < 40) await sleep(5);
    const backupBegan = performance.now();
    const made = await backupInBackground();
    const backupEnded = performance.now();
    await writers;

    expect(answeredAt.size).toBe(200);
    expect(made.code, made.output).toBe(0);
    copy = path.join(backups(), backupFiles()[0] ?? "");
    expect(
      execFileSync("sqlite3", [copy, "PRAGMA integrity_check;"], { encoding: "utf8" }).trim(),
    ).toBe("ok");
    storedBeforeBackup = [...answeredAt]
      .filter(([, at]) => at < backupBegan)
      .map(([email]) => email);
    const duringBackup = [...answeredAt.values()].filter(
      (at) => at >= backupBegan && at <= backupEnded,
    );
    const inCopy = new Set(emails(copy));
    expect(storedBeforeBackup.filter((email) => !inCopy.has(email))).toEqual([]);
    // Sign-ups were answered while it ran: the copy is a snapshot of a database being written.
    expect(duringBackup.length).toBeGreaterThan(0);
    expect(inCopy.size).toBeLessThan(200);
    console.log(
      `backup: ${statSync(copy).size} bytes, the command took ${(backupEnded - backupBegan).toFixed(0)} ms; ` +
        `${storedBeforeBackup.length} sign-ups stored before it began, ${duringBackup.length} answered while it ran, ` +
        `${inCopy.size} in the copy (integrity ok), 200 stored in the end`,
    );
  });
});

describe("a restore", () => {
  it("refuses a truncated copy, a foreign database and a file that is no database, touching nothing", () => {
    const before = emails(databasePath());
    const truncated = path.join(folder, "truncated.sqlite");
    writeFileSync(truncated, readFileSync(copy).subarray(0, Math.floor(statSync(copy).size / 2)));
    const foreign = path.join(folder, "foreign.sqlite");
    execFileSync("sqlite3", [
      foreign,
      "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('hi');",
    ]);
    const text = path.join(folder, "list.csv");
    writeFileSync(text, "email\nada@example.com\n");

    const answers = [truncated, foreign, text].map((file) => npm("restore", [file]));
    expect(answers.map((answer) => answer.code)).toEqual([1, 1, 1]);
    expect(answers[0]?.output).toMatch(
      /truncated\.sqlite was not restored: damaged: .+ Nothing was changed\./,
    );
    expect(answers[1]?.output).toContain(
      "not the Front's mailing list (no subscribers, messages, outbox table)",
    );
    expect(answers[2]?.output).toContain("not an SQLite database");
    expect(emails(databasePath())).toEqual(before);
    expect(
      readdirSync(path.dirname(databasePath())).some((name) => name.includes("before-restore")),
    ).toBe(false);
  });

  it("puts the backup back while the site runs, keeping what it replaced", async () => {
    const before = emails(databasePath());
    const restored = npm("restore", [copy]);
    expect(restored.code, restored.output).toBe(0);
    const now = new Set(emails(databasePath()));
    expect(storedBeforeBackup.filter((email) => !now.has(email))).toEqual([]);
    // What the restore replaced is kept whole beside the database.
    const aside = readdirSync(path.dirname(databasePath())).find((name) =>
      name.includes("before-restore"),
    );
    expect(aside && emails(path.join(path.dirname(databasePath()), aside))).toEqual(before);
    // The running site reads and writes the restored database.
    const later = await fetch(`${server.origin}/api/front-email`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "after-restore@example.com" }),
    });
    expect(later.status).toBe(200);
    expect(emails(databasePath())).toContain("after-restore@example.com");
    console.log(
      `restore: ${now.size} subscribers back in ${restored.ms.toFixed(0)} ms, the site serving throughout`,
    );
  });
});

describe("rotation", () => {
  it("keeps the newest of each day and week asked for, never more, and deletes the rest", () => {
    // Twenty earlier daily backups, planted as the timer would have left them.
    const day = 86_400_000;
    for (let i = 1; i <= 20; i++) {
      copyFileSync(copy, path.join(backups(), backupName(new Date(Date.now() - i * day))));
    }
    const oldest = backupName(new Date(Date.now() - 20 * day));
    const made = npm("backup", [], { BACKUP_KEEP_DAILY: "7", BACKUP_KEEP_WEEKLY: "2" });
    expect(made.code, made.output).toBe(0);
    const kept = backupFiles();
    // Today's backup (the newest) is kept, the oldest went, and at most 7 + 2 remain.
    expect(kept.at(-1)).toMatch(
      new RegExp(`^front-${new Date().toISOString().slice(0, 10).replace(/-/g, "")}`),
    );
    expect(kept).not.toContain(oldest);
    expect(kept.length).toBeGreaterThanOrEqual(7);
    expect(kept.length).toBeLessThanOrEqual(9);
    console.log(`backup: rotation kept ${kept.length} of 22 (7 daily, 2 weekly)`);
  });
});
