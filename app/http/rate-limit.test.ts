import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.ts";

describe("createRateLimiter", () => {
  it("allows `limit` requests a minute per client, then says when to come back", () => {
    const limiter = createRateLimiter(3);
    expect([0, 1000, 2000].map((ms) => limiter.take("a", ms).allowed)).toEqual([true, true, true]);
    expect(limiter.take("a", 20_000)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(limiter.take("b", 20_000)).toEqual({ allowed: true });
    expect(limiter.take("a", 59_999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.take("a", 60_000)).toEqual({ allowed: true });
  });

  it("is off at 0", () => {
    const limiter = createRateLimiter(0);
    for (let i = 0; i < 100; i++) expect(limiter.take("a", 0).allowed).toBe(true);
  });

  it("keeps counting a client while many others come and go", () => {
    const limiter = createRateLimiter(1, 60_000, 10);
    expect(limiter.take("steady", 0).allowed).toBe(true);
    for (let i = 0; i < 9; i++) limiter.take(`other-${i}`, 1);
    expect(limiter.take("steady", 2).allowed).toBe(false);
  });
});
