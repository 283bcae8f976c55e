import { describe, expect, it } from "vitest";
import { readUserToken } from "./user-token.ts";

/** GitHub's answer for a GitHub App with expiring user tokens. */
const APP_ANSWER = {
  access_token: "ghu_access",
  expires_in: 28_800,
  refresh_token: "ghr_refresh",
  refresh_token_expires_in: 15_897_600,
  scope: "",
  token_type: "bearer",
};

describe("the token answer the site accepts", () => {
  it("takes a GitHub App's expiring user token, and leaves its refresh token behind", () => {
    const read = readUserToken(APP_ANSWER);
    expect(read).toEqual({ token: "ghu_access", expiresIn: 28_800 });
    expect(JSON.stringify(read)).not.toContain("ghr_refresh");
  });

  it("refuses an OAuth app's token, which carries a scope and never expires", () => {
    const read = readUserToken({ access_token: "gho_x", scope: "repo", token_type: "bearer" });
    expect(read).toEqual({ refused: expect.stringContaining('carries the scope "repo"') });
  });

  it("refuses a GitHub App's token that never expires (expiry switched off)", () => {
    // GitHub leaves out expires_in and the refresh token when expiry is switched off.
    const neverExpires = { access_token: "ghu_access", scope: "", token_type: "bearer" };
    expect(readUserToken(neverExpires)).toEqual({
      refused: expect.stringContaining('switch on "Expire user authorization tokens"'),
    });
    expect(readUserToken({ ...APP_ANSWER, expires_in: 0 })).toHaveProperty("refused");
    expect(readUserToken({ ...APP_ANSWER, expires_in: "28800" })).toHaveProperty("refused");
  });

  it("refuses GitHub's 200 with an error, and an answer with no token", () => {
    expect(readUserToken({ error: "bad_verification_code" })).toEqual({
      refused: "the provider said bad_verification_code",
    });
    expect(readUserToken({ ...APP_ANSWER, access_token: "" })).toHaveProperty("refused");
  });
});
