// What the announcements' HTTP tests share (issue 32): the production server as `npm start`
// starts it, with its own database of subscribers and members and a real SMTP server on loopback,
// and a desk-admin's steps. One site a test file, in `site`; each test sets it up afresh.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, expect } from "vitest";
import { openDatabase } from "../../app/database/database.server.ts";
import {
  type DeskBrowser,
  deskBrowser,
  members,
  signInByMailedCode,
} from "../support/desk-browser.ts";
import { startServer, type RunningServer } from "../support/running-server.ts";
import {
  type RefuseAddress,
  startTestSmtpServer,
  type TestSmtpServer,
} from "../support/smtp-server.ts";

export const INBOX = "gallery@example.org";
export const ADMIN = "coord@example.org";
export const MEMBER = "ann@example.org";
/** Show 67.1 is on view. */
export const NOW = "2025-07-15T12:00:00-04:00";

/** The site a test runs against: set up by `setUp` and `start`, taken down after each test. */
export const site = {
  folder: "",
  databasePath: "",
  server: undefined as RunningServer | undefined,
  smtp: undefined as TestSmtpServer | undefined,
  clients: 0,
};

function running(): { server: RunningServer; smtp: TestSmtpServer } {
  if (!site.server || !site.smtp) throw new Error("start the site first");
  return { server: site.server, smtp: site.smtp };
}

/** Starts the server on the site's database; `perMinute` is ANNOUNCE_PER_MINUTE. */
export async function start(perMinute: number): Promise<RunningServer> {
  site.server = await startServer({
    DATABASE_PATH: site.databasePath,
    GALLERY_NOW: NOW,
    WRITE_RATE_LIMIT: "0",
    DESK_SIGN_IN_RATE_LIMIT: "0",
    TRUST_PROXY: "127.0.0.1",
    SMTP_URL: `smtp://127.0.0.1:${site.smtp?.port}?requireTLS=false`,
    GALLERY_INBOX: INBOX,
    SIGNUP_SECRET: "announcements-http-test-secret".padEnd(40, "x"),
    ANNOUNCE_PER_MINUTE: String(perMinute),
  });
  return site.server;
}

export async function setUp(readers: readonly string[], refuse: RefuseAddress = () => null) {
  site.folder = mkdtempSync(path.join(tmpdir(), "front-news-http-"));
  const databasePath = path.join(site.folder, "front.sqlite");
  site.databasePath = databasePath;
  const db = openDatabase(databasePath);
  const insert = db.prepare(
    `INSERT INTO subscribers (email, email_key, firstname, lastname, joined_at, updated_at,
       link_key, confirmed_at)
     VALUES (?, ?, '', '', 'x', 'x', lower(hex(randomblob(16))), ?)`,
  );
  for (const email of readers) insert.run(email, email, "2025-07-01T00:00:00Z");
  insert.run("pending@example.org", "pending@example.org", null);
  db.close();
  members(databasePath, "add", ADMIN, "--name", "Coordinator", "--role", "desk-admin");
  members(databasePath, "add", MEMBER, "--name", "Ann");
  site.smtp = await startTestSmtpServer(0, () => null, refuse);
}

afterEach(async () => {
  await site.server?.stop();
  await site.smtp?.close();
  rmSync(site.folder, { recursive: true, force: true });
  site.server = undefined;
  site.smtp = undefined;
});

export const readersOf = (count: number) =>
  Array.from(
    { length: count },
    (_, index) => `reader${String(index).padStart(3, "0")}@example.org`,
  );

export async function signedIn(email: string): Promise<DeskBrowser> {
  site.clients += 1;
  const at = deskBrowser(() => running().server.origin, `198.51.100.${site.clients % 250}`);
  await signInByMailedCode(at, running().smtp, email);
  return at;
}

/** Starts an announcement from the current show, as the desk's first choice offers it. */
export async function draftFromShow(at: DeskBrowser, subject: string): Promise<number> {
  const list = await (await at.get("/desk/news")).text();
  const source = /value="(show:[^"]+)"/.exec(list)?.[1] ?? "";
  expect(source).not.toBe("");
  const made = await at.post("/desk/news", { intent: "new", source });
  expect(made.status).toBe(303);
  const id = Number(/id=(\d+)/.exec(made.headers.get("location") ?? "")?.[1]);
  const page = await (await at.get(`/desk/news?id=${id}`)).text();
  const body = /<textarea[^>]*>([^<]*)<\/textarea>/.exec(page)?.[1] ?? "";
  expect(body).toContain("On view");
  const saved = await at.post("/desk/news", {
    intent: "save",
    id: String(id),
    subject,
    body: "Opening Friday.\n\nDoors at 5.",
  });
  expect(saved.status).toBe(303);
  return id;
}

export async function send(at: DeskBrowser, id: number): Promise<void> {
  const sent = await at.post("/desk/news", { intent: "send", id: String(id) });
  expect(sent.status).toBe(303);
}

/** Every mail the site's SMTP server received. */
export const received = () => running().smtp.received;
/** The mails `address` received. */
export const copiesTo = (address: string) =>
  running().smtp.received.filter((mail) => mail.to.includes(address)).length;
/** The copies readers received (not the members' codes and tests). */
export const listCopies = () =>
  running().smtp.received.filter((mail) => /reader|bounce|busy/.test(mail.to[0] ?? ""));

export async function until(what: string, ok: () => boolean, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`waited ${withinMs} ms for ${what}`);
    await sleep(50);
  }
}

/** The desk's sent / remaining / failed for an announcement, read from its page. */
export function counts(page: string) {
  const count = (name: string) =>
    Number(new RegExp(`data-count="${name}">(\\d+)<`).exec(page)?.[1]);
  return { sent: count("sent"), remaining: count("remaining"), failed: count("failed") };
}

/** Copies to subscribers the site has marked sent, read from its database as it stands. */
export function copiesMarkedSent(): number {
  const db = new DatabaseSync(site.databasePath, { readOnly: true });
  try {
    const row = db
      .prepare(
        `SELECT count(*) AS sent FROM announcement_mail
         WHERE subscriber_id IS NOT NULL AND sent_at IS NOT NULL`,
      )
      .get();
    return Number(row?.sent ?? 0);
  } finally {
    db.close();
  }
}
