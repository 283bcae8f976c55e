// Nobody else can block a member's sign-in (issue 31, item 2), over real HTTP on loopback against
// the production server with a real SMTP server: strangers on other networks flood a member's
// address, and the member still gets a code within a minute and signs in; wrong codes past the
// threshold mail the desk-admins exactly once.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, expect, it } from "vitest";
import {
  CODES_PER_ADDRESS_PER_CLIENT_PER_HOUR,
  CODES_PER_ADDRESS_PER_HOUR,
} from "../../app/features/desk/sign-in-codes.server.ts";
import { WRONG_CODES_ALERT_THRESHOLD } from "../../app/features/desk/wrong-codes.server.ts";
import {
  type DeskBrowser,
  codesMailedTo,
  deskBrowser,
  members,
  waitForMail,
} from "../support/desk-browser.ts";
import { eventually } from "../support/eventually.ts";
import { textOf } from "../support/mail-text.ts";
import { type RunningServer, startServer } from "../support/running-server.ts";
import { type TestSmtpServer, startTestSmtpServer } from "../support/smtp-server.ts";

const MEMBER = "ann@example.org";
const ADMIN = "coord@example.org";
/** Networks the stranger floods from, and requests from each. */
const FLOOD_NETWORKS = 8;
const FLOOD_PER_NETWORK = 15;

let folder: string;
let databasePath: string;
let server: RunningServer;
let smtp: TestSmtpServer;

beforeEach(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "front-desk-lockout-"));
  databasePath = path.join(folder, "front.sqlite");
  smtp = await startTestSmtpServer();
  server = await startServer({
    DATABASE_PATH: databasePath,
    GALLERY_NOW: "2025-07-15T12:00:00-04:00",
    // The site's per-minute limit out of the way: the desk's own limits are what is tried here.
    DESK_SIGN_IN_RATE_LIMIT: "1000",
    WRITE_RATE_LIMIT: "0",
    TRUST_PROXY: "127.0.0.1",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}?requireTLS=false`,
    GALLERY_INBOX: "gallery@example.org",
    SIGNUP_SECRET: "desk-lockout-test-secret-".padEnd(40, "x"),
  });
  members(databasePath, "add", MEMBER, "--name", "Ann Painter");
  members(databasePath, "add", ADMIN, "--name", "Cora", "--role", "desk-admin");
});

afterEach(async () => {
  await server?.stop();
  await smtp?.close();
  rmSync(folder, { recursive: true, force: true });
});

const at = (network: string) => deskBrowser(() => server.origin, network);

async function askForCode(browser: DeskBrowser, email: string): Promise<Response> {
  await (await browser.get("/desk/sign-in")).arrayBuffer();
  return browser.post("/desk/sign-in", { intent: "send-code", email });
}

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

/** Rows of `table`, a queue of mail, in all and still to send: the site's own record. */
function queued(table: "desk_codes" | "desk_alert_mail") {
  const db = new DatabaseSync(databasePath, { readOnly: true });
  const row = db
    .prepare(
      `SELECT count(*) AS queued, count(*) FILTER (WHERE sent_at IS NULL AND gave_up_at IS NULL) AS unsent FROM ${table}`,
    )
    .get();
  db.close();
  return { queued: Number(row?.queued), unsent: Number(row?.unsent) };
}

/** Waits until every mail queued in `table` is marked sent: the mail server had it first. */
async function allSent(table: "desk_codes" | "desk_alert_mail") {
  await eventually(() => queued(table).unsent === 0, `the mail queued in ${table} sent`);
}

it("a member signs in within a minute while strangers on other networks flood their address", async () => {
  const statuses = new Map<string, number>();
  let sent = 0;
  for (let network = 1; network <= FLOOD_NETWORKS; network += 1) {
    for (let i = 0; i < FLOOD_PER_NETWORK; i += 1) {
      // A fresh browser each time: no cookie carried from one request to the next.
      const answer = await askForCode(at(`203.0.113.${network}`), MEMBER);
      sent += 1;
      const key = `${answer.status} ${answer.headers.get("location") ?? ""}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
  }
  await allSent("desk_codes");
  const flooded = mailsTo(MEMBER).length;
  expect(flooded).toBe(queued("desk_codes").queued);

  const member = at("198.51.100.20");
  const asked = Date.now();
  const answer = await askForCode(member, MEMBER);
  expect(answer.status).toBe(303);
  expect(answer.headers.get("location")).toBe("/desk/sign-in?step=code");
  await waitForMail(smtp, MEMBER, flooded + 1, 60_000);
  const waitedMs = Date.now() - asked;
  const code = codesMailedTo(smtp, MEMBER).at(-1) ?? "";
  const signIn = await member.post("/desk/sign-in?step=code", { intent: "check-code", code });
  expect(signIn.status).toBe(303);
  expect(signIn.headers.get("location")).toBe("/desk");
  expect(await (await member.get("/desk")).text()).toContain("Signed in as Ann Painter.");

  const db = new DatabaseSync(databasePath, { readOnly: true });
  const stored = Number(db.prepare("SELECT count(*) AS n FROM desk_code_requests").get()?.n);
  db.close();
  console.log(
    `flood: ${sent} requests from ${FLOOD_NETWORKS} networks (answers: ${JSON.stringify(Object.fromEntries(statuses))}); ` +
      `${stored} request rows stored; ${flooded} codes mailed to the member; ` +
      `the member's own code arrived ${waitedMs} ms after asking, and signed them in`,
  );
  // Each network is told only about itself: a redirect to the code step, or 429 past its own
  // ten an hour, never anything about the address.
  expect([...statuses.keys()].sort()).toEqual(["303 /desk/sign-in?step=code", "429 "]);
  // The mailbox stays bounded: five a network up to twenty, then each further network's first.
  const networksToTheBound = CODES_PER_ADDRESS_PER_HOUR / CODES_PER_ADDRESS_PER_CLIENT_PER_HOUR;
  expect(flooded).toBe(CODES_PER_ADDRESS_PER_HOUR + FLOOD_NETWORKS - networksToTheBound);
  expect(waitedMs).toBeLessThan(60_000);
}, 90_000);

it(`${WRONG_CODES_ALERT_THRESHOLD} wrong codes for a member mail the desk-admins once, not before`, async () => {
  const guesser = at("203.0.113.50");
  let typed = 0;
  const typeWrong = async (times: number) => {
    for (let i = 0; i < times; i += 1) {
      // A fresh code every five tries, so each wrong one is typed against a live code.
      if (typed % 5 === 0) expect((await askForCode(guesser, MEMBER)).status).toBe(303);
      const answer = await guesser.post("/desk/sign-in?step=code", {
        intent: "check-code",
        code: "00000000",
      });
      expect(answer.status).toBe(400);
      typed += 1;
    }
  };
  await typeWrong(WRONG_CODES_ALERT_THRESHOLD - 1);
  // The alert is queued by the request that crosses the threshold: none queued, none to come.
  expect(queued("desk_alert_mail").queued).toBe(0);
  expect(mailsTo(ADMIN)).toHaveLength(0);

  await typeWrong(1);
  await waitForMail(smtp, ADMIN, 1);
  await typeWrong(WRONG_CODES_ALERT_THRESHOLD);
  expect(queued("desk_alert_mail").queued).toBe(1);
  await allSent("desk_alert_mail");
  const alerts = mailsTo(ADMIN);
  console.log(
    `wrong codes typed: ${typed}; codes mailed to the member: ${mailsTo(MEMBER).length}; ` +
      `alert mails to the desk-admin: ${alerts.length}`,
  );
  expect(alerts).toHaveLength(1);
  expect(textOf(alerts[0]?.raw ?? "")).toContain(`against the codes mailed to ${MEMBER}`);
  expect(members(databasePath, "audit")).toMatch(/desk\twrong-codes-alert\tann@example.org: 10/);
});
