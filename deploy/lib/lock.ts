// One release at a time (issue 22): a timer's update and an operator's release or rollback
// never interleave, from the fetch to the switch.
import {
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { pidAlive } from "./process-identity.ts";

/**
 * One release at a time: a timer's update and an operator's release never interleave, from the
 * fetch to the switch. The lock file appears whole (written aside, then hard-linked into place,
 * which fails if it exists), so a reader never sees it empty; a holder that died is noticed by
 * its pid, and its lock is taken away only if it is still that same file.
 */
export async function withLock<T>(state: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(state, "release.lock");
  mkdirSync(state, { recursive: true });
  if (!takeLock(lock) && !(removeIfStale(lock) && takeLock(lock))) {
    throw new LockBusy(readHolder(lock).pid);
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { force: true });
  }
}

/** Another release or update holds the lock. */
export class LockBusy extends Error {
  constructor(pid: number) {
    super(`Another release is under way (pid ${pid}); try again when it ends.`);
  }
}

function takeLock(lock: string): boolean {
  const mine = `${lock}.${process.pid}`;
  writeFileSync(mine, `${process.pid}\n${bootId()}\n`);
  try {
    linkSync(mine, lock);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    rmSync(mine, { force: true });
  }
}

function readHolder(lock: string): { pid: number; boot: string; inode: number } {
  try {
    const [pid = "", boot = ""] = readFileSync(lock, "utf8").split("\n");
    return { pid: Number(pid), boot, inode: statSync(lock).ino };
  } catch {
    return { pid: 0, boot: "", inode: -1 };
  }
}

/**
 * This boot's id (Linux): a lock taken before a power cut names a pid that another process may
 * have by chance after the boot, so a lock from another boot is stale whatever its pid.
 */
function bootId(): string {
  try {
    return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
  } catch {
    return "";
  }
}

/** Removes the lock of a process that is gone; true when there is no lock left. */
function removeIfStale(lock: string): boolean {
  const holder = readHolder(lock);
  if (holder.inode === -1) return true;
  const sameBoot = holder.boot === "" || holder.boot === bootId();
  if (sameBoot && pidAlive(holder.pid)) return false;
  // Moved aside, then checked: if it is not the file judged stale, another process took the
  // lock in between, and it goes back.
  const aside = `${lock}.stale.${process.pid}`;
  try {
    renameSync(lock, aside);
  } catch {
    return false;
  }
  if (statSync(aside).ino !== holder.inode) {
    try {
      linkSync(aside, lock);
    } catch {
      // Someone else holds a newer lock: ours is no worse off.
    }
    rmSync(aside, { force: true });
    return false;
  }
  rmSync(aside, { force: true });
  return true;
}
