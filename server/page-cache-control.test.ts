import { describe, expect, it } from "vitest";
import { isPersonal, privateCacheControl, sharedCacheControl } from "./page-cache-control.ts";

/**
 * The latest a copy made now can still be served: stale from the shared cache, then by a
 * browser that took it last, fresh for max-age and stale as long again as the shared cache.
 */
function lastServedSeconds(cacheControl: string): number {
  const value = (name: string) =>
    Number(cacheControl.match(new RegExp(`${name}=(\\d+)`))?.[1] ?? 0);
  return value("s-maxage") + 2 * value("stale-while-revalidate") + value("max-age");
}

describe("sharedCacheControl", () => {
  it("lets a shared cache keep a page 5 minutes, 5 more while it asks again, browsers 1", () => {
    expect(sharedCacheControl(86_400)).toBe(
      "public, max-age=60, s-maxage=300, stale-while-revalidate=300",
    );
  });

  it("never lets a copy be served past the next change", () => {
    for (const left of [1, 59, 60, 299, 300, 301, 599, 600, 659, 660, 661, 899, 900, 960, 3600]) {
      const policy = sharedCacheControl(left);
      expect(lastServedSeconds(policy), `${left} s left: ${policy}`).toBeLessThanOrEqual(left);
    }
    expect(sharedCacheControl(120)).toBe("public, max-age=0, s-maxage=120");
    expect(sharedCacheControl(400)).toBe(
      "public, max-age=0, s-maxage=300, stale-while-revalidate=50",
    );
  });

  it("keeps nothing in the last second before a change", () => {
    expect(sharedCacheControl(0.9)).toBe("no-cache");
    expect(sharedCacheControl(-5)).toBe("no-cache");
  });
});

describe("privateCacheControl", () => {
  it("lets the visitor's browser alone keep a page, a minute at most, never past the change", () => {
    expect(privateCacheControl(3600)).toBe("private, max-age=60");
    expect(privateCacheControl(42.7)).toBe("private, max-age=42");
  });
});

describe("isPersonal", () => {
  const request = (headers: Record<string, string>, query: Record<string, string> = {}) => ({
    headers,
    query,
  });

  it("is a request with a cookie, credentials or a token", () => {
    expect(isPersonal(request({ cookie: "session=1" }))).toBe(true);
    expect(isPersonal(request({ authorization: "Bearer x" }))).toBe(true);
    expect(isPersonal(request({}, { token: "abc" }))).toBe(true);
  });

  it("is not a plain visit, whatever else the address carries", () => {
    expect(isPersonal(request({ "accept-encoding": "br" }, { utm_source: "mail" }))).toBe(false);
  });
});
