import { describe, expect, it } from "vitest";
import { check, lines, opening } from "./fixtures.ts";

describe("checkEvents", () => {
  it("reports the same event listed twice", () => {
    expect(lines(check({ events: [opening, { ...opening }] }))).toEqual([
      "app/content/events/2023.ts: 2023-05-05T16:00 Opening Reception: Pieced: title: the same event is listed twice (app/content/events/2023.ts: 2023-05-05T16:00 Opening Reception: Pieced)",
    ]);
  });

  it("refuses two events whose calendar ids would be the same", () => {
    const sameId = { ...opening, date: "2023-05-05T18:00", title: "Opening reception - Pieced!" };
    expect(lines(check({ events: [opening, sameId] }))).toHaveLength(1);
  });

  it("reports a time the spring-forward change skips, and accepts the hour before and after", () => {
    const skipped = { ...opening, date: "2025-03-09T02:30" };
    expect(lines(check({ events: [skipped] }))).toEqual([
      "app/content/events/2023.ts: 2025-03-09T02:30 Opening Reception: Pieced: date: 2025-03-09T02:30 does not exist in Montpelier: the clocks skip from 2:00 to 3:00 that night",
    ]);
    expect(lines(check({ events: [{ ...opening, date: "2025-03-09T01:30" }] }))).toEqual([]);
    expect(lines(check({ events: [{ ...opening, date: "2025-03-09T03:30" }] }))).toEqual([]);
    // The fall-back hour happens twice, so it exists.
    expect(lines(check({ events: [{ ...opening, date: "2025-11-02T01:30" }] }))).toEqual([]);
  });
});
