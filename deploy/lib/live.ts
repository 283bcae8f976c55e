// What is live, as the tool recorded it (state/live.json), and the links beside it: `current`
// to the live release, `previous` to the one a rollback returns to.
import {
  mkdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { layoutOf } from "./settings.ts";

export interface Live {
  release: string;
  commit: string;
  port: number;
  /** ISO instant it went live. */
  since: string;
}

export function readLive(home: string): Live | null {
  try {
    return JSON.parse(readFileSync(path.join(layoutOf(home).state, "live.json"), "utf8")) as Live;
  } catch {
    return null;
  }
}

/** Records `live` and points `current` at it and `previous` at what it replaced. */
export function recordLive(home: string, live: Live, replaced: string | null) {
  const layout = layoutOf(home);
  mkdirSync(layout.state, { recursive: true });
  writeAtomically(path.join(layout.state, "live.json"), `${JSON.stringify(live, null, 2)}\n`);
  linkAtomically(layout.current, path.join(layout.releases, live.release));
  if (replaced) linkAtomically(layout.previous, path.join(layout.releases, replaced));
}

/** The release `previous` links to, if any. */
export function previousRelease(home: string): string | null {
  try {
    return path.basename(readlinkSync(layoutOf(home).previous));
  } catch {
    return null;
  }
}

export function writeAtomically(file: string, text: string) {
  writeFileSync(`${file}.next`, text);
  renameSync(`${file}.next`, file);
}

function linkAtomically(link: string, target: string) {
  rmSync(`${link}.next`, { force: true });
  symlinkSync(target, `${link}.next`);
  renameSync(`${link}.next`, link);
}
