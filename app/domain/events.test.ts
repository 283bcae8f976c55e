import { describe, expect, it } from "vitest";
import { eventWhen, nextEvents, splitEvents } from "./events.ts";
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
