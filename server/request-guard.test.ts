import { describe, expect, it } from "vitest";
import { MAX_URL_LENGTH, refuseTarget } from "./request-guard.ts";

describe("refuseTarget", () => {
  it("accepts the site's own addresses", () => {
    for (const url of ["/", "/artists/jane-doe", "/shows?page=2", "/images/a/b.jpg", "/a..b"]) {
      expect(refuseTarget(url), url).toBeNull();
    }
  });

  it("refuses dot-dot segments, however they are written", () => {
    for (const url of ["/../etc", "/a/%2e%2e/b", "/a/%2E%2E", "/a/..%5cb", "/..?x=1"]) {
      expect(refuseTarget(url)?.status, url).toBe(400);
    }
  });

  it("refuses broken percent-encoding and NUL bytes", () => {
    expect(refuseTarget("/%E0%A4%A")?.status).toBe(400);
    expect(refuseTarget("/a%00b")?.status).toBe(400);
  });

  it("refuses over-long addresses", () => {
    expect(refuseTarget(`/${"a".repeat(MAX_URL_LENGTH)}`)?.status).toBe(414);
    expect(refuseTarget(`/${"a".repeat(MAX_URL_LENGTH - 1)}`)).toBeNull();
  });
});
