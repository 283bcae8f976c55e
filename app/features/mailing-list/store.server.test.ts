import { describe, expect, it } from "vitest";
import { openDatabase } from "../../database/database.server.ts";
import { createSubscriberStore } from "./store.server.ts";
import type { Signup } from "./validate.ts";

const july = (day: number) => new Date(`2025-07-${String(day).padStart(2, "0")}T16:00:00Z`);

function signup(fields: Partial<Signup> & { email: string }): Signup {
  return { firstname: "", lastname: "", message: "", page: null, ...fields };
}

function freshStore() {
  const db = openDatabase(":memory:");
  return { db, store: createSubscriberStore(db) };
}

describe("subscriber store", () => {
  it("keeps one row per address, compared without regard to case", () => {
    const { store } = freshStore();
    store.record(signup({ email: "Ada@Example.com", firstname: "Ada", page: "/visit" }), {
      at: july(1),
      mail: false,
    });
    store.record(signup({ email: "ada@example.COM", lastname: "Lovelace", page: "/" }), {
      at: july(2),
      mail: false,
    });
    expect(store.count()).toBe(1);
    expect(store.all()).toEqual([
      {
        email: "Ada@Example.com",
        firstname: "Ada",
        lastname: "Lovelace",
        sourcePage: "/visit",
        status: "pending",
        joinedAt: "2025-07-01T16:00:00.000Z",
        updatedAt: "2025-07-02T16:00:00.000Z",
        confirmedAt: null,
        messageCount: 0,
        latestMessage: null,
      },
    ]);
  });

  it("updates names when given again", () => {
    const { store } = freshStore();
    store.record(signup({ email: "a@example.com", firstname: "Al", lastname: "B" }), {
      at: july(1),
      mail: false,
    });
    store.record(signup({ email: "a@example.com", firstname: "Alice" }), {
      at: july(2),
      mail: false,
    });
    expect(store.all()[0]).toMatchObject({ firstname: "Alice", lastname: "B" });
  });

  it("keeps the address the latest sign-up came from, in the same write", () => {
    const { db, store } = freshStore();
    const addressOf = () =>
      db.prepare("SELECT last_signup_address AS a FROM subscribers").get()?.a ?? null;
    store.record(signup({ email: "a@example.com" }), {
      at: july(1),
      mail: false,
      from: "203.0.113.7",
    });
    expect(addressOf()).toBe("203.0.113.7");
    store.record(signup({ email: "A@example.com" }), {
      at: july(2),
      mail: false,
      from: "2001:db8::5",
    });
    expect(addressOf()).toBe("2001:db8::5");
    store.remove("a@example.com", july(3));
    expect(db.prepare("SELECT count(*) AS n FROM subscribers").get()?.n).toBe(0);
  });

  it("keeps every message with its own time and page, never overwriting one", () => {
    const { store } = freshStore();
    const email = "poet@example.org";
    store.record(signup({ email, message: "First note", page: "/events" }), {
      at: july(1),
      mail: false,
    });
    store.record(signup({ email }), { at: july(2), mail: false });
    store.record(signup({ email: "POET@example.org", message: "Second note" }), {
      at: july(3),
      mail: false,
    });
    expect(store.messagesOf(email)).toEqual([
      { body: "First note", sourcePage: "/events", writtenAt: "2025-07-01T16:00:00.000Z" },
      { body: "Second note", sourcePage: null, writtenAt: "2025-07-03T16:00:00.000Z" },
    ]);
    expect(store.all()[0]).toMatchObject({ messageCount: 2, latestMessage: "Second note" });
  });

  it("queues a note only for a message, and only when mail is on", () => {
    const { db, store } = freshStore();
    const notes = () =>
      Number(db.prepare("SELECT count(*) AS n FROM outbox WHERE kind = 'note'").get()?.n);
    store.record(signup({ email: "a@example.com" }), { at: july(1), mail: true });
    store.record(signup({ email: "b@example.com", message: "hi" }), { at: july(1), mail: false });
    expect(notes()).toBe(0);
    store.record(signup({ email: "c@example.com", message: "hello" }), {
      at: july(1),
      mail: true,
    });
    expect(notes()).toBe(1);
  });

  it("stores a new address as pending and, with mail on, queues one confirmation an hour", () => {
    const { db, store } = freshStore();
    const confirmations = () =>
      Number(db.prepare("SELECT count(*) AS n FROM outbox WHERE kind = 'confirmation'").get()?.n);
    const hour = 60 * 60 * 1000;
    const at = july(1);
    expect(store.record(signup({ email: "quiet@example.com" }), { at, mail: false })).toEqual({
      status: "pending",
      confirmationMailed: false,
    });
    expect(confirmations()).toBe(0);
    const first = store.record(signup({ email: "new@example.com" }), { at, mail: true, nowMs: 0 });
    expect(first).toEqual({ status: "pending", confirmationMailed: true });
    // Signed up again within the hour: the mail already on its way is enough.
    store.record(signup({ email: "NEW@example.com" }), { at, mail: true, nowMs: hour - 1 });
    expect(confirmations()).toBe(1);
    store.record(signup({ email: "new@example.com" }), { at, mail: true, nowMs: hour + 1 });
    expect(confirmations()).toBe(2);
    const mailIds = db
      .prepare("SELECT mail_id FROM outbox")
      .all()
      .map((row) => row.mail_id);
    expect(new Set(mailIds).size).toBe(mailIds.length);
  });

  it("confirms by a link's handle once, and a confirmed address is mailed no more", () => {
    const { db, store } = freshStore();
    store.record(signup({ email: "ada@example.com" }), { at: july(1), mail: true, nowMs: 0 });
    const linkKey = String(db.prepare("SELECT link_key FROM subscribers").get()?.link_key);
    expect(linkKey).toMatch(/^[0-9a-f]{32}$/);
    expect(store.byLinkKey(linkKey)).toEqual({ email: "ada@example.com", confirmed: false });
    expect(store.confirm(linkKey, july(2))).toBe(true);
    expect(store.confirm(linkKey, july(3))).toBe(false);
    expect(store.byLinkKey(linkKey)).toEqual({ email: "ada@example.com", confirmed: true });
    expect(store.confirm("0".repeat(32), july(3))).toBe(false);
    const again = store.record(signup({ email: "ada@example.com" }), {
      at: july(4),
      mail: true,
      nowMs: 10 * 24 * 60 * 60 * 1000,
    });
    expect(again).toEqual({ status: "confirmed", confirmationMailed: false });
    expect(store.all({ confirmedOnly: true })).toMatchObject([
      { email: "ada@example.com", status: "confirmed", confirmedAt: "2025-07-02T16:00:00.000Z" },
    ]);
  });

  it("keeps a removed address only as a salted hash; signed up again, it is pending", () => {
    const { db, store } = freshStore();
    store.record(signup({ email: "gone@example.com" }), { at: july(1), mail: true, nowMs: 0 });
    const linkKey = String(db.prepare("SELECT link_key FROM subscribers").get()?.link_key);
    store.confirm(linkKey, july(2));
    expect(store.suppressedAt("gone@example.com")).toBeNull();
    expect(store.remove("Gone@Example.com", july(3))).toBe(true);
    expect(store.suppressedAt("gone@example.com")).toBe("2025-07-03T16:00:00.000Z");
    const hash = String(
      db.prepare("SELECT address_hash FROM suppressed_addresses").get()?.address_hash,
    );
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain("gone");
    // A forged re-sign-up: stored, pending, until the address is confirmed again.
    const forged = store.record(signup({ email: "gone@example.com" }), {
      at: july(4),
      mail: true,
      nowMs: 0,
    });
    expect(forged.status).toBe("pending");
    expect(store.all({ confirmedOnly: true })).toEqual([]);
    const newKey = String(db.prepare("SELECT link_key FROM subscribers").get()?.link_key);
    expect(newKey).not.toBe(linkKey);
    store.confirm(newKey, july(5));
    expect(store.suppressedAt("gone@example.com")).toBeNull();
  });

  it("removes an address with its messages and queued mail", () => {
    const { db, store } = freshStore();
    store.record(signup({ email: "Gone@example.com", message: "bye" }), {
      at: july(1),
      mail: true,
    });
    store.record(signup({ email: "stays@example.com" }), { at: july(1), mail: false });
    expect(store.remove(" gone@EXAMPLE.com ", july(2))).toBe(true);
    expect(store.remove("gone@example.com", july(2))).toBe(false);
    expect(store.all().map((s) => s.email)).toEqual(["stays@example.com"]);
    expect(db.prepare("SELECT count(*) AS n FROM messages").get()?.n).toBe(0);
    expect(db.prepare("SELECT count(*) AS n FROM outbox").get()?.n).toBe(0);
  });
});
