// Sessions end when idle or lapsed, and a member sees and ends their own (issue 31): a real
// database, with the site's clock frozen at chosen instants.
import type { DatabaseSync } from "node:sqlite";
import { beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../database/database.server.ts";
import { readAudit } from "./audit.server.ts";
import { endOwnSessions, ownSessions } from "./member-sessions.server.ts";
import { addMember } from "./members.server.ts";
import {
  LAST_USED_WRITE_MS,
  SESSION_DAYS,
  SESSION_IDLE_DAYS,
  type SessionMember,
  endLapsedSessions,
  lastUseIsStale,
  memberOfSession,
  startSession,
  touchSession,
} from "./sessions.server.ts";

const NOW = Date.parse("2025-07-15T16:00:00Z");
const DAY = 86_400_000;
let db: DatabaseSync;
let memberId: number;

/** What requireMember does on each request: read the session, note its use when stale. */
function use(token: string, nowMs: number): SessionMember | null {
  const found = memberOfSession(db, token, nowMs);
  if (found && lastUseIsStale(found, nowMs)) touchSession(db, found.sessionId, nowMs);
  return found;
}

beforeEach(() => {
  db = openDatabase(":memory:");
  addMember(db, { email: "ann@example.org", name: "Ann", role: "member" }, NOW);
  memberId = Number(db.prepare("SELECT id FROM desk_members").get()?.id);
});

const start = (device = "Chrome on Android", nowMs = NOW) =>
  startSession(db, { memberId, device, nowMs });

describe("a session", () => {
  it(`ends after ${SESSION_IDLE_DAYS} days unused`, () => {
    const token = start();
    expect(use(token, NOW + SESSION_IDLE_DAYS * DAY - 1)).not.toBeNull();
    const idle = start();
    expect(memberOfSession(db, idle, NOW + SESSION_IDLE_DAYS * DAY)).toBeNull();
    // Used the day before it would have gone idle: good for another SESSION_IDLE_DAYS.
    expect(use(token, NOW + (SESSION_IDLE_DAYS * 2 - 1) * DAY - 2)).not.toBeNull();
  });

  it(`ends ${SESSION_DAYS} days after sign-in however often it is used`, () => {
    const token = start();
    for (let day = 1; day < SESSION_DAYS; day += 1) {
      expect(use(token, NOW + day * DAY)).not.toBeNull();
    }
    expect(use(token, NOW + SESSION_DAYS * DAY)).toBeNull();
  });

  it("notes its last use at most every few minutes", () => {
    const token = start();
    const lastUsed = () =>
      Number(db.prepare("SELECT last_seen_at_ms AS at FROM desk_sessions").get()?.at);
    use(token, NOW + LAST_USED_WRITE_MS - 1);
    expect(lastUsed()).toBe(NOW);
    use(token, NOW + LAST_USED_WRITE_MS);
    expect(lastUsed()).toBe(NOW + LAST_USED_WRITE_MS);
  });

  it("is forgotten once lapsed or idle", () => {
    start();
    start("Safari on iPhone", NOW + 20 * DAY);
    endLapsedSessions(db, NOW + SESSION_IDLE_DAYS * DAY);
    expect(db.prepare("SELECT device FROM desk_sessions").all()).toEqual([
      { device: "Safari on iPhone" },
    ]);
  });
});

describe("a member's own sessions", () => {
  it("are listed with this browser's first, and end one, the others, or all", () => {
    const phone = start("Chrome on Android");
    start("Firefox on Windows", NOW + 1000);
    start("Safari on iPhone", NOW + 2000);
    const here = memberOfSession(db, phone, NOW + 3000);
    if (!here) throw new Error("no session");
    const listed = ownSessions(db, here, NOW + 3000);
    expect(listed.map((s) => [s.device, s.current])).toEqual([
      ["Chrome on Android", true],
      ["Safari on iPhone", false],
      ["Firefox on Windows", false],
    ]);
    const safari = listed[1]?.id ?? 0;
    expect(endOwnSessions(db, here, { kind: "one", sessionId: safari }, NOW)).toBe(1);
    expect(endOwnSessions(db, here, { kind: "one", sessionId: safari }, NOW)).toBe(0);
    expect(endOwnSessions(db, here, { kind: "others" }, NOW)).toBe(1);
    expect(ownSessions(db, here, NOW + 3000)).toHaveLength(1);
    expect(endOwnSessions(db, here, { kind: "all" }, NOW)).toBe(1);
    expect(memberOfSession(db, phone, NOW + 3000)).toBeNull();
    expect(
      readAudit(db)
        .map((e) => `${e.action} ${e.detail}`)
        .slice(0, 3),
    ).toEqual([
      "sessions-ended-all 1 session(s): Chrome on Android",
      "sessions-ended-others 1 session(s): Firefox on Windows",
      "session-ended 1 session(s): Safari on iPhone",
    ]);
  });

  it("never include, nor end, another member's", () => {
    addMember(db, { email: "bo@example.org", name: "Bo", role: "member" }, NOW);
    const boId = Number(
      db.prepare("SELECT id FROM desk_members WHERE email_key = 'bo@example.org'").get()?.id,
    );
    const bo = startSession(db, { memberId: boId, device: "Bo's phone", nowMs: NOW });
    const here = memberOfSession(db, start(), NOW);
    if (!here) throw new Error("no session");
    const boSession = memberOfSession(db, bo, NOW)?.sessionId ?? 0;
    expect(ownSessions(db, here, NOW).map((s) => s.device)).toEqual(["Chrome on Android"]);
    expect(endOwnSessions(db, here, { kind: "one", sessionId: boSession }, NOW)).toBe(0);
    endOwnSessions(db, here, { kind: "others" }, NOW);
    expect(memberOfSession(db, bo, NOW)).not.toBeNull();
  });
});
