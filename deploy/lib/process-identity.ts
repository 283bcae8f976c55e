// Which process a pid file means. A pid is reused once its process has died, so a pid file
// records the process's start time too (/proc/PID/stat, in clock ticks since boot): a process
// with that pid but another start time is someone else's, and is never signalled.
import { readFileSync } from "node:fs";

export interface ProcessIdentity {
  pid: number;
  /** Field 22 of /proc/PID/stat; null where there is no /proc. */
  startTime: string | null;
}

/** The running process with `pid`, or null when there is none. */
export function identityOf(pid: number): ProcessIdentity | null {
  if (!pidAlive(pid)) return null;
  return { pid, startTime: startTimeOf(pid) };
}

/** What a pid file holds: "PID START_TIME". */
export function formatIdentity({ pid, startTime }: ProcessIdentity): string {
  return `${pid} ${startTime ?? ""}`.trim() + "\n";
}

/** A pid file's identity, or null when it holds none. */
export function parseIdentity(text: string): ProcessIdentity | null {
  const [pid, startTime] = text.trim().split(/\s+/);
  const number = Number(pid);
  if (!Number.isInteger(number) || number <= 0) return null;
  return { pid: number, startTime: startTime ?? null };
}

/**
 * Whether the process the pid file names still runs: its pid is alive, and it started when the
 * file says (a file from before start times were kept names no process: it cannot be checked).
 */
export function stillRunning(recorded: ProcessIdentity): boolean {
  const now = identityOf(recorded.pid);
  return now !== null && recorded.startTime !== null && now.startTime === recorded.startTime;
}

function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: count after its end.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

/** Whether a process with `pid` exists (another user's counts: signalling it is refused). */
export function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
