// Writes on the site's own connection, which never waits inside SQLite (busy_timeout 0,
// site.server.ts): node:sqlite is synchronous, so a write waiting there for another process's
// lock would hold the one event loop, and every page with it, for as long as it waits. Here a
// write that finds the lock taken waits its turn in short timer steps, and pages go on.
import { setTimeout as sleep } from "node:timers/promises";
import { isBusy } from "./storage-fault.server.ts";

/**
 * How long a visitor's write (a sign-up, a question about a work) waits for a held lock: through
 * the proxy, the visitor has an answer within two seconds whatever holds the database.
 */
export const VISITOR_WRITE_WAIT_MS = 1_500;

/** Pauses between tries: soon at first (another process's write lasts milliseconds), then 50 ms. */
const STEPS_MS = [2, 5, 10, 20, 30] as const;
const LONGEST_STEP_MS = 50;

export interface WriteWait {
  /** How long to keep trying before the lock's error is thrown. */
  withinMs: number;
  /** Milliseconds, for the wait's deadline (tests pass their own). */
  nowMs?: () => number;
  pause?: (ms: number) => Promise<unknown>;
}

/**
 * Runs `write` (a transaction, one statement) and returns its result; while SQLite says the
 * database is locked, tries again until `withinMs` have passed, then throws that error. Any
 * other error is thrown at once.
 */
export async function writeWhenFree<T>(
  write: () => T,
  { withinMs, nowMs = Date.now, pause = sleep }: WriteWait,
): Promise<T> {
  const deadline = nowMs() + withinMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return write();
    } catch (error) {
      const left = deadline - nowMs();
      if (!isBusy(error) || left <= 0) throw error;
      await pause(Math.min(STEPS_MS[attempt] ?? LONGEST_STEP_MS, left));
    }
  }
}
