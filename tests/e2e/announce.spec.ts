// Announcing to the mailing list from a phone (375 px, Chromium; issue 32), end to end with the
// real outbox and an SMTP server on loopback: the coordinator writes an announcement of the
// current show, previews it, mails a test to themselves, confirms and sends; the progress reaches
// every confirmed subscriber; the archive page, the feed and the menu's "News" follow the send. A
// plain member is refused. Its own server: the desk needs mail, the list its own subscribers.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type BrowserContext, type Page, expect, test } from "@playwright/test";
import { openDatabase } from "../../app/database/database.server.ts";
import { deskBrowser, members, signInByMailedCode } from "../support/desk-browser.ts";
import { headerOf } from "../support/mail-text.ts";
import { startServer, type RunningServer } from "../support/running-server.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";
import { E2E_NOW } from "./clock.ts";

const ADMIN = "coord@example.org";
const MEMBER = "ann@example.org";
const READERS = Array.from({ length: 6 }, (_, index) => `reader${index}@example.org`);
const SUBJECT = "Signal and Relay: last two weeks";
/** Seconds a loaded two-core machine may take for the outbox to reach the SMTP server. */
const MAIL_BUDGET_MS = 20_000;

let folder: string | undefined;
let server: RunningServer;
let smtp: TestSmtpServer;

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "run on the phone project only");
  folder = mkdtempSync(path.join(tmpdir(), "front-announce-e2e-"));
  const databasePath = path.join(folder, "front.sqlite");
  const db = openDatabase(databasePath);
  const insert = db.prepare(
    `INSERT INTO subscribers (email, email_key, firstname, lastname, joined_at, updated_at,
       link_key, confirmed_at)
     VALUES (?, ?, '', '', 'x', 'x', lower(hex(randomblob(16))), ?)`,
  );
  for (const email of READERS) insert.run(email, email, "2025-07-01T00:00:00Z");
  insert.run("pending@example.org", "pending@example.org", null);
  db.close();
  members(databasePath, "add", ADMIN, "--name", "Coordinator", "--role", "desk-admin");
  members(databasePath, "add", MEMBER, "--name", "Ann Painter");
  smtp = await startTestSmtpServer();
  server = await startServer({
    DATABASE_PATH: databasePath,
    GALLERY_NOW: E2E_NOW,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}?requireTLS=false`,
    GALLERY_INBOX: "gallery@example.org",
    SIGNUP_SECRET: "announce-e2e-test-secret-".padEnd(40, "x"),
    DESK_SIGN_IN_RATE_LIMIT: "0",
    ANNOUNCE_PER_MINUTE: "600",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** Signs `email` in by the mailed code and hands the browser its session cookie. */
async function signIn(context: BrowserContext, email: string): Promise<void> {
  const at = deskBrowser(() => server.origin, "127.0.0.1");
  await signInByMailedCode(at, smtp, email);
  await context.addCookies(
    [...at.cookies].map(([name, value]) => ({ name, value, url: server.origin })),
  );
}

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

/** The "News" link in the top bar (inside the phone's menu, open or not). */
const newsInMenu = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).locator('a[href="/news"]');

const noOverflow = async (page: Page) =>
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);

test("the coordinator announces the current show from a phone; a member cannot", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A plain member: refused in words. Home, kept by the site from here on, has no "News".
  const memberContext = await browser.newContext();
  await signIn(memberContext, MEMBER);
  const memberPage = await memberContext.newPage();
  const refused = await memberPage.goto(`${server.origin}/desk/news`);
  expect(refused?.status()).toBe(403);
  await expect(memberPage.getByRole("alert")).toHaveText(
    "Only a desk-admin can write to the mailing list. Ask the gallery's coordinator.",
  );
  await memberPage.goto(`${server.origin}/`);
  await expect(newsInMenu(memberPage)).toHaveCount(0);
  await memberContext.close();

  const context = await browser.newContext();
  await signIn(context, ADMIN);
  const page = await context.newPage();
  await page.goto(`${server.origin}/desk/news`);
  // The current show is the first choice, and chosen.
  await expect(page.getByRole("radio").first()).toBeChecked();
  await expect(page.getByText(/Signal and Relay/).first()).toBeVisible();
  await page.getByRole("button", { name: "Start writing" }).tap();
  await expect(page).toHaveURL(/\/desk\/news\?id=\d+$/);
  await expect(page.getByLabel("Subject")).toHaveValue(/Signal and Relay/);

  await page.getByLabel("Subject").fill(SUBJECT);
  await page
    .getByLabel("Text (a blank line between paragraphs)")
    .fill("Two weeks left to see Signal and Relay.\n\nThe artists talk on Saturday at 3.");
  await page.getByRole("button", { name: "Save and preview" }).tap();
  await expect(page.getByRole("status")).toHaveText(/^Saved\./);
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: "As most mail apps show it" })).toBeVisible();
  await expect(
    preview.locator("div").filter({ hasText: "The artists talk" }).first(),
  ).toBeVisible();
  await expect(preview.locator("pre")).toContainText("The artists talk on Saturday at 3.");
  await noOverflow(page);

  // A test to the coordinator's own address: it arrives, marked, and nobody else gets one.
  const before = mailsTo(ADMIN).length;
  await page.getByRole("button", { name: "Send a test to me" }).tap();
  await expect(page.getByRole("status")).toHaveText("A test is on its way to your address.");
  await expect.poll(() => mailsTo(ADMIN).length, { timeout: MAIL_BUDGET_MS }).toBe(before + 1);
  expect(headerOf(mailsTo(ADMIN).at(-1)?.raw ?? "", "Subject")).toBe(`[Test] ${SUBJECT}`);
  expect(READERS.flatMap(mailsTo)).toHaveLength(0);

  // The confirmation names how many confirmed subscribers get it (not the pending one).
  await page.getByRole("link", { name: "Send to the list…" }).tap();
  const confirmation = page.getByRole("region", { name: "Send to the list?" });
  await expect(confirmation).toContainText(
    `“${SUBJECT}” will go to ${READERS.length} confirmed subscribers, each once.`,
  );
  await noOverflow(page);
  await confirmation.getByRole("button", { name: `Send to ${READERS.length} subscribers` }).tap();
  await expect(page.getByRole("status")).toHaveText(/^Sending\./);

  // Progress, as the coordinator follows it: "Refresh" until every copy is counted sent.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.locator('[data-count="sent"]').textContent();
      },
      { timeout: MAIL_BUDGET_MS, intervals: [250, 500, 1_000] },
    )
    .toBe(String(READERS.length));
  await expect(page.getByRole("heading", { level: 2, name: "Sent" })).toBeVisible();
  await expect(page.locator('[data-count="remaining"]')).toHaveText("0");
  await expect(page.locator('[data-count="failed"]')).toHaveText("0");
  for (const reader of READERS) expect(mailsTo(reader), reader).toHaveLength(1);
  expect(mailsTo("pending@example.org")).toHaveLength(0);
  await noOverflow(page);

  // Its public page, the feed, and "News" in the menu, on Home the site had kept.
  await page.getByRole("link", { name: /^\/news\// }).tap();
  await expect(page).toHaveURL(/\/news\/2025-07-15-signal-and-relay-last-two-weeks$/);
  await expect(page.getByRole("heading", { level: 1, name: SUBJECT })).toBeVisible();
  await expect(page.getByText("The artists talk on Saturday at 3.")).toBeVisible();
  const feed = await page.request.get(`${server.origin}/news/feed.xml`);
  expect(await feed.text()).toContain(`<title>${SUBJECT}</title>`);
  await page.goto(`${server.origin}/`);
  await page.getByRole("button", { name: "Menu" }).tap();
  await expect(newsInMenu(page)).toBeVisible();
  await newsInMenu(page).tap();
  await expect(page.getByRole("link", { name: SUBJECT })).toBeVisible();
  await context.close();
});
