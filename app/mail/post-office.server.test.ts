import { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { startTestSmtpServer, type TestSmtpServer } from "../../tests/support/smtp-server.ts";
import { FAILING_ATTEMPTS } from "./outbox.server.ts";
import { type MailQueue, type PostOffice, createPostOffice } from "./post-office.server.ts";

const INBOX = "gallery@example.org";
const running: { offices: PostOffice[]; servers: TestSmtpServer[] } = { offices: [], servers: [] };

afterEach(async () => {
  await Promise.all(running.offices.splice(0).map((office) => office.stop()));
  await Promise.all(running.servers.splice(0).map((server) => server.close()));
});

/** Two features' queues: each its own table with the outbox's columns and a line to mail. */
function databaseWithQueues(): DatabaseSync {
  const db = new DatabaseSync(":memory:");
  for (const table of ["letters", "postcards"]) {
    db.exec(`CREATE TABLE ${table} (
      id INTEGER PRIMARY KEY, mail_id TEXT NOT NULL, line TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL DEFAULT 0,
      lease_until INTEGER, last_error TEXT, last_response_code INTEGER, gave_up_at INTEGER,
      sent_at INTEGER)`);
  }
  return db;
}

const queueOf = (table: string, noun: string): MailQueue<string> => ({
  table,
  columns: "o.line",
  joins: "",
  read: (row) => String(row.line),
  compose: (line, inbox) => ({ from: inbox, to: "reader@example.com", subject: line, text: line }),
  noun,
});
const letters = queueOf("letters", "letter(s)");
const postcards = queueOf("postcards", "postcard(s)");

function queue(db: DatabaseSync, table: string, line: string, dueAt = 0) {
  db.prepare(`INSERT INTO ${table} (mail_id, line, next_attempt_at) VALUES (?, ?, ?)`).run(
    `${table}-${line}`,
    line,
    dueAt,
  );
}

async function smtp(refuse?: (n: number) => number | null) {
  const server = await startTestSmtpServer(0, refuse);
  running.servers.push(server);
  return server;
}

function postOffice(db: DatabaseSync, port: number | null, clockMs = () => Date.now()) {
  const office = createPostOffice({
    db,
    mail:
      port === null ? null : { smtpUrl: `smtp://127.0.0.1:${port}?requireTLS=false`, inbox: INBOX },
    clockMs,
    log: () => {},
    retryDelayMs: () => 10,
  });
  running.offices.push(office);
  return office;
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

describe("the post office", () => {
  it("sends every opened queue's mail from the inbox, each with its row's Message-ID", async () => {
    const server = await smtp();
    const db = databaseWithQueues();
    const office = postOffice(db, server.port);
    const toLetters = office.open(letters);
    const toPostcards = office.open(postcards);
    queue(db, "letters", "a letter");
    queue(db, "postcards", "a postcard");
    toLetters.kick();
    toPostcards.kick();
    await waitFor(() => server.received.length === 2, "both mails");
    const raws = server.received.map((mail) => mail.raw);
    expect(raws.find((raw) => raw.includes("Subject: a letter"))).toMatch(
      /^Message-ID: <letters-a letter@example\.org>/im,
    );
    expect(raws.find((raw) => raw.includes("Subject: a postcard"))).toMatch(/^From: gallery@/im);
    expect(office.sends).toBe(true);
    expect(office.inbox).toBe(INBOX);
  });

  it("without SMTP sends nothing and says so, and its queues' rows wait", async () => {
    const db = databaseWithQueues();
    const office = postOffice(db, null);
    queue(db, "letters", "kept");
    office.open(letters).kick();
    expect(office.sends).toBe(false);
    expect(office.inbox).toBeNull();
    expect(db.prepare("SELECT sent_at, lease_until FROM letters").get()).toEqual({
      sent_at: null,
      lease_until: null,
    });
  });

  it("answers the deep check for every queue it opened, naming the stuck one", async () => {
    const server = await smtp();
    const db = databaseWithQueues();
    const office = postOffice(db, server.port);
    office.open(letters);
    office.open(postcards);
    // Opening sends what is due, then sleeps until something is queued and kicked: a row
    // nobody kicked, due 12 minutes ago, is mail no sender holds.
    await sleep(100);
    expect(office.stuck(10 * 60_000)).toBeNull();
    queue(db, "postcards", "forgotten", Date.now() - 12 * 60_000);
    expect(office.stuck(10 * 60_000)).toBe("1 postcard(s) due for 12 min and not being sent");
    expect(office.stuck(13 * 60_000)).toBeNull();
  });

  it("names mail the server refuses try after try, in any queue, with the server's words", async () => {
    const server = await smtp(() => 451);
    const db = databaseWithQueues();
    const office = postOffice(db, server.port);
    const toPostcards = office.open(postcards);
    office.open(letters);
    queue(db, "postcards", "refused");
    toPostcards.kick();
    await waitFor(
      () =>
        Number(db.prepare("SELECT attempts FROM postcards").get()?.attempts) >= FAILING_ATTEMPTS,
      `${FAILING_ATTEMPTS} refused tries`,
    );
    expect(office.stuck(10 * 60_000)).toMatch(
      new RegExp(`^1 postcard\\(s\\) not sent after \\d+ tries: .*451`),
    );
  });
});
