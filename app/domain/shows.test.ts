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
    expect(currentShow([august], vermont("2025-07-31T20:00"))).toBe(august); // fallback only
    expect(currentShow([july, august], vermont("2025-07-31T20:00"))).toBe(july);
  });

  it("falls back to the highest number when none is on view", () => {
    expect(currentShow(all, vermont("2025-07-02T12:00"))).toBe(august);
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
});
