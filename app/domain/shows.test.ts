import { describe, expect, it } from "vitest";
import { currentShow, findShowByName, pastShows } from "./shows.ts";
import { makeShow } from "./test-content.ts";

const june = makeShow({ number: 67, startDate: "2025-06-06", endDate: "2025-06-30" });
const july = makeShow({ number: 67.1, startDate: "2025-07-04", endDate: "2025-07-31" });
const august = makeShow({ number: 68, startDate: "2025-08-01", endDate: "2025-08-31" });
const all = [june, july, august];

const vermont = (wallTime: string) => new Date(`${wallTime}-04:00`);

describe("currentShow", () => {
  it("is the show whose dates include today", () => {
    expect(currentShow(all, vermont("2025-07-15T12:00"))).toBe(july);
  });

  it("still shows a show on its last day, until midnight in Vermont", () => {
    expect(currentShow(all, vermont("2025-06-30T23:59"))).toBe(june);
  });

  it("shows a show from the first minute of its opening day", () => {
    expect(currentShow(all, vermont("2025-07-04T00:00"))).toBe(july);
  });

  it("does not show a show that starts tomorrow", () => {
    // 20:00 in Vermont is already August 1st in UTC. August comes first in the list, so it
    // would win if it qualified; here it must lose to the show on view.
    expect(currentShow([august, july], vermont("2025-07-31T20:00"))).toBe(july);
    // With nothing on view, the fallback is the highest number, not tomorrow's lower one.
    const tomorrow = makeShow({ number: 60, startDate: "2025-08-01", endDate: "2025-08-31" });
    const ended = makeShow({ number: 70, startDate: "2025-05-01", endDate: "2025-05-31" });
    expect(currentShow([tomorrow, ended], vermont("2025-07-31T23:59"))).toBe(ended);
  });

  it("stops showing a show at the midnight after its last day", () => {
    // June ends on the 30th; July opens on the 4th: on July 1st nothing is on view.
    expect(currentShow([june, july], vermont("2025-07-01T00:00"))).toBe(july); // fallback
    expect(currentShow([june, july], vermont("2025-06-30T23:59"))).toBe(june);
  });

  it("turns over at midnight in Vermont in winter too (EST, five hours behind UTC)", () => {
    const january = makeShow({ number: 50, startDate: "2025-01-03", endDate: "2025-01-31" });
    const february = makeShow({ number: 51, startDate: "2025-02-07", endDate: "2025-02-28" });
    const est = (wallTime: string) => new Date(`${wallTime}-05:00`);
    // 23:30 on the 31st in Vermont is 04:30 on February 1st in UTC: still January's last day.
    expect(currentShow([january, february], est("2025-01-31T23:30"))).toBe(january);
    expect(currentShow([january, february], est("2025-02-01T00:00"))).toBe(february); // fallback
    expect(currentShow([february, january], est("2025-01-03T00:00"))).toBe(january);
    expect(currentShow([february, january], est("2025-01-02T23:59"))).toBe(february); // fallback
  });

  it("falls back to the highest number when none is on view", () => {
    expect(currentShow(all, vermont("2025-07-02T12:00"))).toBe(august);
    // Wherever it is in the list.
    expect(currentShow([june, august, july], vermont("2025-07-02T12:00"))).toBe(august);
    expect(currentShow([august, june], vermont("2025-07-02T12:00"))).toBe(august);
  });

  it("tells a solo show (.1) from its group show by number", () => {
    const group = makeShow({ number: 69, startDate: "2025-10-03", endDate: "2025-10-31" });
    const solo = makeShow({ number: 69.1, startDate: "2025-11-07", endDate: "2025-11-30" });
    expect(currentShow([solo, group], vermont("2025-10-20T12:00"))).toBe(group);
    expect(currentShow([group, solo], vermont("2026-01-01T12:00"))).toBe(solo);
  });

  it("takes the first qualifying show when two overlap", () => {
    const overlapping = makeShow({ number: 70, startDate: "2025-07-01", endDate: "2025-07-31" });
    expect(currentShow([overlapping, july], vermont("2025-07-15T12:00"))).toBe(overlapping);
  });

  it("never qualifies a show without an end date by its dates", () => {
    const openEnded = makeShow({ number: 1, startDate: "2025-01-01" });
    expect(currentShow([openEnded, july], vermont("2025-03-01T12:00"))).toBe(july);
  });

  it("is undefined only when there are no shows", () => {
    expect(currentShow([], vermont("2025-07-15T12:00"))).toBeUndefined();
  });
});

describe("findShowByName", () => {
  it("returns the show or null", () => {
    expect(findShowByName(all, july.name)).toBe(july);
    expect(findShowByName(all, "no-such-show")).toBeNull();
  });
});

describe("pastShows", () => {
  it("lists shows that have opened, the latest first", () => {
    expect(pastShows(all, vermont("2025-07-15T12:00"))).toEqual([july, june]);
  });

  it("includes a show from midnight of its opening day in Vermont, not before", () => {
    expect(pastShows(all, vermont("2025-07-31T23:59"))).toEqual([july, june]);
    expect(pastShows(all, vermont("2025-08-01T00:00"))).toEqual([august, july, june]);
  });

  it("orders shows opening the same day by number, highest first", () => {
    const group = makeShow({ number: 80, startDate: "2026-03-06", endDate: "2026-03-29" });
    const solo = makeShow({ number: 80.1, startDate: "2026-03-06", endDate: "2026-03-29" });
    expect(pastShows([group, solo], vermont("2026-03-10T12:00"))).toEqual([solo, group]);
    expect(pastShows([solo, group], vermont("2026-03-10T12:00"))).toEqual([solo, group]);
  });

  it("is empty before any show opens", () => {
    expect(pastShows(all, vermont("2025-06-05T23:59"))).toEqual([]);
  });
});
