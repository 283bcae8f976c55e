import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrate, openDatabase } from "../../database/database.server.ts";
import { migrations } from "../../database/migrations.server.ts";
import type { AskedWork } from "./asked-work.ts";
import type { Inquiry } from "./inquiry-form.ts";
import { forgetOldInquiries } from "./retention.server.ts";
import { QUESTIONS_PER_ADDRESS_PER_DAY, createInquiryStore, inquiryQueue } from "./store.server.ts";

const NOW = Date.parse("2025-07-15T16:00:00Z");
const HOUR = 3_600_000;
/** INQUIRY_DAILY_LIMIT's default. */
const QUESTIONS_PER_CLIENT_PER_DAY = 3;
const DAY = 24 * HOUR;
const work: AskedWork = {
  showName: "signal-and-relay",
  workId: "listening-post",
  title: "Listening Post",
  artist: "Priya Castellanos",
  details: "steel, copper wire and speaker, 48 x 24 x 24 in, 2025",
  price: "$4,200",
};
const inquiry: Inquiry = {
  name: "Ada",
  email: "Ada@Example.com",
  topics: ["price", "shipping"],
  question: "Is it <i>signed</i>?",
};

let folder: string;
let db: DatabaseSync;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), "front-inquiries-"));
  db = openDatabase(path.join(folder, "front.sqlite"));
});
afterEach(() => {
  db.close();
  rmSync(folder, { recursive: true, force: true });
});

const queued = () =>
  db.prepare("SELECT inquiry_id, kind FROM inquiry_mail ORDER BY id").all() as {
    inquiry_id: number;
    kind: string;
  }[];

/** A client of its own each time, unless one is named. */
let clients = 0;
const options = (nowMs: number, mail = true, key = `198.51.100.${++clients}`) => ({
  nowMs,
  mail,
  dailyLimitPerClient: QUESTIONS_PER_CLIENT_PER_DAY,
  client: { address: key, key },
});

describe("the inquiry store", () => {
  it("stores the question with the work as it read and who asked, and queues the gallery's mail only", () => {
    const store = createInquiryStore(db);
    expect(store.record(work, inquiry, options(NOW, true, "198.51.100.7"))).toEqual({
      stored: true,
    });
    expect(store.count()).toBe(1);
    // No copy to the address typed: it could be anyone's.
    expect(queued()).toEqual([{ inquiry_id: 1, kind: "gallery" }]);
    expect(
      db
        .prepare("SELECT work_title, email_key, topics, from_address, client_key FROM inquiries")
        .get(),
    ).toEqual({
      work_title: "Listening Post",
      email_key: "ada@example.com",
      topics: '["price","shipping"]',
      from_address: "198.51.100.7",
      client_key: "198.51.100.7",
    });
  });

  it("stores but queues nothing when mail is not configured", () => {
    const store = createInquiryStore(db);
    expect(store.record(work, inquiry, options(NOW, false))).toEqual({ stored: true });
    expect(store.count()).toBe(1);
    expect(queued()).toEqual([]);
  });

  it(`takes ${QUESTIONS_PER_ADDRESS_PER_DAY} questions a day for one mailbox, however spelled, from any clients`, () => {
    const store = createInquiryStore(db);
    const spellings = [
      "ada@example.com",
      "ADA+art@example.com",
      "ada+x@EXAMPLE.com",
      "Ada+again@example.com",
      "ada@example.com",
    ];
    const outcomes = spellings.map((email, hour) =>
      store.record(work, { ...inquiry, email }, options(NOW + hour * HOUR)),
    );
    expect(outcomes.map((outcome) => (outcome.stored ? "stored" : outcome.over))).toEqual([
      "stored",
      "stored",
      "stored",
      "address",
      "address",
    ]);
    // The first of the three is a day old 21 hours after the fourth was refused.
    expect(outcomes[3]).toEqual({
      stored: false,
      over: "address",
      limit: QUESTIONS_PER_ADDRESS_PER_DAY,
      retryAfterMs: 21 * HOUR,
    });
    // Another mailbox is not held back, nor is this one a day after the first question.
    expect(store.record(work, { ...inquiry, email: "bea@example.com" }, options(NOW)).stored).toBe(
      true,
    );
    expect(store.record(work, inquiry, options(NOW + DAY + 1)).stored).toBe(true);
    expect(store.count()).toBe(5);
    expect(queued()).toHaveLength(5);
  });

  it("counts the dots Gmail ignores as one mailbox", () => {
    const store = createInquiryStore(db);
    const spellings = [
      "a.da@gmail.com",
      "ada@googlemail.com",
      "A.D.A+x@gmail.com",
      "ada@gmail.com",
    ];
    const stored = spellings.map(
      (email) => store.record(work, { ...inquiry, email }, options(NOW)).stored,
    );
    expect(stored).toEqual([true, true, true, false]);
  });

  it(`takes ${QUESTIONS_PER_CLIENT_PER_DAY} questions a day from one client, whatever the addresses`, () => {
    const store = createInquiryStore(db);
    const outcomes = [0, 1, 2, 3, 4].map((hour) =>
      store.record(
        work,
        { ...inquiry, email: `stranger${hour}@example.com` },
        options(NOW + hour * HOUR, true, "2001:db8:1:2::"),
      ),
    );
    expect(outcomes.map((outcome) => (outcome.stored ? "stored" : outcome.over))).toEqual([
      "stored",
      "stored",
      "stored",
      "client",
      "client",
    ]);
    expect(store.count()).toBe(QUESTIONS_PER_CLIENT_PER_DAY);
    // Another client is not held back.
    expect(store.record(work, { ...inquiry, email: "x@example.com" }, options(NOW)).stored).toBe(
      true,
    );
  });

  it("counts no questions per client with the limit switched off (0)", () => {
    const store = createInquiryStore(db);
    const stored = [0, 1, 2, 3, 4].map(
      (i) =>
        store.record(
          work,
          { ...inquiry, email: `s${i}@example.com` },
          {
            ...options(NOW, true, "192.0.2.1"),
            dailyLimitPerClient: 0,
          },
        ).stored,
    );
    expect(stored).toEqual([true, true, true, true, true]);
  });
});

describe("the inquiry queue", () => {
  it("reads a queued row back as the mail's inquiry, the work linked absolutely", () => {
    createInquiryStore(db).record(work, inquiry, options(NOW));
    const queue = inquiryQueue(
      (show, id) => `https://gallery.example.org/shows/${show}/works/${id}`,
    );
    const rows = db
      .prepare(`SELECT o.id, ${queue.columns} FROM ${queue.table} o ${queue.joins} ORDER BY o.id`)
      .all();
    expect(rows.map(queue.read)).toEqual([
      {
        work: {
          title: "Listening Post",
          artist: "Priya Castellanos",
          details: work.details,
          price: "$4,200",
          url: "https://gallery.example.org/shows/signal-and-relay/works/listening-post",
        },
        name: "Ada",
        email: "Ada@Example.com",
        topics: ["price", "shipping"],
        question: "Is it <i>signed</i>?",
        askedAtMs: NOW,
      },
    ]);
  });
});

describe("forgetOldInquiries", () => {
  it("forgets questions asked before the cutoff once their mail has gone, never one still to go", () => {
    const store = createInquiryStore(db);
    store.record(work, inquiry, options(NOW - 400 * DAY));
    store.record(work, inquiry, options(NOW - 400 * DAY));
    store.record(work, inquiry, options(NOW - 10 * DAY));
    // The first question's mail went; the second's is still to go.
    db.prepare("UPDATE inquiry_mail SET sent_at = ? WHERE inquiry_id = 1").run(NOW - 399 * DAY);
    db.prepare("UPDATE inquiry_mail SET sent_at = ? WHERE inquiry_id = 3").run(NOW - 9 * DAY);
    expect(forgetOldInquiries(db, NOW - 365 * DAY)).toBe(1);
    expect(db.prepare("SELECT id FROM inquiries ORDER BY id").all()).toEqual([
      { id: 2 },
      { id: 3 },
    ]);
    expect(queued().map((row) => row.inquiry_id)).toEqual([2, 3]);
  });
});

describe("the upgrade that stops the visitor's copy (migration 9)", () => {
  it("gives up a copy still waiting, and leaves the gallery's mail to go", () => {
    const old = new DatabaseSync(":memory:");
    migrate(
      old,
      migrations.filter((step) => step.version < 9),
    );
    old.exec(`
      INSERT INTO inquiries (show_name, work_id, work_title, work_artist, work_details,
        work_price, name, email, email_key, topics, question, asked_at_ms)
      VALUES ('s', 'w', 'T', 'A', 'd', 'p', 'Ada', 'x@example.com', 'x@example.com', '[]', 'q', 1);
      INSERT INTO inquiry_mail (inquiry_id, kind, mail_id) VALUES (1, 'gallery', 'g'), (1, 'copy', 'c');`);
    migrate(old, migrations);
    expect(
      old.prepare("SELECT kind, gave_up_at IS NOT NULL AS given_up FROM inquiry_mail").all(),
    ).toEqual([
      { kind: "gallery", given_up: 0 },
      { kind: "copy", given_up: 1 },
    ]);
    old.close();
  });
});
