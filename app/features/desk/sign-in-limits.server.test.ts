// The sign-in's limits that nobody else can spend (issue 31), and the alert wrong codes raise,
// on a real database with the site's clock passed in.
import type { DatabaseSync } from "node:sqlite";
import { beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../database/database.server.ts";
import { readAudit } from "./audit.server.ts";
import { addMember } from "./members.server.ts";
import {
  CODES_PER_ADDRESS_PER_CLIENT_PER_HOUR,
  CODES_PER_ADDRESS_PER_HOUR,
  CODES_PER_CLIENT_PER_HOUR,
  TRIES_PER_CODE,
  checkCode,
  requestCode,
} from "./sign-in-codes.server.ts";
import { ALERT_PERIOD_MS, WRONG_CODES_ALERT_THRESHOLD } from "./wrong-codes.server.ts";

const NOW = Date.parse("2025-07-15T16:00:00Z");
const MEMBER = "ann@example.org";
let db: DatabaseSync;

const ask = (networkKey: string, clientId = networkKey, nowMs = NOW, email = MEMBER) =>
  requestCode(db, { email, clientId, networkKey, nowMs });
const count = (sql: string) => Number(db.prepare(sql).get()?.n);

beforeEach(() => {
  db = openDatabase(":memory:");
  addMember(db, { email: MEMBER, name: "Ann", role: "member" }, NOW);
  addMember(db, { email: "coord@example.org", name: "Cora", role: "desk-admin" }, NOW);
  addMember(db, { email: "second@example.org", name: "Sid", role: "desk-admin" }, NOW);
});

describe("a code for a member's address", () => {
  it("still reaches the member after floods from other networks, while the mailbox is bounded", () => {
    const outcomes: string[] = [];
    // One attacker network (an IPv6 /64, as the rate limits key it) with a fresh cookie each
    // time, then a few more networks.
    for (let i = 0; i < CODES_PER_CLIENT_PER_HOUR + 5; i += 1) {
      outcomes.push(ask("2001:db8:1:1::/64", `cookie-${i}`));
    }
    expect(outcomes.filter((o) => o === "sent")).toHaveLength(
      CODES_PER_ADDRESS_PER_CLIENT_PER_HOUR,
    );
    expect(outcomes.slice(CODES_PER_CLIENT_PER_HOUR)).toEqual(Array(5).fill("too-many"));
    for (let network = 2; network < 12; network += 1) {
      for (let i = 0; i < 3; i += 1) ask(`198.51.100.${network}`);
    }
    const mailed = count("SELECT count(*) AS n FROM desk_codes");
    // Past the bound, each further network gets its first code and no more.
    expect(mailed).toBeLessThanOrEqual(CODES_PER_ADDRESS_PER_HOUR + 10);
    expect(ask("198.51.100.2")).toBe("not-sent");
    // The member, from their own network, asks once: sent.
    expect(ask("203.0.113.7", "ann-phone")).toBe("sent");
    console.log(
      `requests for one address: ${count("SELECT count(*) AS n FROM desk_code_requests")}, ` +
        `codes queued: ${count("SELECT count(*) AS n FROM desk_codes")}`,
    );
  });

  it("past the mailbox's bound, goes again to a network whose codes were all used", () => {
    for (let network = 1; network <= CODES_PER_ADDRESS_PER_HOUR; network += 1) {
      expect(ask(`198.51.100.${network}`)).toBe("sent");
    }
    const newest = () =>
      String(
        db.prepare("SELECT code_to_mail FROM desk_codes ORDER BY id DESC LIMIT 1").get()
          ?.code_to_mail,
      );
    expect(ask("203.0.113.7", "ann-phone")).toBe("sent");
    expect(checkCode(db, { code: newest(), clientId: "ann-phone", nowMs: NOW }).ok).toBe(true);
    expect(ask("203.0.113.7", "ann-phone")).toBe("sent");
    // An unused one: this network now waits for the hour.
    expect(ask("203.0.113.7", "ann-phone")).toBe("not-sent");
    expect(ask("203.0.113.7", "ann-phone", NOW + 3_600_001)).toBe("sent");
  });
});

describe("wrong codes", () => {
  /** Types `n` wrong codes from a network's own live codes; returns how many raised an alert. */
  function guess(n: number, nowMs = NOW, network = "198.51.100.9"): number {
    let alerts = 0;
    for (let typed = 0; typed < n; typed += 1) {
      if (typed % TRIES_PER_CODE === 0) ask(network, network, nowMs);
      const checked = checkCode(db, { code: "not-a-code", clientId: network, nowMs });
      if (!checked.ok && checked.alerted) alerts += 1;
    }
    return alerts;
  }
  const alertMails = () => count("SELECT count(*) AS n FROM desk_alert_mail");

  it("below the threshold alert nobody", () => {
    expect(guess(WRONG_CODES_ALERT_THRESHOLD - 1)).toBe(0);
    expect(alertMails()).toBe(0);
    // Typed where no code is live, they guess nothing and count for nothing.
    for (let i = 0; i < 20; i += 1) {
      checkCode(db, { code: "12345678", clientId: "no-code-here", nowMs: NOW });
    }
    expect(alertMails()).toBe(0);
  });

  it("at the threshold mail each desk-admin once, and again only after the period", () => {
    expect(guess(WRONG_CODES_ALERT_THRESHOLD)).toBe(1);
    expect(guess(WRONG_CODES_ALERT_THRESHOLD * 2, NOW, "198.51.100.10")).toBe(0);
    const recipients = db
      .prepare(
        `SELECT m.email FROM desk_alert_mail o JOIN desk_members m ON m.id = o.admin_id
         ORDER BY m.email`,
      )
      .all()
      .map((row) => row.email);
    expect(recipients).toEqual(["coord@example.org", "second@example.org"]);
    expect(readAudit(db).find((entry) => entry.action === "wrong-codes-alert")?.detail).toBe(
      `${MEMBER}: ${WRONG_CODES_ALERT_THRESHOLD} wrong codes in an hour; 2 desk-admin(s) mailed`,
    );
    expect(guess(WRONG_CODES_ALERT_THRESHOLD, NOW + ALERT_PERIOD_MS + 1, "198.51.100.11")).toBe(1);
    expect(alertMails()).toBe(4);
  });
});
