// The real host (issue 30), a CI step of its own (`npm run test:host`, as root): docs/operating.md's
// going live, its commands as the page has them with the four changes of "Trying it without a
// domain", on a Debian 12 server booted with systemd as PID 1; then the first week such a server
// meets: a sign-up, a killed process, a power cut, a restart of Caddy and the site's unit, a
// member's change through the updater's unit, a rollback, a release that does not start and one
// that migrates the database, the operator's commands from a root shell, a backup and a
// restore, and a week of timers, with no unit failed at the end. Mail is left off, as the page
// allows.
import { SIGN_IN_FOR_REASONS } from "../../app/features/publishes/publish-status.ts";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commandsAfter, replaced } from "../support/doc-commands.ts";
import { bootHost, hostImage, onHost, powerOff, powerOn, removeHost } from "./debian-host.ts";
import {
  OPERATING,
  backupAndRestore,
  goingLiveOnLoopback,
  rollbackCommand,
} from "./going-live-commands.ts";
import {
  alertsNeedMailSaid,
  ask,
  liveFailedUnits,
  readiness,
  signUp,
  SITE,
  subscribers,
  TOOL,
  untilHomeAnswers,
} from "./host-site.ts";
import { commitAndPush, listening, serveRepository } from "./member-remote.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
/** What the server listens on, on this machine's loopback: Caddy's and the site's. */
const PORTS = [80, 443, 2019, 3001, 3002];
/** This checkout's drawn pictures, if built: the first release starts from them (see below). */
const PICTURES = path.join(root, "public", "images");
const HOST_PICTURES = "/mnt/front-pictures";

let folder: string;
/** The site's repository as the gallery's remote would hold it, served by `git daemon`. */
let repository: string;
/** A member's clone of the site's repository, whose pushes the server's updater sees. */
let member: string;
/** The commit served as main: this checkout's HEAD, which the first release must be. */
let served: string;
let stopRemote: (() => void) | undefined;
const figures: string[] = [];

beforeAll(async () => {
  for (const port of PORTS) {
    expect(await listening(port), `port ${port} is taken on this machine`).toBe(false);
  }
  folder = mkdtempSync(path.join(tmpdir(), "front-host-"));
  ({ repository, member, commit: served, stop: stopRemote } = await serveRepository(root, folder));

  const [packages = ""] = commandsAfter(OPERATING, "## From a fresh Debian server to https");
  const image = hostImage(packages);
  await bootHost(
    image,
    existsSync(path.join(PICTURES, "manifest.json")) ? [[PICTURES, HOST_PICTURES]] : [],
  );
}, 15 * 60_000);

afterAll(() => {
  if (process.env.FRONT_HOST_KEEP !== "1") removeHost();
  stopRemote?.();
  if (folder) rmSync(folder, { recursive: true, force: true });
  if (figures.length > 0) console.log(`host: ${figures.join("; ")}`);
});

describe("a Debian server with systemd, as the operator's guide sets it up", () => {
  it("goes live with the page's commands, and takes a sign-up over https", async () => {
    const commands = goingLiveOnLoopback(repository, SITE);
    expect(commands.length).toBeLessThanOrEqual(12);
    const times: string[] = [];
    let output = "";
    for (const [index, command] of commands.entries()) {
      const started = Date.now();
      // A shell each, in the folder the newcomer's shell is in: the clone once it exists.
      output = onHost([`cd /srv/front/setup 2>/dev/null || cd /root`, command].join("\n"), {
        timeoutMs: 20 * 60_000,
      }).stdout;
      times.push(`${index + 1}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
      if (command.includes("git clone") && existsSync(path.join(PICTURES, "manifest.json"))) {
        // The pictures this checkout drew, as a kept cache: the image pipeline draws again any
        // whose source, recipe or encoder differs from its manifest (decision 023), and the
        // first release starts from the clone's (FRONT_CACHE_FROM).
        onHost(`sudo -u front cp -r ${HOST_PICTURES} /srv/front/setup/public/images`);
      }
    }
    figures.push(`the page's ${commands.length} commands took ${times.join(", ")}`);
    // The last command is the page's check, through Caddy, with its authority trusted.
    const release = expect.stringMatching(`-${served.slice(0, 7)}$`);
    expect(JSON.parse(output)).toMatchObject({ ready: true, release });
    expect(onHost("systemctl is-enabled front.service").stdout.trim()).toBe("enabled");

    expect(await signUp("first-visitor@example.com")).toBe(200);
    const stored = onHost(
      `sqlite3 /srv/front/data/front.sqlite "SELECT email, last_signup_address FROM subscribers"`,
    ).stdout.trim();
    expect(stored).toBe("first-visitor@example.com|127.0.0.1");
    expect(onHost("stat -c %a /srv/front/data/front.sqlite").stdout.trim()).toBe("600");
  });

  it("brings a killed site process back within seconds", async () => {
    const { release } = await readiness();
    const port = JSON.parse(onHost("cat /srv/front/state/live.json").stdout).port as number;
    onHost(`kill -KILL "$(systemctl show --property=MainPID --value front@${port})"`);
    const back = await untilHomeAnswers(30_000);
    figures.push(`a killed process answered again after ${back} ms`);
    expect((await readiness()).release).toBe(release);
  });

  it("comes back by itself after a power cut, on the release that was live, sign-ups kept", async () => {
    const { release } = await readiness();
    powerOff();
    const poweredOn = Date.now();
    powerOn();
    const back = await untilHomeAnswers(60_000);
    figures.push(
      `power-on to the first 200 on /: ${((Date.now() - poweredOn) / 1000).toFixed(1)} s`,
    );
    expect(back).toBeLessThan(60_000);
    expect((await readiness()).release).toBe(release);
    expect(subscribers()).toEqual(["first-visitor@example.com"]);
    // Only the live release runs: the idle port's slot is not started.
    expect(
      onHost("systemctl list-units --state=active --plain --no-legend 'front@*'").stdout,
    ).toMatch(/^front@\d+\.service[^\n]*\n?$/);
  });

  it("keeps the live release, and only it, through a restart of Caddy and the site's unit", async () => {
    const { release } = await readiness();
    onHost("systemctl restart caddy front", { timeoutMs: 2 * 60_000 });
    await untilHomeAnswers(30_000);
    expect((await readiness()).release).toBe(release);
    expect(
      onHost("systemctl list-units --state=active --plain --no-legend 'front@*'").stdout,
    ).toMatch(/^front@\d+\.service[^\n]*\n?$/);
  });

  it("brings a member's change live through the updater's unit, and rolls it back as the page says", async () => {
    const first = (await readiness()).release;
    const event = path.join(member, "app/content/events/2022-10-07-opening-reception-turning.md");
    const published = Date.now();
    commitAndPush(member, "Publish", () =>
      writeFileSync(
        event,
        replaced(
          readFileSync(event, "utf8"),
          'title: "Opening Reception: Turning"',
          'title: "Turning as published"',
        ),
      ),
    );
    onHost("systemctl start front-update", { timeoutMs: 10 * 60_000 });
    expect((await readiness()).release).not.toBe(first);
    expect((await ask("/events.ics")).body.toString()).toContain("Turning as published");
    figures.push(
      `a member's commit was live ${((Date.now() - published) / 1000).toFixed(0)} s after the push`,
    );

    onHost(rollbackCommand(), { timeoutMs: 5 * 60_000 });
    expect((await readiness()).release).toBe(first);
    expect((await ask("/events.ics")).body.toString()).not.toContain("Turning as published");
  });

  it("keeps the live release when a new one does not start, and says why to the operator and the members", async () => {
    const live = (await readiness()).release;
    const migrations = path.join(member, "app/database/migrations.server.ts");
    const before = readFileSync(migrations, "utf8");
    // The steps are one file each in app/database/migrations/; a step for this test is written
    // into the list itself, after the last.
    const steps = path.join(member, "app/database/migrations");
    const versions = readdirSync(steps).flatMap((file) =>
      [...readFileSync(path.join(steps, file), "utf8").matchAll(/^ {2}version: (\d+),$/gm)].map(
        (match) => Number(match[1]),
      ),
    );
    const next = Math.max(...versions) + 1;
    const withMigration = (sql: string) =>
      before.replace(
        /\n\];\n/,
        `\n  {\n    version: ${next},\n    description: "a note for the host test",\n    sql: \`${sql}\`,\n  },\n];\n`,
      );
    const broken = commitAndPush(member, "A migration with a mistake", () =>
      writeFileSync(
        migrations,
        withMigration("CREATE TABLE host_test_note (id INTEGER PRIMARY KEY,, note TEXT)"),
      ),
    );
    const failed = onHost(`${TOOL} release' 2>&1`, { timeoutMs: 10 * 60_000, allowFailure: true });
    expect(failed.status).not.toBe(0);
    expect(failed.stdout).toMatch(
      /did not start on port \d+ \(front@\d+\.service\): .*syntax error/,
    );
    expect((await readiness()).release).toBe(live);
    expect(await signUp("during-the-failed-release@example.com")).toBe(200);
    const status = onHost(`${TOOL} status'`).stdout;
    expect(status).toContain(`last update: did-not-start ${broken.slice(0, 7)}`);
    expect(status).toMatch(/syntax error/);
    const page = (await ask("/admin/status")).body.toString();
    expect(page).toContain("Did not start");
    // The server's own words are for members signed in at the desk, not for anyone who asks.
    expect(page).toContain(SIGN_IN_FOR_REASONS);
    expect(page).not.toMatch(/syntax error/);
    // The tool told the operator itself: no unit is left failed, none restarts in a loop.
    expect(liveFailedUnits()).toBe("");

    // The fix, released by the operator: the database is copied where the page says, then migrated.
    commitAndPush(member, "The migration, fixed", () =>
      writeFileSync(
        migrations,
        withMigration("CREATE TABLE host_test_note (id INTEGER PRIMARY KEY, note TEXT) STRICT;"),
      ),
    );
    const started = Date.now();
    onHost(`${TOOL} release'`, { timeoutMs: 10 * 60_000 });
    figures.push(`a release that migrates took ${((Date.now() - started) / 1000).toFixed(0)} s`);
    expect((await readiness()).release).not.toBe(live);
    expect(onHost(`sqlite3 /srv/front/data/front.sqlite "PRAGMA user_version"`).stdout.trim()).toBe(
      String(next),
    );
    const copies = onHost("ls /srv/front/backups").stdout.trim().split("\n");
    // The newest: the release that did not start made one too, before its migration failed.
    const copy = copies
      .filter((name) =>
        new RegExp(
          `^front-before-migration-v${next - 1}-to-v${next}-\\d{8}T\\d{6}Z\\.sqlite$`,
        ).test(name),
      )
      .at(-1);
    expect(copy, copies.join(", ")).toBeDefined();
    expect(
      onHost(`sqlite3 /srv/front/backups/${copy} "SELECT email FROM subscribers ORDER BY id"`)
        .stdout.trim()
        .split("\n"),
    ).toEqual(["first-visitor@example.com", "during-the-failed-release@example.com"]);
    expect(subscribers()).toEqual([
      "first-visitor@example.com",
      "during-the-failed-release@example.com",
    ]);
  });

  it("answers the operator's mailing-list commands from a root shell anywhere, and never makes an empty database", () => {
    const exported = onHost(
      "cd /root && sudo -u front sh -c 'cd /srv/front/current && npm run --silent subscribers -- export'",
    ).stdout;
    expect(exported).toContain("first-visitor@example.com");
    const asRoot = onHost("cd /srv/front/current && npm run --silent subscribers -- count 2>&1", {
      allowFailure: true,
    });
    expect(asRoot.status).not.toBe(0);
    expect(asRoot.stdout).toContain("run this as the site's user");
    expect(onHost("ls /srv/front/current/data 2>&1 || true").stdout).toContain("No such file");
  });

  it("backs up by the timer's unit and restores as the page writes it", async () => {
    onHost("rm -f /srv/front/backups/front-2*.sqlite");
    onHost("systemctl start front-backup");
    const [backup, ...others] = onHost("ls /srv/front/backups | grep -v before-migration")
      .stdout.trim()
      .split("\n");
    expect(others).toEqual([]);
    const file = `/srv/front/backups/${backup}`;
    expect(onHost(`stat -c %a ${file}`).stdout.trim()).toBe("600");

    expect(await signUp("after-the-backup@example.com")).toBe(200);
    const { backupNow, restore } = backupAndRestore(file);
    onHost(restore, { timeoutMs: 2 * 60_000 });
    expect(subscribers()).toEqual([
      "first-visitor@example.com",
      "during-the-failed-release@example.com",
    ]);
    expect(onHost("find /srv/front/data /srv/front/backups ! -user front").stdout).toBe("");
    expect(await signUp("after-the-restore@example.com")).toBe(200);
    onHost(backupNow, { timeoutMs: 2 * 60_000 });
    expect(onHost("ls /srv/front/backups | grep -cv before-migration").stdout.trim()).toBe("1");
  });

  it("runs a week of timers without mail and leaves no unit failed, saying once that alerts need mail", async () => {
    for (let day = 0; day < 7; day += 1) {
      // A day passes between a timer's starts, which systemd's start limit (five in 10 s, met
      // here by the tests before this one too) never sees: its count is cleared as a day would.
      // A start that fails still fails the test (systemctl exits non-zero), and no unit may be
      // left failed at the end.
      onHost("systemctl reset-failed front-check front-backup front-update");
      onHost("systemctl start front-check front-backup", { timeoutMs: 2 * 60_000 });
      onHost("systemctl start front-update", { timeoutMs: 10 * 60_000 });
    }
    expect(liveFailedUnits()).toBe("");
    const { said, expected } = alertsNeedMailSaid();
    expect(said).toBe(expected);
    expect(onHost(`${TOOL} status'`).stdout).toMatch(/^alerts: off; alerts are not mailed/m);
  });
});
