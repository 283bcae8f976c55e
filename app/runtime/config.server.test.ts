import { describe, expect, it } from "vitest";
import { allowedOriginsOf, parseConfig, signupSecretOf } from "./config.server.ts";

describe("parseConfig: mailing list", () => {
  it("defaults to a database under data/, 10 sign-ups a minute, no proxy, no mail", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      DATABASE_PATH: "data/front.sqlite",
      SIGNUP_RATE_LIMIT: 10,
      TRUST_PROXY: [],
    });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.GALLERY_INBOX).toBeUndefined();
  });

  it("reads the limit (0 switches it off) and the SMTP pair", () => {
    expect(
      parseConfig({
        SIGNUP_RATE_LIMIT: "0",
        TRUST_PROXY: "127.0.0.1,::1",
        SMTP_URL: "smtps://user:secret@mail.example.org:465",
        GALLERY_INBOX: "info@example.org",
      }),
    ).toMatchObject({
      SIGNUP_RATE_LIMIT: 0,
      TRUST_PROXY: ["127.0.0.1", "::1"],
      SMTP_URL: "smtps://user:secret@mail.example.org:465",
      GALLERY_INBOX: "info@example.org",
    });
  });

  it("stops with the variable's name on a bad value", () => {
    expect(() => parseConfig({ SIGNUP_RATE_LIMIT: "-1" })).toThrow(/SIGNUP_RATE_LIMIT/);
    expect(() =>
      parseConfig({ SMTP_URL: "http://mail.example.org", GALLERY_INBOX: "a@example.org" }),
    ).toThrow(/SMTP_URL/);
    expect(() => parseConfig({ GALLERY_INBOX: "not an address" })).toThrow(/GALLERY_INBOX/);
    expect(() => parseConfig({ TRUST_PROXY: "2" })).toThrow(/TRUST_PROXY: "2": a count/);
  });

  it("refuses half of the SMTP settings rather than silently sending nothing", () => {
    expect(() => parseConfig({ SMTP_URL: "smtp://127.0.0.1:25" })).toThrow(
      /SMTP_URL: set both SMTP_URL and GALLERY_INBOX/,
    );
    expect(() => parseConfig({ GALLERY_INBOX: "info@example.org" })).toThrow(/SMTP_URL/);
  });
});

describe("parseConfig: site address, HSTS and web vitals", () => {
  it("reads SITE_URL without its trailing slash, empty when unset", () => {
    expect(parseConfig({ SITE_URL: "https://gallery.example.org/" }).SITE_URL).toBe(
      "https://gallery.example.org",
    );
    expect(parseConfig({}).SITE_URL).toBe("");
    expect(() => parseConfig({ SITE_URL: "gallery.example.org" })).toThrow(/SITE_URL/);
  });

  it("reads the HSTS switch, off by default", () => {
    expect(parseConfig({}).HSTS).toBe(false);
    expect(parseConfig({ HSTS: "1" }).HSTS).toBe(true);
    expect(parseConfig({ HSTS: "true" }).HSTS).toBe(true);
    expect(parseConfig({ HSTS: "0" }).HSTS).toBe(false);
    expect(() => parseConfig({ HSTS: "yes" })).toThrow(/HSTS/);
  });

  it("collects web vitals unless WEB_VITALS is 0", () => {
    expect(parseConfig({}).WEB_VITALS).toBe(true);
    expect(parseConfig({ WEB_VITALS: "0" }).WEB_VITALS).toBe(false);
  });
});

describe("parseConfig: web vitals", () => {
  it("limits reports to 30 a minute per client unless told otherwise (0 switches it off)", () => {
    expect(parseConfig({}).VITALS_RATE_LIMIT).toBe(30);
    expect(parseConfig({ VITALS_RATE_LIMIT: "0" }).VITALS_RATE_LIMIT).toBe(0);
    expect(() => parseConfig({ VITALS_RATE_LIMIT: "many" })).toThrow(/VITALS_RATE_LIMIT/);
  });
});

describe("parseConfig: GALLERY_NOW", () => {
  it("reads an ISO date-time with an offset and a Montpelier wall time", () => {
    expect(parseConfig({ GALLERY_NOW: "2025-07-15T12:00:00-04:00" }).GALLERY_NOW).toEqual(
      new Date("2025-07-15T16:00:00Z"),
    );
    expect(parseConfig({ GALLERY_NOW: "2025-02-28T12:00" }).GALLERY_NOW).toEqual(
      new Date("2025-02-28T17:00:00Z"),
    );
    expect(parseConfig({ GALLERY_NOW: "2024-02-29" }).GALLERY_NOW).toEqual(
      new Date("2024-02-29T05:00:00Z"),
    );
  });

  it("refuses dates and times the calendar does not have, rather than rolling them over", () => {
    for (const value of [
      "2025-13-45T12:00",
      "2025-02-30",
      "2025-02-29",
      "2025-04-31T09:00",
      "2025-07-15T24:00",
      "2025-07-15T12:60",
      "2025-02-30T12:00:00Z",
      "2025-07-15T12:00:61-04:00",
      "tomorrow",
    ]) {
      expect(() => parseConfig({ GALLERY_NOW: value }), value).toThrow(/GALLERY_NOW/);
    }
  });
});

describe("parseConfig: production and the server's limits", () => {
  it("requires SITE_URL when NODE_ENV is production, naming it", () => {
    expect(() => parseConfig({ NODE_ENV: "production" })).toThrow(/SITE_URL: required/);
    expect(parseConfig({ NODE_ENV: "production", SITE_URL: "https://a.example" }).SITE_URL).toBe(
      "https://a.example",
    );
    expect(parseConfig({ NODE_ENV: "development" }).SITE_URL).toBe("");
  });

  it("caps writes site-wide at 120 a minute and connections at 1000 unless told otherwise", () => {
    expect(parseConfig({})).toMatchObject({ WRITE_RATE_LIMIT: 120, MAX_CONNECTIONS: 1000 });
    expect(parseConfig({ WRITE_RATE_LIMIT: "0", MAX_CONNECTIONS: "50" })).toMatchObject({
      WRITE_RATE_LIMIT: 0,
      MAX_CONNECTIONS: 50,
    });
    expect(() => parseConfig({ MAX_CONNECTIONS: "0" })).toThrow(/MAX_CONNECTIONS/);
  });
});

describe("parseConfig: cross-site and signing (issue 9)", () => {
  it("allows the site's own origin, then API_ALLOWED_ORIGINS", () => {
    expect(allowedOriginsOf(parseConfig({ SITE_URL: "https://gallery.example.org" }))).toEqual([
      "https://gallery.example.org",
    ]);
    expect(
      allowedOriginsOf(
        parseConfig({
          SITE_URL: "https://gallery.example.org",
          API_ALLOWED_ORIGINS: "https://api.example.org,https://gallery.example.org",
        }),
      ),
    ).toEqual(["https://gallery.example.org", "https://api.example.org"]);
    expect(() => parseConfig({ API_ALLOWED_ORIGINS: "https://a.example.org/x" })).toThrow(
      /API_ALLOWED_ORIGINS/,
    );
  });

  it("needs SIGNUP_SECRET in production when mail is configured, and never uses the default there", () => {
    const mail = { SMTP_URL: "smtp://127.0.0.1:25", GALLERY_INBOX: "info@example.org" };
    const production = { NODE_ENV: "production", SITE_URL: "https://gallery.example.org" };
    expect(() => parseConfig({ ...mail, ...production })).toThrow(/SIGNUP_SECRET/);
    expect(() => parseConfig({ SIGNUP_SECRET: "short" })).toThrow(/SIGNUP_SECRET/);
    const secret = "x".repeat(32);
    expect(signupSecretOf(parseConfig({ ...mail, ...production, SIGNUP_SECRET: secret }))).toBe(
      secret,
    );
    expect(signupSecretOf(parseConfig(production))).toBeNull();
    expect(signupSecretOf(parseConfig({}))).toMatch(/development/);
  });
});

describe("parseConfig: the publish log (issue 22)", () => {
  it("is unset unless given, and then an absolute path", () => {
    expect(parseConfig({}).PUBLISH_LOG).toBeUndefined();
    expect(parseConfig({ PUBLISH_LOG: "/srv/front/state/publishes.json" }).PUBLISH_LOG).toBe(
      "/srv/front/state/publishes.json",
    );
  });

  it("refuses a relative path, which would move with each release's folder", () => {
    expect(() => parseConfig({ PUBLISH_LOG: "state/publishes.json" })).toThrow(
      /PUBLISH_LOG: an absolute path/,
    );
  });
});
