// Waiting for a signal in the HTTP and deploy tests: a mail received, a log line, a socket
// refused. The budget fits a loaded 2-core machine (another build beside the tests); when the
// signal is quick the wait ends with it, so a generous budget costs nothing (issue 34).
import { setTimeout as sleep } from "node:timers/promises";

/** How long a test waits for something it expects to happen soon, on a busy machine. */
export const LOADED_MACHINE_MS = 20_000;

/**
 * Asks `read` every `everyMs` until it gives something other than undefined, null or false, and
 * returns that; throws `what` (with how long it waited) past `withinMs`.
 */
export async function eventually<T>(
  read: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  what: string | (() => string),
  withinMs = LOADED_MACHINE_MS,
  everyMs = 25,
): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) {
      throw new Error(`${typeof what === "string" ? what : what()} (waited ${withinMs} ms)`);
    }
    await sleep(everyMs);
  }
}
