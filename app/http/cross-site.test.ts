import { describe, expect, it } from "vitest";
import { corsHeaders, crossSiteRefusal, parseOrigins, preflightAnswer } from "./cross-site.ts";

const policy = { allowedOrigins: ["https://gallery.example.org", "https://api.example.org"] };

function post(
  headers: Record<string, string>,
  url = "https://gallery.example.org/api/front-email",
) {
  return new Request(url, { method: "POST", headers });
}

describe("crossSiteRefusal", () => {
  it("lets in the site's own pages, the allowed origins, and requests that are not a browser's", () => {
    expect(crossSiteRefusal(post({ Origin: "https://gallery.example.org" }), policy)).toBeNull();
    expect(crossSiteRefusal(post({ Origin: "https://api.example.org" }), policy)).toBeNull();
    // The address it was sent to is always the site (a local server, a preview host).
    expect(
      crossSiteRefusal(
        post({ Origin: "http://127.0.0.1:3000" }, "http://127.0.0.1:3000/x"),
        policy,
      ),
    ).toBeNull();
    expect(crossSiteRefusal(post({ "Sec-Fetch-Site": "same-origin" }), policy)).toBeNull();
    expect(crossSiteRefusal(post({ "Sec-Fetch-Site": "none" }), policy)).toBeNull();
    expect(crossSiteRefusal(post({}), policy)).toBeNull();
  });

  it("refuses another site's pages, naming why", () => {
    const variants: Record<string, string>[] = [
      { Origin: "https://attacker.example" },
      { Origin: "null" },
      { Origin: "https://gallery.example.org.attacker.example" },
      { Origin: "http://gallery.example.org" },
      { Origin: "https://gallery.example.org:8443" },
      { Origin: "https://attacker.example", "Sec-Fetch-Site": "same-origin" },
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
    ];
    for (const headers of variants) {
      expect(crossSiteRefusal(post(headers), policy)).toMatch(/not accepted/);
    }
  });
});

describe("CORS", () => {
  it("lets an allowed other origin read the answer, and no one else", () => {
    expect(corsHeaders(post({ Origin: "https://api.example.org" }), policy)).toEqual({
      "Access-Control-Allow-Origin": "https://api.example.org",
      Vary: "Origin",
    });
    expect(corsHeaders(post({ Origin: "https://attacker.example" }), policy)).toEqual({
      Vary: "Origin",
    });
    expect(corsHeaders(post({ Origin: "https://gallery.example.org" }), policy)).toEqual({
      Vary: "Origin",
    });
  });

  it("answers a preflight: POST with a Content-Type for an allowed origin, 403 for others", () => {
    const preflight = (origin: string) =>
      preflightAnswer(
        new Request("https://gallery.example.org/api/front-email", {
          method: "OPTIONS",
          headers: {
            Origin: origin,
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "content-type",
          },
        }),
        policy,
      );
    const allowed = preflight("https://api.example.org");
    expect(allowed.status).toBe(204);
    expect(Object.fromEntries(allowed.headers)).toMatchObject({
      "access-control-allow-origin": "https://api.example.org",
      "access-control-allow-methods": "POST",
      "access-control-allow-headers": "Content-Type",
      "access-control-max-age": "7200",
      vary: "Origin",
    });
    const refused = preflight("https://attacker.example");
    expect(refused.status).toBe(403);
    expect(refused.headers.has("access-control-allow-origin")).toBe(false);
  });
});

describe("parseOrigins", () => {
  it("reads a comma-separated list of origins", () => {
    expect(parseOrigins("")).toEqual({ ok: true, origins: [] });
    expect(parseOrigins(" https://a.example.org, http://127.0.0.1:4000/ ")).toEqual({
      ok: true,
      origins: ["https://a.example.org", "http://127.0.0.1:4000"],
    });
  });

  it("refuses anything that is not an origin", () => {
    for (const value of [
      "a.example.org",
      "https://a.example.org/path",
      "ftp://a.example.org",
      "*",
    ]) {
      expect(parseOrigins(value).ok).toBe(false);
    }
  });
});
