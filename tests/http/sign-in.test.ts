// Members' sign-in to the editor through the site (issue 17, item 1): the whole handshake against
// a stand-in GitHub on loopback, in Chromium for the windows and their messages, and with plain
// requests for what a browser would not try (a forged state, a replay).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUIET_CHROMIUM_ARGS } from "../../scripts/chromium.ts";
import { CHROMIUM_PATH } from "../../scripts/measured-pages.ts";
import { type StandInProvider, startStandInProvider } from "../support/oauth-provider.ts";
import { type RunningServer, startServer } from "../support/running-server.ts";

const CLIENT = { id: "Iv1.front-test", secret: "a-client-secret-for-the-test" };

let folder: string;
let provider: StandInProvider;
let site: RunningServer;
let browser: Browser;
/** Every answer of the sign-in routes, to check their headers at the end. */
const answers: { target: string; response: Response }[] = [];

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
  answers.push({ target, response });
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
  it("hands the editor's window a token, through the provider, in a real browser", async () => {
    const started = performance.now();
    // A page under /admin/, with the editor's headers (its opener policy among them).
    const messages = await signInFrom(`${site.origin}/admin/config.yml`, 10_000);
    const took = Math.round(performance.now() - started);
    const token = provider.tokens.at(-1);
    expect(token).toMatch(/^gho_/);
    expect(messages).toEqual([
      { data: "authorizing:github", origin: site.origin },
      {
        data: `authorization:github:success:${JSON.stringify({ token, provider: "github" })}`,
        origin: site.origin,
      },
    ]);
    console.log(`sign-in: from the editor's window to its token, in Chromium: ${took} ms`);
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
    expect(location.searchParams.get("scope")).toBe("repo");
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

  it("keeps every token out of logs, addresses and caches", () => {
    expect(provider.tokens.length).toBeGreaterThanOrEqual(3);
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
      const editor = await fetch(`${bare.origin}/admin/`);
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
