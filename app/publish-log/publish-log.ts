// What became of members' Publish (issue 22, item 3): the updater (deploy/lib/update.ts) writes
// this log to FRONT_HOME/state/publishes.json at every run; the site reads it to show members
// where each commit stands (/admin/status) and to mail the gallery's inbox once per refused or
// failed commit. One schema for the writer and the reader: a file the site cannot read as this
// shape is reported as unreadable, never guessed at. It is a contract between the two, so it
// sits in no feature: deploy/ imports no feature, and features/publishes reads through it.
import { z } from "zod";

/** One commit on the deployed branch, as a member made it (through the editor or by hand). */
const commitSummary = z.object({
  commit: z.string().regex(/^[0-9a-f]{40}$/),
  author: z.string(),
  subject: z.string(),
  /** When it was committed (ISO). */
  at: z.string(),
});

export const PUBLISH_STATES = [
  /** The updater is building it now, beside the live release. */
  "building",
  /** It is live (since `liveSince`). */
  "live",
  /** The content check refused it: `reasons` name the file, the entry, the field and whose commit. */
  "refused",
  /** The update failed for a reason of the machine's (network, lock, memory): tried again at `retryAt`. */
  "failed",
  /** It changes more than content: it waits for the operator's `front.ts release` (`reasons`: the paths). */
  "operator",
  /**
   * The operator released it, and the new version did not start (`reasons`: its last words); the
   * previous one keeps serving until the operator releases a fix.
   */
  "did-not-start",
] as const;

const publishRecord = z.object({
  /** The branch's commit the updater tried; the commits since the live release go with it. */
  commit: z.string().regex(/^[0-9a-f]{40}$/),
  /** The commits this attempt brings, newest first (the head first), at most 20. */
  commits: z.array(commitSummary),
  state: z.enum(PUBLISH_STATES),
  /** When the state was last set (ISO). */
  at: z.string(),
  /** live: since when (ISO). */
  liveSince: z.string().optional(),
  /** refused, failed, operator, did-not-start: why, one line each, in words a member can act on. */
  reasons: z.array(z.string()).default([]),
  /** failed: how many tries so far, and when the next one is due (ISO). */
  attempts: z.number().int().min(0).optional(),
  retryAt: z.string().optional(),
});

export const publishLogSchema = z.object({
  /** When the updater last looked at the branch (ISO). */
  checkedAt: z.string(),
  /** How often it looks, in seconds (deploy/systemd/front-update.timer). */
  intervalSeconds: z.number().int().positive(),
  /** The operator rolled back: nothing is released until the branch moves past `fromCommit`. */
  pinned: z
    .object({
      release: z.string(),
      commit: z.string(),
      fromCommit: z.string(),
      at: z.string(),
    })
    .nullable(),
  /** Newest first, at most MAX_PUBLISH_RECORDS. */
  records: z.array(publishRecord),
});

export type CommitSummary = z.infer<typeof commitSummary>;
export type PublishState = (typeof PUBLISH_STATES)[number];
export type PublishRecord = z.infer<typeof publishRecord>;
export type PublishLog = z.infer<typeof publishLogSchema>;

export const MAX_PUBLISH_RECORDS = 20;

/** Reads the log's text; null with the reason when it is not a log of this shape. */
export function parsePublishLog(text: string): { log: PublishLog } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: "the publish log is not JSON" };
  }
  const parsed = publishLogSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return {
      error: `the publish log is not readable: ${first?.path.join(".")}: ${first?.message}`,
    };
  }
  return { log: parsed.data };
}
