import { describe, expect, it } from "vitest";
import { canonicalPath } from "./canonical-path.ts";

describe("canonicalPath", () => {
  it("leaves the site's own spellings as they are", () => {
    for (const path of [
      "/",
      "/artists",
      "/artists/ada-quimby",
      "/shows/after-dark/works/3/ask",
      "/api/front-email",
      "/desk/sign-in.data",
      "/events.ics",
      "/shows/caf%C3%A9",
      "/shows/a%2Fb",
      "/assets/entry.client-BvRk9kiK.js",
      "/admin/apl-SQRfdIGZ.js",
    ]) {
      expect(canonicalPath(path), path).toBe(path);
    }
  });

  it("drops repeated and trailing slashes", () => {
    expect(canonicalPath("/api/front-email//")).toBe("/api/front-email");
    expect(canonicalPath("//api///front-email")).toBe("/api/front-email");
    expect(canonicalPath("/artists/")).toBe("/artists");
    expect(canonicalPath("//")).toBe("/");
  });

  it("drops dot segments and ;parameters", () => {
    expect(canonicalPath("/api/./front-email")).toBe("/api/front-email");
    expect(canonicalPath("/desk/sign-in;jsessionid=1")).toBe("/desk/sign-in");
    expect(canonicalPath("/api;x/vitals;y=2")).toBe("/api/vitals");
  });

  it("writes unreserved characters as themselves, and only those", () => {
    expect(canonicalPath("/api/front-emai%6C")).toBe("/api/front-email");
    expect(canonicalPath("/api/front%2Demail")).toBe("/api/front-email");
    expect(canonicalPath("/api/%2e/vitals")).toBe("/api/vitals");
    expect(canonicalPath("/shows/after%20dark")).toBe("/shows/after%20dark");
  });

  it("folds case, but for the built files' hashed names", () => {
    expect(canonicalPath("/API/Front-Email")).toBe("/api/front-email");
    expect(canonicalPath("/Desk/SIGN-IN")).toBe("/desk/sign-in");
    expect(canonicalPath("/ASSETS/entry-AbC.js")).toBe("/assets/entry-AbC.js");
    expect(canonicalPath("/Images/Shows/a-B.avif")).toBe("/images/shows/a-B.avif");
  });

  it("never spells a path that a browser would read as another host", () => {
    expect(canonicalPath("//evil.example/")).toBe("/evil.example");
    expect(canonicalPath("/\\evil.example/")).toBe("/%5Cevil.example");
  });
});
