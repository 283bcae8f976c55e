import { describe, expect, it } from "vitest";
import {
  addCalendarDays,
  formatInstant,
  formatLongDateTime,
  formatWeekdayMonthDay,
  galleryCalendarDate,
  galleryWallTimeToInstant,
  isGalleryWallTime,
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

  it("reads 01:30 on the fall-back day, which happens twice, as the first (EDT) one", () => {
    expect(galleryWallTimeToInstant("2025-11-02T01:30").toISOString()).toBe(
      "2025-11-02T05:30:00.000Z",
    );
    expect(galleryWallTimeToInstant("2025-11-02T02:30").toISOString()).toBe(
      "2025-11-02T07:30:00.000Z",
    );
  });

  it("reads winter midnight as five hours behind UTC", () => {
    expect(galleryWallTimeToInstant("2025-12-31").toISOString()).toBe("2025-12-31T05:00:00.000Z");
    expect(galleryWallTimeToInstant("2026-01-01T00:00").toISOString()).toBe(
      "2026-01-01T05:00:00.000Z",
    );
  });

  it("rejects anything that is not a date or a wall time", () => {
    expect(() => galleryWallTimeToInstant("June 7")).toThrow(/Not a gallery date/);
    expect(() => galleryWallTimeToInstant("x2024-06-07")).toThrow(/Not a gallery date/);
    expect(() => galleryWallTimeToInstant("2024-06-07T16:00Z")).toThrow(/Not a gallery date/);
    expect(() => galleryWallTimeToInstant("2024-06-07T16")).toThrow(/Not a gallery date/);
  });
});

describe("isGalleryWallTime", () => {
  it("is false for the hour the spring-forward change skips", () => {
    expect(isGalleryWallTime("2025-03-09T02:00")).toBe(false);
    expect(isGalleryWallTime("2025-03-09T02:30")).toBe(false);
    expect(isGalleryWallTime("2025-03-09T02:59")).toBe(false);
  });

  it("is true on both sides of it, and for the fall-back hour that happens twice", () => {
    expect(isGalleryWallTime("2025-03-09T01:59")).toBe(true);
    expect(isGalleryWallTime("2025-03-09T03:00")).toBe(true);
    expect(isGalleryWallTime("2025-11-02T01:30")).toBe(true);
    expect(isGalleryWallTime("2025-07-04T16:00")).toBe(true);
  });

  it("is true for every calendar date (midnight is never skipped in Montpelier)", () => {
    expect(isGalleryWallTime("2025-03-09")).toBe(true);
    expect(isGalleryWallTime("2025-11-02")).toBe(true);
  });
});

describe("galleryCalendarDate", () => {
  it("is still the previous day in Vermont when it is already tomorrow in UTC", () => {
    expect(galleryCalendarDate(new Date("2025-07-16T02:30:00Z"))).toBe("2025-07-15");
  });

  it("turns over at midnight in Vermont", () => {
    expect(galleryCalendarDate(new Date("2025-07-16T03:59:59Z"))).toBe("2025-07-15");
    expect(galleryCalendarDate(new Date("2025-07-16T04:00:00Z"))).toBe("2025-07-16");
  });

  it("turns over at winter midnight, five hours after UTC's", () => {
    expect(galleryCalendarDate(new Date("2026-01-01T04:59:59Z"))).toBe("2025-12-31");
    expect(galleryCalendarDate(new Date("2026-01-01T05:00:00Z"))).toBe("2026-01-01");
  });

  it("stays on the same day through both 01:30s of the fall-back night", () => {
    expect(galleryCalendarDate(new Date("2025-11-02T05:30:00Z"))).toBe("2025-11-02");
    expect(galleryCalendarDate(new Date("2025-11-02T06:30:00Z"))).toBe("2025-11-02");
    expect(galleryCalendarDate(new Date("2025-11-02T03:59:00Z"))).toBe("2025-11-01");
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

  it("writes both 01:30s of the fall-back night as 1:30 AM", () => {
    expect(formatInstant(new Date("2025-11-02T05:30:00Z"))).toMatch(/at 1:30\sAM$/);
    expect(formatInstant(new Date("2025-11-02T06:30:00Z"))).toMatch(/at 1:30\sAM$/);
  });

  it("writes a winter evening event in EST", () => {
    expect(formatLongDateTime("2025-12-05T16:00")).toMatch(
      /^Friday, December 5, 2025 at 4:00\sPM$/,
    );
  });

  it("writes an opening day as weekday, month and day", () => {
    expect(formatWeekdayMonthDay("2025-12-05")).toBe("Friday, December 5");
  });
});

describe("addCalendarDays", () => {
  it("counts calendar days across months, years and leap days, whatever the clocks do", () => {
    expect(addCalendarDays("2026-11-30", 1)).toBe("2026-12-01");
    expect(addCalendarDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addCalendarDays("2028-02-28", 1)).toBe("2028-02-29");
    // The day the clocks go back in Montpelier is one calendar day all the same.
    expect(addCalendarDays("2026-11-01", 1)).toBe("2026-11-02");
    expect(addCalendarDays("2026-03-10", -10)).toBe("2026-02-28");
    expect(addCalendarDays("2026-07-14", 0)).toBe("2026-07-14");
  });
});
