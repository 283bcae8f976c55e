// The members' desk over real HTTP on loopback (issue 24), against the production server as
// `npm start` starts it, with its own database, the members' command line and a real SMTP server:
// sign-in by mailed code and every abuse of it, a removed member's session, a cross-site post.
// A mark kept exactly once is in desk-marks.test.ts.
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { codesMailedTo, members, waitForMail } from "../support/desk-browser.ts";
import {
  ELEVEN_MINUTES_LATER,
  MEMBER,
  SIGN_IN_LIMIT,
  STRANGER,
  askForCode,
  browser,
  database,
  signedIn,
  site,
  startDeskSite,
  typeCode,
  useDeskSite,
} from "./desk-site.ts";

useDeskSite();

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
    await waitForMail(site.smtp, MEMBER, ROUNDS);
    await sleep(500);
    expect(site.smtp.received.flatMap((mail) => mail.to)).toEqual(Array(ROUNDS).fill(MEMBER));
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
    await waitForMail(site.smtp, MEMBER, 1);
    const [code = ""] = codesMailedTo(site.smtp, MEMBER);
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
    await waitForMail(site.smtp, MEMBER, 1);
    const [code = ""] = codesMailedTo(site.smtp, MEMBER);
    await site.server.stop();
    site.server = await startDeskSite(ELEVEN_MINUTES_LATER);
    expect((await typeCode(at, code)).status).toBe(400);
    expect(at.cookies.has("front_desk")).toBe(false);
  });

  it("rate-limits a hundred wrong codes, and the member still gets a fresh one", async () => {
    const guesser = browser();
    await askForCode(guesser, MEMBER);
    await waitForMail(site.smtp, MEMBER, 1);
    const [code = ""] = codesMailedTo(site.smtp, MEMBER);
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
    expect(site.smtp.received).toHaveLength(1);
  });

  it("refuses a removed member's session at its next request, and a revoked one", async () => {
    const { at } = await signedIn();
    expect((await at.get("/desk")).status).toBe(200);
    members(site.databasePath, "remove", MEMBER);
    const page = await at.get("/desk");
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toBe("/desk/sign-in");
    const api = await at.get("/desk", "application/json");
    expect(api.status).toBe(401);

    members(site.databasePath, "add", MEMBER, "--name", "Ann Painter");
    const second = await signedIn();
    members(site.databasePath, "revoke", MEMBER);
    expect((await second.at.get("/desk")).status).toBe(303);
    const audit = members(site.databasePath, "audit");
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
