// One way to run work atomically on the site's database.
import type { DatabaseSync } from "node:sqlite";

/**
 * Runs `work` in a write transaction: all of it is committed, or none of it (the error is
 * rethrown). IMMEDIATE takes the write lock at once, so another process waits its turn
 * (busy_timeout) instead of failing halfway; the site's own connection waits outside SQLite
 * (write-when-free.server.ts).
 */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = work();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    // SQLite has already rolled back after some errors (a full disk, say): a second ROLLBACK
    // would throw, and hide the error that says what went wrong.
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}
