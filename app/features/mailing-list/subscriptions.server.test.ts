import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../database/database.server.ts";
import { CONFIRM_LINK_VALID_MS, checkToken, linkUrl, signToken } from "./signed-links.server.ts";
import { createSubscriberStore } from "./store.server.ts";
import { LINK_WRITE_WAIT_MS, createSubscriptions } from "./subscriptions.server.ts";

const SECRET = "a test secret of at least thirty-two chars";
const DAY = 24 * 60 * 60 * 1000;
const signedUpAt = Date.UTC(2025, 6, 15, 16);

function setUp(file = ":memory:") {
  const db = openDatabase(file);
  // As the site opens it: SQLite never waits for a lock on the site's connection.
  db.exec("PRAGMA busy_timeout = 0");
  const store = createSubscriberStore(db);
  let now = signedUpAt;
  const subscriptions = createSubscriptions({ store, secret: SECRET, clockMs: () => now });
  store.record(
    { email: "ada@example.com", firstname: "Ada", lastname: "", message: "hi", page: null },
    { at: new Date(signedUpAt), mail: true, nowMs: signedUpAt },
  );
  const linkKey = String(db.prepare("SELECT link_key FROM subscribers").get()?.link_key);
  const confirmToken = signToken(SECRET, "confirm", linkKey, signedUpAt + CONFIRM_LINK_VALID_MS);
  const unsubscribeToken = signToken(SECRET, "unsubscribe", linkKey, null);
  return {
    db,
    store,
    subscriptions,
    confirmToken,
    unsubscribeToken,
    setNow: (ms: number) => (now = ms),
  };
}

describe("signed links", () => {
  it("checks the signature, the purpose and the expiry", () => {
    const key = "0123456789abcdef0123456789abcdef";
    const token = signToken(SECRET, "confirm", key, 1000);
    expect(checkToken(SECRET, "confirm", token, 999)).toEqual({
      ok: true,
      linkKey: key,
      expired: false,
    });
    expect(checkToken(SECRET, "confirm", token, 1001)).toMatchObject({ ok: true, expired: true });
    expect(checkToken(SECRET, "unsubscribe", token, 0)).toEqual({ ok: false });
    expect(checkToken("another secret entirely, also long", "confirm", token, 0)).toEqual({
      ok: false,
    });
    // A longer life written into the token breaks its signature.
    expect(checkToken(SECRET, "confirm", token.replace(".1000.", ".9999999."), 0)).toEqual({
      ok: false,
    });
    for (const bad of [null, "", "c.x.1.y", `${token}x`]) {
      expect(checkToken(SECRET, "confirm", bad, 0)).toEqual({ ok: false });
    }
    expect(checkToken(null, "confirm", token, 0)).toEqual({ ok: false });
  });

  it("builds the link's full address on SITE_URL", () => {
    expect(linkUrl("https://gallery.example.org", "/mailing-list/confirm", "c.a.1.b")).toBe(
      "https://gallery.example.org/mailing-list/confirm?token=c.a.1.b",
    );
  });
});

describe("subscriptions", () => {
  it("confirms once, then says it was already confirmed", async () => {
    const { subscriptions, confirmToken, store } = setUp();
    expect(await subscriptions.confirm(confirmToken)).toBe("confirmed");
    expect(await subscriptions.confirm(confirmToken)).toBe("already-confirmed");
    expect(store.all()[0]?.status).toBe("confirmed");
  });

  it("says a link is expired after 7 days, and invalid when it is not ours", async () => {
    const { subscriptions, confirmToken, setNow, store } = setUp();
    setNow(signedUpAt + 7 * DAY + 1);
    expect(await subscriptions.confirm(confirmToken)).toBe("expired");
    expect(await subscriptions.confirm(null)).toBe("invalid");
    // One character changed (whatever the last one was: the token is random).
    const tampered = `${confirmToken.slice(0, -1)}${confirmToken.endsWith("A") ? "B" : "A"}`;
    expect(await subscriptions.confirm(tampered)).toBe("invalid");
    expect(store.all()[0]?.status).toBe("pending");
  });

  it("shows who an unsubscribe link names without changing anything, and removes on request", async () => {
    const { subscriptions, unsubscribeToken, confirmToken, store } = setUp();
    expect(subscriptions.checkUnsubscribe(unsubscribeToken)).toEqual({
      ok: true,
      email: "ada@example.com",
    });
    expect(store.count()).toBe(1);
    expect(subscriptions.checkUnsubscribe(confirmToken)).toEqual({ ok: false });
    expect(await subscriptions.unsubscribe(unsubscribeToken)).toBe("removed");
    expect(store.count()).toBe(0);
    expect(store.suppressedAt("ada@example.com")).not.toBeNull();
    expect(await subscriptions.unsubscribe(unsubscribeToken)).toBe("invalid");
    expect(await subscriptions.confirm(confirmToken)).toBe("invalid");
  });

  it("changes nothing and says so while someone else holds the write lock", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "front-subscriptions-"));
    try {
      const file = path.join(folder, "front.sqlite");
      const { subscriptions, confirmToken, unsubscribeToken, store } = setUp(file);
      const operator = new DatabaseSync(file);
      operator.exec("BEGIN IMMEDIATE");
      const started = performance.now();
      expect(await subscriptions.confirm(confirmToken)).toBe("unavailable");
      expect(performance.now() - started).toBeGreaterThanOrEqual(LINK_WRITE_WAIT_MS - 5);
      expect(await subscriptions.unsubscribe(unsubscribeToken)).toBe("unavailable");
      operator.exec("ROLLBACK");
      expect(store.all()[0]?.status).toBe("pending");
      expect(await subscriptions.confirm(confirmToken)).toBe("confirmed");
      operator.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
