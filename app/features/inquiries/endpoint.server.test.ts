import { describe, expect, it } from "vitest";
import { dailyCapRefusal } from "./endpoint.server.ts";

const HOUR = 3_600_000;

describe("a daily cap's refusal", () => {
  it("says which cap, how many, and when to try again, in words", () => {
    expect(dailyCapRefusal("client", 3, 23.5 * HOUR)).toBe(
      "3 questions have already been sent from here today, the most the gallery takes from one place in a day, so this one was not sent. Please try again in 24 hours.",
    );
    expect(dailyCapRefusal("address", 3, 20 * 60_000)).toBe(
      "This e-mail address has already asked 3 questions today, the most the gallery takes for one address in a day, so this one was not sent. Please try again in an hour.",
    );
    expect(dailyCapRefusal("client", 1, HOUR)).toMatch(/^1 question has already been sent/);
  });
});
