import { describe, expect, it } from "vitest";
import { allowedOriginsOf, parseConfig, signupSecretOf } from "./config.server.ts";

describe("parseConfig: mailing list", () => {
  it("defaults to a database under data/, 10 sign-ups a minute, no proxy, no mail", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      DATABASE_PATH: "data/front.sqlite",
      SIGNUP_RATE_LIMIT: 10,
      TRUST_PROXY: 0,
    });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.GALLERY_INBOX).toBeUndefined();
  });

  it("reads the limit (0 switches it off) and the SMTP pair", () => {
    expect(
      parseConfig({
        SIGNUP_RATE_LIMIT: "0",
        TRUST_PROXY: "1",
        SMTP_URL: "smtps://user:secret@mail.example.org:465",
        GALLERY_INBOX: "info@example.org",
      }),
    ).toMatchObject({
      SIGNUP_RATE_LIMIT: 0,
      TRUST_PROXY: 1,
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
    expect(() => parseConfig({ ...mail, NODE_ENV: "production" })).toThrow(/SIGNUP_SECRET/);
    expect(() => parseConfig({ SIGNUP_SECRET: "short" })).toThrow(/SIGNUP_SECRET/);
    const secret = "x".repeat(32);
    expect(
      signupSecretOf(parseConfig({ ...mail, NODE_ENV: "production", SIGNUP_SECRET: secret })),
    ).toBe(secret);
    expect(signupSecretOf(parseConfig({ NODE_ENV: "production" }))).toBeNull();
    expect(signupSecretOf(parseConfig({}))).toMatch(/development/);
  });
});
