import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../database/database.server.ts";
import { createSubscriberStore } from "./store.server.ts";

const run = promisify(execFile);
let folder: string;
let databasePath: string;

function subscribers(...args: string[]) {
  return run(process.execPath, [path.join(import.meta.dirname, "subscribers-cli.ts"), ...args], {
    env: { ...process.env, DATABASE_PATH: databasePath, SMTP_URL: "", GALLERY_INBOX: "" },
  });
}

const at = new Date("2025-07-15T16:00:00Z");
const base = { lastname: "", message: "", page: null };

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), "front-cli-"));
  databasePath = path.join(folder, "front.sqlite");
  const db = openDatabase(databasePath);
  const store = createSubscriberStore(db);
  store.record(
    { ...base, email: "ada@example.com", firstname: "Ada", page: "/visit" },
    { at, mail: true, nowMs: at.getTime() },
  );
  const linkKey = db.prepare("SELECT link_key FROM subscribers").get()?.link_key;
  store.confirm(String(linkKey), at);
  store.record(
    {
      ...base,
      email: "mallory@example.com",
      firstname: '=HYPERLINK("http://x")',
      message: 'Hi, "all"\nof you',
    },
    { at, mail: false },
  );
  // A mail refused for good, to be listed by `outbox`.
  db.exec(`UPDATE outbox SET attempts = 3, gave_up_at = ${at.getTime()},
    last_error = '550 mailbox unavailable', last_response_code = 550`);
  db.close();
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

// Each test spawns the CLI a few times: slow on a shared machine.
describe("npm run subscribers", { timeout: 20_000 }, () => {
  it("exports every subscriber as CSV with their status, quoted and guarded", async () => {
    const { stdout } = await subscribers("export");
    expect(stdout).toBe(
      "email,first name,last name,status,joined,last signed up,first page,messages,latest message\r\n" +
        "ada@example.com,Ada,,confirmed,2025-07-15T16:00:00.000Z,2025-07-15T16:00:00.000Z,/visit,0,\r\n" +
        'mallory@example.com,"\'=HYPERLINK(""http://x"")",,pending,2025-07-15T16:00:00.000Z,2025-07-15T16:00:00.000Z,,1,"Hi, ""all""\nof you"\r\n',
    );
  });

  it("exports only the confirmed with --confirmed", async () => {
    const { stdout } = await subscribers("export", "--confirmed");
    expect(stdout.trim().split("\r\n").slice(1)).toEqual([
      "ada@example.com,Ada,,confirmed,2025-07-15T16:00:00.000Z,2025-07-15T16:00:00.000Z,/visit,0,",
    ]);
  });

  it("shows everything stored about one person, notes included", async () => {
    const { stdout } = await subscribers("show", "MALLORY@example.com");
    expect(stdout).toMatch(/^email: +mallory@example.com$/m);
    expect(stdout).toMatch(/^status: +pending$/m);
    expect(stdout).toContain('    Hi, "all"\n    of you');
    await expect(subscribers("show", "nobody@example.com")).rejects.toMatchObject({ code: 1 });
  });

  it("lists the mail the outbox gave up on", async () => {
    const { stdout } = await subscribers("outbox");
    expect(stdout).toMatch(
      /^\d+ confirmation for ada@example.com: given up .* after 3 tries \(550 mailbox unavailable\)$/m,
    );
  });

  it("counts, removes an address whatever its case, and says when there is none", async () => {
    expect((await subscribers("count")).stdout).toBe("2\n");
    expect((await subscribers("remove", "ADA@example.com")).stderr).toMatch(/Removed/);
    expect((await subscribers("count")).stdout).toBe("1\n");
    await expect(subscribers("remove", "ada@example.com")).rejects.toMatchObject({ code: 1 });
    expect((await subscribers("show", "ada@example.com")).stdout).toMatch(/salted hash/);
  });

  it("leaves no readable copy of a removed address or its note in the file", async () => {
    const needle = "needle-7f3a9c";
    const db = openDatabase(databasePath);
    const store = createSubscriberStore(db);
    for (let i = 0; i < 50; i++) {
      store.record(
        {
          ...base,
          email: `${needle}@example.com`,
          firstname: `Needle${i}`,
          message: `${needle} note ${i}`,
        },
        { at, mail: true },
      );
    }
    store.record(
      { ...base, email: "stays@example.com", firstname: "", message: "still here" },
      { at, mail: false },
    );
    db.close();
    const bytes = () =>
      ["", "-wal", "-shm"]
        .map((suffix) => `${databasePath}${suffix}`)
        .filter((file) => existsSync(file))
        .map((file) => readFileSync(file).toString("latin1"))
        .join("");
    expect(bytes()).toContain(needle);
    await subscribers("remove", `${needle}@example.com`);
    expect(bytes()).not.toContain(needle);
    expect(bytes()).not.toContain("Needle");
    expect(bytes()).toContain("still here");
  });

  it("explains its usage when the command is unknown", async () => {
    await expect(subscribers("drop")).rejects.toMatchObject({ code: 2 });
    await expect(subscribers("remove")).rejects.toMatchObject({ code: 2 });
  });

  it("reads the site's settings file when the shell names no database, and never makes one", async () => {
    const cli = path.join(import.meta.dirname, "subscribers-cli.ts");
    const settingsFile = path.join(folder, "front.env");
    const elsewhere = mkdtempSync(path.join(tmpdir(), "front-cli-cwd-"));
    // The operator's shell: no DATABASE_PATH, in a folder of its own; the settings file names it.
    const shell = { ...process.env };
    delete shell.DATABASE_PATH;
    const inShell = (file: string) =>
      run(process.execPath, [cli, "count"], {
        cwd: elsewhere,
        env: { ...shell, FRONT_ENV_FILE: file, SMTP_URL: "", GALLERY_INBOX: "" },
      });
    try {
      writeFileSync(settingsFile, `DATABASE_PATH=${databasePath}\n`);
      expect((await inShell(settingsFile)).stdout).toBe((await subscribers("count")).stdout);

      const absent = path.join(folder, "moved", "front.sqlite");
      writeFileSync(settingsFile, `DATABASE_PATH=${absent}\n`);
      await expect(inShell(settingsFile)).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining(`No database at ${absent}`),
      });
      await expect(inShell(path.join(folder, "no-such.env"))).rejects.toMatchObject({ code: 1 });
      expect(existsSync(absent)).toBe(false);
      expect(existsSync(path.join(elsewhere, "data"))).toBe(false);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
