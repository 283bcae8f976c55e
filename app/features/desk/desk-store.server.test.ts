// The desk's tables on a real database (migration 7): codes, sessions and marks.
import type { DatabaseSync } from "node:sqlite";
import { beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../database/database.server.ts";
import { effectiveAvailability, workKey } from "./availability-overlay.ts";
import {
  latestMarks,
  markAvailability,
  markCommitted,
  spendPassedMarks,
  uncommittedMarks,
} from "./marks.server.ts";
import type { Show } from "../../content/schema.ts";
import { addMember, removeMember } from "./members.server.ts";
import { memberOfSession, startSession } from "./sessions.server.ts";
import {
  CODES_PER_ADDRESS_PER_CLIENT_PER_HOUR,
  TRIES_PER_CODE,
  checkCode,
  eraseSpentCodes,
  requestCode,
} from "./sign-in-codes.server.ts";

const NOW = Date.parse("2025-07-15T16:00:00Z");
const MEMBER = "ann@example.org";
let db: DatabaseSync;

/** The digits of the newest code queued, as the outbox would mail them. */
const newestCode = () =>
  String(
    db.prepare("SELECT code_to_mail FROM desk_codes ORDER BY id DESC LIMIT 1").get()?.code_to_mail,
  );

beforeEach(() => {
  db = openDatabase(":memory:");
  addMember(db, { email: MEMBER, name: "Ann", role: "member" }, NOW);
});

describe("sign-in codes", () => {
  it("are queued only for a listed address, and within its hourly bound per network", () => {
    const from = (networkKey: string, clientId: string, email = "ANN@example.org") =>
      requestCode(db, { email, clientId, networkKey, nowMs: NOW });
    expect(from("192.0.2.1", "c1", "nobody@example.org")).toBe("not-sent");
    const outcomes = Array.from({ length: CODES_PER_ADDRESS_PER_CLIENT_PER_HOUR + 1 }, (_, i) =>
      from("192.0.2.1", `c${i + 2}`),
    );
    expect(outcomes.filter((outcome) => outcome === "sent")).toHaveLength(
      CODES_PER_ADDRESS_PER_CLIENT_PER_HOUR,
    );
    expect(outcomes.at(-1)).toBe("not-sent");
    // Another network's allowance is its own.
    expect(from("192.0.2.2", "c9")).toBe("sent");
  });

  it("work once, in the browser that asked, within ten minutes, for a few tries", () => {
    requestCode(db, { email: MEMBER, clientId: "phone", networkKey: "192.0.2.1", nowMs: NOW });
    const code = newestCode();
    expect(checkCode(db, { code, clientId: "laptop", nowMs: NOW }).ok).toBe(false);
    expect(checkCode(db, { code, clientId: "phone", nowMs: NOW + 10 * 60_000 }).ok).toBe(false);
    expect(checkCode(db, { code, clientId: "phone", nowMs: NOW + 60_000 }).ok).toBe(true);
    expect(checkCode(db, { code, clientId: "phone", nowMs: NOW + 60_000 }).ok).toBe(false);

    requestCode(db, { email: MEMBER, clientId: "phone", networkKey: "192.0.2.1", nowMs: NOW });
    const second = newestCode();
    const wrong = second === "000000" ? "000001" : "000000";
    for (let i = 0; i < TRIES_PER_CODE; i += 1) {
      expect(checkCode(db, { code: wrong, clientId: "phone", nowMs: NOW }).ok).toBe(false);
    }
    expect(checkCode(db, { code: second, clientId: "phone", nowMs: NOW }).ok).toBe(false);
  });

  it("keep their digits only until used or lapsed, and are forgotten after a day", () => {
    requestCode(db, { email: MEMBER, clientId: "phone", networkKey: "192.0.2.1", nowMs: NOW });
    eraseSpentCodes(db, NOW + 10 * 60_000);
    expect(db.prepare("SELECT code_to_mail FROM desk_codes").get()?.code_to_mail).toBeNull();
    const count = (table: string) => db.prepare(`SELECT count(*) AS n FROM ${table}`).get()?.n;
    expect(count("desk_codes")).toBe(1);
    eraseSpentCodes(db, NOW + 25 * 3_600_000);
    expect(count("desk_codes")).toBe(0);
    expect(count("desk_code_requests")).toBe(0);
  });
});

describe("sessions", () => {
  it("end with the member's removal", () => {
    const memberId = Number(db.prepare("SELECT id FROM desk_members").get()?.id);
    const token = startSession(db, { memberId, device: "Firefox on Android", nowMs: NOW });
    expect(memberOfSession(db, token, NOW)?.email).toBe(MEMBER);
    expect(memberOfSession(db, `${token}x`, NOW)).toBeNull();
    removeMember(db, MEMBER, NOW);
    expect(memberOfSession(db, token, NOW)).toBeNull();
  });
});

describe("marks", () => {
  const member = { email: MEMBER, name: "Ann" };
  const mark = (seen: "available" | "sold" | "reserved", to: "available" | "sold" | "reserved") =>
    markAvailability(db, {
      showName: "s",
      workId: "w",
      contentValue: "available",
      seen,
      to,
      member,
      nowMs: NOW,
    });
  const reads = () => effectiveAvailability("available", latestMarks(db).get(workKey("s", "w")));

  it("are a compare-and-set over the content, kept once, and listed for the commit step", () => {
    expect(mark("available", "sold")).toBe("marked");
    expect(mark("available", "sold")).toBe("already");
    expect(mark("available", "reserved")).toBe("conflict");
    expect(reads()).toBe("sold");
    expect(mark("sold", "available")).toBe("marked");
    expect(reads()).toBe("available");
    const pending = uncommittedMarks(db);
    expect(pending.map(({ from, to }) => `${from}->${to}`)).toEqual([
      "available->sold",
      "available->available",
    ]);
    markCommitted(db, [pending[0]?.id ?? 0], NOW);
    expect(uncommittedMarks(db)).toHaveLength(1);
  });

  it("are spent for good once the released content passes them", () => {
    expect(mark("available", "reserved")).toBe("marked");
    const show = (availability: "available" | "reserved" | "sold") =>
      [{ name: "s", works: [{ id: "w", availability }] }] as unknown as Show[];
    // A release whose content still reads "available" (the commit not in it yet): kept.
    expect(spendPassedMarks(db, show("available"), NOW)).toBe(0);
    expect(reads()).toBe("reserved");
    // The commit released: the content reads "reserved"; the mark is spent.
    expect(spendPassedMarks(db, show("reserved"), NOW)).toBe(1);
    // The reservation lapsed and a member set it back in the editor: the content is the truth.
    expect(reads()).toBe("available");
    expect(latestMarks(db).size).toBe(0);
  });
});
