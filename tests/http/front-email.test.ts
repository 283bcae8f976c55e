// POST /api/front-email over real HTTP on loopback, against the production server started as
// `npm start` starts it, with its own database file and a real SMTP server for notifications:
// what it stores and mails, the form's way back, many at once and a restart. What it refuses is
// in front-email-refusals.test.ts.
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { eventually } from "../support/eventually.ts";
import { HOSTILE_RETURN_PATHS } from "../support/hostile-return-paths.ts";
import {
  count,
  INBOX,
  post,
  postJson,
  rows,
  site,
  SITE_URL,
  startSignUpSite,
  useSignUpSite,
} from "./sign-up-site.ts";

useSignUpSite();

describe("POST /api/front-email", () => {
  it("200: stores a sign-up and answers { ok: true }", async () => {
    const response = await postJson({
      firstname: " Ada ",
      lastname: "Lovelace",
      email: "Ada@Example.com",
      message: "",
      page: "/visit",
      unknown: "ignored",
    });
    expect(response.status).toBe(200);
    // Mail is configured: the new address is pending, and a confirmation is on its way.
    expect(await response.json()).toEqual({ ok: true, confirmationMailed: true });
    expect(rows("SELECT email, firstname, source_page FROM subscribers")).toEqual([
      { email: "Ada@Example.com", firstname: "Ada", source_page: "/visit" },
    ]);
  });

  it("200: the same address in another case updates the one row and keeps both notes", async () => {
    await postJson({ email: "Ada@Example.com", message: "First note" });
    await postJson({ email: "ada@example.COM" });
    await postJson({ email: "ADA@example.com", lastname: "King", message: "Second note" });
    expect(
      rows("SELECT email, lastname FROM subscribers WHERE email_key = 'ada@example.com'"),
    ).toEqual([{ email: "Ada@Example.com", lastname: "King" }]);
    expect(rows("SELECT body FROM messages ORDER BY id")).toEqual([
      { body: "First note" },
      { body: "Second note" },
    ]);
  });

  it("mails each note to the gallery inbox once", async () => {
    await postJson({ email: "quiet@example.com", firstname: "Quinn" });
    await postJson({ email: "note@example.com", firstname: "Nora", message: "Open on Monday?" });
    await eventually(
      () => site.smtp.received.some((mail) => mail.raw.includes("Open on Monday?")),
      () => `no mail arrived:\n${site.server.output()}`,
    );
    await sleep(300);
    const notes = site.smtp.received.filter((mail) => mail.raw.includes("Open on Monday?"));
    expect(notes).toHaveLength(1);
    expect(notes[0]?.to).toEqual([INBOX]);
    // A sign-up without a note sends the gallery nothing (the subscribers get their confirmations).
    expect(site.smtp.received.filter((mail) => mail.to.includes(INBOX))).toHaveLength(1);
  });

  it("takes a form: JSON answers for a script, a 303 back to the page for a browser", async () => {
    const form = (email: string) =>
      new URLSearchParams({ email, firstname: "Form", page: "/shows?shows=16" }).toString();
    const asScript = await post(form("script@example.com"), {
      contentType: "application/x-www-form-urlencoded",
    });
    expect(asScript.status).toBe(200);
    expect(await asScript.json()).toEqual({ ok: true, confirmationMailed: true });

    const browser = { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
    const ok = await post(form("browser@example.com"), {
      contentType: "application/x-www-form-urlencoded",
      headers: browser,
    });
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe(
      `${SITE_URL}/shows?shows=16&open-contact-form=true&signup=mailed`,
    );
    const failed = await post(form("not an address"), {
      contentType: "application/x-www-form-urlencoded",
      headers: browser,
    });
    expect(failed.status).toBe(303);
    expect(failed.headers.get("location")).toBe(
      `${SITE_URL}/shows?shows=16&open-contact-form=true&signup=failed`,
    );
    // Never sent off the site, whatever the form claims.
    const away = await post(
      new URLSearchParams({ email: "away@example.com", page: "//elsewhere.example/" }).toString(),
      { contentType: "application/x-www-form-urlencoded", headers: browser },
    );
    expect(away.headers.get("location")).toBe(`${SITE_URL}/?open-contact-form=true&signup=mailed`);
    expect(rows("SELECT email FROM subscribers WHERE firstname = 'Form' ORDER BY id")).toEqual([
      { email: "script@example.com" },
      { email: "browser@example.com" },
    ]);
  });

  it("303 only ever to the site: every hostile return address, as the form's page", async () => {
    const browser = { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
    for (const [i, page] of HOSTILE_RETURN_PATHS.entries()) {
      const response = await post(
        new URLSearchParams({ email: `return-${i}@example.com`, page }).toString(),
        { contentType: "application/x-www-form-urlencoded", headers: browser },
      );
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get("location") ?? "");
      expect(location.origin, page).toBe(SITE_URL);
      expect(location.pathname, page).toMatch(/^\/(?![/\\])/);
    }
    console.log(
      `return addresses: ${HOSTILE_RETURN_PATHS.length} hostile strings, all kept on ${SITE_URL}`,
    );
  });

  it("200 concurrent sign-ups of distinct addresses give exactly 200 rows", async () => {
    const before = count("subscribers");
    const started = performance.now();
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        postJson({ email: `crowd-${i}@example.com`, firstname: `Crowd ${i}` }),
      ),
    );
    const elapsed = Math.round(performance.now() - started);
    expect(responses.map((response) => response.status)).toEqual(Array(200).fill(200));
    const stored = Number(
      rows("SELECT count(*) AS n FROM subscribers WHERE email LIKE 'crowd-%'")[0]?.n,
    );
    console.log(`signup concurrency: 200 requests, ${stored} rows, ${elapsed} ms`);
    expect(stored).toBe(200);
    expect(count("subscribers")).toBe(before + 200);
  });

  it("keeps every sign-up across a restart of the server", async () => {
    for (const name of ["ada", "bea", "cy"]) {
      expect((await postJson({ email: `${name}@example.com`, message: "Keep me" })).status).toBe(
        200,
      );
    }
    const before = count("subscribers");
    expect(before).toBe(3);
    await site.server.stop();
    site.server = await startSignUpSite();
    expect(count("subscribers")).toBe(before);
    expect((await postJson({ email: "after-restart@example.com" })).status).toBe(200);
    expect(count("subscribers")).toBe(before + 1);
  });
});
