import { describe, expect, it } from "vitest";
import { openDatabase } from "./database.server.ts";
import { storageFaultOf } from "./storage-fault.server.ts";
import { transaction } from "./transaction.server.ts";

function database() {
  const db = openDatabase(":memory:", [
    { version: 1, description: "a table", sql: "CREATE TABLE t (n INTEGER NOT NULL) STRICT" },
  ]);
  const count = () => Number(db.prepare("SELECT count(*) AS n FROM t").get()?.n);
  return { db, count };
}

describe("transaction", () => {
  it("commits all of the work and hands back its result", () => {
    const { db, count } = database();
    const result = transaction(db, () => {
      db.exec("INSERT INTO t VALUES (1), (2)");
      return "done";
    });
    expect(result).toBe("done");
    expect(count()).toBe(2);
  });

  it("keeps none of it when the work fails, and rethrows", () => {
    const { db, count } = database();
    expect(() =>
      transaction(db, () => {
        db.exec("INSERT INTO t VALUES (1)");
        throw new Error("disk full");
      }),
    ).toThrow("disk full");
    expect(count()).toBe(0);
  });

  it("rethrows a full disk as SQLite said it, though SQLite has already rolled back", () => {
    const { db: site, count } = database();
    const insert = () => transaction(site, () => site.exec("INSERT INTO t VALUES (1)"));
    // SQLite's own "disk full": the file may grow no further.
    const pages = Number(site.prepare("PRAGMA page_count").get()?.page_count);
    site.exec(`PRAGMA max_page_count = ${pages}`);
    let error: unknown;
    try {
      transaction(site, () => {
        for (let i = 0; i < 2_000; i += 1) site.exec(`INSERT INTO t VALUES (${i})`);
      });
    } catch (caught) {
      error = caught;
    }
    expect(String(error)).toMatch(/full/);
    expect(storageFaultOf(error)).toBe("full");
    expect(site.isTransaction).toBe(false);
    expect(count()).toBe(0);
    expect(() => insert()).not.toThrow();
  });
});
