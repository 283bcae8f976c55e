import { describe, expect, it } from "vitest";
import { parseConfig } from "./config.server.ts";

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
