// A publish log as the updater writes it (app/publish-log/publish-log.ts), for tests that
// give the site a real file through PUBLISH_LOG: written to a temporary name and renamed over the
// old one, as the updater replaces it whole.
import { renameSync, writeFileSync } from "node:fs";
import type { PublishLog, PublishRecord } from "../../app/publish-log/publish-log.ts";
import { publishLogSchema } from "../../app/publish-log/publish-log.ts";

export function writePublishLog(file: string, log: PublishLog): void {
  // What the site reads must be what the updater would write: the schema checks it here too.
  publishLogSchema.parse(log);
  writeFileSync(`${file}.tmp`, JSON.stringify(log, null, 2));
  renameSync(`${file}.tmp`, file);
}

/** A record of one commit, by `author`, with `subject`, in `state`. */
export function publishRecord(
  letter: string,
  state: PublishRecord["state"],
  fields: Partial<PublishRecord> & { author?: string; subject?: string } = {},
): PublishRecord {
  const { author = "Bea Smith", subject = `Commit ${letter}`, ...rest } = fields;
  const commit = letter.repeat(40);
  return {
    commit,
    commits: [{ commit, author, subject, at: new Date(Date.now() - 600_000).toISOString() }],
    state,
    at: new Date(Date.now() - 60_000).toISOString(),
    reasons: [],
    ...rest,
  };
}
