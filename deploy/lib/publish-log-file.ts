// The members' publish log on the server (FRONT_HOME/state/publishes.json, in the shape of
// app/publish-log/publish-log.ts): the updater and the operator's release write it, the
// site reads it for /admin/status and the inbox's mail.
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  MAX_PUBLISH_RECORDS,
  type PublishLog,
  type PublishRecord,
  parsePublishLog,
} from "../../app/publish-log/publish-log.ts";
import { publicLines } from "../../app/publish-log/public-words.ts";
import { writeAtomically } from "./live.ts";
import { layoutOf } from "./settings.ts";

export function publishLogFile(home: string): string {
  return path.join(layoutOf(home).state, "publishes.json");
}

export function readPublishLog(home: string, intervalSeconds: number): PublishLog {
  try {
    const read = parsePublishLog(readFileSync(publishLogFile(home), "utf8"));
    if ("log" in read) return read.log;
  } catch {
    // None yet.
  }
  return { checkedAt: new Date(0).toISOString(), intervalSeconds, pinned: null, records: [] };
}

/**
 * The log with `record` in place of the one for the same commit, newest first, bounded. Its
 * reasons are kept as words only (no stack, no server path): members read them at /admin/status.
 */
export function withRecord(log: PublishLog, record: PublishRecord): PublishLog {
  const others = log.records.filter((entry) => entry.commit !== record.commit);
  const said = { ...record, reasons: publicLines(record.reasons) };
  return { ...log, records: [said, ...others].slice(0, MAX_PUBLISH_RECORDS) };
}

export function recordFor(log: PublishLog, commit: string): PublishRecord | undefined {
  return log.records.find((entry) => entry.commit === commit);
}

export function writePublishLog(home: string, log: PublishLog) {
  writeAtomically(publishLogFile(home), `${JSON.stringify(log, null, 2)}\n`);
}

/** The operator's release of `record.commit`, in the members' log beside the updater's. */
export function writePublishRecord(
  settings: { home: string; updateIntervalSeconds: number },
  record: PublishRecord,
) {
  writePublishLog(
    settings.home,
    withRecord(readPublishLog(settings.home, settings.updateIntervalSeconds), record),
  );
}

/** A commit the log holds is live now (the operator released it): its record says so. */
export function markLive(
  settings: { home: string; updateIntervalSeconds: number },
  commit: string,
  since: string,
) {
  const log = readPublishLog(settings.home, settings.updateIntervalSeconds);
  const known = recordFor(log, commit);
  if (known && known.state !== "live") {
    const live = { ...known, state: "live" as const, at: since, liveSince: since, reasons: [] };
    writePublishLog(settings.home, withRecord(log, live));
  }
}
