// Alerts to the operator (issue 22, item 8), through a real SMTP sink on loopback: a failed
// unit's mail (as cron's `||` and systemd's OnFailure= send it), and the check timer's three
// faults (a disk under its bound, a deep check failing past its hold, a certificate made by
// openssl expiring in 10 days), each mailed once when it starts, once when it clears.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statfsSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import tls from "node:tls";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headerOf, textOf } from "../support/mail-text.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
let folder: string;
let smtp: TestSmtpServer;
let deep: http.Server;
let deepFails = true;
let site: tls.Server;
let env: Record<string, string>;

function listening<T extends http.Server | tls.Server>(server: T): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
}

/** `node deploy/NAME.ts ARGS` as its unit or cron line runs it; not blocking the sink. */
function tool(name: string, args: string[], extra: Record<string, string> = {}) {
  const started = performance.now();
  return new Promise<{ code: number | null; output: string; ms: number }>((resolve) => {
    const child = spawn(process.execPath, [path.join(root, "deploy", `${name}.ts`), ...args], {
      env: { ...process.env, ...env, ...extra },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("close", (code) => resolve({ code, output, ms: performance.now() - started }));
  });
}

const subjects = () => smtp.received.map((mail) => headerOf(mail.raw, "Subject") ?? "");

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "front-alerts-"));
  const home = path.join(folder, "home");
  mkdirSync(path.join(home, "state"), { recursive: true });
  mkdirSync(path.join(folder, "data"));
  smtp = await startTestSmtpServer();

  // The live release's deep check, as the site answers it with its database locked.
  deep = http.createServer((_request, response) => {
    response.writeHead(deepFails ? 503 : 200, { "Content-Type": "application/json" });
    response.end(
      JSON.stringify(
        deepFails
          ? {
              ok: false,
              release: "test",
              reason: "database: database is locked",
              checks: { database: "database is locked" },
            }
          : { ok: true, release: "test", checks: {} },
      ),
    );
  });
  const livePort = await listening(deep);
  writeFileSync(
    path.join(home, "state", "live.json"),
    JSON.stringify({ release: "test", commit: "0".repeat(40), port: livePort, since: "" }),
  );

  // The site's address over TLS, with a certificate openssl made to last 10 days.
  const key = path.join(folder, "key.pem");
  const certificate = path.join(folder, "cert.pem");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes"],
      ...["-keyout", key, "-out", certificate, "-days", "10", "-subj", "/CN=localhost"],
      ...["-addext", "subjectAltName=DNS:localhost"],
    ],
    { stdio: "ignore" },
  );
  site = tls.createServer({ key: readFileSync(key), cert: readFileSync(certificate) }, (socket) =>
    socket.end(),
  );
  const sitePort = await listening(site);

  const envFile = path.join(folder, "front.env");
  writeFileSync(
    envFile,
    [
      `SITE_URL=https://localhost:${sitePort}`,
      `DATABASE_PATH=${path.join(folder, "data", "front.sqlite")}`,
      `SMTP_URL=smtp://127.0.0.1:${smtp.port}?requireTLS=false`,
      "GALLERY_INBOX=gallery@example.org",
      "ALERT_EMAIL=operator@example.org",
      "",
    ].join("\n"),
  );
  env = { FRONT_HOME: home, FRONT_ENV_FILE: envFile };
});

afterAll(async () => {
  await smtp?.close();
  deep?.close();
  site?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe("a unit that fails", () => {
  it("mails the operator its name, its last lines and the command that answers it", async () => {
    // The backup, as cron runs it, on a database whose folder is a file: it fails.
    const log = path.join(folder, "backup.log");
    const blocked = path.join(folder, "not-a-folder");
    writeFileSync(blocked, "");
    const backup = spawn(process.execPath, [path.join(root, "scripts", "backup.ts")], {
      env: { ...process.env, DATABASE_PATH: path.join(blocked, "front.sqlite"), NODE_ENV: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    backup.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    backup.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => backup.once("close", resolve));
    expect(code).toBe(1);
    writeFileSync(log, output);

    const sent = await tool("alert", ["front-backup", log]);
    expect(sent.code, sent.output).toBe(0);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(["operator@example.org"]);
    expect(headerOf(mail?.raw ?? "", "Subject")).toMatch(
      /^\[localhost:\d+\] front-backup\.service failed$/,
    );
    const text = textOf(mail?.raw ?? "");
    expect(text).toContain("backup failed:");
    expect(text).toContain("npm run backup");
    console.log(`alerts: a failed backup's mail reached the sink in ${sent.ms.toFixed(0)} ms`);
    smtp.received.length = 0;
  });
});

describe("the check timer", () => {
  it("mails each fault once when it starts and once when it clears, not every run", async () => {
    // Below the bound: the disk's free space plus 1 GiB.
    const stats = statfsSync(folder);
    const freeMiB = Math.floor((stats.bavail * stats.bsize) / 1024 / 1024);
    const bound = { ALERT_DISK_FREE_MIB: String(freeMiB + 1024) };
    const t0 = Date.now();
    const at = (minutes: number) => ({
      ...bound,
      FRONT_CHECK_NOW: new Date(t0 + minutes * 60_000).toISOString(),
    });

    const runs: { mails: string[]; ms: number }[] = [];
    const check = async (extra: Record<string, string>) => {
      const before = smtp.received.length;
      const run = await tool("check", [], extra);
      expect(run.code, run.output).toBe(0);
      runs.push({ mails: subjects().slice(before), ms: run.ms });
      return subjects()
        .slice(before)
        .map((subject) => subject.replace(/^\[[^\]]+\] /, ""));
    };

    // First run: the disk and the certificate at once; the deep check has failed for 0 min.
    const first = await check(at(0));
    expect(first.sort()).toEqual([
      expect.stringMatching(/^low disk for /),
      expect.stringMatching(/^the site's certificate expires in (9|10) days$/),
    ]);
    // Five minutes on, the deep check has failed past its four-minute hold.
    expect(await check(at(5))).toEqual(["the site's deep check fails"]);
    // And a run after that finds the same three faults and says nothing.
    expect(await check(at(10))).toEqual([]);
    // The deep check passes again: one mail says so; the disk's bound is lifted: one more.
    deepFails = false;
    const cleared = await check({ FRONT_CHECK_NOW: new Date(t0 + 15 * 60_000).toISOString() });
    expect(cleared.sort()).toEqual([
      expect.stringMatching(/^cleared: low disk for /),
      "cleared: the site's deep check fails",
    ]);
    expect(smtp.received.every((mail) => mail.to.join() === "operator@example.org")).toBe(true);
    const deepMail = smtp.received.find((mail) =>
      /deep check fails$/.test(headerOf(mail.raw, "Subject") ?? ""),
    );
    expect(textOf(deepMail?.raw ?? "")).toContain("database: database is locked");
    console.log(
      `alerts: check runs at 0, 5, 10, 15 min sent ${runs.map((run) => run.mails.length).join(", ")} mails ` +
        `(${runs.map((run) => `${run.ms.toFixed(0)} ms`).join(", ")})`,
    );
  });
});

describe("a host without mail", () => {
  it("checks and logs, says once that alerts need mail, and never fails a unit for it", async () => {
    const home = path.join(folder, "home-without-mail");
    mkdirSync(path.join(home, "state"), { recursive: true });
    const envFile = path.join(folder, "front-without-mail.env");
    writeFileSync(
      envFile,
      `SITE_URL=https://localhost:1\nDATABASE_PATH=${path.join(folder, "data", "front.sqlite")}\n`,
    );
    const without = { FRONT_HOME: home, FRONT_ENV_FILE: envFile };
    const before = smtp.received.length;
    const runs = [];
    for (let run = 0; run < 3; run += 1) runs.push(await tool("check", [], without));
    for (const run of runs) expect(run.code, run.output).toBe(0);
    const said = runs.map((run) => run.output.includes("alerts are not mailed: they need mail"));
    expect(said).toEqual([true, false, false]);
    expect(runs[0]?.output).toContain(envFile);
    // The certificate at SITE_URL cannot be read: a fault, logged each run though not mailed.
    for (const run of runs) expect(run.output).toMatch(/check: .*certificate/);

    const failed = await tool("alert", ["front-backup"], without);
    expect(failed.code, failed.output).toBe(0);
    expect(failed.output).toContain("front-backup.service failed; alerts are not mailed");
    expect(smtp.received.length).toBe(before);

    // Mail set up, then off again: it is said again.
    writeFileSync(
      envFile,
      `${readFileSync(envFile, "utf8")}SMTP_URL=smtp://127.0.0.1:${smtp.port}?requireTLS=false\nALERT_EMAIL=operator@example.org\n`,
    );
    expect((await tool("check", [], without)).output).not.toContain("alerts are not mailed");
    writeFileSync(envFile, readFileSync(envFile, "utf8").replace(/^SMTP_URL=.*\n/m, ""));
    expect((await tool("check", [], without)).output).toContain("alerts are not mailed");
  });
});
