// A member's sessions at the desk (issue 31, item 6), over real HTTP on loopback against the
// production server with a real SMTP server: signed in on two browsers, the desk lists both with
// their devices, ends the other (whose cookie is refused from then on), refuses a cross-site post
// to end one, and signs out everywhere; each ending is in the audit log.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  type DeskBrowser,
  deskBrowser,
  members,
  signInByMailedCode,
} from "../support/desk-browser.ts";
import { type RunningServer, startServer } from "../support/running-server.ts";
import { type TestSmtpServer, startTestSmtpServer } from "../support/smtp-server.ts";

const MEMBER = "ann@example.org";
const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const LAPTOP_UA =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0";

let folder: string;
let databasePath: string;
let server: RunningServer;
let smtp: TestSmtpServer;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "front-desk-sessions-"));
  databasePath = path.join(folder, "front.sqlite");
  smtp = await startTestSmtpServer();
  server = await startServer({
    DATABASE_PATH: databasePath,
    GALLERY_NOW: "2025-07-15T12:00:00-04:00",
    WRITE_RATE_LIMIT: "0",
    TRUST_PROXY: "127.0.0.1",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}?requireTLS=false`,
    GALLERY_INBOX: "gallery@example.org",
    SIGNUP_SECRET: "desk-sessions-test-secret-".padEnd(40, "x"),
  });
  members(databasePath, "add", MEMBER, "--name", "Ann Painter");
});

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A browser with its own network and User-Agent, signed in as MEMBER by a mailed code. */
async function signedIn(network: string, userAgent: string): Promise<DeskBrowser> {
  const at = deskBrowser(() => server.origin, network);
  await signInByMailedCode(at, smtp, MEMBER, { "User-Agent": userAgent });
  return at;
}

/** The sessions the desk lists: device and the id its "End this session" form posts. */
function listed(page: string): { heading: string; id: string | null }[] {
  const section = page.slice(page.indexOf('id="sessions"'));
  return [...section.matchAll(/<h3>([^<]*(?:<!-- -->[^<]*)*)<\/h3>[\s\S]*?(?=<h3>|$)/g)].map(
    (match) => ({
      heading: (match[1] ?? "").replaceAll("<!-- -->", ""),
      id: /name="session" value="(\d+)"/.exec(match[0])?.[1] ?? null,
    }),
  );
}

it("lists the member's sessions, ends the other one, and signs out everywhere", async () => {
  const phone = await signedIn("198.51.100.1", PHONE_UA);
  const laptop = await signedIn("198.51.100.2", LAPTOP_UA);

  const page = await (await phone.get("/desk")).text();
  const sessions = listed(page);
  expect(sessions.map((session) => session.heading)).toEqual([
    "Chrome on Android (this device)",
    "Firefox on Mac",
  ]);
  expect(page).toContain("Last used");
  const other = sessions[1]?.id ?? "";
  expect(other).toMatch(/^\d+$/);
  expect(sessions[0]?.id).toBeNull();

  // A post from another site's page ends nothing.
  const forged = await phone.post("/desk", { intent: "end-session", session: other }, null, {
    "Sec-Fetch-Site": "cross-site",
  });
  expect(forged.status).toBe(403);
  expect((await laptop.get("/desk")).status).toBe(200);
  // A garbled id is told so.
  expect((await phone.post("/desk", { intent: "end-session", session: "x" })).status).toBe(400);

  const ended = await phone.post("/desk", { intent: "end-session", session: other });
  expect(ended.status).toBe(303);
  expect(ended.headers.get("location")).toBe("/desk?done=sessions-ended#sessions");
  const refused = await laptop.get("/desk");
  expect(refused.status).toBe(303);
  expect(refused.headers.get("location")).toBe("/desk/sign-in");
  expect(await (await phone.get("/desk?done=sessions-ended")).text()).toContain(
    "That browser must sign in again",
  );

  // Sign out everywhere: this browser too, and a third one signed in since.
  const tablet = await signedIn("198.51.100.3", PHONE_UA);
  const everywhere = await phone.post("/desk", { intent: "sign-out-everywhere" });
  expect(everywhere.status).toBe(303);
  expect(everywhere.headers.get("location")).toBe("/desk/sign-in");
  expect((await phone.get("/desk")).status).toBe(303);
  expect((await tablet.get("/desk")).status).toBe(303);

  const audit = members(databasePath, "audit");
  expect(audit).toMatch(/ann@example.org\tsession-ended\t1 session\(s\): Firefox on Mac/);
  expect(audit).toMatch(/ann@example.org\tsessions-ended-all\t2 session\(s\)/);
  console.log(`sessions listed: ${sessions.length}; audit:\n${audit}`);
});
