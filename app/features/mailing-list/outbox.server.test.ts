import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../database/database.server.ts";
import { startOutbox, backoff, type Outbox } from "./outbox.server.ts";
import { smtpSender } from "./smtp.server.ts";
import { createSubscriberStore } from "./store.server.ts";
import {
  freePort,
  startTestSmtpServer,
  type TestSmtpServer,
} from "../../../tests/support/smtp-server.ts";

const INBOX = "gallery@example.org";
const running: { outboxes: Outbox[]; servers: TestSmtpServer[] } = { outboxes: [], servers: [] };

afterEach(async () => {
  await Promise.all(running.outboxes.splice(0).map((outbox) => outbox.stop()));
  await Promise.all(running.servers.splice(0).map((server) => server.close()));
});

async function smtp(port?: number) {
  const server = await startTestSmtpServer(port);
  running.servers.push(server);
  return server;
}

function outbox(db: ReturnType<typeof openDatabase>, port: number, retryDelayMs = () => 50) {
  const started = startOutbox({
    db,
    inbox: INBOX,
    send: smtpSender(`smtp://127.0.0.1:${port}?requireTLS=false`),
    clock: () => Date.now(),
    retryDelayMs,
    log: () => {},
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

describe("notification outbox", () => {
  it("mails a note to the gallery inbox once", async () => {
    const server = await smtp();
    const db = openDatabase(":memory:");
    const store = createSubscriberStore(db);
    const box = outbox(db, server.port);
    store.record(withNote("ada@example.com", "See you Friday"), { at, notify: true });
    store.record({ ...withNote("quiet@example.com", ""), message: "" }, { at, notify: true });
    box.kick();
    box.kick();
    await waitFor(() => server.received.length >= 1);
    // Give a duplicate every chance to show up.
    await sleep(300);
    box.kick();
    await sleep(100);
    expect(server.received).toHaveLength(1);
    expect(server.received[0]?.to).toEqual([INBOX]);
    expect(server.received[0]?.raw).toContain("See you Friday");
    expect(server.received[0]?.raw).toMatch(/^Reply-To: ada@example.com/m);
    expect(db.prepare("SELECT sent_at IS NOT NULL AS sent FROM outbox").get()?.sent).toBe(1);
  });

  it("keeps the sign-up while SMTP is down and mails it once SMTP is back", async () => {
    const port = await freePort();
    const db = openDatabase(":memory:");
    const store = createSubscriberStore(db);
    const box = outbox(db, port);
    store.record(withNote("patient@example.com", "Hello from the outage"), { at, notify: true });
    box.kick();
    await waitFor(() => Number(db.prepare("SELECT attempts FROM outbox").get()?.attempts) >= 2);
    expect(store.count()).toBe(1);
    expect(db.prepare("SELECT last_error FROM outbox").get()?.last_error).toMatch(
      /ECONNREFUSED|connect/i,
    );

    const server = await smtp(port);
    await waitFor(() => server.received.length === 1);
    expect(server.received[0]?.raw).toContain("Hello from the outage");
    await sleep(200);
    expect(server.received).toHaveLength(1);
  });

  it("resumes pending mail after a restart", async () => {
    const port = await freePort();
    const db = openDatabase(":memory:");
    const store = createSubscriberStore(db);
    // The first run gives up for an hour after one failed try, then the process "stops".
    const first = outbox(db, port, () => 3_600_000);
    store.record(withNote("later@example.com", "Still there?"), { at, notify: true });
    first.kick();
    await waitFor(() => Number(db.prepare("SELECT attempts FROM outbox").get()?.attempts) === 1);
    await first.stop();
    db.prepare("UPDATE outbox SET next_attempt_at = 0").run();

    const server = await smtp(port);
    outbox(db, port);
    await waitFor(() => server.received.length === 1);
    expect(server.received[0]?.raw).toContain("Still there?");
  });
});

describe("backoff", () => {
  it("doubles from 30 seconds up to an hour", () => {
    expect([1, 2, 3, 4].map(backoff)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoff(50)).toBe(3_600_000);
  });
});
