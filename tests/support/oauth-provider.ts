// A stand-in for GitHub's sign-in endpoints, on loopback, for the sign-in tests (no machine here
// reaches GitHub). It behaves as GitHub does for a GitHub App's user access tokens, where the site
// depends on it: the authorize page (approved at once, as for a member who approved the app
// before; a `scope` is ignored, as GitHub ignores it for an app) sends the browser back to the
// app's callback with a one-time code and the state it was given; the token endpoint takes the
// client's id and secret (HTTP Basic, as arctic sends them), answers a used or unknown code with
// 200 and `error: bad_verification_code`, and a good one with an expiring `ghu_` token, a
// `ghr_` refresh token and an empty scope. Set `grants` to "oauth-app" and it answers as an
// OAuth app would instead: a `gho_` token with the scope asked and no expiry. It records every
// address it was asked for, and what each authorize request asked.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface StandInProvider {
  origin: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** Every request target it was sent, in order. */
  targets: string[];
  /** The query of each authorize request, in order: what the site asked for. */
  authorizeRequests: URLSearchParams[];
  /** Token requests it answered, and the tokens it handed out. */
  tokenRequests: number;
  tokens: string[];
  /** The refresh tokens it handed out with them (a GitHub App's grants only). */
  refreshTokens: string[];
  /** What its token endpoint answers as: a GitHub App (the default), or an OAuth app. */
  grants: "github-app" | "oauth-app";
  /** Seconds a GitHub App's user token lasts: GitHub's 8 hours unless a test says otherwise. */
  expiresIn: number;
  stop(): Promise<void>;
}

/** GitHub's lifetimes for a GitHub App's user tokens: 8 hours, and 6 months for refreshing. */
export const GITHUB_TOKEN_SECONDS = 8 * 60 * 60;
const GITHUB_REFRESH_TOKEN_SECONDS = 184 * 24 * 60 * 60;

export async function startStandInProvider(client: {
  id: string;
  secret: string;
}): Promise<StandInProvider> {
  /** Codes handed out and not yet exchanged, with the callback each was given for. */
  const codes = new Map<string, string>();
  const provider: Omit<StandInProvider, "origin" | "authorizeUrl" | "tokenUrl" | "stop"> = {
    targets: [],
    authorizeRequests: [],
    tokenRequests: 0,
    tokens: [],
    refreshTokens: [],
    grants: "github-app",
    expiresIn: GITHUB_TOKEN_SECONDS,
  };
  /** The scope each code's authorize request asked, for an OAuth app's answer. */
  const scopes = new Map<string, string>();
  const json = (res: http.ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://provider");
    provider.targets.push(req.url ?? "");
    if (req.method === "GET" && url.pathname === "/login/oauth/authorize") {
      provider.authorizeRequests.push(url.searchParams);
      const callback = url.searchParams.get("redirect_uri") ?? "";
      if (url.searchParams.get("client_id") !== client.id || !callback) {
        res.writeHead(404).end("Unknown application");
        return;
      }
      const code = randomBytes(10).toString("hex");
      codes.set(code, callback);
      scopes.set(code, url.searchParams.get("scope") ?? "");
      const back = new URL(callback);
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      res.writeHead(302, { Location: back.href }).end();
      return;
    }
    if (req.method === "POST" && url.pathname === "/login/oauth/access_token") {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        provider.tokenRequests += 1;
        const form = new URLSearchParams(body);
        const basic = Buffer.from(`${client.id}:${client.secret}`).toString("base64");
        if (req.headers.authorization !== `Basic ${basic}`) {
          json(res, 200, { error: "incorrect_client_credentials" });
          return;
        }
        const code = form.get("code") ?? "";
        const callback = codes.get(code);
        codes.delete(code);
        if (callback === undefined || callback !== form.get("redirect_uri")) {
          json(res, 200, { error: "bad_verification_code" });
          return;
        }
        const scope = scopes.get(code) ?? "";
        scopes.delete(code);
        if (provider.grants === "oauth-app") {
          const token = `gho_${randomBytes(18).toString("hex")}`;
          provider.tokens.push(token);
          json(res, 200, { access_token: token, token_type: "bearer", scope });
          return;
        }
        const token = `ghu_${randomBytes(18).toString("hex")}`;
        const refreshToken = `ghr_${randomBytes(36).toString("hex")}`;
        provider.tokens.push(token);
        provider.refreshTokens.push(refreshToken);
        json(res, 200, {
          access_token: token,
          expires_in: provider.expiresIn,
          refresh_token: refreshToken,
          refresh_token_expires_in: GITHUB_REFRESH_TOKEN_SECONDS,
          scope: "",
          token_type: "bearer",
        });
      });
      return;
    }
    // Any other address: a page of this origin, for a window that is not the site's.
    res
      .writeHead(200, { "Content-Type": "text/html" })
      .end("<!doctype html><title>Elsewhere</title>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(provider, {
    origin,
    authorizeUrl: `${origin}/login/oauth/authorize`,
    tokenUrl: `${origin}/login/oauth/access_token`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
