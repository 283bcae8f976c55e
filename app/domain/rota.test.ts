import { describe, expect, it } from "vitest";
import {
  type GallerySchedule,
  UNSAT_TEXT,
  galleryStatus,
  galleryStatusTimeline,
} from "./open-now.ts";
import { dueRotaMail, gapDue, reminderDue, slotOn, slotsInRange, upcomingGaps } from "./rota.ts";

// Fridays 4-7pm, Saturdays and Sundays 11am-5pm; shut the Saturday after Thanksgiving.
const hours: Pick<GallerySchedule, "hours" | "closures"> = {
  hours: [
    { days: ["Friday"], opens: "16:00", closes: "19:00" },
    { days: ["Saturday", "Sunday"], opens: "11:00", closes: "17:00" },
  ],
  closures: [{ from: "2025-11-29", to: "2025-11-29", reason: "Thanksgiving weekend" }],
};
const withRota = (satDays: string[]): GallerySchedule => ({
  ...hours,
  receptions: [],
  rota: { satDays: new Set(satDays) },
});
const at = (iso: string) => new Date(iso);

describe("the rota's slots", () => {
  it("are one per opening day, none on a closed day or a day without hours", () => {
    expect(slotsInRange(hours, "2025-11-24", 14).map((slot) => slot.date)).toEqual([
      "2025-11-28",
      "2025-11-30",
      "2025-12-05",
      "2025-12-06",
      "2025-12-07",
    ]);
    expect(slotOn(hours, "2025-12-05")).toEqual({
      date: "2025-12-05",
      opens: "16:00",
      closes: "19:00",
    });
    expect(slotOn(hours, "2025-12-03")).toBeNull();
  });

  it("leaves out today's slot once it has closed, and the sat ones", () => {
    const gaps = upcomingGaps(hours, new Set(["2025-12-06"]), at("2025-12-05T19:00:00-05:00"), 3);
    expect(gaps.map((slot) => slot.date)).toEqual(["2025-12-07"]);
    const during = upcomingGaps(hours, new Set(), at("2025-12-05T18:59:00-05:00"), 1);
    expect(during.map((slot) => slot.date)).toEqual(["2025-12-05"]);
  });
});

describe("open now, with the rota", () => {
  it("says the gallery may be closed during the hours of a day nobody sits", () => {
    const status = galleryStatus(withRota([]), at("2025-12-06T12:00:00-05:00"));
    expect(status).toEqual({ state: "unsat", text: UNSAT_TEXT });
    expect(UNSAT_TEXT).toContain("(802) 552-0877");
  });

  it("says open when a member sits the day, and nothing changes outside the hours", () => {
    const sat = withRota(["2025-12-06"]);
    expect(galleryStatus(sat, at("2025-12-06T12:00:00-05:00")).text).toBe("Open now · until 5 PM");
    expect(galleryStatus(withRota([]), at("2025-12-06T10:00:00-05:00")).text).toBe(
      "Closed now · opens today at 11 AM",
    );
    expect(galleryStatus(withRota([]), at("2025-12-06T17:00:00-05:00")).text).toBe(
      "Closed now · opens tomorrow at 11 AM",
    );
  });

  it("reads the posted hours alone while the rota is off", () => {
    const off: GallerySchedule = { ...hours, receptions: [], rota: null };
    expect(galleryStatus(off, at("2025-12-06T12:00:00-05:00")).state).toBe("open");
  });

  it("carries the unsat stretch in the timeline a page hands the browser", () => {
    const timeline = galleryStatusTimeline(
      withRota(["2025-12-07"]),
      at("2025-12-06T09:00:00-05:00"),
      1,
    );
    expect(timeline.map(({ from, state }) => [from, state])).toEqual([
      ["2025-12-06T14:00:00.000Z", "closed"],
      ["2025-12-06T16:00:00.000Z", "unsat"],
      ["2025-12-06T22:00:00.000Z", "closed"],
      // Midnight: "opens tomorrow" becomes "opens today".
      ["2025-12-07T05:00:00.000Z", "closed"],
      ["2025-12-07T16:00:00.000Z", "open"],
      ["2025-12-07T22:00:00.000Z", "closed"],
    ]);
  });
});

describe("the rota's mail", () => {
  // Saturday 2025-12-06 opens at 11:00 EST, 16:00Z.
  const saturday = { date: "2025-12-06", opens: "11:00", closes: "17:00" };
  const opensMs = Date.parse("2025-12-06T16:00:00Z");
  const hour = 3_600_000;

  it("reminds a sitter from 49 hours before the slot until it opens", () => {
    expect(reminderDue(saturday, opensMs - 49 * hour - 1)).toBe(false);
    expect(reminderDue(saturday, opensMs - 49 * hour)).toBe(true);
    expect(reminderDue(saturday, opensMs - 47 * hour)).toBe(true);
    expect(reminderDue(saturday, opensMs - 1)).toBe(true);
    expect(reminderDue(saturday, opensMs)).toBe(false);
  });

  it("warns of a gap from three days before the slot until it opens", () => {
    expect(gapDue(saturday, opensMs - 72 * hour - 1)).toBe(false);
    expect(gapDue(saturday, opensMs - 72 * hour)).toBe(true);
    expect(gapDue(saturday, opensMs)).toBe(false);
  });

  it("lists a reminder for each sat slot in its window and a gap for each unsat one", () => {
    const thursdayNoon = Date.parse("2025-12-04T12:00:00-05:00");
    expect(dueRotaMail(hours, new Set(["2025-12-06"]), thursdayNoon)).toEqual([
      { kind: "gap", date: "2025-12-05" },
      { kind: "reminder", date: "2025-12-06" },
      { kind: "gap", date: "2025-12-07" },
    ]);
    const mondayNoon = Date.parse("2025-12-01T12:00:00-05:00");
    expect(dueRotaMail(hours, new Set(), mondayNoon)).toEqual([]);
  });
});
