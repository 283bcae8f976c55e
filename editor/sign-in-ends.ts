// When a member's GitHub sign-in ends, kept in the editor's own browser storage. The gallery's
// GitHub App gives tokens that expire (8 hours); Decap CMS's GitHub backend knows nothing of it
// and would keep a token in localStorage and use it until GitHub refuses it, in a Publish that
// fails with "Bad credentials". So the editor's page reads the lifetime the site's callback page
// sends with the token (app/features/editor/callback-page.ts), and once it has passed removes
// the token Decap stored: a reload then asks the member to sign in again. A GitHub token stored
// with no recorded end (one from before the app, with the `repo` scope) counts as ended.
// Plain functions of a storage and a clock, so that they are tested without a browser;
// sign-in-notice.ts runs them in the page.

/** Decap's own key for the signed-in user (decap-cms-core, backend.ts). */
export const DECAP_USER_KEY = "decap-cms-user";
/** The editor page's key for when the stored GitHub token lapses (ms since the epoch). */
export const SIGN_IN_ENDS_KEY = "front-editor-sign-in-ends";
/** How long before the end the member is told to publish. */
export const WARN_BEFORE_MS = 15 * 60 * 1000;

const SUCCESS = "authorization:github:success:";

export type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Where a sign-in stands: none stored, signed in, ending soon, or ended. */
export type SignInState =
  { kind: "none" } | { kind: "signed-in" | "ending"; endsMs: number } | { kind: "ended" };

/**
 * Records the end of a sign-in from the callback page's success message (the site's own origin
 * only: the caller checks it). Returns the end, or null for any other message.
 */
export function rememberSignIn(store: Store, data: unknown, nowMs: number): number | null {
  if (typeof data !== "string" || !data.startsWith(SUCCESS)) return null;
  let expiresIn: unknown;
  try {
    expiresIn = (JSON.parse(data.slice(SUCCESS.length)) as { expires_in?: unknown }).expires_in;
  } catch {
    return null;
  }
  if (typeof expiresIn !== "number" || !(expiresIn > 0)) return null;
  const endsMs = nowMs + expiresIn * 1000;
  store.setItem(SIGN_IN_ENDS_KEY, String(endsMs));
  return endsMs;
}

/** Whether Decap holds a GitHub sign-in (not the local backend's, which never expires). */
function holdsGitHubUser(store: Store): boolean {
  try {
    const user = JSON.parse(store.getItem(DECAP_USER_KEY) ?? "null") as {
      backendName?: unknown;
    } | null;
    return user?.backendName === "github";
  } catch {
    return false;
  }
}

export function signInState(store: Store, nowMs: number): SignInState {
  if (!holdsGitHubUser(store)) return { kind: "none" };
  const endsMs = Number(store.getItem(SIGN_IN_ENDS_KEY) ?? Number.NaN);
  if (!Number.isFinite(endsMs) || endsMs <= nowMs) return { kind: "ended" };
  return { kind: endsMs - nowMs <= WARN_BEFORE_MS ? "ending" : "signed-in", endsMs };
}

/** Forgets an ended sign-in, so that Decap asks for a new one when the page loads again. */
export function endSignIn(store: Store): void {
  store.removeItem(DECAP_USER_KEY);
  store.removeItem(SIGN_IN_ENDS_KEY);
}
