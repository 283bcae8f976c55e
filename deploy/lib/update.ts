// The pull-based updater (docs/operating.md, "Releases"): a timer runs it every five minutes, from
// the copy of the tool the operator installed. Under one lock from its fetch to the switch it
// looks at the deployed branch and, when the branch's commit is not the live one:
// - releases it only if everything it changes since the live release is content (entries,
//   gallery facts, pictures: update-rules.ts), with the live release's build tools and no
//   install; any other change waits for the operator's `front.js release`;
// - releases nothing while an operator's rollback holds (until the branch moves past it);
// - a commit the content check refuses waits for a new commit; one that failed for the
//   machine's reasons (network, memory, a lock) is tried again with a growing delay.
// Every outcome goes to the members' publish log (state/publishes.json), which the site shows at
// /admin/status and mails the gallery's inbox from, and to the journal.
import type { PublishRecord } from "../../app/publish-log/publish-log.ts";
import { ContentRefused } from "./build.ts";
import { readLive } from "./live.ts";
import { readPublishLog, recordFor, withRecord, writePublishLog } from "./publish-log-file.ts";
import { LockBusy, withLock } from "./lock.ts";
import { clearPin, readPin } from "./pin.ts";
import { type Log, releaseLocked } from "./release.ts";
import {
  changedFiles,
  commitOf,
  commitsBetween,
  fetchMirror,
  isAncestor,
  lastChangeOf,
} from "./repository.ts";
import { type Settings, layoutOf } from "./settings.ts";
import { codeChanges, describePaths, pinHolds, retryDelayMs } from "./update-rules.ts";

/** Paths the publish log keeps of a commit that waits for the operator (the rest: `git show`). */
const MAX_LISTED_PATHS = 50;

export interface UpdateOutcome {
  result:
    | "live" // the commit went live
    | "current" // nothing new
    | "refused" // the content check refused it
    | "failed" // the machine failed; tried again later
    | "operator" // it changes code: waits for the operator
    | "pinned" // an operator's rollback holds
    | "skipped" // refused, failed or held before, and not yet due again
    | "busy"; // another release holds the lock
  commit?: string;
  /** Seconds from the start of this run to the new release serving. */
  seconds?: number;
  /** Why it is not live, one line each. */
  reasons?: string[];
}

/** The outcomes a person must hear of (the unit fails, and its OnFailure= mails the operator). */
export function needsAttention(outcome: UpdateOutcome): boolean {
  return ["refused", "failed", "operator"].includes(outcome.result);
}

export async function update(settings: Settings, log: Log): Promise<UpdateOutcome> {
  try {
    return await withLock(layoutOf(settings.home).state, () => updateLocked(settings, log));
  } catch (error) {
    if (error instanceof LockBusy) {
      log(`update: ${error.message}; the next run looks again`);
      return { result: "busy" };
    }
    throw error;
  }
}

async function updateLocked(settings: Settings, log: Log): Promise<UpdateOutcome> {
  const started = Date.now();
  const { home } = settings;
  const { repository } = layoutOf(home);
  const now = new Date();
  let publishes = {
    ...readPublishLog(home, settings.updateIntervalSeconds),
    checkedAt: now.toISOString(),
    intervalSeconds: settings.updateIntervalSeconds,
    pinned: readPin(home),
  };
  const save = (record?: PublishRecord) => {
    if (record) publishes = withRecord(publishes, record);
    writePublishLog(home, publishes);
  };

  await fetchMirror(repository);
  const head = await commitOf(repository, settings.branch);
  const live = readLive(home);
  if (!live) {
    save();
    const reason = "nothing is live yet: the operator makes the first release (front.js release)";
    console.error(`update: ${reason}`);
    return { result: "operator", commit: head, reasons: [reason] };
  }
  const previous = recordFor(publishes, head);
  if (live.commit === head) {
    if (previous && previous.state !== "live") {
      save({
        ...previous,
        state: "live",
        at: now.toISOString(),
        liveSince: live.since,
        reasons: [],
      });
    } else save();
    return { result: "current", commit: head };
  }

  const pin = publishes.pinned;
  if (pin) {
    if (pinHolds(pin, head, await isAncestor(repository, head, pin.fromCommit))) {
      save();
      log(
        `update: pinned to ${pin.release} by the operator's rollback; nothing is released until the branch moves past ${pin.fromCommit.slice(0, 7)}`,
      );
      return { result: "pinned", commit: head };
    }
    clearPin(home);
    publishes = { ...publishes, pinned: null };
    log(
      `update: the branch moved past ${pin.fromCommit.slice(0, 7)}: the rollback no longer holds`,
    );
  }

  const commits = await commitsBetween(repository, live.commit, head, 20);
  const record = (fields: Omit<PublishRecord, "commit" | "commits" | "at">): PublishRecord => ({
    commit: head,
    commits,
    at: new Date().toISOString(),
    ...fields,
  });

  const code = codeChanges(await changedFiles(repository, live.commit, head));
  if (code.length > 0) {
    // The log's reasons are the paths (publish-log.ts); people read them in a sentence.
    const waiting = `waiting for the operator: this commit changes ${describePaths(code)}`;
    // Waiting already, or the operator's release of it did not start: the record stands.
    if (previous?.state === "operator" || previous?.state === "did-not-start") {
      save();
      log(`update: ${head.slice(0, 7)} ${waiting}`);
      return { result: "skipped", commit: head, reasons: [waiting] };
    }
    save(record({ state: "operator", reasons: code.slice(0, MAX_LISTED_PATHS) }));
    console.error(`update: ${head.slice(0, 7)} is not live: ${waiting}`);
    return { result: "operator", commit: head, reasons: [waiting] };
  }
  if (previous?.state === "refused") {
    save();
    log(`update: ${head.slice(0, 7)} was refused before; waiting for a new commit`);
    return { result: "skipped", commit: head, reasons: previous.reasons };
  }
  if (previous?.state === "failed" && previous.retryAt && now < new Date(previous.retryAt)) {
    save();
    log(`update: ${head.slice(0, 7)} failed before; next try at ${previous.retryAt}`);
    return { result: "skipped", commit: head, reasons: previous.reasons };
  }

  const attempts = previous?.state === "failed" ? (previous.attempts ?? 1) + 1 : 1;
  save(record({ state: "building", reasons: [] }));
  try {
    const made = await releaseLocked(settings, { commit: head, mayInstall: false }, log);
    const seconds = (Date.now() - started) / 1000;
    save(record({ state: "live", liveSince: made.since, reasons: [] }));
    log(
      `update: ${head.slice(0, 7)} is live as ${made.release}, ${seconds.toFixed(1)} s after the fetch began`,
    );
    return { result: "live", commit: head, seconds };
  } catch (error) {
    if (error instanceof ContentRefused) {
      const reasons = await Promise.all(
        error.problems.map((line) => withAuthor(repository, live.commit, head, line)),
      );
      save(record({ state: "refused", reasons }));
      report(head, "refused", live.release, reasons);
      return { result: "refused", commit: head, reasons };
    }
    const reasons = [error instanceof Error ? error.message : String(error)];
    const retryAt = new Date(Date.now() + retryDelayMs(attempts)).toISOString();
    save(record({ state: "failed", reasons, attempts, retryAt }));
    report(head, "failed", live.release, [...reasons, `next try at ${retryAt}`]);
    return { result: "failed", commit: head, reasons };
  }
}

/**
 * A refusal's line with the member whose commit last changed that file: a broken entry blocks
 * every later Publish, so everyone should see whose change to fix.
 */
async function withAuthor(repository: string, from: string, to: string, line: string) {
  const file = /^((?:app\/content|media)\/\S+?):/.exec(line)?.[1];
  if (!file) return line;
  const change = await lastChangeOf(repository, from, to, file).catch(() => null);
  return change ? `${line} (last changed by ${change})` : line;
}

function report(commit: string, result: string, live: string, reasons: string[]) {
  console.error(
    `update: ${commit.slice(0, 7)} is not live (${result}); ${live} keeps serving:\n${reasons.map((line) => `  ${line}`).join("\n")}`,
  );
}
