// Who sits the gallery (issue 33) over real HTTP on loopback: the production server with its own
// database, a real SMTP server for the sign-in codes, three members signed in by mailed code, and
// the gallery's clock frozen on a Saturday at noon. The rota turned on, a slot claimed, "open now"
// following it on the public pages for a visitor with no cookie; two claims at once; a give-back,
// an assignment and a clearing, each in the audit log; the member's own calendar and its revoking.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type DeskBrowser,
  deskBrowser,
  members,
  signInByMailedCode,
} from "../support/desk-browser.ts";
import { startServer, type RunningServer } from "../support/running-server.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";

/** Saturday, July 19, 2025 at noon in Montpelier: the gallery's hours are 11 AM-5 PM. */
const NOW = "2025-07-19T12:00:00-04:00";
const TODAY = "2025-07-19";
const SUNDAY = "2025-07-20";
const ADMIN = "cora@example.org";
const ANN = "ann@example.org";
const BEN = "ben@example.org";

let folder: string;
let databasePath: string;
let server: RunningServer;
let smtp: TestSmtpServer;
let admin: DeskBrowser;
let ann: DeskBrowser;
let ben: DeskBrowser;

async function signedIn(email: string, client: string): Promise<DeskBrowser> {
  const at = deskBrowser(() => server.origin, client);
  await signInByMailedCode(at, smtp, email);
  return at;
}

/** A public page as a visitor with no cookie gets it: its text and its Cache-Control. */
async function publicPage(pathname: string): Promise<{ text: string; cacheControl: string }> {
  const response = await fetch(`${server.origin}${pathname}`);
  return { text: await response.text(), cacheControl: response.headers.get("cache-control") ?? "" };
}

function sitters(): Record<string, unknown>[] {
  const db = new DatabaseSync(databasePath, { readOnly: true });
  try {
    return db.prepare("SELECT slot_date, member_id FROM rota_sitters ORDER BY slot_date").all();
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "front-rota-http-"));
  databasePath = path.join(folder, "front.sqlite");
  smtp = await startTestSmtpServer();
  server = await startServer({
    DATABASE_PATH: databasePath,
    GALLERY_NOW: NOW,
    WRITE_RATE_LIMIT: "0",
    TRUST_PROXY: "127.0.0.1",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}?requireTLS=false`,
    GALLERY_INBOX: "gallery@example.org",
    SIGNUP_SECRET: "rota-http-test-secret-".padEnd(40, "x"),
  });
  members(databasePath, "add", ADMIN, "--name", "Cora Admin", "--role", "desk-admin");
  members(databasePath, "add", ANN, "--name", "Ann Painter");
  members(databasePath, "add", BEN, "--name", "Ben Potter");
  admin = await signedIn(ADMIN, "198.51.100.1");
  ann = await signedIn(ANN, "198.51.100.2");
  ben = await signedIn(BEN, "198.51.100.3");
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe("the rota and the public 'open now'", () => {
  it("says open by the hours while the rota is off, and may-be-closed once it is on", async () => {
    const before = await publicPage("/");
    expect(before.text).toContain("Open now · until 5 PM");
    // Home and /visit follow the desk: a shared cache keeps them under a minute.
    expect(before.cacheControl).toMatch(/s-maxage=([1-5]?\d)\b/);
    expect((await publicPage("/visit")).cacheControl).toMatch(/s-maxage=([1-5]?\d)\b/);

    expect((await ann.post("/desk", { intent: "rota-on" })).status).toBe(403);
    const on = await admin.post("/desk", { intent: "rota-on" });
    expect(on.status).toBe(303);
    expect(on.headers.get("location")).toBe("/desk?done=rota-on#rota");

    const home = await publicPage("/");
    expect(home.text).not.toContain("Open now");
    expect(home.text).toContain("May be closed now · no member is signed up to sit today");
    const visit = await publicPage("/visit");
    expect(visit.text).toContain("May be closed now");
    expect(visit.text).toContain("Saturday, July 19, 11 AM-5 PM");
    expect(visit.text).toContain("Sunday, July 20, 11 AM-5 PM");
    // The structured data agrees: those days are closed to machines.
    expect(visit.text).toMatch(
      /"specialOpeningHoursSpecification":\[\{[^\]]*"validFrom":"2025-07-19"/,
    );
  });

  it("says open as soon as a member claims today, in one tap from the desk", async () => {
    const desk = await (await ann.get("/desk")).text();
    expect(desk).toContain("Sitting the gallery");
    expect(desk).toContain("Saturday, July 19, 11 AM-5 PM");
    const claimed = await ann.post("/desk", { intent: "rota-claim", slot: TODAY });
    expect(claimed.status).toBe(303);
    expect(claimed.headers.get("location")).toBe(
      `/desk?done=rota-claimed&slot=${TODAY}#slot-${TODAY}`,
    );
    expect((await publicPage("/")).text).toContain("Open now · until 5 PM");
    const visit = (await publicPage("/visit")).text;
    expect(visit).toContain("Open now · until 5 PM");
    expect(visit).not.toContain("Saturday, July 19, 11 AM-5 PM");
    expect(visit).toContain("Sunday, July 20, 11 AM-5 PM");
    expect(await (await admin.get("/desk")).text()).toContain("Ann Painter sits it.");
  });

  it("keeps one of two claims sent at the same instant, and tells the other in words", async () => {
    const [fromAnn, fromBen] = await Promise.all([
      ann.post("/desk", { intent: "rota-claim", slot: SUNDAY }),
      ben.post("/desk", { intent: "rota-claim", slot: SUNDAY }),
    ]);
    const answers = [
      { at: ann, location: fromAnn.headers.get("location") ?? "" },
      { at: ben, location: fromBen.headers.get("location") ?? "" },
    ] as const;
    const outcomes = answers.map(({ location }) => /done=([\w-]+)/.exec(location)?.[1]);
    expect(outcomes.sort()).toEqual(["rota-claimed", "rota-taken"]);
    const loser =
      answers.find(({ location }) => location.includes("done=rota-taken")) ?? answers[1];
    expect(await (await loser.at.get(loser.location)).text()).toContain(
      "Someone else claimed Sunday, July 20 a moment before you: it is theirs.",
    );
    expect(sitters().filter((row) => row.slot_date === SUNDAY)).toHaveLength(1);
  });

  it("gives back, assigns and clears, each in the audit log; refuses what is not theirs", async () => {
    const friday = "2025-07-25";
    expect(
      (await ben.post("/desk", { intent: "rota-give-back", slot: TODAY })).headers.get("location"),
    ).toContain("done=rota-not-yours");
    expect(
      (await ann.post("/desk", { intent: "rota-assign", slot: friday, member: "1" })).status,
    ).toBe(403);
    expect((await ann.post("/desk", { intent: "rota-claim", slot: "2025-07-21" })).status).toBe(
      400,
    );
    expect((await ann.post("/desk", { intent: "rota-claim", slot: "2025-07-18" })).status).toBe(
      400,
    );
    expect((await ann.post("/desk", { intent: "rota-claim", slot: "soon" })).status).toBe(400);

    const db = new DatabaseSync(databasePath, { readOnly: true });
    const benId = Number(db.prepare("SELECT id FROM desk_members WHERE email = ?").get(BEN)?.id);
    db.close();
    expect(
      (await admin.post("/desk", { intent: "rota-assign", slot: friday, member: String(benId) }))
        .status,
    ).toBe(303);
    expect(
      (await admin.post("/desk", { intent: "rota-assign", slot: friday, member: "" })).status,
    ).toBe(303);
    expect((await ann.post("/desk", { intent: "rota-give-back", slot: TODAY })).status).toBe(303);
    expect((await publicPage("/")).text).toContain("May be closed now");

    const audit = members(databasePath, "audit");
    expect(audit).toMatch(/cora@example.org\trota-on\t/);
    expect(audit).toMatch(/ann@example.org\trota-claim\t2025-07-19/);
    expect(audit).toMatch(
      /cora@example.org\trota-assign\t2025-07-25: ben@example.org \(was nobody\)/,
    );
    expect(audit).toMatch(/cora@example.org\trota-clear\t2025-07-25 \(was ben@example.org\)/);
    expect(audit).toMatch(/ann@example.org\trota-give-back\t2025-07-19/);
  });
});

describe("a member's own calendar", () => {
  it("holds their claims, is private, and a new address ends the old one", async () => {
    expect(await (await ben.get("/desk")).text()).toContain("Make my calendar address");
    expect((await ben.post("/desk", { intent: "rota-calendar" })).status).toBe(303);
    const desk = await (await ben.get("/desk")).text();
    const address = /href="(http:\/\/[^"]+\/desk\/rota\/[0-9a-f]+\.ics)"/.exec(desk)?.[1] ?? "";
    expect(address).not.toBe("");

    expect((await ben.post("/desk", { intent: "rota-claim", slot: "2025-07-26" })).status).toBe(
      303,
    );
    const calendar = await fetch(address);
    expect(calendar.status).toBe(200);
    expect(calendar.headers.get("cache-control")).toBe("private, no-store");
    const ics = await calendar.text();
    // Saturday, July 26, 11 AM-5 PM in Montpelier (EDT).
    expect(ics).toContain("DTSTART:20250726T150000Z");
    expect(ics).toContain("DTEND:20250726T210000Z");
    expect(ics).toContain("SUMMARY:Sitting the Front");

    expect((await ben.post("/desk", { intent: "rota-calendar" })).status).toBe(303);
    expect((await fetch(address)).status).toBe(404);
    const renewed = /href="(http:\/\/[^"]+\/desk\/rota\/[0-9a-f]+\.ics)"/.exec(
      await (await ben.get("/desk")).text(),
    )?.[1];
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(address);
    expect((await fetch(renewed ?? "")).status).toBe(200);
    expect(members(databasePath, "audit")).toMatch(/ben@example.org\trota-calendar\t/);
  });
});
