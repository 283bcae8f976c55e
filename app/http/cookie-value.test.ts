import { describe, expect, it } from "vitest";
import { cookieValue } from "./cookie-value.ts";

describe("a cookie's value from a Cookie header", () => {
  it("finds the named cookie among others, keeping an = in its value", () => {
    expect(cookieValue("a=1; front_desk=abc=def; b=2", "front_desk")).toBe("abc=def");
  });
  it("is null without the header, without the cookie, or for an empty value", () => {
    expect(cookieValue(null, "a")).toBeNull();
    expect(cookieValue("ab=1", "a")).toBeNull();
    expect(cookieValue("a=", "a")).toBeNull();
  });
});
