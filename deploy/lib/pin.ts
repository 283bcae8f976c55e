// An operator's rollback holds the updater back (state/pinned.json) until the branch moves past
// the commit rolled back from (update-rules.ts, pinHolds) or the operator releases again.
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { writeAtomically } from "./live.ts";
import { layoutOf } from "./settings.ts";
import type { Pin } from "./update-rules.ts";

function pinFile(home: string) {
  return path.join(layoutOf(home).state, "pinned.json");
}

/** The operator's rollback, if one still holds. */
export function readPin(home: string): Pin | null {
  try {
    return JSON.parse(readFileSync(pinFile(home), "utf8")) as Pin;
  } catch {
    return null;
  }
}

export function clearPin(home: string) {
  rmSync(pinFile(home), { force: true });
}

export function writePin(home: string, pin: Pin) {
  writeAtomically(pinFile(home), `${JSON.stringify(pin, null, 2)}\n`);
}
