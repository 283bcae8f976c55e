import { describe, expect, it } from "vitest";
import { MAX_PENDING_STATES, STATE_COOKIE, STATE_SECONDS, createSignIn } from "./sign-in.server.ts";

const SITE = "https://front.example";
const NOT_OURS = "not the one this browser started";
const NO_CODE = "The provider sent no code.";

function signInAt(clock: { now: number }) {
  return createSignIn(
    {
      clientId: "id",
      clientSecret: "secret",
      // Never reached: every callback below is answered before a code would be exchanged.
      authorizeUrl: "https://provider.invalid/authorize",
      tokenUrl: "https://provider.invalid/token",
      siteUrl: SITE,
    },
    () => clock.now,
  );
}

function stateOf(response: Response): string {
  const cookie = response.headers.get("Set-Cookie") ?? "";
  const state = new URL(response.headers.get("Location") ?? "").searchParams.get("state");
  expect(cookie).toContain(`${STATE_COOKIE}=${state};`);
  return state ?? "";
}

/** Comes back without a code, so a known state is told "no code", an unknown one "not ours". */
async function returnWith(signIn: ReturnType<typeof signInAt>, state: string): Promise<string> {
  const request = new Request(`${SITE}/admin/callback?state=${state}`, {
    headers: { Cookie: `${STATE_COOKIE}=${state}` },
  });
  return (await signIn.finish(request, "nonce")).text();
}

describe("the authorize request", () => {
  it("asks for no scope: the GitHub App's permissions bound the token, not `repo`", () => {
    const location = new URL(signInAt({ now: 0 }).start().headers.get("Location") ?? "");
    expect(location.searchParams.get("client_id")).toBe("id");
    expect(location.searchParams.get("redirect_uri")).toBe(`${SITE}/admin/callback`);
    expect([...location.searchParams.keys()]).not.toContain("scope");
  });
});

describe("the states a sign-in remembers", () => {
  it("holds one until it lapses, and then refuses it", async () => {
    const clock = { now: 0 };
    const signIn = signInAt(clock);
    const kept = stateOf(signIn.start());
    const lapsed = stateOf(signIn.start());
    clock.now = STATE_SECONDS * 1000 - 1;
    expect(await returnWith(signIn, kept)).toContain(NO_CODE);
    clock.now = STATE_SECONDS * 1000;
    expect(await returnWith(signIn, lapsed)).toContain(NOT_OURS);
  });

  it(`keeps at most ${MAX_PENDING_STATES}, forgetting the oldest first`, async () => {
    const clock = { now: 0 };
    const signIn = signInAt(clock);
    const states: string[] = [];
    for (let i = 0; i <= MAX_PENDING_STATES; i++) {
      states.push(stateOf(signIn.start()));
      clock.now += 1;
    }
    expect(await returnWith(signIn, states[0] ?? "")).toContain(NOT_OURS);
    expect(await returnWith(signIn, states[1] ?? "")).toContain(NO_CODE);
    expect(await returnWith(signIn, states.at(-1) ?? "")).toContain(NO_CODE);
  });
});
