// The editor page's side of a sign-in's end (sign-in-ends.ts), on a frozen clock: the lifetime
// the callback page sends is recorded, and once it has passed the stored token is gone.
import { describe, expect, it } from "vitest";
import {
  DECAP_USER_KEY,
  SIGN_IN_ENDS_KEY,
  WARN_BEFORE_MS,
  endSignIn,
  rememberSignIn,
  signInState,
} from "./sign-in-ends.ts";

const SIGNED_IN_AT = Date.UTC(2026, 2, 6, 14, 0);
const EIGHT_HOURS_MS = 28_800 * 1000;

/** localStorage as the page has it: strings by key. */
function storage(entries: Record<string, string> = {}) {
  const items = new Map(Object.entries(entries));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const success = (body: object) => `authorization:github:success:${JSON.stringify(body)}`;
const githubUser = JSON.stringify({ backendName: "github", token: "ghu_old", login: "ada" });

/** A member signed in at SIGNED_IN_AT with the provider's 8 hours, as Decap then stores it. */
function signedIn() {
  const store = storage();
  const message = success({ token: "ghu_old", provider: "github", expires_in: 28_800 });
  expect(rememberSignIn(store, message, SIGNED_IN_AT)).toBe(SIGNED_IN_AT + EIGHT_HOURS_MS);
  store.setItem(DECAP_USER_KEY, githubUser);
  return store;
}

describe("a GitHub sign-in in the editor", () => {
  it("lasts the seconds the provider gave, with a warning before the end", () => {
    const store = signedIn();
    const ends = SIGNED_IN_AT + EIGHT_HOURS_MS;
    expect(signInState(store, SIGNED_IN_AT)).toEqual({ kind: "signed-in", endsMs: ends });
    expect(signInState(store, ends - WARN_BEFORE_MS - 1).kind).toBe("signed-in");
    expect(signInState(store, ends - WARN_BEFORE_MS)).toEqual({ kind: "ending", endsMs: ends });
    expect(signInState(store, ends - 1).kind).toBe("ending");
    expect(signInState(store, ends)).toEqual({ kind: "ended" });
  });

  it("once ended, its token is removed, so Decap asks for a new sign-in", () => {
    const store = signedIn();
    endSignIn(store);
    expect(store.items.has(DECAP_USER_KEY)).toBe(false);
    expect(signInState(store, SIGNED_IN_AT)).toEqual({ kind: "none" });
  });

  it("counts a GitHub token stored with no end (a `repo` token from before) as ended", () => {
    expect(signInState(storage({ [DECAP_USER_KEY]: githubUser }), SIGNED_IN_AT)).toEqual({
      kind: "ended",
    });
  });

  it("leaves the local backend's sign-in alone (npm run admin): it never expires", () => {
    const local = storage({ [DECAP_USER_KEY]: JSON.stringify({ backendName: "proxy" }) });
    expect(signInState(local, SIGNED_IN_AT)).toEqual({ kind: "none" });
  });

  it("records nothing from any other message, or a success without a lifetime", () => {
    const store = storage();
    for (const message of [
      "authorizing:github",
      'authorization:github:error:{"message":"Sign-in was cancelled."}',
      success({ token: "ghu_x", provider: "github" }),
      success({ token: "ghu_x", provider: "github", expires_in: -1 }),
      "authorization:github:success:{not json",
      { expires_in: 28_800 },
    ]) {
      expect(rememberSignIn(store, message, SIGNED_IN_AT)).toBeNull();
    }
    expect(store.items.has(SIGN_IN_ENDS_KEY)).toBe(false);
  });
});
