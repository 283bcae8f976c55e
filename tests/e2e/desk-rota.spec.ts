// Who sits the gallery (issue 33) on phones (375 px, Chromium), end to end with the real outbox
// and an SMTP server on loopback, the gallery's clock frozen on a Saturday at noon: the
// coordinator turns the rota on, a visitor with no cookie reads "may be closed", two members tap
// "I'll sit it" for the same day at the same moment from two phones (one gets it, the other is
// told in words), and the visitor's Home then says open. Its own server: the desk needs mail.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, type Page, expect, test } from "@playwright/test";
import { codesMailedTo, members, waitForMail } from "../support/desk-browser.ts";
import { startServer, type RunningServer } from "../support/running-server.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";

/** Saturday, July 19, 2025 at noon in Montpelier, within the 11 AM-5 PM hours. */
const SATURDAY_NOON = "2025-07-19T12:00:00-04:00";
const COORDINATOR = "cora@example.org";
const ANN = "ann@example.org";
const BEN = "ben@example.org";
const PHONE = { viewport: { width: 375, height: 812 }, hasTouch: true };

let folder: string | undefined;
let server: RunningServer;
let smtp: TestSmtpServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "run on the phone project only");
  folder = mkdtempSync(path.join(tmpdir(), "front-rota-e2e-"));
  const databasePath = path.join(folder, "front.sqlite");
  smtp = await startTestSmtpServer();
  server = await startServer({
    DATABASE_PATH: databasePath,
    GALLERY_NOW: SATURDAY_NOON,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}?requireTLS=false`,
    GALLERY_INBOX: "gallery@example.org",
    SIGNUP_SECRET: "rota-e2e-test-secret-".padEnd(40, "x"),
  });
  members(databasePath, "add", COORDINATOR, "--name", "Cora Admin", "--role", "desk-admin");
  members(databasePath, "add", ANN, "--name", "Ann Painter");
  members(databasePath, "add", BEN, "--name", "Ben Potter");
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** A phone of its own (own cookies), signed in at the desk as `email` by the mailed code. */
async function phoneAtDesk(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext(PHONE)).newPage();
  await page.goto(`${server.origin}/desk/sign-in`);
  const mailed = codesMailedTo(smtp, email).length;
  await page.getByLabel("Your e-mail address").fill(email);
  await page.getByRole("button", { name: "Mail me a code" }).tap();
  await waitForMail(smtp, email, mailed + 1);
  await page
    .getByLabel("The eight-digit code from the mail")
    .fill(codesMailedTo(smtp, email).at(-1) ?? "");
  await page.getByRole("button", { name: "Sign in" }).tap();
  await expect(page).toHaveURL(/\/desk$/);
  return page;
}

test("the rota on, a claim raced from two phones, and 'open now' following it", async ({
  browser,
}) => {
  // Three sign-ins by mailed code and an accessibility scan, on a shared two-core machine.
  test.setTimeout(120_000);
  const [coordinator, ann, ben] = [
    await phoneAtDesk(browser, COORDINATOR),
    await phoneAtDesk(browser, ANN),
    await phoneAtDesk(browser, BEN),
  ];
  const visitor = await (await browser.newContext(PHONE)).newPage();
  // The visitor's browser keeps "open now" up to date by its own clock: the gallery's, here.
  await visitor.clock.install({ time: new Date(SATURDAY_NOON) });
  const openNow = visitor.getByTestId("open-now");

  await visitor.goto(`${server.origin}/`);
  await expect(openNow).toHaveText("Open now · until 5 PM");

  await coordinator.getByRole("button", { name: "Turn the rota on" }).tap();
  await expect(coordinator.getByRole("status")).toContainText("The rota is on");
  await visitor.reload();
  await expect(openNow).toHaveText(/^May be closed now · no member is signed up to sit today/);
  await visitor.goto(`${server.origin}/visit`);
  await expect(visitor.getByTestId("unsat-days")).toContainText("Saturday, July 19, 11 AM-5 PM");

  // Each member: one tap to the rota, one on the day, both at the same moment.
  for (const page of [ann, ben]) {
    await page.getByRole("link", { name: /^Sitting the gallery \(\d+ open\)$/ }).tap();
    await expect(page.getByRole("heading", { name: "Sitting the gallery" })).toBeInViewport();
  }
  const claim = (page: Page) =>
    page.getByRole("button", { name: "I'll sit it: Saturday, July 19" });
  await Promise.all([claim(ann).tap(), claim(ben).tap()]);
  const said = await Promise.all(
    [ann, ben].map(async (page) => {
      await page.waitForURL(/done=rota-(claimed|taken)/);
      return (await page.getByRole("status").textContent()) ?? "";
    }),
  );
  expect(said.filter((text) => text.startsWith("You sit Saturday, July 19."))).toHaveLength(1);
  expect(
    said.filter((text) =>
      text.startsWith("Someone else claimed Saturday, July 19 a moment before you"),
    ),
  ).toHaveLength(1);

  const violations = (
    await new AxeBuilder({ page: ann }).withTags(["wcag2a", "wcag2aa"]).analyze()
  ).violations.map((violation) => `${violation.id}: ${violation.help}`);
  expect(violations).toEqual([]);

  await visitor.goto(`${server.origin}/`);
  await expect(openNow).toHaveText("Open now · until 5 PM");
  await visitor.goto(`${server.origin}/visit`);
  await expect(openNow).toHaveText("Open now · until 5 PM");
  await expect(visitor.getByTestId("unsat-days")).not.toContainText("Saturday, July 19");
});
