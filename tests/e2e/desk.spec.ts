// The members' desk on a phone (375 px, Chromium), end to end with the real outbox and an SMTP
// server on loopback (issue 24): a member signs in by the mailed code, marks a work sold, sees
// it on the public show page, and answers a visitor's question; the audit log names them. The
// screenshots in docs/desk/ are taken here: `DESK_SCREENSHOTS=1 npx playwright test
// tests/e2e/desk.spec.ts --project=phone`. Its own server: the desk needs mail.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import { type Page, expect, test } from "@playwright/test";
import {
  codesMailedTo,
  deskBrowser,
  members,
  signInByMailedCode,
  waitForMail,
} from "../support/desk-browser.ts";
import { startServer, type RunningServer } from "../support/running-server.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";
import { E2E_NOW } from "./clock.ts";

const MEMBER = "ann@example.org";
const SHOTS = "docs/desk";

let folder: string | undefined;
let databasePath: string;
let server: RunningServer;
let smtp: TestSmtpServer;

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });
test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  // A phone's page, whichever project runs it: once, on the phone's, is enough.
  test.skip(testInfo.project.name !== "phone", "run on the phone project only");
  folder = mkdtempSync(path.join(tmpdir(), "front-desk-e2e-"));
  databasePath = path.join(folder, "front.sqlite");
  smtp = await startTestSmtpServer();
  server = await startServer({
    DATABASE_PATH: databasePath,
    GALLERY_NOW: E2E_NOW,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}?requireTLS=false`,
    GALLERY_INBOX: "gallery@example.org",
    SIGNUP_SECRET: "desk-e2e-test-secret-".padEnd(40, "x"),
  });
  members(databasePath, "add", MEMBER, "--name", "Ann Painter", "--role", "desk-admin");
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test("a member signs in by mailed code, marks a work sold and answers a question", async ({
  page,
}, testInfo) => {
  const axe = async () =>
    (
      await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze()
    ).violations.map((violation) => `${violation.id}: ${violation.help}`);
  const shoot = async (name: string) => {
    // Only when asked (DESK_SCREENSHOTS=1): a test run leaves the checkout as it found it.
    if (process.env.DESK_SCREENSHOTS && testInfo.project.name === "phone") {
      await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
    }
  };
  // A visitor's question, so that the desk has one to answer.
  await page.goto(`${server.origin}/shows/signal-and-relay/works/relay/ask`);
  await page.getByLabel("Your name").fill("Sam Visitor");
  await page.getByLabel("Your e-mail").fill("sam@example.com");
  await page.getByLabel("Your question").fill("Is Relay still on hold? I would like to see it.");
  await page.getByRole("button", { name: "Send your question" }).click();
  await expect(page.getByRole("heading", { name: "We have your question" })).toBeVisible();

  await page.goto(`${server.origin}/desk`);
  await expect(page).toHaveURL(/\/desk\/sign-in$/);
  await shoot("1-sign-in");
  expect(await axe()).toEqual([]);
  await page.getByLabel("Your e-mail address").fill(MEMBER);
  await page.getByRole("button", { name: "Mail me a code" }).tap();
  await expect(page.getByRole("status")).toContainText("a code is on its way");
  await waitForMail(smtp, MEMBER, 1);
  const [code = ""] = codesMailedTo(smtp, MEMBER);
  await page.getByLabel("The eight-digit code from the mail").fill(code);
  await shoot("2-code");
  await page.getByRole("button", { name: "Sign in" }).tap();
  await expect(page).toHaveURL(/\/desk$/);
  await expect(page.getByRole("heading", { level: 2, name: "Signal and Relay" })).toBeVisible();
  await shoot("3-desk");

  // Signed in: one tap marks the current show's work sold.
  let taps = 0;
  await page.getByRole("button", { name: "Sold: Static" }).tap();
  taps += 1;
  await expect(page.getByRole("status")).toHaveText(/Marked Sold/);
  await expect(page.getByRole("button", { name: "Sold: Static" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await shoot("4-marked-sold");
  expect(await axe()).toEqual([]);
  console.log(`taps from signed in to marked: ${taps}`);

  // The desk's weight on a phone: HTML, CSS and JS, gzip, as the server sends them.
  const weights = await deskWeight(page);
  console.log(
    `the desk page on a phone (gzip): HTML ${weights.html} B, CSS ${weights.css} B, ` +
      `JS ${weights.js} B, total ${weights.html + weights.css + weights.js} B`,
  );

  // The public show page says it, at once from the site itself.
  await page.goto(`${server.origin}/shows/signal-and-relay`);
  const row = page.getByRole("listitem").filter({ hasText: "Static" });
  await expect(row).toContainText("Sold");

  // The question, newest first, marked answered.
  await page.goto(`${server.origin}/desk#questions`);
  const question = page.getByRole("listitem").filter({ hasText: "Is Relay still on hold?" });
  await question.getByRole("button", { name: "Mark answered" }).tap();
  await expect(page.getByRole("status")).toHaveText("Marked answered.");
  await expect(
    page.getByRole("listitem").filter({ hasText: "Is Relay still on hold?" }),
  ).toContainText("Answered by ann@example.org");
  await page.locator("#questions").scrollIntoViewIfNeeded();
  await shoot("5-question-answered");

  // Nothing on the desk is wider than the phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  const audit = members(databasePath, "audit");
  expect(audit).toMatch(/ann@example.org\tsign-in/);
  expect(audit).toMatch(/ann@example.org\tmark\tsignal-and-relay\/static: available -> sold/);
  expect(audit).toMatch(/ann@example.org\tanswer\tquestion 1/);
});

test("a member sees where they are signed in and ends another session", async ({
  page,
}, testInfo) => {
  // The test before left a session: the operator ends it, so this one starts with none.
  members(databasePath, "revoke", MEMBER);
  // Another browser, signed in over plain HTTP, as a laptop left somewhere.
  const laptop = deskBrowser(() => server.origin, "127.0.0.1");
  await signInByMailedCode(laptop, smtp, MEMBER, {
    "User-Agent":
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0",
  });

  const mailed = codesMailedTo(smtp, MEMBER).length;
  await page.goto(`${server.origin}/desk/sign-in`);
  await page.getByLabel("Your e-mail address").fill(MEMBER);
  await page.getByRole("button", { name: "Mail me a code" }).tap();
  await waitForMail(smtp, MEMBER, mailed + 1);
  await page
    .getByLabel("The eight-digit code from the mail")
    .fill(codesMailedTo(smtp, MEMBER).at(-1) ?? "");
  await page.getByRole("button", { name: "Sign in" }).tap();
  await expect(page).toHaveURL(/\/desk$/);

  const list = page.getByRole("region", { name: "Where you are signed in" });
  await list.scrollIntoViewIfNeeded();
  await expect(list.getByRole("heading", { level: 3 })).toHaveText([
    /\(this device\)$/,
    "Firefox on Windows",
  ]);
  if (process.env.DESK_SCREENSHOTS && testInfo.project.name === "phone") {
    await list.screenshot({ path: `${SHOTS}/6-sessions.png` });
  }
  await list.getByRole("button", { name: /^End the session on Firefox on Windows/ }).tap();
  await expect(page).toHaveURL(/done=sessions-ended#sessions$/);
  await expect(list.getByRole("status")).toContainText("Ended.");
  await expect(list.getByRole("heading", { level: 3 })).toHaveCount(1);
  await expect(list.getByRole("button", { name: "Sign out everywhere" })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  // The laptop's cookie is refused from now on.
  expect((await laptop.get("/desk")).status).toBe(303);
  expect(members(databasePath, "audit")).toMatch(
    /ann@example.org\tsession-ended\t1 session\(s\): Firefox on Windows/,
  );
});

/** Bytes of the desk's document and its CSS and JS, each gzipped. */
async function deskWeight(page: Page) {
  const assets = await page.evaluate(() => [
    ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href),
    ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (l) => l.href,
    ),
    ...[...document.querySelectorAll<HTMLScriptElement>("script[src]")].map((s) => s.src),
  ]);
  // Playwright hands the body decoded: gzip it again (level 9, as scripts/precompress.ts does).
  const sizeOf = async (url: string) =>
    gzipSync(await (await page.request.get(url)).body(), { level: 9 }).length;
  let css = 0;
  let js = 0;
  for (const url of new Set(assets)) {
    if (url.endsWith(".css")) css += await sizeOf(url);
    else js += await sizeOf(url);
  }
  const html = await sizeOf(`${server.origin}/desk`);
  return { html, css, js };
}
