// Publishing without a GitHub account (issue 24, item 4), end to end with the real parts: a
// host as tests/deploy runs it (a bare origin standing in for GitHub, the installed release
// tool, Caddy in front), its site set to commit members' Publishes to that origin. A member
// signs in at the desk by the code mailed to them (through the site's outbox to an SMTP sink on
// loopback) and adds an event with a picture at 375 px; the site commits it with the member as author; one run of the updater
// brings it live. A crafted request to write package.json or server/ through the same backend
// is refused with its reason and changes nothing.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { DESK_EDITOR } from "../../app/domain/site-pages.ts";
import { DESK_PATHS } from "../../app/features/desk/desk-paths.ts";
import { type DeployHost, startDeployHost } from "../support/deploy-host.ts";
import { codesMailedTo, members, waitForMail } from "../support/desk-browser.ts";
import { type TestSmtpServer, startTestSmtpServer } from "../support/smtp-server.ts";

const MEMBER = { email: "ada@example.org", name: "Ada Member" };
const EVENT = { title: "Phone Test Evening", date: "2025-07-18T18:00" };

let host: DeployHost;
let smtp: TestSmtpServer;
const originGit = (...args: string[]) =>
  execFileSync("git", ["--git-dir", host.originRepository, ...args], { encoding: "utf8" }).trim();

test.describe.configure({ mode: "serial", timeout: 900_000 });

test.beforeAll(async () => {
  test.setTimeout(900_000);
  smtp = await startTestSmtpServer();
  host = await startDeployHost("desk-publish", {
    siteEnv: ({ originRepository, folder }) => ({
      CONTENT_REPOSITORY_PATH: path.join(folder, "site-content.git"),
      CONTENT_REMOTE: originRepository,
      CONTENT_BRANCH: "main",
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}?requireTLS=false`,
      GALLERY_INBOX: "gallery@example.org",
      // With mail, a production site needs its own key for the links it mails.
      SIGNUP_SECRET: "desk-publish-test-secret-".padEnd(40, "x"),
    }),
  });
  const first = await host.tool("release");
  expect(first.code, first.output).toBe(0);
  members(host.databasePath, "add", MEMBER.email, "--name", MEMBER.name);
});
test.afterAll(async () => {
  await host?.stop();
  await smtp?.close();
});

/** Signs the page in at the desk with the code mailed to MEMBER, as a member would on a phone. */
async function signInByMailedCode(page: import("@playwright/test").Page) {
  await page.goto(`${host.origin}${DESK_PATHS.signIn}`);
  const mailed = codesMailedTo(smtp, MEMBER.email).length;
  await page.getByLabel("Your e-mail address").fill(MEMBER.email);
  await page.getByRole("button", { name: "Mail me a code" }).click();
  await expect(page.getByRole("status")).toContainText("a code is on its way");
  await waitForMail(smtp, MEMBER.email, mailed + 1, 30_000);
  const code = codesMailedTo(smtp, MEMBER.email).at(-1) ?? "";
  await page.getByLabel("The eight-digit code from the mail").fill(code);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${DESK_PATHS.desk}(\\?|$)`));
}

test("a member signs in by mailed code and adds an event with a picture at 375 px; the site commits it as theirs and the updater releases it", async ({
  page,
}) => {
  await signInByMailedCode(page);
  const before = originGit("rev-parse", "main");
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  // What the phone downloads until Published (bodies as served; Caddy compresses text).
  let bytes = 0;
  page.on("response", (response) => {
    void response.body().then(
      (body) => (bytes += body.byteLength),
      () => undefined,
    );
  });
  let taps = 0;
  const tap = async (action: Promise<void>) => {
    taps += 1;
    await action;
  };
  const started = Date.now();

  await page.goto(`${host.origin}${DESK_EDITOR.page}`);
  await tap(page.getByRole("button", { name: "Login" }).click());
  await page.goto(`${host.origin}${DESK_EDITOR.page}#/collections/events/new`);
  await tap(page.getByLabel("Title", { exact: true }).fill(EVENT.title));
  await tap(page.locator("input[type=datetime-local]").fill(EVENT.date));
  await tap(page.locator("[data-slate-editor]").first().click());
  await page.keyboard.type("An evening added from a phone.");
  await tap(page.getByRole("button", { name: "Choose an image" }).click());
  await page
    .locator("input[type=file]")
    .setInputFiles(path.join(import.meta.dirname, "first-picture.jpg"));
  taps += 1; // the Upload button, which opens the chooser the line above fills
  await tap(page.getByRole("button", { name: "Choose selected" }).click());
  // The optional Link asks for its text and address once shown (the config's object).
  await tap(page.getByLabel("Text", { exact: true }).fill("The current show"));
  await tap(page.getByLabel("Address", { exact: true }).fill("/shows"));
  // Every tap above was on screen: nothing of the editor sits right of a 375-px phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await tap(page.getByRole("button", { name: "Publish" }).click());
  await tap(page.getByText("Publish now").click());
  await expect(page.getByRole("button", { name: "Published" })).toBeVisible({ timeout: 30_000 });
  const publishedMs = Date.now() - started;
  await page.screenshot({ path: test.info().outputPath("published-at-375.png") });

  // One commit on the branch, the member its author, the site its committer.
  const commit = originGit("rev-parse", "main");
  expect(originGit("rev-parse", `${commit}~1`)).toBe(before);
  expect(originGit("log", "-1", "--format=%an <%ae>|%cn", commit)).toBe(
    `${MEMBER.name} <${MEMBER.email}>|The Front's website`,
  );
  const changed = originGit("diff", "--name-only", before, commit).split("\n");
  expect(changed).toContain("media/events/first-picture.jpg");
  expect(changed.some((file) => file.startsWith("app/content/events/"))).toBe(true);
  expect(changed).toHaveLength(2);

  // The updater (the timer's run) releases it: content only, no operator.
  const run = await host.tool("update");
  expect(run.code, run.output).toBe(0);
  expect(run.output).toContain(`update: ${commit.slice(0, 7)} is live`);
  const events = await (await fetch(`${host.origin}/events`)).text();
  expect(events).toContain(EVENT.title);
  // Its picture drawn by the release's build, at the address the page names.
  const variant = /\/images\/events\/first-picture[^"'\s,]*/.exec(events)?.[0];
  expect(variant).toBeDefined();
  expect((await fetch(`${host.origin}${variant}`)).status).toBe(200);
  expect(errors).toEqual([]);
  // The desk's audit log names the member beside the commit's author.
  expect(members(host.databasePath, "audit")).toMatch(
    new RegExp(`${MEMBER.email}\\tpublish\\t${commit.slice(0, 7)}: `),
  );
  console.log(
    `desk publish at 375 px: ${taps} taps, ${(publishedMs / 1000).toFixed(1)} s to Published, ` +
      `${(bytes / 1024).toFixed(0)} KiB loaded, ` +
      `${(run.ms / 1000).toFixed(1)} s for the updater to release it`,
  );
});

test("a crafted request to write package.json or server/ is refused and changes nothing", async ({
  page,
  playwright,
}) => {
  await signInByMailedCode(page);
  const session = (await page.context().cookies())
    .map(({ name, value }) => `${name}=${value}`)
    .join("; ");
  const member: APIRequestContext = await playwright.request.newContext({
    baseURL: host.origin,
    extraHTTPHeaders: { Cookie: session, Origin: host.origin },
  });
  const before = originGit("rev-parse", "main");
  const attempts = [
    {
      action: "persistEntry",
      params: {
        dataFiles: [{ path: "package.json", raw: '{"scripts":{"preinstall":"id"}}' }],
        assets: [],
      },
    },
    {
      action: "persistEntry",
      params: {
        dataFiles: [{ path: "app/content/events/2025-07-19-x.md", raw: "---\ntitle: X\n---\n" }],
        assets: [{ path: "server/x.ts", content: "ZXhwb3J0IHt9Cg==", encoding: "base64" }],
      },
    },
    {
      action: "persistMedia",
      params: { asset: { path: "server/x.ts", content: "", encoding: "base64" } },
    },
    { action: "deleteFile", params: { path: "server/index.ts" } },
  ];
  for (const body of attempts) {
    const response = await member.post(DESK_EDITOR.api, { data: body });
    expect(response.status(), JSON.stringify(body)).toBe(403);
    expect((await response.json()).error).toMatch(/(package\.json|server\/\S+) is not content/);
  }
  // No member, no answer; another site's page, no answer.
  const stranger = await playwright.request.newContext({ baseURL: host.origin });
  expect((await stranger.post(DESK_EDITOR.api, { data: attempts[0] })).status()).toBe(401);
  const forged = await member.post(DESK_EDITOR.api, {
    data: attempts[0],
    headers: { Origin: "https://elsewhere.example" },
  });
  expect(forged.status()).toBe(403);
  expect(originGit("rev-parse", "main")).toBe(before);
  await member.dispose();
  await stranger.dispose();
});

test("a work marked sold at the desk is committed to its show's file, the member its author", async ({
  page,
}) => {
  await signInByMailedCode(page);
  const before = originGit("rev-parse", "main");
  await page.getByRole("button", { name: "Sold: Static" }).click();
  await expect(page.getByRole("status")).toHaveText(/Marked Sold/);
  // The site commits after the answer: wait for the origin's branch to move.
  await expect.poll(() => originGit("rev-parse", "main"), { timeout: 30_000 }).not.toBe(before);
  expect(originGit("log", "-1", "--format=%an <%ae>", "main")).toBe(
    `${MEMBER.name} <${MEMBER.email}>`,
  );
  const diff = originGit("diff", "main~1", "main");
  expect(diff.match(/^[-+] .*$/gm)).toEqual([
    "-    availability: available",
    "+    availability: sold",
  ]);
  expect(diff).toContain("app/content/shows/2025-07-signal-and-relay.md");
});
