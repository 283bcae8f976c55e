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
      notify: false,
    });
    store.record(signup({ email: "ada@example.COM", lastname: "Lovelace", page: "/" }), {
      at: july(2),
      notify: false,
    });
    expect(store.count()).toBe(1);
    expect(store.all()).toEqual([
      {
        email: "Ada@Example.com",
        firstname: "Ada",
        lastname: "Lovelace",
        sourcePage: "/visit",
        joinedAt: "2025-07-01T16:00:00.000Z",
        updatedAt: "2025-07-02T16:00:00.000Z",
        messageCount: 0,
        latestMessage: null,
      },
    ]);
  });

  it("updates names when given again", () => {
    const { store } = freshStore();
    store.record(signup({ email: "a@example.com", firstname: "Al", lastname: "B" }), {
      at: july(1),
      notify: false,
    });
    store.record(signup({ email: "a@example.com", firstname: "Alice" }), {
      at: july(2),
      notify: false,
    });
    expect(store.all()[0]).toMatchObject({ firstname: "Alice", lastname: "B" });
  });

  it("keeps every message with its own time and page, never overwriting one", () => {
    const { store } = freshStore();
    const email = "poet@example.org";
    store.record(signup({ email, message: "First note", page: "/events" }), {
      at: july(1),
      notify: false,
    });
    store.record(signup({ email }), { at: july(2), notify: false });
    store.record(signup({ email: "POET@example.org", message: "Second note" }), {
      at: july(3),
      notify: false,
    });
    expect(store.messagesOf(email)).toEqual([
      { body: "First note", sourcePage: "/events", writtenAt: "2025-07-01T16:00:00.000Z" },
      { body: "Second note", sourcePage: null, writtenAt: "2025-07-03T16:00:00.000Z" },
    ]);
    expect(store.all()[0]).toMatchObject({ messageCount: 2, latestMessage: "Second note" });
  });

  it("queues a notification only for a message, and only when asked", () => {
    const { db, store } = freshStore();
    const pending = () => Number(db.prepare("SELECT count(*) AS n FROM outbox").get()?.n);
    store.record(signup({ email: "a@example.com" }), { at: july(1), notify: true });
    store.record(signup({ email: "b@example.com", message: "hi" }), { at: july(1), notify: false });
    expect(pending()).toBe(0);
    store.record(signup({ email: "c@example.com", message: "hello" }), {
      at: july(1),
      notify: true,
    });
    expect(pending()).toBe(1);
  });

  it("removes an address with its messages and pending notifications", () => {
    const { db, store } = freshStore();
    store.record(signup({ email: "Gone@example.com", message: "bye" }), {
      at: july(1),
      notify: true,
    });
    store.record(signup({ email: "stays@example.com" }), { at: july(1), notify: false });
    expect(store.remove(" gone@EXAMPLE.com ")).toBe(true);
    expect(store.remove("gone@example.com")).toBe(false);
    expect(store.all().map((s) => s.email)).toEqual(["stays@example.com"]);
    expect(db.prepare("SELECT count(*) AS n FROM messages").get()?.n).toBe(0);
    expect(db.prepare("SELECT count(*) AS n FROM outbox").get()?.n).toBe(0);
  });
});
