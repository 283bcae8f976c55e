// The site the desk's HTTP tests run against (desk*.test.ts): the production server as
// `npm start` starts it, its own database with one member, and a real SMTP server, new for each
// test; browsers with their own client address, and the steps of signing one in.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach } from "vitest";
import {
  type DeskBrowser,
  deskBrowser,
  members,
  signInByMailedCode,
} from "../support/desk-browser.ts";
import { startServer, type RunningServer } from "../support/running-server.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";

export const INBOX = "gallery@example.org";
export const MEMBER = "ann@example.org";
export const STRANGER = "nobody@example.org";
/** Show 67.1 is on view: its works are the desk's first list. */
export const NOW = "2025-07-15T12:00:00-04:00";
export const ELEVEN_MINUTES_LATER = "2025-07-15T12:11:00-04:00";
export const SIGN_IN_LIMIT = 10;

/** The running test's site: set before each test by useDeskSite(). */
export const site = {} as {
  folder: string;
  databasePath: string;
  server: RunningServer;
  smtp: TestSmtpServer;
};

export const startDeskSite = (now = NOW) =>
  startServer({
    DATABASE_PATH: site.databasePath,
    GALLERY_NOW: now,
    DESK_SIGN_IN_RATE_LIMIT: String(SIGN_IN_LIMIT),
    WRITE_RATE_LIMIT: "0",
    TRUST_PROXY: "127.0.0.1",
    SMTP_URL: `smtp://127.0.0.1:${site.smtp.port}?requireTLS=false`,
    GALLERY_INBOX: INBOX,
    SIGNUP_SECRET: "desk-http-test-secret-".padEnd(40, "x"),
  });

/** Each test starts from its own database (MEMBER listed), mail server and site. */
export function useDeskSite(): void {
  beforeEach(async () => {
    site.folder = mkdtempSync(path.join(tmpdir(), "front-desk-http-"));
    site.databasePath = path.join(site.folder, "front.sqlite");
    site.smtp = await startTestSmtpServer();
    site.server = await startDeskSite();
    members(site.databasePath, "add", MEMBER, "--name", "Ann Painter");
  });

  afterEach(async () => {
    await site.server?.stop();
    await site.smtp?.close();
    rmSync(site.folder, { recursive: true, force: true });
  });
}

let clients = 0;
/** A browser of its own, from its own client address. */
export const browser = () => {
  clients += 1;
  return deskBrowser(() => site.server.origin, `198.51.100.${clients % 250}`);
};

export async function askForCode(at: DeskBrowser, email: string): Promise<Response> {
  await (await at.get("/desk/sign-in")).arrayBuffer();
  return at.post("/desk/sign-in", { intent: "send-code", email });
}

export async function typeCode(at: DeskBrowser, code: string): Promise<Response> {
  return at.post("/desk/sign-in?step=code", { intent: "check-code", code });
}

/** Signs a fresh browser in as MEMBER; returns it and the code it used. */
export async function signedIn(): Promise<{ at: DeskBrowser; code: string }> {
  const at = browser();
  return { at, code: await signInByMailedCode(at, site.smtp, MEMBER) };
}

export function database() {
  return new DatabaseSync(site.databasePath, { readOnly: true });
}
