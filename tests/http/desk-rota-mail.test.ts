// The rota's mail (issue 33) over real HTTP and a real SMTP server on loopback, the gallery's
// clock frozen on Thursday, July 17, 2025 at noon: Saturday's sitter is reminded (it opens in 47
// hours) and every member on the desk list hears once of Friday and Sunday, which nobody sits;
// a restart sends none of them again.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskBrowser, members, signInByMailedCode } from "../support/desk-browser.ts";
import { headerOf, textOf } from "../support/mail-text.ts";
import { startServer, type RunningServer } from "../support/running-server.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";

const THURSDAY_NOON = "2025-07-17T12:00:00-04:00";
const ADMIN = "cora@example.org";
const ANN = "ann@example.org";
const BEN = "ben@example.org";

let folder: string;
let databasePath: string;
let server: RunningServer;
let smtp: TestSmtpServer;

const start = () =>
  startServer({
    DATABASE_PATH: databasePath,
    GALLERY_NOW: THURSDAY_NOON,
    WRITE_RATE_LIMIT: "0",
    TRUST_PROXY: "127.0.0.1",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}?requireTLS=false`,
    GALLERY_INBOX: "gallery@example.org",
    SIGNUP_SECRET: "rota-mail-test-secret-".padEnd(40, "x"),
  });

/** The rota's mails received so far (sign-in codes left out), as "to: subject". */
function rotaMails(): string[] {
  return smtp.received
    .map((mail) => `${mail.to.join(",")}: ${headerOf(mail.raw, "Subject") ?? ""}`)
    .filter((line) => !/code/i.test(line))
    .sort();
}

/** The rota_mail rows: all of them, and those sent. */
function rotaMailRows(): { all: number; sent: number } {
  const db = new DatabaseSync(databasePath, { readOnly: true });
  try {
    const row = db
      .prepare("SELECT count(*) AS all_rows, count(sent_at) AS sent FROM rota_mail")
      .get();
    return { all: Number(row?.all_rows), sent: Number(row?.sent) };
  } finally {
    db.close();
  }
}

async function until(condition: () => boolean, what: string, withinMs = 15_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!condition()) {
    if (Date.now() > deadline)
      throw new Error(`still waiting for ${what}: ${rotaMails().join("; ")}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "front-rota-mail-"));
  databasePath = path.join(folder, "front.sqlite");
  smtp = await startTestSmtpServer();
  server = await start();
  members(databasePath, "add", ADMIN, "--name", "Cora Admin", "--role", "desk-admin");
  members(databasePath, "add", ANN, "--name", "Ann Painter");
  members(databasePath, "add", BEN, "--name", "Ben Potter");
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe("the rota's reminders and gap mails", () => {
  it("reminds the sitter and tells the desk list of each gap, once, across a restart", async () => {
    const admin = deskBrowser(() => server.origin, "198.51.100.1");
    const ann = deskBrowser(() => server.origin, "198.51.100.2");
    await signInByMailedCode(admin, smtp, ADMIN);
    await signInByMailedCode(ann, smtp, ANN);
    // Claimed while the rota is off: nothing is mailed until it is on.
    expect((await ann.post("/desk", { intent: "rota-claim", slot: "2025-07-19" })).status).toBe(
      303,
    );
    expect(rotaMails()).toEqual([]);

    expect((await admin.post("/desk", { intent: "rota-on" })).status).toBe(303);
    const expected = [
      `${ADMIN}: Nobody sits the Front on Friday, July 18, 4-7 PM yet`,
      `${ADMIN}: Nobody sits the Front on Sunday, July 20, 11 AM-5 PM yet`,
      `${ANN}: Nobody sits the Front on Friday, July 18, 4-7 PM yet`,
      `${ANN}: Nobody sits the Front on Sunday, July 20, 11 AM-5 PM yet`,
      `${ANN}: You sit the Front on Saturday, July 19, 11 AM-5 PM`,
      `${BEN}: Nobody sits the Front on Friday, July 18, 4-7 PM yet`,
      `${BEN}: Nobody sits the Front on Sunday, July 20, 11 AM-5 PM yet`,
    ].sort();
    await until(() => rotaMails().length >= expected.length, "seven rota mails");
    expect(rotaMails()).toEqual(expected);
    const gap = smtp.received.find((mail) => headerOf(mail.raw, "Subject")?.includes("Friday"));
    expect(textOf(gap?.raw ?? "")).toContain(`${server.origin}/desk#slot-2025-07-18`);

    // A restart at the same instant: every mail is recorded as sent, and none goes again.
    await until(() => rotaMailRows().sent === expected.length, "the rows marked sent");
    await server.stop();
    server = await start();
    // The site looks for mail due as it starts, before it serves: nothing new was queued, and
    // every row is sent already.
    expect(rotaMailRows()).toEqual({ all: expected.length, sent: expected.length });
    expect(rotaMails()).toEqual(expected);
  });
});
