// What the check timer remembers between runs (state/alerts.json), so a fault is mailed once
// when it starts (after its hold) and once when it clears, not every five minutes.
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import type { Alert } from "./alert-mail.ts";
import type { Fault } from "./host-checks.ts";
import { writeAtomically } from "./live.ts";

export interface Remembered {
  /** ISO instant it was first seen. */
  since: string;
  subject: string;
  mailed: boolean;
}

export type Memory = Record<string, Remembered>;

export interface Transition {
  key: string;
  alert: Alert;
}

/** The memory after this run, and the mails it owes: a fault that began or cleared. */
export function decide(
  memory: Memory,
  faults: Fault[],
  now: Date,
): { next: Memory; mails: Transition[] } {
  const next: Memory = {};
  const mails: Transition[] = [];
  for (const fault of faults) {
    const known = memory[fault.key];
    const since = known?.since ?? now.toISOString();
    const due = now.getTime() - Date.parse(since) >= fault.holdMs;
    const mailNow = !known?.mailed && due;
    next[fault.key] = { since, subject: fault.subject, mailed: Boolean(known?.mailed) || mailNow };
    if (mailNow)
      mails.push({
        key: fault.key,
        alert: {
          subject: fault.subject,
          text: [
            fault.detail,
            `Seen since ${since}.`,
            "",
            fault.answer,
            "",
            "You will get one more mail when it clears.",
            "",
          ].join("\n"),
        },
      });
  }
  for (const [key, known] of Object.entries(memory)) {
    if (next[key] || !known.mailed) continue;
    mails.push({
      key,
      alert: {
        subject: `cleared: ${known.subject}`,
        text: `This has cleared (${now.toISOString()}): ${known.subject}, seen since ${known.since}.\n`,
      },
    });
  }
  return { next, mails };
}

/** The memory as it stands when `transition`'s mail could not go: it is owed again next run. */
export function unsent(memory: Memory, next: Memory, transition: Transition): Memory {
  const owed = { ...next };
  const before = memory[transition.key];
  const after = next[transition.key];
  if (after) owed[transition.key] = { ...after, mailed: false };
  else if (before) owed[transition.key] = before;
  return owed;
}

export function readMemory(file: string): Memory {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Memory;
  } catch {
    return {};
  }
}

export function writeMemory(file: string, memory: Memory) {
  writeAtomically(file, `${JSON.stringify(memory, null, 2)}\n`);
}

/**
 * Remembers that alerts are off for want of mail (`now`), or forgets it (null: mail is set up, so
 * turning it off again is said again). True when it was not noted before: say it now.
 */
export function noteMailOff(state: string, now: Date | null): boolean {
  // Where the check notes that it told the operator alerts need mail.
  const note = path.join(state, "alerts-need-mail");
  if (now === null) {
    rmSync(note, { force: true });
    return false;
  }
  if (existsSync(note)) return false;
  writeAtomically(note, `${now.toISOString()}\n`);
  return true;
}
