// Backups off the machine (issue 22, item 9): sign-ups into the site's real database, a backup
// (`npm run backup`), the off-site copy with Debian's restic into a local repository standing in
// for the second place, then docs/operating.md's restore drill, as it has it, onto an empty data
// folder: every sign-up is back, and the copy holds the settings. A wrong password fails clearly.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { parseEnvFile } from "../../app/runtime/env-file.ts";
import { commandsAfter } from "../support/doc-commands.ts";
import { startServer } from "../support/running-server.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const OPERATING = "docs/operating.md";
const SIGN_UPS = 60;
let folder: string;
let etc: string;
let backups: string;
let drill: string;
let env: Record<string, string>;

/** A line of the page as it runs here: this folder for the server's, the test's user for `front`. */
function onThisMachine(line: string): string {
  const swaps: [string, string][] = [
    ["sudo -u front sh -c", "sh -c"],
    ["/srv/front/drill/srv/front/backups", `${drill}${backups}`],
    ["/srv/front/drill/etc/front", `${drill}${etc}`],
    ["/srv/front/drill", drill],
    ["/srv/front/current", root],
    ["/etc/front", etc],
  ];
  const swapped = swaps.reduce((text, [from, to]) => text.replaceAll(from, to), line);
  expect(swapped, `a line of ${OPERATING} still names the server's folders: ${line}`).not.toMatch(
    /\/srv\/front|\/etc\/front|sudo/,
  );
  return swapped;
}

function shell(line: string, extra: Record<string, string> = {}) {
  const started = performance.now();
  const result = spawnSync("sh", ["-c", line], {
    cwd: root,
    env: { ...env, ...extra },
    encoding: "utf8",
  });
  return {
    code: result.status,
    output: `${result.stdout}${result.stderr}`,
    seconds: (performance.now() - started) / 1000,
  };
}

/** `node deploy/offsite.ts` as its unit runs it: the release tool's and offsite.env's settings. */
function offsite(extra: Record<string, string> = {}) {
  const settings = parseEnvFile(readFileSync(path.join(etc, "offsite.env"), "utf8"));
  return shell(`node deploy/offsite.ts`, { ...settings, ...extra });
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

const signedUp = Array.from(
  { length: SIGN_UPS },
  (_, i) => `offsite-${String(i).padStart(3, "0")}@example.org`,
);

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "front-offsite-"));
  etc = path.join(folder, "settings");
  backups = path.join(folder, "backups");
  drill = path.join(folder, "drill");
  mkdirSync(etc);
  const databasePath = path.join(folder, "data", "front.sqlite");
  writeFileSync(
    path.join(etc, "front.env"),
    `DATABASE_PATH=${databasePath}\nBACKUP_DIR=${backups}\nSITE_URL=http://127.0.0.1\n`,
  );
  writeFileSync(path.join(etc, "offsite-password"), "a password kept in the gallery's manager\n");
  writeFileSync(
    path.join(etc, "offsite.env"),
    readFileSync(path.join(root, "deploy", "offsite.env.example"), "utf8")
      .replace(/^RESTIC_REPOSITORY=.*$/m, `RESTIC_REPOSITORY=${path.join(folder, "second-place")}`)
      .replaceAll("/etc/front", etc),
  );
  env = {
    PATH: process.env.PATH ?? "",
    HOME: folder,
    XDG_CACHE_HOME: path.join(folder, "cache"),
    FRONT_ENV_FILE: path.join(etc, "front.env"),
  };

  // The sign-ups, through the site itself.
  const server = await startServer({
    DATABASE_PATH: databasePath,
    SIGNUP_RATE_LIMIT: "0",
    WRITE_RATE_LIMIT: "0",
  });
  try {
    for (const email of signedUp) {
      const response = await fetch(`${server.origin}/api/front-email`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email }),
      });
      expect(response.status).toBe(200);
    }
  } finally {
    await server.stop();
  }
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

it("restores every sign-up from the off-site copy onto an empty data folder, with the drill docs/operating.md gives", () => {
  const backup = shell(`set -a; . ${etc}/front.env; npm run --silent backup`);
  expect(backup.code, backup.output).toBe(0);

  // The page's `restic init`, then the timer's copy, twice: the policy keeps one a day.
  const init = commandsAfter(OPERATING, "To turn it on, as root, once").find((line) =>
    line.includes("restic init"),
  );
  expect(init).toBeDefined();
  const made = shell(onThisMachine(init ?? ""));
  expect(made.code, made.output).toBe(0);
  const copies = [offsite(), offsite()];
  for (const copy of copies) expect(copy.code, copy.output).toBe(0);
  const size = /the copy holds (\d+) KiB/.exec(copies[1]?.output ?? "")?.[1];
  expect(size).toBeDefined();

  const lines = commandsAfter(OPERATING, "**The restore drill**").map(onThisMachine);
  expect(lines).toHaveLength(5);
  const [snapshots, restore, list, restoreBackup, cleanUp] = lines;
  const listed = shell(snapshots ?? "");
  expect(listed.code, listed.output).toBe(0);
  // Two copies on one day: the policy (the newest of each day) kept one.
  expect(listed.output).toMatch(/1 snapshots/);
  const restored = shell(restore ?? "");
  expect(restored.code, restored.output).toBe(0);
  const files = shell(list ?? "");
  expect(files.code, files.output).toBe(0);
  // The settings travel with the backups: the secrets a restored site needs.
  for (const name of ["front.env", "offsite.env", "offsite-password"]) {
    expect(files.output).toContain(name);
    expect(readFileSync(path.join(drill, etc, name), "utf8")).toBe(
      readFileSync(path.join(etc, name), "utf8"),
    );
  }
  const back = shell(restoreBackup ?? "");
  expect(back.code, back.output).toBe(0);
  expect(back.output).toContain(`(${SIGN_UPS} subscribers)`);
  expect(emails(path.join(drill, "data", "front.sqlite"))).toEqual(signedUp);
  expect(shell(cleanUp ?? "").code).toBe(0);

  console.log(
    `offsite: ${SIGN_UPS} sign-ups, backup ${backup.seconds.toFixed(1)} s; copies ${copies.map((copy) => copy.seconds.toFixed(1)).join(" s and ")} s ` +
      `(the second sends only what changed), ${size} KiB in the second place; ` +
      `the drill: restic restore ${restored.seconds.toFixed(1)} s, npm run restore ${back.seconds.toFixed(1)} s, all ${SIGN_UPS} sign-ups back`,
  );
});

it("fails clearly with a wrong password: exit 1, so its unit fails and its alert goes", () => {
  const wrong = path.join(folder, "wrong-password");
  writeFileSync(wrong, "not the password\n");
  const copy = offsite({ RESTIC_PASSWORD_FILE: wrong });
  expect(copy.code).toBe(1);
  expect(copy.output).toContain("wrong password");
  expect(copy.output).toMatch(
    /offsite: the copy failed: restic backup .* failed \(exit 1\): .*wrong password/,
  );
  console.log(`offsite: a wrong password: ${copy.output.trim().split("\n").at(-1)}`);
});
