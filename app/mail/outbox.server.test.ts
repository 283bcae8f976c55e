import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../database/database.server.ts";
import { confirmationMail } from "../features/mailing-list/confirmation-mail.ts";
import { notificationMail } from "../features/mailing-list/notification.ts";
import { messageIdOf } from "./message.ts";
import {
  LOOP_ERROR_DELAY_MS,
  PERMANENT_FAILURE_ATTEMPTS,
  backoff,
  startOutbox,
  type Outbox,
} from "./outbox.server.ts";
import { mailingListQueue, type QueuedMail } from "../features/mailing-list/queued-mail.server.ts";
import { smtpSender } from "./smtp.server.ts";
import { createSubscriberStore } from "../features/mailing-list/store.server.ts";
import { freePort } from "../../tests/support/free-port.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../tests/support/smtp-server.ts";

const INBOX = "gallery@example.org";
const running: { outboxes: Outbox[]; servers: TestSmtpServer[] } = { outboxes: [], servers: [] };

afterEach(async () => {
  await Promise.all(running.outboxes.splice(0).map((outbox) => outbox.stop()));
  await Promise.all(running.servers.splice(0).map((server) => server.close()));
});

async function smtp(port?: number, refuse?: (n: number) => number | null) {
  const server = await startTestSmtpServer(port, refuse);
  running.servers.push(server);
  return server;
}

/** These tests are about the queue, not about what each mail says. */
const compose = (queued: QueuedMail, mailId: string) => {
  const messageId = messageIdOf(mailId, INBOX);
  if (queued.kind === "note") return { ...notificationMail(queued.note, INBOX), messageId };
  const links = { confirmUrl: "https://x.example/c", unsubscribeUrl: "https://x.example/u" };
  return { ...confirmationMail(queued.request, links, INBOX), messageId };
};

interface OutboxTestOptions {
  retryDelayMs?: () => number;
  clock?: () => number;
  log?: (line: string) => void;
}

function outbox(db: DatabaseSync, port: number, options: OutboxTestOptions = {}) {
  const started = startOutbox({
    db,
    queue: mailingListQueue("https://front.example", "a-secret-for-these-tests"),
    send: smtpSender(`smtp://127.0.0.1:${port}?requireTLS=false`),
    compose,
    clock: options.clock ?? (() => Date.now()),
    retryDelayMs: options.retryDelayMs ?? (() => 50),
    log: options.log ?? (() => {}),
  });
  running.outboxes.push(started);
  return started;
}

async function waitFor(condition: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await sleep(20);
  }
}

const at = new Date("2025-07-15T16:00:00Z");
const withNote = (email: string, message: string) => ({
  email,
  firstname: "Ada",
  lastname: "",
  message,
  page: "/visit",
});
/** The note's row (a sign-up with mail on also queues a confirmation). */
const outboxRow = (db: DatabaseSync) =>
  db.prepare("SELECT * FROM outbox WHERE kind = 'note'").get() ?? {};
const notesAt = (server: TestSmtpServer) =>
  server.received.filter((mail) => mail.to.includes(INBOX));
const messageIdsOf = (server: TestSmtpServer) =>
  server.received.map((mail) => /^Message-ID: (.*)$/im.exec(mail.raw)?.[1]?.trim());

describe("outbox", () => {
  it("mails a note to the gallery inbox once, with the row's Message-ID", async () => {
    const server = await smtp();
    const db = openDatabase(":memory:");
    const store = createSubscriberStore(db);
    const box = outbox(db, server.port);
    store.record(withNote("ada@example.com", "See you Friday"), { at, mail: true });
    store.record({ ...withNote("quiet@example.com", ""), message: "" }, { at, mail: false });
    box.kick();
    box.kick();
    await waitFor(() => notesAt(server).length >= 1);
    // Give a duplicate every chance to show up.
    await sleep(300);
    box.kick();
    await sleep(100);
    const notes = notesAt(server);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.raw).toContain("See you Friday");
    expect(notes[0]?.raw).toMatch(/^Reply-To: ada@example.com/m);
    const row = db.prepare("SELECT * FROM outbox WHERE kind = 'note'").get() ?? {};
    expect(row.sent_at).not.toBeNull();
    expect(row.lease_until).toBeNull();
    expect(messageIdsOf(server)).toContain(`<${String(row.mail_id)}@example.org>`);
  });

  it("keeps the sign-up while SMTP is down and mails it once SMTP is back", async () => {
    const port = await freePort();
    const db = openDatabase(":memory:");
    const store = createSubscriberStore(db);
    const box = outbox(db, port);
    store.record(withNote("patient@example.com", "Hello from the outage"), { at, mail: true });
    box.kick();
    await waitFor(() => Number(outboxRow(db).attempts) >= 2);
    expect(store.count()).toBe(1);
    expect(outboxRow(db).last_error).toMatch(/ECONNREFUSED|connect/i);

    const server = await smtp(port);
    await waitFor(() => notesAt(server).length === 1);
    expect(notesAt(server)[0]?.raw).toContain("Hello from the outage");
    await sleep(200);
    expect(notesAt(server)).toHaveLength(1);
  });

  it("resumes pending mail after a restart, with the same Message-ID", async () => {
    const port = await freePort();
    const db = openDatabase(":memory:");
    const store = createSubscriberStore(db);
    // The first run gives up for an hour after one failed try, then the process "stops".
    const first = outbox(db, port, { retryDelayMs: () => 3_600_000 });
    store.record(withNote("later@example.com", "Still there?"), { at, mail: true });
    first.kick();
    await waitFor(() => Number(outboxRow(db).attempts) === 1);
    await first.stop();
    db.prepare("UPDATE outbox SET next_attempt_at = 0").run();

    const server = await smtp(port);
    outbox(db, port);
    await waitFor(() => notesAt(server).length === 1);
    expect(notesAt(server)[0]?.raw).toContain("Still there?");
    expect(messageIdsOf(server)).toContain(`<${String(outboxRow(db).mail_id)}@example.org>`);
  });

  it(`gives up after ${PERMANENT_FAILURE_ATTEMPTS} permanent refusals (5xx)`, async () => {
    const server = await smtp(undefined, () => 550);
    const db = openDatabase(":memory:");
    const store = createSubscriberStore(db);
    const lines: string[] = [];
    outbox(db, server.port, { log: (line) => lines.push(line) });
    store.record(withNote("nobody@example.com", "Bounce me"), { at, mail: true });
    await waitFor(() => outboxRow(db).gave_up_at !== null);
    await sleep(300);
    expect(outboxRow(db)).toMatchObject({
      attempts: PERMANENT_FAILURE_ATTEMPTS,
      last_response_code: 550,
      sent_at: null,
    });
    // The note and the confirmation: each refused for good, each tried no more than that.
    expect(server.refused).toBe(2 * PERMANENT_FAILURE_ATTEMPTS);
    expect(lines.filter((line) => /given up/.test(line))).toHaveLength(2);
  });

  it("never sends again a mail it could not mark sent, and pauses instead of looping", async () => {
    const server = await smtp();
    const db = openDatabase(":memory:");
    const store = createSubscriberStore(db);
    // The disk is full the moment a row is marked sent.
    db.exec(`CREATE TRIGGER full_disk BEFORE UPDATE OF sent_at ON outbox
      WHEN NEW.sent_at IS NOT NULL BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`);
    let offset = 0;
    const lines: string[] = [];
    const box = outbox(db, server.port, {
      clock: () => Date.now() + offset,
      log: (line) => lines.push(line),
    });
    store.record(withNote("once@example.com", "Only once"), { at, mail: false });
    db.exec(
      "INSERT INTO outbox (kind, message_id, mail_id) SELECT 'note', id, 'only-once' FROM messages",
    );
    box.kick();
    await waitFor(() => server.received.length === 1);
    await sleep(500);
    box.kick();
    await sleep(200);
    expect(server.received).toHaveLength(1);
    expect(lines.filter((line) => /disk is full/.test(line))).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`trying again in ${LOOP_ERROR_DELAY_MS / 1000} s`));

    // The disk has room again and the pause is over: the row is marked, not sent again.
    db.exec("DROP TRIGGER full_disk");
    offset = LOOP_ERROR_DELAY_MS + 1;
    box.kick();
    await waitFor(() => outboxRow(db).sent_at !== null);
    await sleep(200);
    expect(server.received).toHaveLength(1);
  });

  it("survives an error in its own loop, waiting at least 30 s", async () => {
    const server = await smtp();
    const db = openDatabase(":memory:");
    const store = createSubscriberStore(db);
    let offset = 0;
    const lines: string[] = [];
    const box = outbox(db, server.port, {
      clock: () => Date.now() + offset,
      log: (line) => lines.push(line),
    });
    await sleep(50);
    db.exec("ALTER TABLE outbox RENAME TO outbox_away");
    box.kick();
    await waitFor(() => lines.length === 1);
    expect(lines[0]).toMatch(/no such table.*trying again in 30 s/);
    box.kick();
    await sleep(100);
    expect(lines).toHaveLength(1);

    db.exec("ALTER TABLE outbox_away RENAME TO outbox");
    store.record(withNote("later@example.com", "After the repair"), { at, mail: true });
    offset = LOOP_ERROR_DELAY_MS + 1;
    box.kick();
    await waitFor(() => notesAt(server).length === 1);
  });

  it("two senders on one database file send each row once", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "front-outbox-"));
    try {
      const file = path.join(folder, "front.sqlite");
      const server = await smtp(undefined, (n) => (n % 3 === 0 ? 451 : null));
      const first = openDatabase(file);
      const second = openDatabase(file);
      const store = createSubscriberStore(first);
      for (let i = 0; i < 40; i++) {
        store.record(withNote(`pair-${i}@example.com`, `Note ${i}`), { at, mail: true });
      }
      const boxes = [outbox(first, server.port), outbox(second, server.port)];
      boxes.forEach((box) => box.kick());
      // 40 notes and 40 confirmations.
      await waitFor(() => server.received.length >= 80, 15_000);
      await sleep(300);
      const ids = messageIdsOf(server);
      expect(ids).toHaveLength(80);
      expect(new Set(ids).size).toBe(80);
      expect(server.refused).toBeGreaterThan(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 30_000);
});

describe("backoff", () => {
  it("doubles from 30 seconds up to an hour", () => {
    expect([1, 2, 3, 4].map(backoff)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoff(50)).toBe(3_600_000);
  });
});
