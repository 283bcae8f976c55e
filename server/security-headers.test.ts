import express from "express";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers.ts";
import { listen } from "../tests/support/listen.ts";

async function headersWith(hsts: boolean, pathname = "/"): Promise<Headers> {
  const app = express();
  app.use(
    securityHeaders({
      hsts,
      // As the app answers: a nonce, and Instagram let in on its own page only.
      directives: (pathname, nonce) => ({
        "default-src": ["'self'"],
        "script-src": [
          "'self'",
          `'nonce-${nonce}'`,
          ...(pathname === "/instagram" ? ["https://www.instagram.com"] : []),
        ],
      }),
      windowPolicies: (pathname) =>
        pathname === "/instagram"
          ? { opener: "unsafe-none", referrer: "no-referrer" }
          : { opener: "same-origin", referrer: "strict-origin-when-cross-origin" },
    }),
  );
  app.get(["/", "/instagram"], (_req, res) => {
    res.send(String(res.locals.cspNonce));
  });
  const origin = await listen(app);
  const response = await fetch(`${origin}${pathname}`);
  const nonce = await response.text();
  expect(response.headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);
  return response.headers;
}

describe("securityHeaders", () => {
  it("sends Strict-Transport-Security only when switched on", async () => {
    expect((await headersWith(false)).get("strict-transport-security")).toBeNull();
    const secure = await headersWith(true);
    expect(secure.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(secure.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });

  it("writes each page's own directives, with a fresh nonce per response", async () => {
    const home = (await headersWith(false)).get("content-security-policy") ?? "";
    const instagram = (await headersWith(false, "/instagram")).get("content-security-policy");
    expect(home).not.toContain("instagram");
    expect(instagram).toContain("script-src 'self' 'nonce-");
    expect(instagram).toContain("https://www.instagram.com");
    expect(home).not.toBe((await headersWith(false)).get("content-security-policy"));
  });

  it("sends the baseline headers", async () => {
    const headers = await headersWith(false);
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("permissions-policy")).toContain("geolocation=()");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });

  it("writes each path's own opener and referrer policies, once", async () => {
    const headers = await headersWith(false, "/instagram");
    expect(headers.get("cross-origin-opener-policy")).toBe("unsafe-none");
    expect(headers.get("referrer-policy")).toBe("no-referrer");
  });
});
