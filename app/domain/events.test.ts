import { describe, expect, it } from "vitest";
import { eventEnd, eventId, eventWhen, nextEvents, splitEvents } from "./events.ts";
import { makeEvent } from "./test-content.ts";

const now = new Date("2025-07-15T16:00:00-04:00");
const earlier = makeEvent({ date: "2025-07-01T16:00" });
const evenEarlier = makeEvent({ date: "2025-06-06T16:00" });
const atNow = makeEvent({ date: "2025-07-15T16:00" });
const soon = makeEvent({ date: "2025-07-18T19:00" });
const later = makeEvent({ date: "2025-08-01T16:00" });
const latest = makeEvent({ date: "2025-09-13T14:00" });

describe("splitEvents", () => {
  const { upcoming, past } = splitEvents([later, earlier, atNow, evenEarlier, latest, soon], now);

  it("counts an event exactly at now as upcoming", () => {
    expect(upcoming[0]).toBe(atNow);
  });

  it("orders upcoming soonest first and past latest first", () => {
    expect(upcoming).toEqual([atNow, soon, later, latest]);
    expect(past).toEqual([earlier, evenEarlier]);
  });

  it("counts an event one minute before now as past", () => {
    const justGone = makeEvent({ date: "2025-07-15T15:59" });
    expect(splitEvents([justGone], now).past).toEqual([justGone]);
  });
});

describe("splitEvents across the fall-back hour (01:30 happens twice)", () => {
  // The wall time 01:30 is the first one, in EDT (05:30 UTC); an hour later it is 01:30 again.
  const lateNight = makeEvent({ date: "2025-11-02T01:30" });

  it("is upcoming at 01:15 EDT and past at 01:15 EST", () => {
    expect(splitEvents([lateNight], new Date("2025-11-02T01:15:00-04:00")).upcoming).toEqual([
      lateNight,
    ]);
    expect(splitEvents([lateNight], new Date("2025-11-02T01:15:00-05:00")).past).toEqual([
      lateNight,
    ]);
  });

  it("orders it before an event at 01:45 the same night", () => {
    const later = makeEvent({ date: "2025-11-02T01:45" });
    expect(splitEvents([later, lateNight], new Date("2025-11-01T12:00:00-04:00")).upcoming).toEqual(
      [lateNight, later],
    );
  });
});

describe("splitEvents at winter midnight", () => {
  const newYear = makeEvent({ date: "2026-01-01T00:00" });

  it("is upcoming one minute before midnight EST and past one minute after", () => {
    expect(splitEvents([newYear], new Date("2026-01-01T04:59:00Z")).upcoming).toEqual([newYear]);
    expect(splitEvents([newYear], new Date("2026-01-01T05:00:00Z")).upcoming).toEqual([newYear]);
    expect(splitEvents([newYear], new Date("2026-01-01T05:01:00Z")).past).toEqual([newYear]);
  });
});

describe("nextEvents", () => {
  it("gives at most the limit, soonest first", () => {
    expect(nextEvents([latest, later, soon, atNow], now, 3)).toEqual([atNow, soon, later]);
  });
});

describe("eventWhen", () => {
  it("gives the long en-US text and the ISO instant", () => {
    const when = eventWhen(makeEvent({ date: "2026-06-05T16:00" }));
    expect(when.text).toMatch(/^Friday, June 5, 2026 at 4:00\sPM$/);
    expect(when.dateTime).toBe("2026-06-05T20:00:00.000Z");
  });
});

describe("eventId", () => {
  it("is the Montpelier date and the title as a slug", () => {
    const event = makeEvent({
      date: "2025-12-05T16:00",
      title: "Members' Holiday Party: Café & Co.",
    });
    expect(eventId(event)).toBe("2025-12-05-members-holiday-party-cafe-co");
  });
});

describe("eventEnd", () => {
  it("takes the end from the event when it has one", () => {
    const event = makeEvent({ date: "2025-06-07T10:00", end: "2025-06-07T15:30" });
    expect(eventEnd(event)).toEqual(new Date("2025-06-07T15:30:00-04:00"));
  });

  it("ends an opening reception at 7 PM", () => {
    const event = makeEvent({ date: "2025-01-03T16:00", title: "Opening Reception: Stipple" });
    expect(eventEnd(event)).toEqual(new Date("2025-01-03T19:00:00-05:00"));
  });

  it("ends an opening reception on an Art Walk night at 8 PM", () => {
    const event = makeEvent({
      date: "2025-06-06T16:00",
      title: "Opening Reception: Tamarack",
      description: ["Free and open to all, 4-8 PM, on the Montpelier <em>Art Walk</em>."],
    });
    expect(eventEnd(event)).toEqual(new Date("2025-06-06T20:00:00-04:00"));
  });

  it("gives any other event two hours, across a DST change too", () => {
    // Clocks spring forward at 2 AM on 9 March 2025: two hours after 1 AM reads 4 AM.
    const talk = makeEvent({ date: "2025-03-09T01:00", title: "Night Drawing Walk" });
    expect(eventEnd(talk)).toEqual(new Date("2025-03-09T04:00:00-04:00"));
  });
});
