// What the site accepts from the provider's token answer (sign-in.server.ts): a GitHub App's user
// access token, which carries no OAuth scope (the app's permissions, on the one repository it is
// installed on, bound it) and expires (`expires_in`, 8 hours on GitHub). An answer without an
// expiry, or with a scope, is an OAuth app's (or an app with expiry switched off): its token
// would never lapse, and `repo` would reach every repository the member can, so the site refuses
// it rather than hand it to a browser. The refresh token the answer also carries is never kept:
// a new sign-in replaces an ended one (docs/decisions/017-sign-in-through-the-site.md).

export type UserToken = { token: string; expiresIn: number } | { refused: string };

export function readUserToken(answer: object): UserToken {
  const { error, access_token, expires_in, scope } = answer as Record<string, unknown>;
  // GitHub answers a bad or used code with 200 and an `error`.
  if (typeof error === "string") return { refused: `the provider said ${error}` };
  if (typeof access_token !== "string" || access_token === "") {
    return { refused: "the provider's answer held no access token" };
  }
  if (typeof scope === "string" && scope.trim() !== "") {
    return {
      refused: `the token carries the scope "${scope}": an OAuth app's, not the GitHub App's (docs/operating.md, "The editor's sign-in through GitHub")`,
    };
  }
  if (typeof expires_in !== "number" || !(expires_in > 0)) {
    return {
      refused:
        'the token never expires: switch on "Expire user authorization tokens" in the GitHub App (docs/operating.md, "The editor\'s sign-in through GitHub")',
    };
  }
  return { token: access_token, expiresIn: expires_in };
}
