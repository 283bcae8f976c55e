import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./database.server.ts";
import { storageFaultOf } from "./storage-fault.server.ts";
import { transaction } from "./transaction.server.ts";
import { writeWhenFree } from "./write-when-free.server.ts";

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true })));

/** The site's connection (busy_timeout 0, as site.server.ts sets it) and an operator's. */
function connections() {
  const folder = mkdtempSync(path.join(tmpdir(), "front-write-when-free-"));
  folders.push(folder);
  const file = path.join(folder, "front.sqlite");
  const site = openDatabase(file, [
    { version: 1, description: "a table", sql: "CREATE TABLE t (n INTEGER NOT NULL) STRICT" },
  ]);
  site.exec("PRAGMA busy_timeout = 0");
  const operator = new DatabaseSync(file);
  const count = () => Number(site.prepare("SELECT count(*) AS n FROM t").get()?.n);
  const insert = () => transaction(site, () => site.exec("INSERT INTO t VALUES (1)"));
  return { site, operator, count, insert };
}

/** The longest a 5 ms timer was late while `work` ran: how long the event loop was held. */
async function longestStall<T>(work: Promise<T>): Promise<{ result: T; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last - 5);
    last = now;
  }, 5);
  try {
    return { result: await work, stallMs };
  } finally {
    clearInterval(ticker);
  }
}

describe("writeWhenFree", () => {
  it("waits for a lock someone else holds in timer steps, and writes once it is let go", async () => {
    const { operator, count, insert } = connections();
    operator.exec("BEGIN IMMEDIATE");
    setTimeout(() => operator.exec("ROLLBACK"), 300);
    const started = performance.now();
    const { stallMs } = await longestStall(writeWhenFree(insert, { withinMs: 2_000 }));
    const waitedMs = performance.now() - started;
    expect(count()).toBe(1);
    expect(waitedMs).toBeGreaterThanOrEqual(290);
    expect(waitedMs).toBeLessThan(1_000);
    // Pages go on meanwhile: the loop is never held for long.
    expect(stallMs).toBeLessThan(100);
  });

  it("gives up with SQLite's busy error once its time is up, having written nothing", async () => {
    const { operator, count, insert } = connections();
    operator.exec("BEGIN IMMEDIATE");
    const started = performance.now();
    const error = await writeWhenFree(insert, { withinMs: 200 }).catch((caught: unknown) => caught);
    const waitedMs = performance.now() - started;
    expect(storageFaultOf(error)).toBe("busy");
    expect(waitedMs).toBeGreaterThanOrEqual(195);
    expect(waitedMs).toBeLessThan(600);
    operator.exec("ROLLBACK");
    expect(count()).toBe(0);
  });

  it("throws any other error at once", async () => {
    let tries = 0;
    const failing = () => {
      tries += 1;
      throw new Error("a bug");
    };
    await expect(writeWhenFree(failing, { withinMs: 1_000 })).rejects.toThrow("a bug");
    expect(tries).toBe(1);
  });
});
