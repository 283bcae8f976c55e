import { describe, expect, it } from "vitest";
import { nextPageChange, pageChangesOf } from "./page-changes.ts";
import { makeEvent } from "./test-content.ts";

// The gallery's hours (content/gallery.json): Fridays 4-7pm, Saturdays and Sundays 11am-5pm.
const at = (iso: string) => new Date(iso);
const next = (now: string, events = [makeEvent({ date: "2026-09-01T18:00" })]) =>
  nextPageChange(events, at(now)).toISOString();

describe("nextPageChange", () => {
  it("is Montpelier's next midnight on a day the gallery is closed", () => {
    // Tuesday, daylight time: midnight is 04:00 UTC.
    expect(next("2026-07-14T10:00:00-04:00")).toBe("2026-07-15T04:00:00.000Z");
    // In standard time, 05:00 UTC; the night the clocks go back is 25 hours long.
    expect(next("2026-11-03T23:59:59-05:00")).toBe("2026-11-04T05:00:00.000Z");
    expect(next("2026-10-31T23:00:00-04:00")).toBe("2026-11-01T04:00:00.000Z");
  });

  it("is the opening, then the closing, on a day the gallery opens", () => {
    expect(next("2026-07-17T09:00:00-04:00")).toBe("2026-07-17T20:00:00.000Z");
    expect(next("2026-07-17T16:00:00-04:00")).toBe("2026-07-17T23:00:00.000Z");
    expect(next("2026-07-17T19:00:00-04:00")).toBe("2026-07-18T04:00:00.000Z");
  });

  it("is a millisecond after an event's start, when the event becomes past", () => {
    const talk = [makeEvent({ date: "2026-07-14T18:30" })];
    expect(next("2026-07-14T10:00:00-04:00", talk)).toBe("2026-07-14T22:30:00.001Z");
    expect(next("2026-07-14T18:30:00-04:00", talk)).toBe("2026-07-14T22:30:00.001Z");
    expect(next("2026-07-14T18:30:00.001-04:00", talk)).toBe("2026-07-15T04:00:00.000Z");
  });

  it("is a reception's end, when the gallery closes again", () => {
    // A Tuesday reception, 5-7pm (opening receptions end at 7 PM, domain/events.ts).
    const reception = [
      makeEvent({ date: "2026-07-14T17:00", title: "Opening reception: Tamarack" }),
    ];
    expect(next("2026-07-14T17:00:00.001-04:00", reception)).toBe("2026-07-14T23:00:00.000Z");
  });

  it("is always later than now", () => {
    const now = at("2026-07-17T16:00:00-04:00");
    expect(nextPageChange([], now).getTime()).toBeGreaterThan(now.getTime());
  });
});

describe("pageChangesOf", () => {
  it("answers as nextPageChange at every instant, before, at and after each change", () => {
    const events = [makeEvent({ date: "2026-07-17T18:00" })];
    const remembered = pageChangesOf(events);
    // Friday (open 4-7 PM, a reception at 6), through Saturday, and back in time once.
    const instants = [
      "2026-07-17T09:00:00-04:00",
      "2026-07-17T15:59:59-04:00",
      "2026-07-17T16:00:00-04:00",
      "2026-07-17T18:00:00-04:00",
      "2026-07-17T18:00:00.001-04:00",
      "2026-07-17T23:59:59-04:00",
      "2026-07-18T00:00:00-04:00",
      "2026-07-18T12:00:00-04:00",
      "2026-07-17T10:00:00-04:00",
    ];
    for (const instant of instants) {
      expect(remembered(at(instant)).toISOString(), instant).toBe(
        nextPageChange(events, at(instant)).toISOString(),
      );
    }
  });
});
