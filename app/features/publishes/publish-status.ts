// What /admin/status says of members' Publishes, in words a volunteer artist can act on: from the
// updater's log (app/publish-log/) and the instant it is read at, to sentences. Pure: the page
// (status-page.ts) only lays them out. Times read as a Montpelier clock does.
import { formatInstant } from "../../domain/gallery-time.ts";
import type {
  CommitSummary,
  PublishLog,
  PublishRecord,
  PublishState,
} from "../../publish-log/publish-log.ts";
import { publicLines } from "../../publish-log/public-words.ts";

/** The log as the site found it. */
export type PublishLogReading =
  | { kind: "unset" }
  | { kind: "missing" }
  | { kind: "unreadable"; error: string }
  | { kind: "read"; log: PublishLog };

export interface PublishView {
  state: PublishState;
  /** A few words for the state, shown first. */
  label: string;
  /** The newest commit's subject, what the member wrote (or the commit's short name). */
  title: string;
  /** Who made it, when, and the commit's short name. */
  byline: string;
  /** What became of it and what, if anything, to do. */
  said: string;
  /** The updater's own lines: what to fix, or what changed beyond content. */
  reasons: string[];
  /** The other commits this attempt brings, one line each. */
  alsoBrings: string[];
}

export interface StatusView {
  /** Why nothing can be said (no log), or null. */
  problem: string | null;
  /** When the updater last looked and how often it looks; whether it seems late. */
  checked: string[];
  /** The operator's rollback, while it holds. */
  pinned: string | null;
  publishes: PublishView[];
}

/** Past this many intervals without a look, the updater has likely stopped. */
export const LATE_AFTER_INTERVALS = 3;
/** Paths an operator-bound commit lists at most; the rest are counted. */
const SHOWN_PATHS = 8;

/**
 * Who reads the page. The server's own words (why an update failed or a release did not start,
 * why the log cannot be read) may name its paths and programs: a member signed in at the desk
 * reads them; anyone else reads what became of each Publish, and the content check's lines,
 * which speak of the member's content only (decision 025).
 */
export type Reader = "member" | "anyone";

/** Said in place of the server's own reasons to a reader who is not signed in. */
export const SIGN_IN_FOR_REASONS = "Members signed in at the desk see here what the server said.";

export function statusOf(reading: PublishLogReading, now: Date, reader: Reader): StatusView {
  const none = { checked: [], pinned: null, publishes: [] };
  switch (reading.kind) {
    case "unset":
      return {
        ...none,
        problem:
          "The updater is not set up on this server, so this page cannot say what became of a " +
          "Publish. Ask the operator (PUBLISH_LOG is not set).",
      };
    case "missing":
      return {
        ...none,
        problem:
          "The updater has not written down anything yet. It does at every look, every few " +
          "minutes once it runs; if this page still says so in ten minutes, tell the operator.",
      };
    case "unreadable":
      return {
        ...none,
        problem:
          reader === "member"
            ? `The updater's log could not be read (${reading.error}). Tell the operator.`
            : `The updater's log could not be read. Tell the operator. ${SIGN_IN_FOR_REASONS}`,
      };
    case "read":
      return {
        problem: null,
        checked: checkedLines(reading.log, now),
        pinned: pinnedLine(reading.log),
        publishes: reading.log.records.map((record) => forReader(publishView(record, now), reader)),
      };
  }
}

function checkedLines(log: PublishLog, now: Date): string[] {
  const every = everyInterval(log.intervalSeconds);
  const lines = [
    `The updater last looked for new Publishes ${when(log.checkedAt)}, and looks ${every}. ` +
      "A Publish made since then is waiting for the updater: it shows here after its next look.",
  ];
  const checkedMs = Date.parse(log.checkedAt);
  const lateMs = LATE_AFTER_INTERVALS * log.intervalSeconds * 1000;
  if (!Number.isNaN(checkedMs) && now.getTime() - checkedMs > lateMs) {
    lines.push(
      `That was ${sinceWords(now.getTime() - checkedMs)} ago, longer than it should be: the ` +
        "updater may have stopped. Tell the operator.",
    );
  }
  return lines;
}

function pinnedLine(log: PublishLog): string | null {
  if (!log.pinned) return null;
  const { commit, fromCommit, at } = log.pinned;
  return (
    `The operator rolled the site back ${when(at)}, to commit ${short(commit)}. Nothing is ` +
    `released until a commit newer than ${short(fromCommit)} arrives: the next Publish ends ` +
    "the hold and goes live as usual."
  );
}

function publishView(logged: PublishRecord, now: Date): PublishView {
  // Words only, whoever wrote the log: a stack or a server path never reaches the page.
  const record = { ...logged, reasons: publicLines(logged.reasons) };
  const head = record.commits.find((each) => each.commit === record.commit) ?? record.commits[0];
  const others = record.commits.filter((each) => each !== head);
  const base = {
    state: record.state,
    title: head?.subject.trim() || `Commit ${short(record.commit)}`,
    byline: bylineOf(head, record.commit),
    alsoBrings: others.map(
      (each) => `${each.subject} (${nameOf(each.author)}, ${short(each.commit)})`,
    ),
  };
  switch (record.state) {
    case "live":
      return {
        ...base,
        label: "Live",
        said: `On the site since ${instant(record.liveSince ?? record.at) ?? "a time the log does not say"}.`,
        reasons: [],
      };
    case "building":
      return {
        ...base,
        label: "Building now",
        said: `The updater started building it ${when(record.at)}. It goes live by itself when the build is done.`,
        reasons: [],
      };
    case "refused":
      return {
        ...base,
        label: "Refused",
        said:
          `The content check refused it ${when(record.at)}, so the site keeps its previous ` +
          "version. It is not tried again: fix what is listed here in the editor and Publish " +
          "again. Until then every later Publish is refused too, as it still holds the same entry.",
        reasons: record.reasons,
      };
    case "failed":
      return {
        ...base,
        label: "Failed, trying again",
        said: `The update failed ${when(record.at)} for a reason of the server's, not of your content${tries(record.attempts)}. ${retry(record.retryAt, now)} Nothing to do on your side.`,
        reasons: record.reasons,
      };
    case "did-not-start":
      return {
        ...base,
        label: "Did not start",
        said:
          `The operator released it ${when(record.at)}, but the new version did not start, so ` +
          "the site keeps its previous version. The operator has been told why (below) and " +
          "releases a fix; nothing to do on your side.",
        reasons: record.reasons,
      };
    case "operator":
      return {
        ...base,
        label: "Waiting for the operator",
        said:
          `Waiting for the operator: this commit changes ${pathsOf(record.reasons)}. Shows, ` +
          "events, artists, gallery facts and pictures go live by themselves; a change to " +
          "anything else goes live only when the operator releases it.",
        reasons: [],
      };
  }
}

/** The server's own reasons are a member's to read (see Reader). */
function forReader(view: PublishView, reader: Reader): PublishView {
  const serversOwn = view.state === "failed" || view.state === "did-not-start";
  if (reader === "member" || !serversOwn || view.reasons.length === 0) return view;
  return { ...view, reasons: [SIGN_IN_FOR_REASONS] };
}

function bylineOf(head: CommitSummary | undefined, commit: string): string {
  if (!head) return `commit ${short(commit)}`;
  return `by ${nameOf(head.author)}, committed ${when(head.at)} · commit ${short(commit)}`;
}

/** The author's name without an address ("Ada <ada@…>" is Ada): the page is not signed in. */
export function nameOf(author: string): string {
  return author.replace(/\s*<[^>]*>\s*/g, " ").trim() || "someone";
}

/** "15 minutes", "3 hours", "9 days": how long, in the unit a person would use. */
export function sinceWords(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 120) return `${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} hours`;
  return `${Math.floor(hours / 24)} days`;
}

function pathsOf(paths: readonly string[]): string {
  if (paths.length === 0) return "more than content";
  const shown = paths.slice(0, SHOWN_PATHS).join(", ");
  const more = paths.length - SHOWN_PATHS;
  return more > 0 ? `${shown} and ${more} more` : shown;
}

function tries(attempts: number | undefined): string {
  if (attempts === undefined || attempts < 1) return "";
  return attempts === 1 ? " (1 try so far)" : ` (${attempts} tries so far)`;
}

function retry(retryAt: string | undefined, now: Date): string {
  const at = retryAt === undefined ? Number.NaN : Date.parse(retryAt);
  if (Number.isNaN(at)) return "It tries again by itself at its next look.";
  if (at <= now.getTime()) {
    return `It was due to try again ${when(retryAt)}, and does at its next look.`;
  }
  return `It tries again by itself ${when(retryAt)}.`;
}

/** "on Tuesday, July 15, 2025 at 12:00 PM", or plain words when the log's time is not one. */
function when(iso: string | undefined): string {
  const time = instant(iso);
  return time === null ? "at a time the log does not say" : `on ${time}`;
}

/** "Tuesday, July 15, 2025 at 12:00 PM", or null when the log's time is not one. */
export function instant(iso: string | undefined): string | null {
  const at = iso === undefined ? Number.NaN : Date.parse(iso);
  return Number.isNaN(at) ? null : formatInstant(new Date(at));
}

export function everyInterval(seconds: number): string {
  const unit = (count: number, name: string) =>
    count === 1 ? `every ${name}` : `every ${count} ${name}s`;
  if (seconds % 3600 === 0) return unit(seconds / 3600, "hour");
  if (seconds % 60 === 0) return unit(seconds / 60, "minute");
  return unit(seconds, "second");
}

/** A commit's short name, as GitHub shows it. */
export function short(commit: string): string {
  return commit.slice(0, 7);
}
