import { describe, expect, it } from "vitest";
import { openDatabase } from "../database/database.server.ts";
import { createSubscriberStore } from "../features/mailing-list/store.server.ts";
import { FAILING_ATTEMPTS, failingMail, overdueMail } from "./stuck-mail.server.ts";

const at = new Date("2025-07-15T16:00:00Z");
const withNote = (email: string, message: string) => ({
  email,
  firstname: "Ada",
  lastname: "",
  message,
  page: "/visit",
});

describe("overdueMail (the deep check asks it)", () => {
  const minute = 60_000;
  function dbWithOneRow(nextAttemptAt: number, leaseUntil: number | null = null) {
    const db = openDatabase(":memory:");
    createSubscriberStore(db).record(withNote("late@example.com", "Hello"), { at, mail: false });
    db.prepare(
      `INSERT INTO outbox (kind, message_id, mail_id, next_attempt_at, lease_until)
       SELECT 'note', id, 'late', ?, ? FROM messages`,
    ).run(nextAttemptAt, leaseUntil);
    return db;
  }
  const now = 1_800_000_000_000;

  it("names mail due for longer than the bound that no sender holds", () => {
    const db = dbWithOneRow(now - 11 * minute);
    expect(overdueMail(db, now, 10 * minute, "outbox")).toEqual({
      rows: 1,
      dueSinceMs: now - 11 * minute,
    });
  });

  it("says nothing of mail due within the bound, held by a sender, sent or given up", () => {
    expect(overdueMail(dbWithOneRow(now - 9 * minute), now, 10 * minute, "outbox")).toBeNull();
    expect(
      overdueMail(dbWithOneRow(now - 11 * minute, now + minute), now, 10 * minute, "outbox"),
    ).toBeNull();
    const sent = dbWithOneRow(now - 11 * minute);
    sent.exec(`UPDATE outbox SET sent_at = ${now - minute}`);
    expect(overdueMail(sent, now, 10 * minute, "outbox")).toBeNull();
    const givenUp = dbWithOneRow(now - 11 * minute);
    givenUp.exec(`UPDATE outbox SET gave_up_at = ${now - minute}`);
    expect(overdueMail(givenUp, now, 10 * minute, "outbox")).toBeNull();
  });
});

describe("failingMail (the deep check asks it)", () => {
  function dbWithRows(attempts: readonly number[]) {
    const db = openDatabase(":memory:");
    const store = createSubscriberStore(db);
    attempts.forEach((tries, index) => {
      store.record(withNote(`r${index}@example.com`, "Hello"), { at, mail: false });
      db.prepare(
        `INSERT INTO outbox (kind, message_id, mail_id, attempts, last_error)
         SELECT 'note', max(id), ?, ?, ? FROM messages`,
      ).run(`m${index}`, tries, `connect ECONNREFUSED (try ${tries})`);
    });
    return db;
  }

  it("names mail refused try after try, with the latest reason", () => {
    expect(
      failingMail(
        dbWithRows([1, FAILING_ATTEMPTS, FAILING_ATTEMPTS + 2]),
        FAILING_ATTEMPTS,
        "outbox",
      ),
    ).toEqual({
      rows: 2,
      attempts: FAILING_ATTEMPTS + 2,
      lastError: `connect ECONNREFUSED (try ${FAILING_ATTEMPTS + 2})`,
    });
  });

  it("says nothing of a blip, of mail sent at last, or of mail given up", () => {
    expect(failingMail(dbWithRows([FAILING_ATTEMPTS - 1]), FAILING_ATTEMPTS, "outbox")).toBeNull();
    const sent = dbWithRows([FAILING_ATTEMPTS]);
    sent.exec("UPDATE outbox SET sent_at = 1");
    expect(failingMail(sent, FAILING_ATTEMPTS, "outbox")).toBeNull();
    const givenUp = dbWithRows([FAILING_ATTEMPTS]);
    givenUp.exec("UPDATE outbox SET gave_up_at = 1");
    expect(failingMail(givenUp, FAILING_ATTEMPTS, "outbox")).toBeNull();
  });
});
