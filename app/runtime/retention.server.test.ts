import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "../database/database.server.ts";
import { parseConfig } from "./config.server.ts";
import { DatabaseSync } from "node:sqlite";
import { RETENTION_INTERVAL_MS, RETENTION_RETRY_MS } from "./retention.server.ts";
import { createSite } from "./site.server.ts";

const DAY = 86_400_000;
// A frozen real clock: the rows' ages are counted from it, never from today.
const NOW = Date.parse("2025-07-15T16:00:00Z");

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), "front-retention-"));
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "setTimeout", "clearTimeout"] });
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(folder, { recursive: true, force: true });
});

/** A database with web vitals and outbox rows of the given ages (days before NOW). */
function seed(databasePath: string, ages: { vitals: number[]; sent: number[]; pending: number[] }) {
  const db = openDatabase(databasePath);
  db.exec(
    "INSERT INTO subscribers (email, email_key, joined_at, updated_at) VALUES ('a@example.com', 'a@example.com', '2025-01-01', '2025-01-01')",
  );
  const vital = db.prepare(
    "INSERT INTO web_vitals (route, name, value, recorded_at) VALUES ('/', 'LCP', 1000, ?)",
  );
  const message = db.prepare(
    "INSERT INTO messages (subscriber_id, body, written_at) VALUES (1, 'hello', '2025-01-01')",
  );
  const outbox = db.prepare(
    "INSERT INTO outbox (kind, message_id, mail_id, sent_at) VALUES ('note', ?, ?, ?)",
  );
  for (const age of ages.vitals) vital.run(NOW - age * DAY);
  for (const age of [...ages.sent, ...ages.pending]) {
    const id = Number(message.run().lastInsertRowid);
    outbox.run(id, `mail-${id}`, ages.sent.includes(age) ? NOW - age * DAY : null);
  }
  db.close();
}

describe("retention", () => {
  it("deletes vitals past 90 days and sent outbox rows past 30 at start, then daily", async () => {
    const databasePath = path.join(folder, "front.sqlite");
    seed(databasePath, { vitals: [1, 89.5, 91, 400], sent: [2, 29.5, 31], pending: [60] });
    let realMs = NOW;
    const site = createSite(parseConfig({ DATABASE_PATH: databasePath }), {
      log: () => undefined,
      clock: { now: () => new Date(NOW), realMs: () => realMs },
    });
    const ages = () => ({
      vitals: site.database
        .prepare("SELECT recorded_at AS at FROM web_vitals ORDER BY at DESC")
        .all()
        .map((row) => (NOW - Number(row.at)) / DAY),
      outbox: site.database.prepare("SELECT count(*) AS n FROM outbox").get()?.n,
      messages: site.database.prepare("SELECT count(*) AS n FROM messages").get()?.n,
    });
    // At start: the 91- and 400-day vitals and the 31-day sent row go; pending mail stays.
    expect(ages()).toEqual({ vitals: [1, 89.5], outbox: 3, messages: 4 });

    // A day later, the next sweep takes what has aged past the limits meanwhile.
    realMs = NOW + DAY;
    vi.advanceTimersByTime(RETENTION_INTERVAL_MS);
    expect(ages()).toEqual({ vitals: [1], outbox: 2, messages: 4 });

    await site.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("meets a write lock someone else holds without waiting, and sweeps again within the hour", async () => {
    const databasePath = path.join(folder, "front.sqlite");
    seed(databasePath, { vitals: [400], sent: [], pending: [] });
    const operator = new DatabaseSync(databasePath);
    operator.exec("BEGIN IMMEDIATE");
    const lines: string[] = [];
    const started = performance.now();
    const site = createSite(parseConfig({ DATABASE_PATH: databasePath }), {
      log: (line) => lines.push(line),
      clock: { now: () => new Date(NOW), realMs: () => NOW },
    });
    // The site's start is not held for the lock's sake (its connection never waits for one).
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(lines.join("\n")).toMatch(/the sweep failed, trying again in 15 minutes: .*locked/);
    const count = () => site.database.prepare("SELECT count(*) AS n FROM web_vitals").get()?.n;
    expect(count()).toBe(1);

    operator.exec("ROLLBACK");
    vi.advanceTimersByTime(RETENTION_RETRY_MS);
    expect(count()).toBe(0);
    await site.stop();
    operator.close();
    expect(vi.getTimerCount()).toBe(0);
  });
});
