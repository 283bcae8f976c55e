// Double opt-in over real HTTP (issue 9): a sign-up is pending, a confirmation mail with signed
// links arrives through a real SMTP server, the links' pages do what they say, and a removed
// address is kept only as a salted hash.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signToken } from "../../app/features/mailing-list/signed-links.server.ts";
import { eventually } from "../support/eventually.ts";
import { headerOf, textOf } from "../support/mail-text.ts";
import { startServer, type RunningServer } from "../support/running-server.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";

const SITE_URL = "https://gallery.example.org";
const SECRET = "double-opt-in-test-secret-0123456789";
let folder: string;
let databasePath: string;
let server: RunningServer;
let smtp: TestSmtpServer;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "front-opt-in-"));
  databasePath = path.join(folder, "front.sqlite");
  smtp = await startTestSmtpServer();
  server = await startServer({
    DATABASE_PATH: databasePath,
    SITE_URL,
    SIGNUP_SECRET: SECRET,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}?requireTLS=false`,
    GALLERY_INBOX: "gallery@example.org",
  });
});

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  rmSync(folder, { recursive: true, force: true });
});

function query(sql: string, ...params: string[]): Record<string, unknown>[] {
  const db = new DatabaseSync(databasePath, { readOnly: true });
  try {
    return db.prepare(sql).all(...params);
  } finally {
    db.close();
  }
}

const signUp = (email: string) =>
  fetch(`${server.origin}/api/front-email`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, firstname: "Ada" }),
  });

async function mailTo(email: string) {
  const mail = await eventually(
    () => smtp.received.find((received) => received.to.includes(email)),
    () => `no mail to ${email}:\n${server.output()}`,
  );
  return mail.raw;
}

/** The same address on the server under test: the mail's links name SITE_URL. */
const onServer = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${server.origin}${pathname}${search}`;
};

describe("double opt-in", () => {
  it("stores a sign-up as pending and mails a confirmation with one-click unsubscribe", async () => {
    const response = await signUp("ada@example.com");
    expect(await response.json()).toEqual({ ok: true, confirmationMailed: true });
    expect(query("SELECT confirmed_at FROM subscribers")).toEqual([{ confirmed_at: null }]);

    const raw = await mailTo("ada@example.com");
    const unsubscribe = headerOf(raw, "List-Unsubscribe");
    expect(unsubscribe).toMatch(
      /^<https:\/\/gallery\.example\.org\/mailing-list\/unsubscribe\?token=u\.[\w.-]+>$/,
    );
    expect(headerOf(raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(headerOf(raw, "Message-ID")).toMatch(/^<[0-9a-f]{32}@example\.org>$/);
    const text = textOf(raw);
    // The visible unsubscribe link is the header's.
    expect(text).toContain(unsubscribe?.slice(1, -1));
    expect(text).toMatch(/https:\/\/gallery\.example\.org\/mailing-list\/confirm\?token=c\.\S+/);
  });

  it("confirms by the mailed link, on a page that says so, noindex and not cached", async () => {
    const text = textOf(await mailTo("ada@example.com"));
    const confirmUrl = /https:\S+\/mailing-list\/confirm\?token=\S+/.exec(text)?.[0] ?? "";
    const page = await fetch(onServer(confirmUrl));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("You&#x27;re on the mailing list");
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    expect(query("SELECT confirmed_at IS NOT NULL AS confirmed FROM subscribers")).toEqual([
      { confirmed: 1 },
    ]);
    // Confirmed: signing up again sends no further mail.
    expect(await (await signUp("ADA@example.com")).json()).toEqual({ ok: true });
  });

  it("says in plain words when a link has expired or is not ours", async () => {
    await signUp("late@example.com");
    const [row] = query("SELECT link_key FROM subscribers WHERE email = 'late@example.com'");
    const expired = signToken(SECRET, "confirm", String(row?.link_key), Date.now() - 1000);
    const old = await fetch(`${server.origin}/mailing-list/confirm?token=${expired}`);
    expect(old.status).toBe(410);
    expect(await old.text()).toContain("This link has expired");
    const forged = signToken(
      "not the server's secret, but long enough",
      "confirm",
      String(row?.link_key),
      Date.now() + 1000,
    );
    for (const token of [forged, "nonsense", ""]) {
      const page = await fetch(`${server.origin}/mailing-list/confirm?token=${token}`);
      expect(page.status).toBe(400);
      expect(await page.text()).toContain("This link doesn&#x27;t work");
    }
    expect(query("SELECT confirmed_at FROM subscribers WHERE email = 'late@example.com'")).toEqual([
      { confirmed_at: null },
    ]);
  });

  it("unsubscribes: a GET shows a button and changes nothing; the one-click POST removes", async () => {
    const raw = await mailTo("ada@example.com");
    const link = onServer(headerOf(raw, "List-Unsubscribe")?.slice(1, -1) ?? "");
    const shown = await fetch(link);
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toContain("ada@example.com");
    expect(html).toMatch(/<form method="post"><button type="submit"[^>]*>Unsubscribe<\/button>/);
    expect(
      query("SELECT count(*) AS n FROM subscribers WHERE email_key = 'ada@example.com'"),
    ).toEqual([{ n: 1 }]);

    // What a mail client sends for RFC 8058 one-click unsubscribe: no Origin, no cookies.
    const removed = await fetch(link, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(removed.status).toBe(200);
    expect(await removed.text()).toContain("You&#x27;re unsubscribed");
    expect(
      query("SELECT count(*) AS n FROM subscribers WHERE email_key = 'ada@example.com'"),
    ).toEqual([{ n: 0 }]);
    const suppressed = query("SELECT address_hash FROM suppressed_addresses");
    expect(suppressed).toHaveLength(1);
    // A hash, not the address (a bare "ada" can occur in any hex string).
    expect(String(suppressed[0]?.address_hash)).toMatch(/^[0-9a-f]{64}$/);

    // A forged re-sign-up is stored pending, and the old links no longer work.
    expect(await (await signUp("ada@example.com")).json()).toEqual({
      ok: true,
      confirmationMailed: true,
    });
    expect(
      query("SELECT confirmed_at FROM subscribers WHERE email_key = 'ada@example.com'"),
    ).toEqual([{ confirmed_at: null }]);
    const again = await fetch(link, { method: "POST", body: "List-Unsubscribe=One-Click" });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("Nothing to remove");
  });

  it("keeps the pages reached from mail out of the sitemap", async () => {
    const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
    expect(sitemap).toContain("/visit");
    expect(sitemap).not.toContain("mailing-list");
  });
});
