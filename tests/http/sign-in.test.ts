// Members' sign-in to the editor through the site (issue 17, item 1), as a GitHub App's user
// (issue 22, item 2): the whole handshake against a stand-in GitHub on loopback, in Chromium for
// the windows and their messages and for the editor ending a lapsed sign-in, and with plain
// requests for what a browser would not try (a forged state, a replay, an OAuth app's token).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUIET_CHROMIUM_ARGS } from "../../scripts/chromium.ts";
import { CHROMIUM_PATH } from "../../scripts/measured-pages.ts";
import {
  GITHUB_TOKEN_SECONDS,
  type StandInProvider,
  startStandInProvider,
} from "../support/oauth-provider.ts";
import { type RunningServer, startServer } from "../support/running-server.ts";

const CLIENT = { id: "Iv1.front-test", secret: "a-client-secret-for-the-test" };

let folder: string;
let provider: StandInProvider;
let site: RunningServer;
let browser: Browser;
/** Every answer of the sign-in routes, to check their headers and bodies at the end. */
const answers: { target: string; response: Response; body: string }[] = [];

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "front-sign-in-"));
  provider = await startStandInProvider(CLIENT);
  site = await startServer({
    DATABASE_PATH: path.join(folder, "front.sqlite"),
    GITHUB_OAUTH_CLIENT_ID: CLIENT.id,
    GITHUB_OAUTH_CLIENT_SECRET: CLIENT.secret,
    GITHUB_OAUTH_AUTHORIZE_URL: provider.authorizeUrl,
    GITHUB_OAUTH_TOKEN_URL: provider.tokenUrl,
  });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: QUIET_CHROMIUM_ARGS });
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await provider?.stop();
  rmSync(folder, { recursive: true, force: true });
});

async function get(target: string, cookie?: string): Promise<Response> {
  const response = await fetch(new URL(target, site.origin), {
    redirect: "manual",
    headers: cookie ? { Cookie: cookie } : {},
  });
  answers.push({ target, response, body: await response.clone().text() });
  return response;
}

/** /admin/auth as the editor opens it: where it sends the window, and the state's cookie. */
async function startSignIn() {
  const started = await get("/admin/auth?provider=github&site_id=front&scope=repo");
  const location = new URL(started.headers.get("location") ?? "");
  const state = location.searchParams.get("state") ?? "";
  return { started, location, state, cookie: `front_editor_state=${state}` };
}

/** What the stand-in sends the browser back with, for that state. */
async function approve(location: URL): Promise<URL> {
  const answer = await fetch(location, { redirect: "manual" });
  return new URL(answer.headers.get("location") ?? "");
}

/**
 * Decap CMS's side, run in a page of `openerUrl`: opens /admin/auth in a window, answers its
 * "authorizing:github", and returns every message it got (with its origin) once the outcome
 * arrives, or after `waitMs`.
 */
async function signInFrom(openerUrl: string, waitMs: number) {
  const page = await browser.newPage();
  await page.goto(openerUrl);
  const messages = await page.evaluate(
    ({ authUrl, waitMs }) =>
      new Promise<{ data: string; origin: string }[]>((resolve) => {
        const got: { data: string; origin: string }[] = [];
        const popup = window.open(authUrl, "sign-in");
        window.addEventListener("message", (event: MessageEvent<string>) => {
          got.push({ data: event.data, origin: event.origin });
          if (event.data === "authorizing:github") popup?.postMessage(event.data, event.origin);
          if (event.data.startsWith("authorization:")) resolve(got);
        });
        setTimeout(() => resolve(got), waitMs);
      }),
    { authUrl: `${site.origin}/admin/auth?provider=github&site_id=front&scope=repo`, waitMs },
  );
  await page.context().close();
  return messages;
}

describe("signing in to the editor", () => {
  it("hands the editor's window a token and the lifetime the provider gave it, in a real browser", async () => {
    // Not GitHub's 8 hours, so that a lifetime the site made up would show.
    provider.expiresIn = 5_400;
    const started = performance.now();
    // A page under /admin/, with the editor's headers (its opener policy among them).
    const messages = await signInFrom(`${site.origin}/admin/config.yml`, 10_000);
    const took = Math.round(performance.now() - started);
    provider.expiresIn = GITHUB_TOKEN_SECONDS;
    const token = provider.tokens.at(-1);
    expect(token).toMatch(/^ghu_/);
    const outcome = { token, provider: "github", expires_in: 5_400 };
    expect(messages).toEqual([
      { data: "authorizing:github", origin: site.origin },
      { data: `authorization:github:success:${JSON.stringify(outcome)}`, origin: site.origin },
    ]);
    // Decap asked /admin/auth for `scope=repo`; the provider was asked for no scope at all.
    const asked = provider.authorizeRequests.at(-1);
    expect(asked?.get("client_id")).toBe(CLIENT.id);
    expect(asked?.has("scope")).toBe(false);
    console.log(`sign-in: from the editor's window to its token, in Chromium: ${took} ms`);
  });

  it("ends the editor's sign-in once the provider's 8 hours have passed, in a real browser", async () => {
    const context = await browser.newContext();
    // A frozen start, then time flows; the page's clock only (the site's token is relative).
    await context.clock.install({ time: Date.UTC(2026, 2, 6, 14, 0) });
    // GitHub's API as the editor needs it to sign in, and every token it was sent.
    const sent: string[] = [];
    const cors = { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Headers": "*" };
    await context.route("https://api.github.com/**", async (route) => {
      const request = route.request();
      if (request.method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors });
      sent.push(request.headers()["authorization"] ?? "");
      const { pathname } = new URL(request.url());
      const json =
        pathname === "/user"
          ? { login: "ada", name: "Ada", avatar_url: "" }
          : pathname === "/repos/OWNER/REPOSITORY"
            ? { permissions: { push: true }, owner: { login: "OWNER" }, default_branch: "main" }
            : undefined;
      return route.fulfill({ status: json ? 200 : 404, headers: cors, json: json ?? {} });
    });
    try {
      const page = await context.newPage();
      await page.goto(`${site.origin}/admin`);
      const popup = page.waitForEvent("popup");
      await page.getByRole("button", { name: "Login with GitHub" }).click();
      await (await popup).waitForEvent("close");
      const token = provider.tokens.at(-1) ?? "";
      const stored = () => page.evaluate(() => localStorage.getItem("decap-cms-user"));
      await expect.poll(stored, { timeout: 10_000 }).toContain(token);
      expect(sent).toContain(`token ${token}`);
      const notice = page.locator("#front-sign-in-notice");

      // A quarter of an hour before the end: told to publish.
      await context.clock.fastForward((GITHUB_TOKEN_SECONDS - 14 * 60) * 1000);
      await expect.poll(() => notice.textContent()).toContain("Your GitHub sign-in ends at");
      expect(await stored()).toContain(token);
      // At the end: told, and the token is gone from the browser.
      await context.clock.fastForward(15 * 60 * 1000);
      await expect.poll(() => notice.textContent()).toContain("Your GitHub sign-in has ended");
      expect(await stored()).toBeNull();

      // Loaded again, the editor asks for a new sign-in, and never sends the old token again.
      const before = sent.length;
      await notice.getByRole("button", { name: "Sign in again" }).click();
      await page.getByRole("button", { name: "Login with GitHub" }).waitFor();
      expect(sent.slice(before)).not.toContain(`token ${token}`);
    } finally {
      await context.close();
    }
  });

  it("tells a window of any other origin nothing", async () => {
    const tokensBefore = provider.tokens.length;
    const messages = await signInFrom(`${provider.origin}/elsewhere`, 3_000);
    // The sign-in itself went through (the stand-in approves at once), but nothing reached it.
    expect(provider.tokens.length).toBe(tokensBefore + 1);
    expect(messages).toEqual([]);
  });

  it("starts with a state bound to a short-lived, HttpOnly, SameSite cookie", async () => {
    const { started, location, state } = await startSignIn();
    expect(started.status).toBe(302);
    expect(location.origin + location.pathname).toBe(provider.authorizeUrl);
    expect(location.searchParams.get("client_id")).toBe(CLIENT.id);
    expect(location.searchParams.get("redirect_uri")).toBe(`${site.origin}/admin/callback`);
    // The editor asked for `scope=repo`: the site asks for none.
    expect(location.searchParams.has("scope")).toBe(false);
    expect(state).toMatch(/^[\w-]{20,}$/);
    expect(started.headers.get("set-cookie")).toBe(
      `front_editor_state=${state}; Path=/admin/callback; Max-Age=600; HttpOnly; SameSite=Lax`,
    );
  });

  it("refuses a missing or wrong state, without asking the provider", async () => {
    const asked = provider.tokenRequests;
    const { location, cookie } = await startSignIn();
    const back = await approve(location);
    const code = back.searchParams.get("code") ?? "";
    const refusals = [
      await get(`/admin/callback?code=${code}`, cookie),
      await get(`/admin/callback?code=${code}&state=forged`, cookie),
      // The right state, but not from the browser that started it (no cookie, another's cookie).
      await get(back.pathname + back.search),
      await get(back.pathname + back.search, "front_editor_state=someone-else"),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(400);
      expect(await refusal.text()).toContain("not the one this browser started");
    }
    expect(provider.tokenRequests).toBe(asked);
  });

  it("refuses a replayed callback, and a replayed code", async () => {
    const first = await startSignIn();
    const back = await approve(first.location);
    const callback = back.pathname + back.search;
    expect((await get(callback, first.cookie)).status).toBe(200);
    // The same request again: its state is used up, and the provider is not asked.
    const asked = provider.tokenRequests;
    const replayed = await get(callback, first.cookie);
    expect(replayed.status).toBe(400);
    expect(provider.tokenRequests).toBe(asked);
    // The code under a fresh state of the same browser: the provider refuses it.
    const second = await startSignIn();
    const code = back.searchParams.get("code") ?? "";
    const reused = await get(`/admin/callback?code=${code}&state=${second.state}`, second.cookie);
    expect(reused.status).toBe(502);
    expect(await reused.text()).toContain("GitHub refused this sign-in");
    expect(provider.tokenRequests).toBe(asked + 1);
  });

  it("refuses a token that never expires or carries a scope: an OAuth app's", async () => {
    provider.grants = "oauth-app";
    try {
      const { location, cookie } = await startSignIn();
      const back = await approve(location);
      const refused = await get(back.pathname + back.search, cookie);
      expect(refused.status).toBe(502);
      const page = await refused.text();
      expect(page).toContain("GitHub refused this sign-in");
      const token = provider.tokens.at(-1) ?? "";
      expect(token).toMatch(/^gho_/);
      expect(page).not.toContain(token);
    } finally {
      provider.grants = "github-app";
    }
    // The operator reads why in the log (an OAuth app asked no scope grants one that never expires).
    expect(site.output()).toContain(
      "Editor sign-in refused by the provider: the token never expires",
    );
  });

  it("keeps every token out of logs, addresses and caches, and every refresh token at home", () => {
    expect(provider.tokens.length).toBeGreaterThanOrEqual(3);
    expect(provider.refreshTokens.length).toBeGreaterThanOrEqual(3);
    const output = site.output();
    expect(output).toContain(
      "Editor sign-in refused by the provider: the provider said bad_verification_code",
    );
    for (const token of provider.tokens) {
      expect(output).not.toContain(token);
      expect(provider.targets.join("\n")).not.toContain(token);
      for (const { response } of answers) {
        expect(response.headers.get("location") ?? "").not.toContain(token);
      }
    }
    // The site never keeps or passes on a refresh token: not to a page, a header or the log.
    for (const refreshToken of provider.refreshTokens) {
      expect(output).not.toContain(refreshToken);
      for (const { response, body } of answers) {
        expect(body).not.toContain(refreshToken);
        expect([...response.headers.values()].join("\n")).not.toContain(refreshToken);
      }
    }
    for (const { target, response } of answers) {
      expect(response.headers.get("cache-control"), target).toBe("no-store");
      expect(response.headers.get("referrer-policy"), target).toBe("no-referrer");
    }
  });
});

describe("without the two settings", () => {
  it("says what to set, at /admin/ and at the sign-in routes", async () => {
    const bare = await startServer({ DATABASE_PATH: path.join(folder, "bare.sqlite") });
    try {
      const editor = await fetch(`${bare.origin}/admin`);
      const page = await editor.text();
      expect(page).toContain("GITHUB_OAUTH_CLIENT_ID");
      expect(page).not.toContain("editor.js");
      const auth = await fetch(`${bare.origin}/admin/auth`, { redirect: "manual" });
      expect(auth.status).toBe(404);
      expect(await auth.text()).toContain(
        "set GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET",
      );
    } finally {
      await bare.stop();
    }
  });
});
