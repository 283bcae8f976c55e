import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../database/database.server.ts";
import type { AskedWork } from "./asked-work.ts";
import type { Inquiry } from "./inquiry-form.ts";
import { forgetOldInquiries } from "./retention.server.ts";
import { COPIES_PER_DAY, createInquiryStore, inquiryQueue } from "./store.server.ts";

const NOW = Date.parse("2025-07-15T16:00:00Z");
const HOUR = 3_600_000;
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

describe("the inquiry store", () => {
  it("stores the question with the work as it read, and queues the gallery's mail and a copy", () => {
    const store = createInquiryStore(db);
    expect(store.record(work, inquiry, { nowMs: NOW, mail: true, from: "198.51.100.7" })).toEqual({
      copyMailed: true,
    });
    expect(store.count()).toBe(1);
    expect(queued()).toEqual([
      { inquiry_id: 1, kind: "gallery" },
      { inquiry_id: 1, kind: "copy" },
    ]);
    expect(
      db.prepare("SELECT work_title, email_key, topics, from_address FROM inquiries").get(),
    ).toEqual({
      work_title: "Listening Post",
      email_key: "ada@example.com",
      topics: '["price","shipping"]',
      from_address: "198.51.100.7",
    });
  });

  it("stores but queues nothing when mail is not configured", () => {
    const store = createInquiryStore(db);
    expect(store.record(work, inquiry, { nowMs: NOW, mail: false })).toEqual({ copyMailed: false });
    expect(store.count()).toBe(1);
    expect(queued()).toEqual([]);
  });

  it(`mails one address at most ${COPIES_PER_DAY} copies a day, whatever its case; the gallery hears of every question`, () => {
    const store = createInquiryStore(db);
    const copies = [0, 1, 2, 3, 4].map(
      (hour) =>
        store.record(
          work,
          { ...inquiry, email: hour % 2 ? "ADA@example.com" : "ada@EXAMPLE.com" },
          { nowMs: NOW + hour * HOUR, mail: true },
        ).copyMailed,
    );
    expect(copies).toEqual([true, true, true, false, false]);
    // A day after the first, a copy goes again.
    expect(store.record(work, inquiry, { nowMs: NOW + 24 * HOUR + 1, mail: true })).toEqual({
      copyMailed: true,
    });
    const kinds = queued().map((row) => row.kind);
    expect(kinds.filter((kind) => kind === "gallery")).toHaveLength(6);
    expect(kinds.filter((kind) => kind === "copy")).toHaveLength(4);
  });
});

describe("the inquiry queue", () => {
  it("reads a queued row back as the mail's inquiry, the work linked absolutely", () => {
    createInquiryStore(db).record(work, inquiry, { nowMs: NOW, mail: true });
    const queue = inquiryQueue(
      (show, id) => `https://gallery.example.org/shows/${show}/works/${id}`,
    );
    const rows = db
      .prepare(`SELECT o.id, ${queue.columns} FROM ${queue.table} o ${queue.joins} ORDER BY o.id`)
      .all();
    expect(rows.map(queue.read)).toEqual([
      {
        kind: "gallery",
        inquiry: {
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
      },
      expect.objectContaining({ kind: "copy" }),
    ]);
  });
});

describe("forgetOldInquiries", () => {
  it("forgets questions asked before the cutoff once their mail has gone, never one still to go", () => {
    const store = createInquiryStore(db);
    store.record(work, inquiry, { nowMs: NOW - 400 * DAY, mail: true });
    store.record(work, inquiry, { nowMs: NOW - 400 * DAY, mail: true });
    store.record(work, inquiry, { nowMs: NOW - 10 * DAY, mail: true });
    // The first question's two mails went; the second's are still to go.
    db.prepare("UPDATE inquiry_mail SET sent_at = ? WHERE inquiry_id = 1").run(NOW - 399 * DAY);
    db.prepare("UPDATE inquiry_mail SET sent_at = ? WHERE inquiry_id = 3").run(NOW - 9 * DAY);
    expect(forgetOldInquiries(db, NOW - 365 * DAY)).toBe(1);
    expect(db.prepare("SELECT id FROM inquiries ORDER BY id").all()).toEqual([
      { id: 2 },
      { id: 3 },
    ]);
    expect(queued().map((row) => row.inquiry_id)).toEqual([2, 2, 3, 3]);
  });
});
