import { describe, expect, it } from "vitest";
import {
  formatInstant,
  formatLongDateTime,
  formatWeekdayMonthDay,
  galleryCalendarDate,
  galleryWallTimeToInstant,
} from "./gallery-time.ts";

describe("galleryWallTimeToInstant", () => {
  it("reads a calendar date as midnight in Vermont (EDT in summer)", () => {
    expect(galleryWallTimeToInstant("2024-06-07").toISOString()).toBe("2024-06-07T04:00:00.000Z");
  });

  it("uses standard time in winter", () => {
    expect(galleryWallTimeToInstant("2025-01-10T16:00").toISOString()).toBe(
      "2025-01-10T21:00:00.000Z",
    );
  });

  it("is right on both sides of the spring-forward change", () => {
    expect(galleryWallTimeToInstant("2025-03-09T01:30").toISOString()).toBe(
      "2025-03-09T06:30:00.000Z",
    );
    expect(galleryWallTimeToInstant("2025-03-09T03:30").toISOString()).toBe(
      "2025-03-09T07:30:00.000Z",
    );
  });

  it("rejects anything that is not a date or a wall time", () => {
    expect(() => galleryWallTimeToInstant("June 7")).toThrow(/Not a gallery date/);
  });
});

describe("galleryCalendarDate", () => {
  it("is still the previous day in Vermont when it is already tomorrow in UTC", () => {
    expect(galleryCalendarDate(new Date("2025-07-16T02:30:00Z"))).toBe("2025-07-15");
  });

  it("turns over at midnight in Vermont", () => {
    expect(galleryCalendarDate(new Date("2025-07-16T04:00:00Z"))).toBe("2025-07-16");
  });
});

describe("formatting", () => {
  it("writes an event time in long en-US form", () => {
    expect(formatLongDateTime("2026-06-05T16:00")).toMatch(/^Friday, June 5, 2026 at 4:00\sPM$/);
  });

  it("writes an instant as a Montpelier clock reads it", () => {
    expect(formatInstant(new Date("2025-07-15T16:05:00Z"))).toMatch(
      /^Tuesday, July 15, 2025 at 12:05\sPM$/,
    );
  });

  it("writes an opening day as weekday, month and day", () => {
    expect(formatWeekdayMonthDay("2025-12-05")).toBe("Friday, December 5");
  });
});
