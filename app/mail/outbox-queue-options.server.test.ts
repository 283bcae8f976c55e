// The queue options announcements added to the outbox (issue 32): a rate cap, a condition that
// holds rows back (pausing), a shorter lease, and giving up at the first 5xx. A queue of its own
// here, so these say nothing of any feature's mail.
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { type Outbox, type OutboxQueue, sendSpacingMs, startOutbox } from "./outbox.server.ts";
import { overdueMail } from "./stuck-mail.server.ts";

const running: Outbox[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((outbox) => outbox.stop()));
});

function database(rows: number): DatabaseSync {
  const db = new DatabaseSync(":memory:");
  db.exec(`
    CREATE TABLE held (id INTEGER PRIMARY KEY, paused INTEGER NOT NULL DEFAULT 0);
    CREATE TABLE test_mail (id INTEGER PRIMARY KEY, held_id INTEGER NOT NULL, to_address TEXT,
      mail_id TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL DEFAULT 0, lease_until INTEGER, last_error TEXT,
      last_response_code INTEGER, gave_up_at INTEGER, sent_at INTEGER);
    INSERT INTO held (id) VALUES (1);`);
  const insert = db.prepare(
    "INSERT INTO test_mail (held_id, to_address, mail_id) VALUES (1, ?, ?)",
  );
  for (let n = 0; n < rows; n += 1) insert.run(`r${n}@example.org`, `m${n}`);
  return db;
}

const queue = (options: Partial<OutboxQueue<string>> = {}): OutboxQueue<string> => ({
  table: "test_mail",
  columns: "o.to_address",
  joins: "JOIN held h ON h.id = o.held_id",
  read: (row) => String(row.to_address),
  ...options,
});

function start(db: DatabaseSync, q: OutboxQueue<string>, send: (to: string) => Promise<void>) {
  const outbox = startOutbox({
    db,
    queue: q,
    send: (mail) => send(mail.to),
    compose: (to) => ({ from: "g@example.org", to, subject: "s", text: "t" }),
    clock: () => Date.now(),
    retryDelayMs: () => 60_000,
    log: () => {},
  });
  running.push(outbox);
  return outbox;
}

async function until(ok: () => boolean, withinMs = 10_000) {
  const deadline = Date.now() + withinMs;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const count = (db: DatabaseSync, where: string) =>
  Number(db.prepare(`SELECT count(*) AS n FROM test_mail WHERE ${where}`).get()?.n);

describe("the outbox's queue options", () => {
  it("keeps to perMinute: sends start at least 60 s / cap apart", async () => {
    const db = database(6);
    const starts: number[] = [];
    start(db, queue({ perMinute: 600 }), async () => {
      starts.push(performance.now());
    });
    await until(() => count(db, "sent_at IS NOT NULL") === 6);
    // Over the run (one gap may look short when the send before it was noted late, under load).
    const span = (starts.at(-1) ?? 0) - (starts[0] ?? 0);
    expect(span).toBeGreaterThanOrEqual(5 * sendSpacingMs(600) - 5);
    expect(sendSpacingMs(600)).toBe(102);
  });

  it("holds back rows whose ready condition fails, sends them once it holds, and calls them not stuck", async () => {
    const db = database(3);
    db.exec("UPDATE held SET paused = 1");
    const sent: string[] = [];
    const q = queue({ ready: "h.paused = 0" });
    const outbox = start(db, q, async (to) => {
      sent.push(to);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent).toEqual([]);
    expect(overdueMail(db, Date.now() + 3_600_000, 60_000, "test_mail", q)).toBeNull();
    expect(overdueMail(db, Date.now() + 3_600_000, 60_000, "test_mail")).not.toBeNull();
    db.exec("UPDATE held SET paused = 0");
    outbox.kick();
    await until(() => sent.length === 3);
  });

  it("gives a row up at the first 5xx when permanentFailureAttempts is 1, and leases for leaseMs", async () => {
    const db = database(2);
    const leases: number[] = [];
    start(db, queue({ permanentFailureAttempts: 1, leaseMs: 50_000 }), async (to) => {
      leases.push(
        Number(db.prepare("SELECT max(lease_until) AS l FROM test_mail").get()?.l) - Date.now(),
      );
      if (to === "r0@example.org") {
        throw Object.assign(new Error("550 no such mailbox"), { responseCode: 550 });
      }
    });
    await until(() => count(db, "sent_at IS NOT NULL OR gave_up_at IS NOT NULL") === 2);
    expect(count(db, "gave_up_at IS NOT NULL AND last_response_code = 550 AND attempts = 1")).toBe(
      1,
    );
    for (const lease of leases) expect(lease).toBeLessThanOrEqual(50_000);
    expect(Math.min(...leases)).toBeGreaterThan(45_000);
  });
});
