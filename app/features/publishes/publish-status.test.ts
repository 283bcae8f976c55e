// What /admin/status says for each state of a Publish, and when there is no log to read.
import { describe, expect, it } from "vitest";
import type { PublishLog, PublishRecord } from "../../publish-log/publish-log.ts";
import {
  SIGN_IN_FOR_REASONS,
  everyInterval,
  nameOf,
  sinceWords,
  statusOf,
} from "./publish-status.ts";

// 12:00 PM in Montpelier (EDT), July 15, 2025.
const NOW = new Date("2025-07-15T16:00:00Z");
const ADA = "a".repeat(40);
const BEA = "b".repeat(40);

const commit = (sha: string, author: string, subject: string, at: string) => ({
  commit: sha,
  author,
  subject,
  at,
});

function logWith(record: Partial<PublishRecord>, extra: Partial<PublishLog> = {}): PublishLog {
  return {
    checkedAt: "2025-07-15T15:58:00Z",
    intervalSeconds: 300,
    pinned: null,
    records: [
      {
        commit: ADA,
        commits: [
          commit(ADA, "Ada Lovelace <ada@example.org>", "Add show 41", "2025-07-15T15:50:00Z"),
        ],
        state: "live",
        at: "2025-07-15T15:55:00Z",
        reasons: [],
        ...record,
      },
    ],
    ...extra,
  };
}

const only = (log: PublishLog) => {
  const view = statusOf({ kind: "read", log }, NOW, "member");
  expect(view.problem).toBeNull();
  expect(view.publishes).toHaveLength(1);
  const [publish] = view.publishes;
  if (!publish) throw new Error("no publish");
  return publish;
};

describe("statusOf: each state, in words", () => {
  it("live: since when, by whom, with no address", () => {
    const publish = only(logWith({ state: "live", liveSince: "2025-07-15T15:56:00Z" }));
    expect(publish.label).toBe("Live");
    expect(publish.title).toBe("Add show 41");
    expect(publish.said).toBe("On the site since Tuesday, July 15, 2025 at 11:56 AM.");
    expect(publish.byline).toBe(
      "by Ada Lovelace, committed on Tuesday, July 15, 2025 at 11:50 AM · commit aaaaaaa",
    );
    expect(JSON.stringify(publish)).not.toContain("ada@example.org");
  });

  it("building: since when, and that it goes live by itself", () => {
    const publish = only(logWith({ state: "building", at: "2025-07-15T15:59:00Z" }));
    expect(publish.label).toBe("Building now");
    expect(publish.said).toBe(
      "The updater started building it on Tuesday, July 15, 2025 at 11:59 AM. It goes live by itself when the build is done.",
    );
  });

  it("refused: each of the content check's lines, whose commit broke it, and what to do", () => {
    const reasons = [
      "app/content/shows/41-summer.md: show 41, field closes: the closing day is before the opening day (Bea Smith's commit bbbbbbb)",
      "app/content/gallery.json: closures[2], field last: not a date (Bea Smith's commit bbbbbbb)",
    ];
    const publish = only(
      logWith({
        state: "refused",
        reasons,
        commits: [
          commit(ADA, "Ada Lovelace", "Fix a typo", "2025-07-15T15:50:00Z"),
          commit(BEA, "Bea Smith", "Add show 41", "2025-07-15T15:40:00Z"),
        ],
      }),
    );
    expect(publish.label).toBe("Refused");
    expect(publish.reasons).toEqual(reasons);
    expect(publish.said).toContain(
      "The content check refused it on Tuesday, July 15, 2025 at 11:55 AM, so the site keeps its previous version.",
    );
    expect(publish.said).toContain("fix what is listed here in the editor and Publish again");
    expect(publish.alsoBrings).toEqual(["Add show 41 (Bea Smith, bbbbbbb)"]);
  });

  it("shows only words of a log an older updater wrote with a stack and the server's paths", () => {
    const stack = [
      "ReferenceError: Excessive alias count indicates a resource exhaustion attack\n" +
        "    at Alias.toJS (/srv/front/releases/r1/node_modules/yaml/dist/nodes/Alias.js:71:23)",
      "    at node:internal/modules/esm/module_job:271:25",
    ];
    const publish = only(logWith({ state: "refused", reasons: stack }));
    expect(publish.reasons).toEqual([
      "ReferenceError: Excessive alias count indicates a resource exhaustion attack",
    ]);
  });

  it("failed: not the member's doing, and when it tries again", () => {
    const publish = only(
      logWith({
        state: "failed",
        reasons: ["the build ran out of memory"],
        attempts: 2,
        retryAt: "2025-07-15T16:10:00Z",
      }),
    );
    expect(publish.label).toBe("Failed, trying again");
    expect(publish.said).toBe(
      "The update failed on Tuesday, July 15, 2025 at 11:55 AM for a reason of the server's, " +
        "not of your content (2 tries so far). It tries again by itself on Tuesday, July 15, " +
        "2025 at 12:10 PM. Nothing to do on your side.",
    );
    expect(publish.reasons).toEqual(["the build ran out of memory"]);
    const overdue = only(logWith({ state: "failed", retryAt: "2025-07-15T15:59:00Z" }));
    expect(overdue.said).toContain(
      "It was due to try again on Tuesday, July 15, 2025 at 11:59 AM, and does at its next look.",
    );
  });

  it("operator: the paths beyond content, in one sentence", () => {
    const publish = only(
      logWith({ state: "operator", reasons: ["package.json", "server/app.ts"] }),
    );
    expect(publish.label).toBe("Waiting for the operator");
    expect(publish.said).toMatch(
      /^Waiting for the operator: this commit changes package\.json, server\/app\.ts\. /,
    );
    const many = Array.from({ length: 11 }, (_, i) => `server/file-${i}.ts`);
    expect(only(logWith({ state: "operator", reasons: many })).said).toContain(
      "server/file-7.ts and 3 more.",
    );
  });
});

describe("statusOf: the updater's own state", () => {
  it("did-not-start: the old version still serves, the process's own words, nothing to do", () => {
    const why =
      '20250715T155500Z-aaaaaaa did not start on port 3002 (front@3002.service): near ",": syntax error';
    const publish = only(
      logWith({ state: "did-not-start", at: "2025-07-15T15:55:00Z", reasons: [why] }),
    );
    expect(publish.label).toBe("Did not start");
    expect(publish.said).toBe(
      "The operator released it on Tuesday, July 15, 2025 at 11:55 AM, but the new version did " +
        "not start, so the site keeps its previous version. The operator has been told why " +
        "(below) and releases a fix; nothing to do on your side.",
    );
    expect(publish.reasons).toEqual([why]);
  });

  it("says when it last looked and how often, so a Publish just made is waiting for it", () => {
    const view = statusOf({ kind: "read", log: logWith({}) }, NOW, "member");
    expect(view.checked).toEqual([
      "The updater last looked for new Publishes on Tuesday, July 15, 2025 at 11:58 AM, and " +
        "looks every 5 minutes. A Publish made since then is waiting for the updater: it shows " +
        "here after its next look.",
    ]);
  });

  it("says it may have stopped once three intervals pass without a look", () => {
    const onTime = statusOf(
      { kind: "read", log: logWith({}, { checkedAt: "2025-07-15T15:45:00Z" }) },
      NOW,
      "member",
    );
    expect(onTime.checked).toHaveLength(1);
    const late = statusOf(
      { kind: "read", log: logWith({}, { checkedAt: "2025-07-15T15:44:59Z" }) },
      NOW,
      "member",
    );
    expect(late.checked[1]).toBe(
      "That was 15 minutes ago, longer than it should be: the updater may have stopped. Tell the operator.",
    );
  });

  it("says the operator rolled back and that nothing is released until a newer commit", () => {
    const pinned = { release: "r42", commit: BEA, fromCommit: ADA, at: "2025-07-15T15:30:00Z" };
    const view = statusOf({ kind: "read", log: logWith({}, { pinned }) }, NOW, "member");
    expect(view.pinned).toBe(
      "The operator rolled the site back on Tuesday, July 15, 2025 at 11:30 AM, to commit " +
        "bbbbbbb. Nothing is released until a commit newer than aaaaaaa arrives: the next " +
        "Publish ends the hold and goes live as usual.",
    );
    expect(statusOf({ kind: "read", log: logWith({}) }, NOW, "member").pinned).toBeNull();
  });

  it("gives a clear sentence for a log that is unset, missing or unreadable", () => {
    expect(statusOf({ kind: "unset" }, NOW, "member").problem).toMatch(
      /^The updater is not set up on this server/,
    );
    expect(statusOf({ kind: "missing" }, NOW, "member").problem).toMatch(
      /^The updater has not written down anything yet/,
    );
    expect(
      statusOf({ kind: "unreadable", error: "the publish log is not JSON" }, NOW, "member").problem,
    ).toBe("The updater's log could not be read (the publish log is not JSON). Tell the operator.");
  });

  it("never fails on a time the log gets wrong", () => {
    const publish = only(logWith({ state: "live", liveSince: "yesterday-ish", at: "soon" }));
    expect(publish.said).toBe("On the site since a time the log does not say.");
  });
});

describe("statusOf for a reader not signed in at the desk", () => {
  const log = (state: "failed" | "did-not-start" | "refused") =>
    logWith({ state, reasons: ['Error: near ",": syntax error at /srv/front/releases/r1'] });

  it("keeps the server's own reasons back, and says who sees them", () => {
    for (const state of ["failed", "did-not-start"] as const) {
      const [publish] = statusOf({ kind: "read", log: log(state) }, NOW, "anyone").publishes;
      expect(publish?.reasons, state).toEqual([SIGN_IN_FOR_REASONS]);
      expect(JSON.stringify(publish), state).not.toContain("/srv/");
      const [member] = statusOf({ kind: "read", log: log(state) }, NOW, "member").publishes;
      expect(member?.reasons[0], state).toContain("syntax error");
    }
    const unreadable = statusOf({ kind: "unreadable", error: "EACCES /srv/x" }, NOW, "anyone");
    expect(unreadable.problem).not.toContain("/srv/");
    expect(unreadable.problem).toContain(SIGN_IN_FOR_REASONS);
  });

  it("still shows the content check's lines, which speak of the member's content", () => {
    const [publish] = statusOf({ kind: "read", log: log("refused") }, NOW, "anyone").publishes;
    expect(publish?.reasons).toHaveLength(1);
    expect(publish?.reasons[0]).toContain("syntax error");
  });
});

describe("helpers", () => {
  it("words the interval", () => {
    expect(everyInterval(300)).toBe("every 5 minutes");
    expect(everyInterval(60)).toBe("every minute");
    expect(everyInterval(90)).toBe("every 90 seconds");
    expect(everyInterval(3600)).toBe("every hour");
  });

  it("keeps an author's name and drops the address", () => {
    expect(nameOf("Ada Lovelace <ada@example.org>")).toBe("Ada Lovelace");
    expect(nameOf("<ada@example.org>")).toBe("someone");
  });
});

describe("how long since the updater looked", () => {
  it("says it in minutes, hours or days, as a person would", () => {
    expect(sinceWords(15 * 60_000)).toBe("15 minutes");
    expect(sinceWords(119 * 60_000)).toBe("119 minutes");
    expect(sinceWords(5 * 3_600_000)).toBe("5 hours");
    expect(sinceWords(9 * 86_400_000 + 1)).toBe("9 days");
  });
});
