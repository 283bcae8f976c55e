// The pull-based updater (README "Editing the site"): a timer runs it every few minutes. It
// fetches the deployed branch; when the branch's commit is not the live one, it releases it. A
// commit the content check refuses never goes live: the live release keeps serving, and the
// reason (file, entry, field) goes to the journal and to state/update.json, which `front status`
// prints. A refused commit is not tried again until the branch moves on.
import { readFileSync } from "node:fs";
import path from "node:path";
import { ContentRefused } from "./build.ts";
import { readLive, writeAtomically } from "./live.ts";
import { type Log, release } from "./release.ts";
import { commitOf, fetchMirror } from "./repository.ts";
import { type Settings, layoutOf } from "./settings.ts";

export interface UpdateOutcome {
  /** "live": the commit went live; "current": nothing new; "refused"/"failed": it did not. */
  result: "live" | "current" | "refused" | "failed" | "skipped";
  commit: string;
  at: string;
  release?: string;
  /** Seconds from the start of this run to the new release serving. */
  seconds?: number;
  /** Why it is not live: the content check's lines, or the error. */
  reasons?: string[];
}

export async function update(settings: Settings, log: Log): Promise<UpdateOutcome> {
  const started = Date.now();
  const { repository, state } = layoutOf(settings.home);
  await fetchMirror(repository);
  const commit = await commitOf(repository, settings.branch);
  const at = new Date().toISOString();
  const live = readLive(settings.home);
  if (live?.commit === commit) return { result: "current", commit, at };
  const last = lastUpdate(settings.home);
  if (last && last.commit === commit && (last.result === "refused" || last.result === "failed")) {
    log(`update: ${commit.slice(0, 7)} was refused before; waiting for a new commit`);
    return { ...last, result: "skipped" };
  }

  let outcome: UpdateOutcome;
  try {
    const made = await release(settings, commit, log);
    outcome = {
      result: "live",
      commit,
      at,
      release: made.release,
      seconds: (Date.now() - started) / 1000,
    };
    log(
      `update: ${commit.slice(0, 7)} is live as ${made.release}, ${outcome.seconds?.toFixed(1)} s after the fetch began`,
    );
  } catch (error) {
    const refused = error instanceof ContentRefused;
    const reasons = refused
      ? error.problems
      : [error instanceof Error ? error.message : String(error)];
    outcome = { result: refused ? "refused" : "failed", commit, at, reasons };
    console.error(
      `update: ${commit.slice(0, 7)} is not live (${outcome.result}); ${live ? `${live.release} keeps serving` : "nothing is live"}:\n${reasons.map((line) => `  ${line}`).join("\n")}`,
    );
  }
  writeAtomically(path.join(state, "update.json"), `${JSON.stringify(outcome, null, 2)}\n`);
  return outcome;
}

export function lastUpdate(home: string): UpdateOutcome | null {
  try {
    return JSON.parse(
      readFileSync(path.join(layoutOf(home).state, "update.json"), "utf8"),
    ) as UpdateOutcome;
  } catch {
    return null;
  }
}
