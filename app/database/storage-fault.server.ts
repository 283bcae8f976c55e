// What a failed write on the site's database means for the person waiting on it: the database
// is busy (someone else holds its write lock), its disk is full, or it cannot be written at all.
// Each is a fault of the server, not of the request, and passes: the visitor is told to come back.

export type StorageFault = "busy" | "full" | "unwritable";

// SQLite's primary result codes (the low byte of an extended code).
const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;
const SQLITE_READONLY = 8;
const SQLITE_IOERR = 10;
const SQLITE_FULL = 13;
const SQLITE_CANTOPEN = 14;

/** The fault behind a node:sqlite error, or null for any other error (a bug, a constraint). */
export function storageFaultOf(error: unknown): StorageFault | null {
  if (typeof error !== "object" || error === null || !("errcode" in error)) return null;
  if (typeof error.errcode !== "number") return null;
  switch (error.errcode & 0xff) {
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      return "busy";
    case SQLITE_FULL:
      return "full";
    case SQLITE_READONLY:
    case SQLITE_IOERR:
    case SQLITE_CANTOPEN:
      return "unwritable";
    default:
      return null;
  }
}

/** Whether `error` is SQLite saying another connection holds the lock it needs. */
export function isBusy(error: unknown): boolean {
  return storageFaultOf(error) === "busy";
}

/** When to try again (Retry-After, seconds): a lock is usually let go soon, a full disk is not. */
export const RETRY_AFTER_SECONDS: Record<StorageFault, number> = {
  busy: 5,
  full: 60,
  unwritable: 60,
};
