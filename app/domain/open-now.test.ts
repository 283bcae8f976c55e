import { describe, expect, it } from "vitest";
import {
  type GallerySchedule,
  clockText,
  gallerySchedule,
  galleryStatus,
  galleryStatusTimeline,
  openNowTimeline,
  statusAt,
} from "./open-now.ts";
import { makeEvent } from "./test-content.ts";

// The gallery's hours (product §8.3): Fridays 4-7pm, Saturdays and Sundays 11am-5pm.
const weekly: GallerySchedule = {
  hours: [
    { days: ["Friday"], opens: "16:00", closes: "19:00" },
    { days: ["Saturday", "Sunday"], opens: "11:00", closes: "17:00" },
  ],
  closures: [],
  receptions: [],
};

const textAt = (isoInstant: string, schedule: GallerySchedule = weekly) =>
  galleryStatus(schedule, new Date(isoInstant)).text;

describe("galleryStatus: opening and closing", () => {
  it("is closed a minute before opening, open at opening", () => {
    expect(textAt("2025-07-11T15:59:00-04:00")).toBe("Closed now · opens today at 4 PM");
    expect(textAt("2025-07-11T16:00:00-04:00")).toBe("Open now · until 7 PM");
  });

  it("is open a minute before closing, closed at closing", () => {
    expect(textAt("2025-07-11T18:59:00-04:00")).toBe("Open now · until 7 PM");
    expect(textAt("2025-07-11T19:00:00-04:00")).toBe("Closed now · opens tomorrow at 11 AM");
  });

  it("names the weekday of the next opening after a weekend", () => {
    expect(textAt("2025-07-13T17:00:00-04:00")).toBe("Closed now · opens Friday at 4 PM");
  });
});

describe("galleryStatus: midnight", () => {
  it("says tomorrow before midnight and today after it", () => {
    expect(textAt("2025-07-10T23:59:00-04:00")).toBe("Closed now · opens tomorrow at 4 PM");
    expect(textAt("2025-07-11T00:00:00-04:00")).toBe("Closed now · opens today at 4 PM");
  });
});

describe("galleryStatus: a DST change", () => {
  // Clocks fall back at 2 AM on Sunday 2 November 2025: that day's hours are on Eastern
  // Standard Time (UTC-5), the Saturday's on Daylight Time (UTC-4).
  it("opens and closes on the new clock the day the clocks change", () => {
    expect(textAt("2025-11-01T17:00:00-04:00")).toBe("Closed now · opens tomorrow at 11 AM");
    expect(textAt("2025-11-02T10:59:00-05:00")).toBe("Closed now · opens today at 11 AM");
    expect(textAt("2025-11-02T11:00:00-05:00")).toBe("Open now · until 5 PM");
    expect(textAt("2025-11-02T16:59:00-05:00")).toBe("Open now · until 5 PM");
    expect(textAt("2025-11-02T17:00:00-05:00")).toBe("Closed now · opens Friday at 4 PM");
  });

  it("opens at 11 AM on the Sunday the clocks spring forward", () => {
    expect(textAt("2026-03-08T10:59:00-04:00")).toBe("Closed now · opens today at 11 AM");
    expect(textAt("2026-03-08T11:00:00-04:00")).toBe("Open now · until 5 PM");
  });
});

describe("galleryStatus: closures", () => {
  const holidays = {
    ...weekly,
    closures: [{ from: "2025-12-26", to: "2025-12-28", reason: "Holiday break" }],
  };

  it("stays closed on a closure day that has hours, and gives the date of the next opening", () => {
    expect(textAt("2025-12-26T17:00:00-05:00", holidays)).toBe(
      "Closed now · opens Friday, January 2 at 4 PM",
    );
    expect(textAt("2025-12-27T12:00:00-05:00", holidays)).toBe("Closed now · opens Friday at 4 PM");
  });

  it("opens as usual the day after a closure", () => {
    expect(textAt("2026-01-02T16:00:00-05:00", holidays)).toBe("Open now · until 7 PM");
  });

  it("falls back to appointments when nothing opens for two months", () => {
    const shut = { ...weekly, closures: [{ from: "2025-01-01", to: "2025-12-31", reason: "" }] };
    expect(textAt("2025-07-11T17:00:00-04:00", shut)).toBe("Closed now · open by appointment");
  });
});

describe("galleryStatus: opening receptions", () => {
  const artWalk = {
    ...weekly,
    receptions: [{ start: "2025-08-01T16:00", end: "2025-08-01T20:00" }],
  };

  it("announces the reception all day until it ends", () => {
    expect(textAt("2025-08-01T09:00:00-04:00", artWalk)).toBe("Opening reception today, 4-8 PM");
    expect(textAt("2025-08-01T19:30:00-04:00", artWalk)).toBe("Opening reception today, 4-8 PM");
    expect(textAt("2025-08-01T20:00:00-04:00", artWalk)).toBe(
      "Closed now · opens tomorrow at 11 AM",
    );
  });

  it("counts a reception on a day without hours as the next opening", () => {
    const thursday = {
      ...weekly,
      receptions: [{ start: "2025-07-17T17:30", end: "2025-07-17T19:00" }],
    };
    expect(textAt("2025-07-14T12:00:00-04:00", thursday)).toBe(
      "Closed now · opens Thursday at 5:30 PM",
    );
  });
});

describe("gallerySchedule", () => {
  it("takes the coming weeks' opening receptions with their ends", () => {
    const events = [
      makeEvent({
        title: "Opening Reception: Hand and Eye",
        date: "2025-08-01T16:00",
        description: ["Free and open to all, 4-8 PM, on the Montpelier Art Walk."],
      }),
      makeEvent({ title: "Artist Talk", date: "2025-08-02T14:00" }),
      makeEvent({ title: "Opening Reception: Mending Map", date: "2025-09-05T16:00" }),
      makeEvent({ title: "Opening Reception: Past", date: "2025-07-04T16:00" }),
    ];
    expect(gallerySchedule(events, new Date("2025-07-30T12:00:00-04:00")).receptions).toEqual([
      { start: "2025-08-01T16:00", end: "2025-08-01T20:00" },
      { start: "2025-09-05T16:00", end: "2025-09-05T19:00" },
    ]);
  });
});

describe("clockText", () => {
  it("writes hours as people say them", () => {
    expect(clockText("00:00")).toBe("12 AM");
    expect(clockText("12:00")).toBe("12 PM");
    expect(clockText("10:30")).toBe("10:30 AM");
  });
});

describe("galleryStatusTimeline and statusAt", () => {
  const schedule = {
    ...weekly,
    closures: [{ from: "2025-11-07", to: "2025-11-07", reason: "Closed" }],
    receptions: [{ start: "2025-10-31T16:00", end: "2025-10-31T20:00" }],
  };
  // A week across the end of daylight saving time (2 November), a reception and a closure.
  const from = new Date("2025-10-29T10:17:00-04:00");
  const timeline = galleryStatusTimeline(schedule, from, 8);

  it("agrees with galleryStatus at every quarter hour of the coming week", () => {
    for (let minutes = 0; minutes < 8 * 24 * 60; minutes += 15) {
      const now = new Date(from.getTime() + minutes * 60_000);
      expect(statusAt(timeline, now)?.text, now.toISOString()).toBe(
        galleryStatus(schedule, now).text,
      );
    }
  });

  it("agrees a minute either side of every change", () => {
    for (const change of timeline.slice(1)) {
      for (const offset of [-60_000, 0, 60_000]) {
        const now = new Date(Date.parse(change.from) + offset);
        expect(statusAt(timeline, now)?.text).toBe(galleryStatus(schedule, now).text);
      }
    }
  });

  it("lists only changes", () => {
    const texts = timeline.map((change) => change.text);
    expect(texts.every((text, index) => index === 0 || text !== texts[index - 1])).toBe(true);
  });
});

describe("openNowTimeline", () => {
  const reception = makeEvent({
    title: "Opening Reception: Hand and Eye",
    date: "2025-08-01T16:00",
    description: ["Free and open to all, 4-8 PM, on the Montpelier Art Walk."],
  });
  const served = new Date("2025-07-15T12:00:00-04:00");

  it("reaches the next opening reception, so a page left open until that day announces it", () => {
    const timeline = openNowTimeline([reception], served);
    expect(statusAt(timeline, new Date("2025-08-01T10:00:00-04:00"))?.text).toBe(
      "Opening reception today, 4-8 PM",
    );
  });

  it("covers the coming week when no reception is near", () => {
    const timeline = openNowTimeline([], served);
    // Friday 25 July is ten days on: past the week, and no reception asks for more.
    expect(Date.parse(timeline.at(-1)?.from ?? "")).toBeLessThan(Date.parse("2025-07-25T00:00Z"));
    expect(statusAt(timeline, new Date("2025-07-18T16:30:00-04:00"))?.text).toBe(
      "Open now · until 7 PM",
    );
  });
});
