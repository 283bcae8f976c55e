// The process supervisor (FRONT_SUPERVISOR=process) with stand-in releases: a site process
// that writes down its settings and stops on SIGTERM, and a stranger that took a dead pid.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { formatIdentity, identityOf } from "./process-identity.ts";
import { type Settings, layoutOf, readSettings } from "./settings.ts";
import { supervisorOf, whyItStopped } from "./supervisor.ts";

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

/** A home with one stand-in release, r1, and the site's settings file holding `env`. */
function home(env: string): Settings {
  const folder = mkdtempSync(path.join(tmpdir(), "front-supervisor-"));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  const server = path.join(layoutOf(folder).releases, "r1", "server");
  mkdirSync(server, { recursive: true });
  writeFileSync(
    path.join(server, "index.ts"),
    // Written whole, then renamed: the test reads it only once it is all there.
    `import { renameSync, writeFileSync } from "node:fs";
writeFileSync("settings.json.part", JSON.stringify(process.env));
renameSync("settings.json.part", "settings.json");
process.on("SIGTERM", () => process.exit(0));
setInterval(() => {}, 1000);
`,
  );
  writeFileSync(path.join(folder, "front.env"), env);
  return {
    ...readSettings({ FRONT_HOME: folder, FRONT_SUPERVISOR: "process" }),
    envFile: path.join(folder, "front.env"),
  };
}

async function settingsOfSite(settings: Settings): Promise<Record<string, string>> {
  const file = path.join(layoutOf(settings.home).releases, "r1", "settings.json");
  // A loaded machine may take seconds to start a process: wait for its signal, not a fixed time.
  for (let i = 0; i < 300 && !existsSync(file); i += 1) await sleep(50);
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
}

const pidFile = (settings: Settings, port: number) =>
  path.join(layoutOf(settings.home).state, `${port}.pid`);

describe("the process supervisor", () => {
  it("gives a site process 3 s of drain notice, as front@.service does", async () => {
    const settings = home("SITE_URL=https://gallery.example.org\n");
    const supervisor = supervisorOf(settings);
    await supervisor.start(3101, "r1");
    expect(await settingsOfSite(settings)).toMatchObject({
      DRAIN_NOTICE_SECONDS: "3",
      PORT: "3101",
      RELEASE: "r1",
      SITE_URL: "https://gallery.example.org",
    });
    await supervisor.stop(3101);
    expect(existsSync(pidFile(settings, 3101))).toBe(false);
  });

  it("leaves the drain notice to the settings file when it sets one", async () => {
    const settings = home("DRAIN_NOTICE_SECONDS=0\n");
    const supervisor = supervisorOf(settings);
    await supervisor.start(3102, "r1");
    expect((await settingsOfSite(settings)).DRAIN_NOTICE_SECONDS).toBe("0");
    await supervisor.stop(3102);
  });

  it("stops its own process, and nothing more", async () => {
    const settings = home("");
    const supervisor = supervisorOf(settings);
    await supervisor.start(3103, "r1");
    await settingsOfSite(settings);
    const recorded = readFileSync(pidFile(settings, 3103), "utf8");
    const pid = Number(recorded.split(" ")[0]);
    expect(identityOf(pid)).not.toBeNull();
    await supervisor.stop(3103);
    expect(identityOf(pid)).toBeNull();
    expect(existsSync(pidFile(settings, 3103))).toBe(false);
  });

  it("signals no process that took a dead site process's pid, and forgets the stale file", async () => {
    const settings = home("");
    // Another program now holds the pid the file names (its start time is not the file's).
    const stranger = spawn("sleep", ["30"]);
    cleanups.push(() => stranger.kill("SIGKILL"));
    const pid = stranger.pid ?? 0;
    const identity = identityOf(pid);
    if (!identity?.startTime) throw new Error("no start time for the stranger");
    mkdirSync(layoutOf(settings.home).state, { recursive: true });
    writeFileSync(
      pidFile(settings, 3104),
      formatIdentity({ pid, startTime: String(Number(identity.startTime) - 100) }),
    );
    await supervisorOf(settings).stop(3104);
    expect(identityOf(pid)).not.toBeNull();
    expect(stranger.exitCode).toBeNull();
    expect(existsSync(pidFile(settings, 3104))).toBe(false);

    // A file in the old format (a pid alone) cannot be checked: it is forgotten, no one signalled.
    writeFileSync(pidFile(settings, 3104), `${pid}\n`);
    await supervisorOf(settings).stop(3104);
    expect(identityOf(pid)).not.toBeNull();
    expect(existsSync(pidFile(settings, 3104))).toBe(false);
  });
});

describe("a start that failed, in the process's own words", () => {
  it("is the error's message, not its stack or Node's banner", () => {
    const uncaught = [
      "file:///srv/front/releases/x/build/server/index.js:779",
      "        db.exec(migration.sql);",
      "           ^",
      'Error: near ",": syntax error',
      "    at file:///srv/front/releases/x/build/server/index.js:779:8",
      "    at transaction (file:///srv/front/releases/x/build/server/index.js:728:18) {",
      "  code: 'ERR_SQLITE_ERROR',",
      "}",
      "Node.js v24.21.0",
    ].join("\n");
    expect(whyItStopped(uncaught)).toBe('Error: near ",": syntax error');
    // The same error twice (a restart), once.
    expect(whyItStopped(`${uncaught}\n${uncaught}`)).toBe('Error: near ",": syntax error');
  });

  it("keeps every line of a message that spans several", () => {
    const badSettings =
      "Error: Invalid environment:\n  SITE_URL: required when NODE_ENV=production\n    at checked (x.js:1:1)\nNode.js v24.21.0";
    expect(whyItStopped(badSettings)).toBe(
      "Error: Invalid environment: SITE_URL: required when NODE_ENV=production",
    );
  });

  it("is the last lines, without stack frames, when nothing names an error", () => {
    expect(whyItStopped("starting\n  at x\nlistening on 3002\nkilled\n")).toBe(
      "starting / listening on 3002 / killed",
    );
  });
});
