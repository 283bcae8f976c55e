// The members' desk over real HTTP on loopback (issue 24), against the production server as
// `npm start` starts it, with its own database, the members' command line and a real SMTP server:
// sign-in by mailed code and every abuse of it, a removed member's session, a cross-site post,
// and a mark kept exactly once and shown on the public page.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type DeskBrowser,
  codesMailedTo,
  deskBrowser,
  members,
  signInByMailedCode,
  waitForMail,
} from "../support/desk-browser.ts";
import { startServer, type RunningServer } from "../support/running-server.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";

const INBOX = "gallery@example.org";
const MEMBER = "ann@example.org";
const STRANGER = "nobody@example.org";
/** Show 67.1 is on view: its works are the desk's first list. */
const NOW = "2025-07-15T12:00:00-04:00";
const ELEVEN_MINUTES_LATER = "2025-07-15T12:11:00-04:00";
const SIGN_IN_LIMIT = 10;

let folder: string;
let databasePath: string;
let server: RunningServer;
let smtp: TestSmtpServer;
let clients = 0;

const start = (now = NOW) =>
  startServer({
    DATABASE_PATH: databasePath,
    GALLERY_NOW: now,
    DESK_SIGN_IN_RATE_LIMIT: String(SIGN_IN_LIMIT),
    WRITE_RATE_LIMIT: "0",
    TRUST_PROXY: "127.0.0.1",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}?requireTLS=false`,
    GALLERY_INBOX: INBOX,
    SIGNUP_SECRET: "desk-http-test-secret-".padEnd(40, "x"),
  });

const browser = () => {
  clients += 1;
  return deskBrowser(() => server.origin, `198.51.100.${clients % 250}`);
};

beforeEach(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "front-desk-http-"));
  databasePath = path.join(folder, "front.sqlite");
  smtp = await startTestSmtpServer();
  server = await start();
  members(databasePath, "add", MEMBER, "--name", "Ann Painter");
});

afterEach(async () => {
  await server?.stop();
  await smtp?.close();
  rmSync(folder, { recursive: true, force: true });
});

async function askForCode(at: DeskBrowser, email: string): Promise<Response> {
  await (await at.get("/desk/sign-in")).arrayBuffer();
  return at.post("/desk/sign-in", { intent: "send-code", email });
}

async function typeCode(at: DeskBrowser, code: string): Promise<Response> {
  return at.post("/desk/sign-in?step=code", { intent: "check-code", code });
}

/** Signs a fresh browser in as MEMBER; returns it and the code it used. */
async function signedIn(): Promise<{ at: DeskBrowser; code: string }> {
  const at = browser();
  return { at, code: await signInByMailedCode(at, smtp, MEMBER) };
}

function database() {
  return new DatabaseSync(databasePath, { readOnly: true });
}

describe("signing in to the desk by a mailed code", () => {
  it("answers a listed and an unlisted address alike, and mails only the member", async () => {
    const ROUNDS = 9;
    const timings: Record<string, number[]> = { member: [], stranger: [] };
    const answers: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [who, email] of [
        ["member", MEMBER],
        ["stranger", STRANGER],
      ] as const) {
        const at = browser();
        const started = performance.now();
        const answer = await askForCode(at, email);
        timings[who]?.push(performance.now() - started);
        answers.push(
          `${answer.status} ${answer.headers.get("location")} ${await answer.text()} ${[
            ...at.cookies.keys(),
          ].join(",")}`,
        );
      }
    }
    expect(new Set(answers).size).toBe(1);
    // Each browser here asks from a network of its own: each is mailed its code, and only the
    // member (desk-lockout.test.ts floods one address from a few networks).
    await waitForMail(smtp, MEMBER, ROUNDS);
    await sleep(500);
    expect(smtp.received.flatMap((mail) => mail.to)).toEqual(Array(ROUNDS).fill(MEMBER));
    const median = (values: number[] = []) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    console.log(
      `asking for a code, median of ${ROUNDS}: listed ${median(timings.member).toFixed(1)} ms, ` +
        `unlisted ${median(timings.stranger).toFixed(1)} ms`,
    );
    // The code page reads the same whoever asked.
    const page = await (await browser().get("/desk/sign-in?step=code")).text();
    expect(page).toContain("If that address is on the gallery");
  });

  it("signs the member in with the code, once, and only in the browser that asked", async () => {
    const asker = browser();
    await askForCode(asker, MEMBER);
    await waitForMail(smtp, MEMBER, 1);
    const [code = ""] = codesMailedTo(smtp, MEMBER);
    expect(code).toMatch(/^\d{8}$/);
    // Another browser (another client cookie) with the right code: refused.
    const other = browser();
    await (await other.get("/desk/sign-in")).arrayBuffer();
    expect((await typeCode(other, code)).status).toBe(400);
    const signIn = await typeCode(asker, code);
    expect(signIn.status).toBe(303);
    const session = signIn.headers.getSetCookie().find((line) => line.startsWith("front_desk="));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Path=\/desk/);
    const desk = await asker.get("/desk");
    expect(desk.status).toBe(200);
    expect(desk.headers.get("cache-control")).toBe("no-store");
    expect(await desk.text()).toContain("Signed in as Ann Painter.");
    // The same code again, even from the browser that used it: refused.
    const again = browser();
    again.cookies.set("front_desk_client", asker.cookies.get("front_desk_client") ?? "");
    expect((await typeCode(again, code)).status).toBe(400);
    // Only hashes are kept.
    const db = database();
    const stored = JSON.stringify(db.prepare("SELECT * FROM desk_codes").all());
    expect(stored).not.toContain(code);
    const token = asker.cookies.get("front_desk") ?? "";
    expect(JSON.stringify(db.prepare("SELECT * FROM desk_sessions").all())).not.toContain(token);
    db.close();
  });

  it("refuses a code typed after its ten minutes", async () => {
    const at = browser();
    await askForCode(at, MEMBER);
    await waitForMail(smtp, MEMBER, 1);
    const [code = ""] = codesMailedTo(smtp, MEMBER);
    await server.stop();
    server = await start(ELEVEN_MINUTES_LATER);
    expect((await typeCode(at, code)).status).toBe(400);
    expect(at.cookies.has("front_desk")).toBe(false);
  });

  it("rate-limits a hundred wrong codes, and the member still gets a fresh one", async () => {
    const guesser = browser();
    await askForCode(guesser, MEMBER);
    await waitForMail(smtp, MEMBER, 1);
    const [code = ""] = codesMailedTo(smtp, MEMBER);
    const statuses = new Map<number, number>();
    for (let guess = 0; guess < 100; guess += 1) {
      const wrong = String((Number(code) + 1 + guess) % 1_000_000).padStart(6, "0");
      const answer = await typeCode(guesser, wrong);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      await answer.arrayBuffer();
    }
    // The first ones are told the code is wrong, the rest to wait.
    expect(statuses.get(429)).toBeGreaterThanOrEqual(100 - SIGN_IN_LIMIT);
    // Five wrong tries spent that code: even the right one no longer works with it.
    const member = browser();
    member.cookies.set("front_desk_client", guesser.cookies.get("front_desk_client") ?? "");
    expect((await typeCode(member, code)).status).toBe(400);
    // Nothing else is locked: the member asks for a fresh code and signs in with it.
    await signedIn();
  });
});

describe("the desk's gate", () => {
  it("refuses a post from another site's page", async () => {
    const stranger = browser();
    const signUp = await stranger.post(
      "/desk/sign-in",
      { intent: "send-code", email: MEMBER },
      "https://evil.example",
    );
    // React Router's own check answers a foreign Origin first (400); the desk's answers 403.
    expect([400, 403]).toContain(signUp.status);
    const older = await stranger.post(
      "/desk/sign-in",
      { intent: "send-code", email: MEMBER },
      null,
      {
        "Sec-Fetch-Site": "cross-site",
      },
    );
    expect(older.status).toBe(403);
    const { at } = await signedIn();
    const fields = {
      intent: "mark",
      show: "signal-and-relay",
      work: "static",
      seen: "available",
      to: "sold",
    };
    expect([400, 403]).toContain((await at.post("/desk", fields, "https://evil.example")).status);
    const fromOlder = await at.post("/desk", fields, null, { "Sec-Fetch-Site": "cross-site" });
    expect(fromOlder.status).toBe(403);
    const db = database();
    expect(db.prepare("SELECT count(*) AS n FROM availability_marks").get()?.n).toBe(0);
    db.close();
    // Only the member's own request was mailed.
    expect(smtp.received).toHaveLength(1);
  });

  it("refuses a removed member's session at its next request, and a revoked one", async () => {
    const { at } = await signedIn();
    expect((await at.get("/desk")).status).toBe(200);
    members(databasePath, "remove", MEMBER);
    const page = await at.get("/desk");
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toBe("/desk/sign-in");
    const api = await at.get("/desk", "application/json");
    expect(api.status).toBe(401);

    members(databasePath, "add", MEMBER, "--name", "Ann Painter");
    const second = await signedIn();
    members(databasePath, "revoke", MEMBER);
    expect((await second.at.get("/desk")).status).toBe(303);
    const audit = members(databasePath, "audit");
    expect(audit).toMatch(/operator\tmember-removed\tann@example.org/);
    expect(audit).toMatch(/ann@example.org\tsign-in/);
    expect(audit).toMatch(/operator\tsessions-revoked/);
  });

  it("signs out", async () => {
    const { at } = await signedIn();
    const out = await at.post("/desk", { intent: "sign-out" });
    expect(out.status).toBe(303);
    expect(at.cookies.has("front_desk")).toBe(false);
    expect((await at.get("/desk")).status).toBe(303);
  });
});

describe("marking a work at the desk", () => {
  const mark = { intent: "mark", show: "signal-and-relay", work: "static", seen: "available" };

  it("shows it on the public pages at once and keeps it exactly once, through a restart", async () => {
    const { at } = await signedIn();
    const desk = await (await at.get("/desk")).text();
    expect(desk).toContain("Sold: Static");
    // The public page, rendered and kept by the site before the mark.
    const before = await fetch(`${server.origin}/shows/signal-and-relay/works/static`);
    expect(before.headers.get("cache-control")).toMatch(/s-maxage=(60|[1-5]?\d)\b/);
    expect(await before.text()).not.toMatch(/>Sold</);

    const marked = await at.post("/desk", { ...mark, to: "sold" });
    expect(marked.status).toBe(303);
    expect(marked.headers.get("location")).toBe(
      "/desk?show=signal-and-relay&done=marked-sold&work=static#work-static",
    );
    const after = await (
      await fetch(`${server.origin}/shows/signal-and-relay/works/static`)
    ).text();
    expect(after).toMatch(/Sold/);
    const priceList = await (
      await fetch(`${server.origin}/shows/signal-and-relay/price-list`)
    ).text();
    expect(priceList).toMatch(/Static[\s\S]*Sold/);

    // The same form sent again after a restart (the member's phone retried it): kept once.
    await server.stop();
    server = await start();
    expect((await at.post("/desk", { ...mark, to: "sold" })).status).toBe(303);
    const db = database();
    const rows = db.prepare("SELECT * FROM availability_marks").all();
    db.close();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      show_name: "signal-and-relay",
      work_id: "static",
      from_availability: "available",
      to_availability: "sold",
      member_email: MEMBER,
    });
    expect(members(databasePath, "audit")).toMatch(
      /ann@example.org\tmark\tsignal-and-relay\/static: available -> sold/,
    );
  });

  it("refuses a mark on no such work, and an unknown value, with a 4xx", async () => {
    const { at } = await signedIn();
    expect((await at.post("/desk", { ...mark, work: "nothing", to: "sold" })).status).toBe(404);
    expect((await at.post("/desk", { ...mark, to: "stolen" })).status).toBe(400);
    expect((await at.post("/desk", { intent: "frobnicate" })).status).toBe(400);
  });
});
