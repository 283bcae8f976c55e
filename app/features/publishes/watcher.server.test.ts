// The once-only rule with a real database file: a refused or failed Publish is recorded and
// queued once, whatever how often the log is read and across a restart; a log that cannot be
// read is logged once, not at every look.
import { mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../database/database.server.ts";
import { createPublishNotices } from "./notices.server.ts";
import type { PublishLog, PublishRecord } from "../../publish-log/publish-log.ts";
import { readPublishLog } from "./publish-log-file.server.ts";
import { type PublishWatcher, startPublishWatcher } from "./watcher.server.ts";

const NOW_MS = Date.parse("2025-07-15T16:00:00Z");
const SHA = (c: string) => c.repeat(40);

function record(commit: string, state: PublishRecord["state"]): PublishRecord {
  return {
    commit,
    commits: [{ commit, author: "Bea Smith", subject: "Add show 41", at: "2025-07-15T15:40:00Z" }],
    state,
    at: "2025-07-15T15:55:00Z",
    reasons:
      state === "refused" ? ["app/content/shows/41.md: show 41, field closes: not a date"] : [],
  };
}

const logOf = (...records: PublishRecord[]): PublishLog => ({
  checkedAt: "2025-07-15T15:58:00Z",
  intervalSeconds: 300,
  pinned: null,
  records,
});

let folder: string;
let databaseFile: string;
let db: DatabaseSync;

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), "front-publish-notices-"));
  databaseFile = path.join(folder, "front.sqlite");
  db = openDatabase(databaseFile);
});

afterEach(() => {
  db.close();
  rmSync(folder, { recursive: true, force: true });
});

const queuedRows = (database: DatabaseSync) =>
  database
    .prepare("SELECT commit_sha, state, sent_at FROM publish_notices ORDER BY id")
    .all()
    .map((row) => `${String(row.commit_sha).slice(0, 1)} ${String(row.state)}`);

describe("publish notices: once per commit and state", () => {
  it("records each refused or failed commit once, however often the log is read", () => {
    const notices = createPublishNotices(db);
    const log = logOf(
      record(SHA("c"), "live"),
      record(SHA("b"), "refused"),
      record(SHA("a"), "failed"),
    );
    expect(notices.record(log, NOW_MS)).toBe(2);
    expect(notices.record(log, NOW_MS + 30_000)).toBe(0);
    expect(queuedRows(db)).toEqual(["b refused", "a failed"]);
    // The failed commit is later refused: that is news, and told once more.
    expect(notices.record(logOf(record(SHA("a"), "refused")), NOW_MS)).toBe(1);
    expect(queuedRows(db)).toEqual(["b refused", "a failed", "a refused"]);
  });

  it("does not record again after a restart", () => {
    const log = logOf(record(SHA("b"), "refused"));
    expect(createPublishNotices(db).record(log, NOW_MS)).toBe(1);
    db.close();
    db = openDatabase(databaseFile);
    expect(createPublishNotices(db).record(log, NOW_MS)).toBe(0);
    expect(queuedRows(db)).toEqual(["b refused"]);
  });
});

describe("the watcher", () => {
  let watcher: PublishWatcher | undefined;
  afterEach(async () => watcher?.stop());

  it("queues once, and logs a log it cannot read once until it reads again", async () => {
    const logFile = path.join(folder, "publishes.json");
    const lines: string[] = [];
    let kicks = 0;
    watcher = startPublishWatcher({
      read: () => readPublishLog(logFile),
      notices: createPublishNotices(db),
      clockMs: () => NOW_MS,
      queued: () => (kicks += 1),
      log: (line) => lines.push(line),
      // Only the looks below: the timer never fires within the test.
      intervalMs: 3_600_000,
    });
    await watcher.check();
    await watcher.check();
    expect(lines).toEqual([
      "Publish notices: the updater's log is missing; looking again every 3600 s.",
    ]);

    writeFileSync(logFile, "{ not json");
    await watcher.check();
    await watcher.check();
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("the updater's log cannot be read (the publish log is not JSON)");

    writeFileSync(logFile, JSON.stringify(logOf(record(SHA("b"), "refused"))));
    await watcher.check();
    await watcher.check();
    expect(kicks).toBe(1);
    expect(lines.slice(2)).toEqual([
      "Publish notices: the updater's log reads again.",
      "Publish notices: 1 refused or failed Publish(es) queued for the gallery's inbox.",
    ]);
    expect(queuedRows(db)).toEqual(["b refused"]);
  });

  it("looks soon after the updater replaces the file, without waiting for its timer", async () => {
    const logFile = path.join(folder, "publishes.json");
    let kicks = 0;
    watcher = startPublishWatcher({
      read: () => readPublishLog(logFile),
      file: logFile,
      notices: createPublishNotices(db),
      clockMs: () => NOW_MS,
      queued: () => (kicks += 1),
      log: () => {},
      intervalMs: 3_600_000,
    });
    await watcher.check();
    // As the updater writes it: a new file renamed over the old one.
    const written = path.join(folder, "publishes.json.tmp");
    writeFileSync(written, JSON.stringify(logOf(record(SHA("b"), "refused"))));
    renameSync(written, logFile);
    const deadline = Date.now() + 5000;
    while (kicks === 0 && Date.now() < deadline) await sleep(20);
    expect(kicks).toBe(1);
    expect(queuedRows(db)).toEqual(["b refused"]);
  });
});
