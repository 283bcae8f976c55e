// docs/operating.md's going live, followed as a newcomer would (issue 16): its ten commands, as
// the page has them, with the four changes of "Trying it without a domain", as root on a stand-in
// for a fresh Debian 12 server (a podman container booted with systemd, sharing this machine's
// loopback). Then what a gallery needs of it: a sign-up over https through Caddy, a member's
// change brought live by the updater's unit, the page's rollback, a backup by the timer's unit,
// and the page's restore and backup. `npm run test:walkthrough`, as root: about 8 minutes
// here, most of it apt and the first build.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { httpsGet } from "../support/caddy.ts";
import { replaced } from "../support/doc-commands.ts";
import { freePort } from "../support/free-port.ts";
import { debianServerImage, podman } from "../support/podman.ts";
import { backupAndRestore, goingLiveOnLoopback, rollbackCommand } from "./going-live-commands.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const SITE = "https://localhost";
const MACHINE = "front-walkthrough";
/** What the stand-in server listens on, on this machine's loopback: Caddy's and the site's. */
const PORTS = [80, 443, 2019, 3001, 3002];
const CADDY_ROOT = "/usr/local/share/ca-certificates/caddy-local.crt";

let folder: string;
/** The site's repository as the gallery's remote would hold it, served by `git daemon`. */
let repository: string;
let gitDaemon: ReturnType<typeof spawn> | undefined;
let machineStarted = false;
/** This machine's extra authorities (a proxy's, for the registries), which the root shell needs. */
const hostCa = process.env.NODE_EXTRA_CA_CERTS ? "/etc/ssl/certs/ca-certificates.crt" : null;

/** A command as root on the stand-in server, in a shell that stops at the first failure. */
function onServer(script: string, timeoutMs = 60_000) {
  const env = hostCa ? ["-e", `NODE_EXTRA_CA_CERTS=${hostCa}`] : [];
  return podman(["exec", ...env, MACHINE, "bash", "-e", "-o", "pipefail", "-c", script], {
    timeoutMs,
  });
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

beforeAll(async () => {
  for (const port of PORTS) {
    expect(await listening(port), `port ${port} is taken on this machine`).toBe(false);
  }
  folder = mkdtempSync(path.join(tmpdir(), "front-walkthrough-"));
  // The site's repository, as the gallery's remote would hold it: this checkout's HEAD.
  spawnSync("git", ["clone", "--quiet", "--bare", root, path.join(folder, "site.git")]);
  const gitPort = await freePort();
  gitDaemon = spawn(
    "git",
    ["daemon", "--export-all", `--base-path=${folder}`, "--listen=127.0.0.1", `--port=${gitPort}`],
    { stdio: "ignore" },
  );
  const started = Date.now();
  while (!(await listening(gitPort))) {
    if (Date.now() - started > 10_000) throw new Error("git daemon did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  repository = `git://127.0.0.1:${gitPort}/site.git`;

  const image = debianServerImage();
  podman(["rm", "--force", MACHINE], { allowFailure: true });
  podman([
    "run",
    "--detach",
    `--name=${MACHINE}`,
    "--systemd=always",
    // systemd as init wants its cgroups and raises units' limits (Caddy's LimitNOFILE).
    "--privileged",
    "--network=host",
    image,
  ]);
  machineStarted = true;
  const booted = Date.now();
  for (;;) {
    const state = podman(["exec", MACHINE, "systemctl", "is-system-running"], {
      allowFailure: true,
    }).stdout.trim();
    if (state === "running" || state === "degraded") break;
    if (Date.now() - booted > 60_000) throw new Error(`systemd did not boot: ${state}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (hostCa) {
    // This machine's proxy authority reaches the `front` user's npm through sudo (installed by
    // the page's first command, which reads this folder).
    onServer(
      `mkdir -p /etc/sudoers.d && echo 'Defaults env_keep += "NODE_EXTRA_CA_CERTS"' > /etc/sudoers.d/host-ca && chmod 440 /etc/sudoers.d/host-ca`,
    );
  }
}, 5 * 60_000);

afterAll(() => {
  if (machineStarted) podman(["rm", "--force", "--time=5", MACHINE], { allowFailure: true });
  gitDaemon?.kill();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

async function ask(pathname: string, init: { method?: string; body?: string } = {}) {
  const ca = Buffer.from(onServer(`cat ${CADDY_ROOT}`).stdout);
  return httpsGet(`${SITE}:443${pathname}`, ca, {
    ...init,
    headers: init.body ? { "Content-Type": "application/json" } : {},
  });
}

const liveRelease = async () =>
  (JSON.parse((await ask("/health/ready")).body.toString()) as { release: string }).release;

it(
  "reaches https through Caddy on a fresh Debian server, and the gallery can work there",
  async () => {
    const commands = goingLiveOnLoopback(repository, SITE);
    expect(commands.length).toBeLessThanOrEqual(12);
    const times: string[] = [];
    let output = "";
    for (const [index, command] of commands.entries()) {
      const started = Date.now();
      // A shell each, in the folder the newcomer's shell is in: the clone once it exists.
      const script = [`cd /srv/front/setup 2>/dev/null || cd /root`, command].join("\n");
      const result = onServer(script, 20 * 60_000);
      output = result.stdout;
      times.push(`${index + 1}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    console.log(`walkthrough: the page's ${commands.length} commands took ${times.join(", ")}`);
    // The last command is the page's check, through Caddy, with its authority trusted.
    expect(JSON.parse(output)).toMatchObject({ ready: true });

    // A visitor signs up over https; the site stores the address Caddy saw.
    const signUp = await ask("/api/front-email", {
      method: "POST",
      body: JSON.stringify({ email: "first-visitor@example.com", firstname: "First" }),
    });
    expect(signUp.status).toBe(200);
    const stored = onServer(
      `sqlite3 /srv/front/data/front.sqlite "SELECT email, last_signup_address FROM subscribers"`,
    ).stdout.trim();
    expect(stored).toBe("first-visitor@example.com|127.0.0.1");
    expect(onServer("stat -c %a /srv/front/data/front.sqlite").stdout.trim()).toBe("600");

    // A member's change reaches the deployed branch; the updater's unit brings it live.
    const first = await liveRelease();
    const member = path.join(folder, "member");
    const git = (...args: string[]) => {
      const result = spawnSync("git", args, { cwd: member, encoding: "utf8" });
      expect(result.status, result.stderr).toBe(0);
      return result.stdout;
    };
    spawnSync("git", ["clone", "--quiet", path.join(folder, "site.git"), member]);
    const event = path.join(member, "app/content/events/2022-10-07-opening-reception-turning.md");
    writeFileSync(
      event,
      replaced(
        readFileSync(event, "utf8"),
        'title: "Opening Reception: Turning"',
        'title: "Turning as published"',
      ),
    );
    git(
      "-c",
      "user.name=A member",
      "-c",
      "user.email=member@example.com",
      "commit",
      "-qam",
      "Publish",
    );
    git("push", "--quiet", "origin", "HEAD");
    const published = Date.now();
    onServer("systemctl start front-update", 10 * 60_000);
    const updated = await liveRelease();
    expect(updated).not.toBe(first);
    expect((await ask("/events.ics")).body.toString()).toContain("Turning as published");
    console.log(
      `walkthrough: a commit was live ${((Date.now() - published) / 1000).toFixed(0)} s after the push`,
    );

    // The page's rollback, as it has it.
    onServer(rollbackCommand(), 5 * 60_000);
    expect(await liveRelease()).toBe(first);
    expect((await ask("/events.ics")).body.toString()).not.toContain("Turning as published");

    // The backup timer's unit: a copy for the site's user alone, with the sign-up in it.
    onServer("systemctl start front-backup");
    const backups = onServer("ls /srv/front/backups").stdout.trim().split("\n");
    expect(backups).toHaveLength(1);
    const backup = `/srv/front/backups/${backups[0]}`;
    expect(onServer(`stat -c %a ${backup}`).stdout.trim()).toBe("600");
    expect(onServer(`sqlite3 ${backup} "SELECT email FROM subscribers"`).stdout.trim()).toBe(
      "first-visitor@example.com",
    );

    // A later sign-up, then the page's restore of that backup, as it has it: the site goes
    // on serving and taking sign-ups, and every file of the mailing list stays the site user's.
    const signUpAs = async (email: string) =>
      (await ask("/api/front-email", { method: "POST", body: JSON.stringify({ email }) })).status;
    expect(await signUpAs("after-the-backup@example.com")).toBe(200);
    const { backupNow, restore } = backupAndRestore(backup);
    onServer(restore, 2 * 60_000);
    const subscribers = () =>
      onServer(`sqlite3 /srv/front/data/front.sqlite "SELECT email FROM subscribers ORDER BY id"`)
        .stdout.trim()
        .split("\n");
    expect(subscribers()).toEqual(["first-visitor@example.com"]);
    expect(onServer("find /srv/front/data /srv/front/backups ! -user front").stdout).toBe("");
    expect(JSON.parse((await ask("/health/ready")).body.toString())).toMatchObject({
      ready: true,
    });
    expect(await signUpAs("after-the-restore@example.com")).toBe(200);
    expect(subscribers()).toEqual(["first-visitor@example.com", "after-the-restore@example.com"]);
    // And the page's backup by hand: the newest of the day, so it replaces the timer's.
    onServer(backupNow, 2 * 60_000);
    const [newest, ...others] = onServer("ls /srv/front/backups").stdout.trim().split("\n");
    expect(others).toEqual([]);
    expect(`/srv/front/backups/${newest}`).not.toBe(backup);
    expect(
      onServer(`sqlite3 /srv/front/backups/${newest} "SELECT email FROM subscribers ORDER BY id"`)
        .stdout.trim()
        .split("\n"),
    ).toEqual(["first-visitor@example.com", "after-the-restore@example.com"]);
  },
  40 * 60_000,
);
