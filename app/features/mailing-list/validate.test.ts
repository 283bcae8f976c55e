import { describe, expect, it } from "vitest";
import { isEmailAddress, isHoneypotFilled, sitePath, validateSignup } from "./validate.ts";
import { HOSTILE_RETURN_PATHS } from "../../../tests/support/hostile-return-paths.ts";

describe("validateSignup", () => {
  it("accepts an email alone and trims every field", () => {
    expect(
      validateSignup({
        email: "  ada@example.com ",
        firstname: " Ada ",
        lastname: "\tLovelace\n",
        message: "  Hello\r\nthere  ",
      }),
    ).toEqual({
      ok: true,
      signup: {
        email: "ada@example.com",
        firstname: "Ada",
        lastname: "Lovelace",
        message: "Hello\nthere",
        page: null,
      },
    });
    expect(validateSignup({ email: "ada@example.com" })).toMatchObject({
      ok: true,
      signup: { firstname: "", lastname: "", message: "" },
    });
  });

  it("ignores unknown fields and reads null as empty", () => {
    const result = validateSignup({ email: "a@example.org", firstname: null, role: "admin" });
    expect(result).toEqual({
      ok: true,
      signup: { email: "a@example.org", firstname: "", lastname: "", message: "", page: null },
    });
  });

  it("names the email field when it is missing, blank or malformed", () => {
    for (const email of [undefined, "", "   ", "ada", "ada@", "@example.com", "a b@example.com"]) {
      expect(validateSignup({ email })).toMatchObject({ ok: false, field: "email" });
    }
  });

  it("refuses an email over 254 characters and accepts one of exactly 254", () => {
    const domain = `${"d".repeat(61)}.${"e".repeat(61)}.${"f".repeat(61)}.com`;
    const local = "a".repeat(254 - domain.length - 1);
    expect(local).toHaveLength(64);
    expect(validateSignup({ email: `${local}@${domain}` })).toMatchObject({ ok: true });
    expect(validateSignup({ email: `${local}@e${domain}` })).toMatchObject({
      ok: false,
      field: "email",
    });
  });

  it("counts characters, not UTF-16 units, against the limits", () => {
    expect(validateSignup({ email: "a@example.com", firstname: "🎨".repeat(100) })).toMatchObject({
      ok: true,
    });
    expect(validateSignup({ email: "a@example.com", firstname: "🎨".repeat(101) })).toMatchObject({
      ok: false,
      field: "firstname",
    });
  });

  it("bounds the names at 100 characters and the message at 5,000", () => {
    const email = "a@example.com";
    expect(validateSignup({ email, firstname: "x".repeat(100) })).toMatchObject({ ok: true });
    expect(validateSignup({ email, firstname: "x".repeat(101) })).toMatchObject({
      ok: false,
      field: "firstname",
    });
    expect(validateSignup({ email, lastname: "x".repeat(101) })).toMatchObject({
      ok: false,
      field: "lastname",
    });
    expect(validateSignup({ email, message: "x".repeat(5000) })).toMatchObject({ ok: true });
    expect(validateSignup({ email, message: "x".repeat(5001) })).toMatchObject({
      ok: false,
      field: "message",
    });
  });

  it("refuses values that are not text, naming the field", () => {
    for (const value of [42, true, ["a@example.com"], { nested: "a@example.com" }]) {
      expect(validateSignup({ email: value })).toMatchObject({ ok: false, field: "email" });
      expect(validateSignup({ email: "a@example.com", message: value })).toMatchObject({
        ok: false,
        field: "message",
      });
    }
  });

  it("refuses control characters in names but keeps line breaks in a message", () => {
    expect(validateSignup({ email: "a@example.com", firstname: "A\nB" })).toMatchObject({
      ok: false,
      field: "firstname",
    });
    expect(validateSignup({ email: "a@example.com", message: "a\u0000b" })).toMatchObject({
      ok: false,
      field: "message",
    });
    expect(validateSignup({ email: "a@example.com", message: "a\n\tb" })).toMatchObject({
      ok: true,
    });
  });

  it("keeps the page the sign-up came from only when it is a path on this site", () => {
    const page = (value: unknown) => {
      const result = validateSignup({ email: "a@example.com", page: value });
      return result.ok ? result.signup.page : "invalid";
    };
    expect(page("/shows/signal-and-relay?open-contact-form=true")).toBe(
      "/shows/signal-and-relay?open-contact-form=true",
    );
    expect(page("https://elsewhere.example/")).toBeNull();
    expect(page("//elsewhere.example/")).toBeNull();
    expect(page(42)).toBeNull();
  });
});

describe("isEmailAddress", () => {
  it.each([
    "ada@example.com",
    "o'brien+news@mail.example.org",
    "first.last@sub-domain.example.co",
    "josé@exemple.fr",
    "user@xn--bcher-kva.example",
  ])("accepts %s", (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each([
    "plainaddress",
    "a@b",
    "a@localhost",
    "a..b@example.com",
    ".a@example.com",
    "a.@example.com",
    "a@-example.com",
    "a@example-.com",
    "a@example.c",
    "a@example.123",
    "<script>alert(1)</script>@example.com",
    "x@example.com'; DROP TABLE subscribers; --",
    `${"a".repeat(65)}@example.com`,
  ])("refuses %s", (address) => {
    expect(isEmailAddress(address)).toBe(false);
  });
});

describe("sitePath", () => {
  it.each(HOSTILE_RETURN_PATHS)("keeps %j on the site", (value) => {
    const path = sitePath(value);
    if (path === null) return;
    expect(path).toMatch(/^\/(?![/\\])/);
    const resolved = new URL(path, "https://gallery.example.org/");
    expect(resolved.origin).toBe("https://gallery.example.org");
    expect(resolved.hostname).not.toContain("evil");
  });

  it("reads the issue's three strings as paths on this site, normalised", () => {
    expect(sitePath("/.//evil.example")).toBe("/evil.example");
    expect(sitePath("/%2e//evil.example")).toBe("/evil.example");
    expect(sitePath("/..//evil.example")).toBe("/evil.example");
    expect(sitePath("/a/./b/../c?x=1")).toBe("/a/c?x=1");
  });

  it("refuses what is not a path of this site", () => {
    for (const value of ["//evil.example", "https://evil.example/", "javascript:alert(1)", ""]) {
      expect(sitePath(value)).toBeNull();
    }
    expect(sitePath(42)).toBeNull();
    expect(sitePath("/" + "a".repeat(2001))).toBeNull();
  });

  it("keeps an ordinary path with its query, without the fragment", () => {
    expect(sitePath("/visit#map")).toBe("/visit");
    expect(sitePath("/shows?past=16")).toBe("/shows?past=16");
    expect(sitePath("/")).toBe("/");
  });
});

describe("isHoneypotFilled", () => {
  it("is true only when the hidden field holds something", () => {
    expect(isHoneypotFilled({})).toBe(false);
    expect(isHoneypotFilled({ website: "" })).toBe(false);
    expect(isHoneypotFilled({ website: "http://spam.example" })).toBe(true);
    expect(isHoneypotFilled({ website: 1 })).toBe(true);
  });
});
