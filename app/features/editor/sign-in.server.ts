// Members sign in to the editor with GitHub through the site itself (issue 17), by the handshake
// Decap CMS's GitHub backend expects of its `base_url`, as a GitHub App's user (issue 22): the
// token can do only what the app may, on the one repository it is installed on, and expires.
// 1. the editor opens a window at /admin/auth?provider=github&scope=repo;
// 2. /admin/auth sends that window to the provider's authorize page, asking no scope whatever the
//    editor asked (a GitHub App has none: its permissions decide), with a random `state` that
//    a short-lived cookie also holds (HttpOnly, SameSite=Lax: the provider's redirect back is a
//    top-level navigation from its site, which Strict would strip the cookie from);
// 3. the provider sends the member back to /admin/callback?code&state; the site takes each state
//    once, only from the browser holding its cookie, exchanges the code for a token (arctic),
//    accepts only an expiring, scopeless one (user-token.ts), and answers a page that hands the
//    token and its lifetime to the editor's window with postMessage, addressed to the site's own
//    origin only (callback-page.ts); the editor ends the sign-in when the token lapses
//    (editor/sign-in-ends.ts).
// Every answer is no-store, and no address ever holds the token.
import { cookieValue } from "../../http/cookie-value.ts";
import { OAuth2Client, OAuth2RequestError, generateState } from "arctic";
import { EDITOR_SIGN_IN } from "../../domain/site-pages.ts";
import { type SignInOutcome, callbackPage } from "./callback-page.ts";
import { readUserToken } from "./user-token.ts";

export interface SignInSettings {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** The site's origin: the callback's address and the only origin the token is posted to. */
  siteUrl: string;
}

/** The cookie that binds a state to the browser that asked for it. */
export const STATE_COOKIE = "front_editor_state";
/** How long a member has to approve the sign-in at the provider. */
export const STATE_SECONDS = 600;
/**
 * States held at once, at most: anyone may ask /admin/auth, and each asks the site to remember
 * one. Past this, the oldest is forgotten (its sign-in must start again), so memory stays bounded.
 */
export const MAX_PENDING_STATES = 1_000;
const CALLBACK_PATH = EDITOR_SIGN_IN.callback;

// Referrer-Policy no-referrer and an opener policy that keeps the editor's window come with the
// path (app/http/window-policies.ts), as the server writes those headers for every response.
const PRIVATE_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

export interface SignIn {
  /** GET /admin/auth */
  start(): Response;
  /** GET /admin/callback */
  finish(request: Request, nonce: string): Promise<Response>;
}

export function createSignIn(settings: SignInSettings, nowMs: () => number = Date.now): SignIn {
  const callbackUrl = new URL(CALLBACK_PATH, settings.siteUrl).href;
  const client = new OAuth2Client(settings.clientId, settings.clientSecret, callbackUrl);
  const secure = new URL(settings.siteUrl).protocol === "https:";
  /** States handed out and not yet used, with when they lapse: each is good once. */
  const pending = new Map<string, number>();

  function cookie(value: string, maxAge: number): string {
    const parts = [`${STATE_COOKIE}=${value}`, `Path=${CALLBACK_PATH}`, `Max-Age=${maxAge}`];
    parts.push("HttpOnly", "SameSite=Lax");
    if (secure) parts.push("Secure");
    return parts.join("; ");
  }

  /** Drops lapsed states. All live as long, so they lapse in the order they were made. */
  function forget(): void {
    const now = nowMs();
    for (const [state, lapses] of pending) {
      if (lapses > now && pending.size <= MAX_PENDING_STATES) break;
      pending.delete(state);
    }
  }

  /** The callback's page, whatever the outcome: the state's cookie is spent either way. */
  const answer = (status: number, outcome: SignInOutcome, nonce: string) =>
    callbackPage({ status, outcome, siteUrl: settings.siteUrl, nonce }, [
      ["Set-Cookie", cookie("", 0)],
      ...Object.entries(PRIVATE_HEADERS),
    ]);
  const refuse = (status: number, message: string, nonce: string) =>
    answer(status, { error: message }, nonce);

  return {
    start() {
      const state = generateState();
      pending.set(state, nowMs() + STATE_SECONDS * 1000);
      forget();
      // No scope, whatever Decap asks (`scope=repo`): the app's permissions bound the token.
      const target = client.createAuthorizationURL(settings.authorizeUrl, state, []);
      return new Response(null, {
        status: 302,
        headers: [
          ["Location", target.href],
          ["Set-Cookie", cookie(state, STATE_SECONDS)],
          ...Object.entries(PRIVATE_HEADERS),
        ],
      });
    },

    async finish(request, nonce) {
      const query = new URL(request.url).searchParams;
      const state = query.get("state") ?? "";
      const code = query.get("code") ?? "";
      const held = cookieValue(request.headers.get("Cookie"), STATE_COOKIE);
      forget();
      // Taken at once, whatever follows: a state is never good twice.
      const known = pending.delete(state);
      if (!state || !known || held !== state) {
        return refuse(400, "This sign-in is not the one this browser started. Start again.", nonce);
      }
      if (!code) {
        const denied = query.get("error") === "access_denied";
        const message = denied ? "Sign-in was cancelled." : "The provider sent no code.";
        return refuse(400, message, nonce);
      }
      let granted: { token: string; expiresIn: number };
      try {
        const tokens = await client.validateAuthorizationCode(settings.tokenUrl, code, null);
        // arctic passes on GitHub's 200 with an `error`; the refresh token is dropped here.
        const read = readUserToken(tokens.data);
        if ("refused" in read) throw new Error(read.refused);
        granted = read;
      } catch (error) {
        // The provider's reason (an expired or reused code), never the request that carried it.
        const reason =
          error instanceof OAuth2RequestError
            ? error.code
            : error instanceof Error
              ? error.message
              : "no answer";
        console.error(`Editor sign-in refused by the provider: ${reason}`);
        return refuse(502, "GitHub refused this sign-in. Start again.", nonce);
      }
      return answer(200, granted, nonce);
    },
  };
}

/** /admin/auth and /admin/callback while the two settings are unset. */
export function signInNotSetUp(): Response {
  return new Response(
    "Sign-in is not set up: set GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET, the GitHub App's " +
      'client ID and secret (docs/operating.md, "The editor\'s sign-in through GitHub").\n',
    { status: 404, headers: { ...PRIVATE_HEADERS, "Content-Type": "text/plain; charset=utf-8" } },
  );
}
