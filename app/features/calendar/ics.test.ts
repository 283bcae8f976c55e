import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { makeEvent } from "../../domain/test-content.ts";
import { calendarEntry } from "./event-entry.ts";
import { calendarFile, escapeText, foldLine } from "./ics.ts";

const siteUrl = "https://thefront.example.org";
const now = new Date("2025-10-01T12:00:00Z");

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
}

describe("calendarFile", () => {
  // 2 November 2025 is the end of daylight saving time in Montpelier: the opening before it is
  // at UTC-4, the talk after it at UTC-5.
  const opening = makeEvent({
    title: "Opening Reception: After Dark",
    date: "2025-10-03T16:00",
    description: ["Meet the members; cider, cheese; a back\\slash.", "Free, 4-7 PM."],
    link: { type: "internal", text: "About the show", url: "/shows/after-dark" },
  });
  const talk = makeEvent({ title: "Artist Talk: Ruth Gallagher", date: "2025-11-08T14:00" });
  const text = calendarFile([calendarEntry(opening, siteUrl), calendarEntry(talk, siteUrl)], {
    name: "The Front: events",
    now,
  });
  const [openingEvent, talkEvent] = parse(text);

  it("puts each event at its Montpelier time on both sides of a DST change", () => {
    expect(openingEvent?.startDate.toJSDate().toISOString()).toBe("2025-10-03T20:00:00.000Z");
    expect(openingEvent?.endDate.toJSDate().toISOString()).toBe("2025-10-03T23:00:00.000Z");
    expect(talkEvent?.startDate.toJSDate().toISOString()).toBe("2025-11-08T19:00:00.000Z");
    expect(talkEvent?.endDate.toJSDate().toISOString()).toBe("2025-11-08T21:00:00.000Z");
  });

  it("gives the summary, plain-text description, location, URL and a stable UID", () => {
    expect(openingEvent?.summary).toBe("Opening Reception: After Dark");
    expect(openingEvent?.description).toBe(
      "Meet the members; cider, cheese; a back\\slash.\n\nFree, 4-7 PM.\n\nAbout the show: https://thefront.example.org/shows/after-dark",
    );
    expect(openingEvent?.location).toBe("The Front, 6 Barre St, Montpelier, VT 05602");
    expect(openingEvent?.uid).toBe("2025-10-03-opening-reception-after-dark@thefront.example.org");
    expect(openingEvent?.component.getFirstPropertyValue("url")).toBe(
      "https://thefront.example.org/events#2025-10-03-opening-reception-after-dark",
    );
  });

  it("ends every line with CRLF and keeps every line within 75 octets", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
  });
});

describe("escapeText", () => {
  it("escapes backslashes, semicolons, commas and newlines", () => {
    expect(escapeText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
  });
});

describe("foldLine", () => {
  it("folds at 75 octets without splitting a character", () => {
    const folded = foldLine(`DESCRIPTION:${"é".repeat(60)}`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join("")).toBe(
      `DESCRIPTION:${"é".repeat(60)}`,
    );
  });

  it("leaves a short line alone", () => {
    expect(foldLine("SUMMARY:Stipple")).toBe("SUMMARY:Stipple");
  });
});
