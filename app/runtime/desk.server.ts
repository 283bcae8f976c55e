// The members' desk (features/desk) as the running site holds it: its mail queues (sign-in
// codes, and wrong-code alerts to the desk-admins) opened at the post office, the runtime that
// desk's routes hand `requireMember`, and the shows as the site shows them: content with the desk's marks
// laid over it; and, where the site commits for members, each mark committed to its show's file
// soon after (features/desk/commit-marks.server.ts). Made by the site at start, stopped with it.
import { storageFaultOf } from "../database/storage-fault.server.ts";
import type { DatabaseSync } from "node:sqlite";
import type { Show } from "../content/schema.ts";
import { shows as contentShows } from "../content/shows.ts";
import type { ContentRepository } from "../features/content-commits/content-repository.server.ts";
import { showsWithMarks } from "../features/desk/availability-overlay.ts";
import { commitMarks } from "../features/desk/commit-marks.server.ts";
import type { DeskRuntime } from "../features/desk/desk-runtime.server.ts";
import { DESK_PATHS } from "../features/desk/desk-paths.ts";
import { latestMarks, spendPassedMarks } from "../features/desk/marks.server.ts";
import { alertQueue, codeQueue } from "../features/desk/mail-queues.server.ts";
import { rotaMailQueue, startRotaMail } from "../features/desk/rota-mail.server.ts";
import type { PostOffice } from "../mail/post-office.server.ts";
import type { OriginPolicy } from "../http/cross-site.ts";

export interface DeskOptions {
  db: DatabaseSync;
  /** The site's mail: codes and alerts go out through it. */
  postOffice: PostOffice;
  /** The site's "now" (GALLERY_NOW when frozen), for codes and sessions. */
  nowMs: () => number;
  siteUrl: string;
  originPolicy: OriginPolicy;
  /** Where marks are committed to the content files; null where the site commits nothing. */
  contentRepository: ContentRepository | null;
  log: (message: string) => void;
}

export interface Desk {
  /** What the desk's routes hand its sign-in, sessions and actions. */
  runtime: DeskRuntime;
  /** The shows as every page shows them: availability read through the desk's marks. */
  shows(): Show[];
  /**
   * Goes up by one with each mark made here, and each change of the rota (issue 33): rendered
   * page copies older than it are stale.
   */
  marksVersion(): number;
  stop(): Promise<void>;
}

/** How long after a request for a code its mail is sent. */
const CODE_SEND_DELAY_MS = 250;
/** Marks not yet committed (the remote was unreachable, the site restarted), or not yet spent
 * (the database was busy at start), are tried this often. */
const COMMIT_RETRY_MS = 5 * 60_000;

export function createDesk({
  db,
  postOffice,
  nowMs,
  siteUrl,
  originPolicy,
  contentRepository,
  log,
}: DeskOptions): Desk {
  const codes = postOffice.open(codeQueue(new URL(DESK_PATHS.signIn, `${siteUrl}/`).href));
  const alerts = postOffice.open(alertQueue(new URL(DESK_PATHS.desk, `${siteUrl}/`).href));
  // The rota's reminders and gap mails (issue 33).
  const rotaMail = startRotaMail({
    db,
    nowMs,
    sender: postOffice.open(rotaMailQueue(new URL(DESK_PATHS.desk, `${siteUrl}/`).href)),
    log,
  });
  // This release's content may have passed marks made before it (their commits released). A
  // database another connection holds, or a full disk, never stops the site from starting: the
  // pages read a passed mark as the content anyway, and the spending is tried again later.
  const spendPassed = (): boolean => {
    try {
      const spent = spendPassedMarks(db, contentShows, nowMs());
      if (spent > 0) log(`Desk: ${spent} mark(s) now read from the content files`);
      return true;
    } catch (error) {
      const fault = storageFaultOf(error);
      if (!fault) throw error;
      log(`Desk: marks the content passed not spent yet (database ${fault}); tried again soon`);
      return false;
    }
  };
  let passedSpent = spendPassed();
  // One commit run at a time; a mark made during one asks for another after it.
  let committing: Promise<void> | null = null;
  let commitAgain = false;
  const commitSoon = () => {
    if (!contentRepository) return;
    if (committing) {
      commitAgain = true;
      return;
    }
    committing = commitMarks(db, contentRepository, nowMs)
      .then(
        ({ commits, kept }) => {
          if (commits.length > 0) log(`Desk: marks committed in ${commits.join(", ")}`);
          for (const { mark, problem } of kept) {
            log(`Desk: ${mark.showName}/${mark.workId} kept at the desk only: ${problem}`);
          }
        },
        (error: unknown) => log(`Desk: marks not committed yet (tried again soon): ${error}`),
      )
      .finally(() => {
        committing = null;
        if (commitAgain) {
          commitAgain = false;
          commitSoon();
        }
      });
  };
  const retry = setInterval(() => {
    if (!passedSpent) passedSpent = spendPassed();
    commitSoon();
  }, COMMIT_RETRY_MS).unref();
  commitSoon();
  let version = 0;
  const runtime: DeskRuntime = {
    db,
    nowMs,
    secureCookies: new URL(siteUrl).protocol === "https:",
    originPolicy,
    mail: postOffice.sends,
    // A moment after the answer has gone: the sender's work (reads, the SMTP connection) never
    // shares the event loop with the answer, whose timing must not tell addresses apart.
    afterCodeQueued: () => setTimeout(() => codes.kick(), CODE_SEND_DELAY_MS).unref(),
    afterAlertQueued: () => alerts.kick(),
    afterMark: () => {
      version += 1;
      commitSoon();
    },
    afterRotaChange: () => {
      version += 1;
      rotaMail.check();
    },
  };
  return {
    runtime,
    shows: () => showsWithMarks(contentShows, latestMarks(db)),
    marksVersion: () => version,
    async stop() {
      clearInterval(retry);
      rotaMail.stop();
      await committing;
    },
  };
}
