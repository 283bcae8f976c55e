import type { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../database/database.server.ts";
import { createAnnouncementStore } from "./announcement-store.server.ts";

const AT = Date.parse("2025-07-15T16:00:00Z");
const DRAFT = {
  subject: "After Dark opens Friday",
  body: "Come by.\n\nDoors at 5.",
  source: null,
  pictureSrc: "/images/shows/after-dark/featured.og.jpg",
  pictureAlt: "A night street",
  linkPath: "/shows/after-dark",
};

function subscriber(db: DatabaseSync, email: string, confirmed: boolean): number {
  const row = db
    .prepare(
      `INSERT INTO subscribers (email, email_key, firstname, lastname, joined_at, updated_at,
         link_key, confirmed_at)
       VALUES (?, ?, '', '', 'x', 'x', lower(hex(randomblob(16))), ?) RETURNING id`,
    )
    .get(email, email.toLowerCase(), confirmed ? "2025-07-01T00:00:00Z" : null);
  return Number(row?.id);
}

function fresh() {
  const db = openDatabase(":memory:");
  return { db, store: createAnnouncementStore(db) };
}

const copiesOf = (db: DatabaseSync, id: number) =>
  db
    .prepare(
      `SELECT s.email FROM announcement_mail o JOIN subscribers s ON s.id = o.subscriber_id
       WHERE o.announcement_id = ? ORDER BY s.email`,
    )
    .all(id)
    .map((row) => String(row.email));

describe("announcement store", () => {
  it("makes one copy per confirmed subscriber when the send starts, and none again", () => {
    const { db, store } = fresh();
    subscriber(db, "a@example.org", true);
    subscriber(db, "b@example.org", true);
    subscriber(db, "pending@example.org", false);
    const id = store.create(DRAFT, "admin@example.org", AT);
    expect(store.recipientCount()).toBe(2);
    expect(store.startSend(id, "admin@example.org", AT)).toEqual({ started: true, recipients: 2 });
    // A sign-up after the start is not added; a second press starts nothing.
    subscriber(db, "late@example.org", true);
    expect(store.startSend(id, "admin@example.org", AT)).toEqual({
      started: false,
      why: "started",
    });
    expect(copiesOf(db, id)).toEqual(["a@example.org", "b@example.org"]);
    expect(store.progress(id)).toMatchObject({ sent: 0, remaining: 2, failed: 0 });
    const sent = store.byId(id);
    expect(sent?.slug).toBe("2025-07-15-after-dark-opens-friday");
    expect(store.published().map((item) => item.id)).toEqual([id]);
    // Its words are fixed once it goes.
    expect(store.update(id, { ...DRAFT, subject: "Changed" }, AT)).toBe(false);
  });

  it("leaves out, from later sends, an address a mail server refused for good", () => {
    const { db, store } = fresh();
    subscriber(db, "gone@example.org", true);
    subscriber(db, "here@example.org", true);
    const first = store.create(DRAFT, "admin@example.org", AT);
    store.startSend(first, "admin@example.org", AT);
    db.prepare(
      `UPDATE announcement_mail SET gave_up_at = 1, last_response_code = 550,
         last_error = 'no such mailbox'
       WHERE subscriber_id = (SELECT id FROM subscribers WHERE email = 'gone@example.org')`,
    ).run();
    expect(store.progress(first)).toMatchObject({
      sent: 0,
      remaining: 1,
      failed: 1,
      failures: [{ email: "gone@example.org", reason: "no such mailbox" }],
    });
    const second = store.create(DRAFT, "admin@example.org", AT + 1);
    expect(store.startSend(second, "admin@example.org", AT + 1)).toEqual({
      started: true,
      recipients: 1,
    });
    expect(copiesOf(db, second)).toEqual(["here@example.org"]);
    // The same subject on the same day gets a page of its own.
    expect(store.byId(second)?.slug).toBe(`2025-07-15-after-dark-opens-friday-${second}`);
  });

  it("drops an unsent copy with its subscriber, and counts no test copy as progress", () => {
    const { db, store } = fresh();
    subscriber(db, "leaves@example.org", true);
    subscriber(db, "stays@example.org", true);
    const id = store.create(DRAFT, "admin@example.org", AT);
    store.queueTest(id, "admin@example.org");
    store.startSend(id, "admin@example.org", AT);
    db.prepare("DELETE FROM subscribers WHERE email = 'leaves@example.org'").run();
    expect(copiesOf(db, id)).toEqual(["stays@example.org"]);
    expect(store.progress(id)).toMatchObject({ sent: 0, remaining: 1, failed: 0 });
  });

  it("pauses and resumes only a started send", () => {
    const { db, store } = fresh();
    subscriber(db, "a@example.org", true);
    const id = store.create(DRAFT, "admin@example.org", AT);
    expect(store.setPaused(id, true, AT)).toBe(false);
    store.startSend(id, "admin@example.org", AT);
    expect(store.setPaused(id, true, AT)).toBe(true);
    expect(store.byId(id)?.pausedAtMs).toBe(AT);
    store.setPaused(id, false, AT);
    expect(store.byId(id)?.pausedAtMs).toBeNull();
  });
});
