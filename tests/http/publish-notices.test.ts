// A refused Publish is mailed to the gallery's inbox exactly once, through a real SMTP server on
// loopback: not again when the log is read again, nor after the site restarts. Each later mail
// for a new commit proves the watcher read the whole log again, the old refusal in it.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublishRecord } from "../../app/publish-log/publish-log.ts";
import { headerOf, textOf } from "../support/mail-text.ts";
import { eventually } from "../support/eventually.ts";
import { publishRecord, writePublishLog } from "../support/publish-log.ts";
import { startServer, type RunningServer } from "../support/running-server.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";

const SITE_URL = "https://gallery.example.org";
const INBOX = "gallery@example.org";
let folder: string;
let logFile: string;
let smtp: TestSmtpServer;
let server: RunningServer | undefined;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "front-publish-notices-"));
  logFile = path.join(folder, "state", "publishes.json");
  mkdirSync(path.dirname(logFile));
  smtp = await startTestSmtpServer();
});

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  rmSync(folder, { recursive: true, force: true });
});

const start = () =>
  startServer({
    DATABASE_PATH: path.join(folder, "front.sqlite"),
    SITE_URL,
    SIGNUP_SECRET: "publish-notices-test-secret-0123456789",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}?requireTLS=false`,
    GALLERY_INBOX: INBOX,
    PUBLISH_LOG: logFile,
  });

function logOf(...records: PublishRecord[]) {
  return { checkedAt: new Date().toISOString(), intervalSeconds: 300, pinned: null, records };
}

const refused = (letter: string) =>
  publishRecord(letter, "refused", {
    author: "Bea Smith <bea@example.org>",
    subject: `Add show ${letter}`,
    reasons: [`app/content/shows/${letter}.md: show ${letter}, field closes: not a date`],
  });

const subjects = () => smtp.received.map((mail) => headerOf(mail.raw, "Subject"));

async function mailCount(count: number) {
  await eventually(
    () => smtp.received.length >= count,
    () => `${smtp.received.length} mails, not ${count}:\n${server?.output()}`,
  );
  // Long enough for a second mail of the same commit to have come, were one sent.
  await sleep(1500);
  return subjects();
}

describe("publish notices through the outbox", () => {
  it("mails a refused Publish once, with its commit, author, reasons and the status page", async () => {
    writePublishLog(logFile, logOf(publishRecord("a", "live"), refused("b")));
    server = await start();
    expect(await mailCount(1)).toEqual(["Publish refused: Add show b (Bea Smith)"]);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual([INBOX]);
    const text = textOf(mail?.raw ?? "");
    expect(text).toContain(`commit ${"b".repeat(40)}`);
    expect(text).toContain("by Bea Smith <bea@example.org>");
    expect(text).toContain("- app/content/shows/b.md: show b, field closes: not a date");
    expect(text).toContain(`Where each Publish stands: ${SITE_URL}/admin/status`);
  });

  it("does not mail it again when the log is read again", async () => {
    // The same refusal, a later look; then a new one beside it.
    writePublishLog(logFile, logOf(refused("b")));
    await sleep(1000);
    writePublishLog(logFile, logOf(refused("c"), refused("b")));
    expect(await mailCount(2)).toEqual([
      "Publish refused: Add show b (Bea Smith)",
      "Publish refused: Add show c (Bea Smith)",
    ]);
  });

  it("does not mail it again after a restart", async () => {
    await server?.stop();
    server = await start();
    writePublishLog(logFile, logOf(refused("d"), refused("c"), refused("b")));
    expect(await mailCount(3)).toEqual([
      "Publish refused: Add show b (Bea Smith)",
      "Publish refused: Add show c (Bea Smith)",
      "Publish refused: Add show d (Bea Smith)",
    ]);
    console.log(
      `publish notices: ${smtp.received.length} mails for 3 refused commits, the log rewritten 4 times, the site started twice`,
    );
  });
});
