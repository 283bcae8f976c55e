import { describe, expect, it } from "vitest";
import { parseGalleryFile } from "../../app/content/content-file.ts";
import { gallery } from "../../app/content/gallery.ts";
import { check, lines } from "./fixtures.ts";

const where = "app/content/gallery.json: The Front";

describe("the content check on the gallery's facts", () => {
  it("names the file, the gallery and the field of a wrong fact", () => {
    const galleryFacts = {
      ...gallery,
      email: "info at thefrontvt",
      openingHours: [{ days: ["Friday"], opens: "16:00", closes: "7pm" }],
      closures: [{ from: "2026-12-27", to: "2026-12-25", reason: "Holiday break" }],
      anniversary: { ...gallery.anniversary, soloShows: -1 },
    };
    expect(lines(check({ galleryFacts }))).toEqual([
      `${where}: email: Invalid email address`,
      `${where}: openingHours[0].closes: expected HH:mm, 24-hour`,
      `${where}: closures[0].to: ends (2026-12-25) before it starts (2026-12-27)`,
      `${where}: anniversary.soloShows: Too small: expected number to be >=0`,
    ]);
  });

  it("refuses hours that close before they open, a day that is no weekday, a missing fact", () => {
    const galleryFacts = {
      ...gallery,
      donationUrl: undefined,
      timeZone: "Vermont",
      openingHours: [
        { days: ["Fri"], opens: "16:00", closes: "19:00" },
        { days: ["Saturday"], opens: "17:00", closes: "11:00" },
      ],
    };
    expect(lines(check({ galleryFacts }))).toEqual([
      `${where}: timeZone: "Vermont" is not a time zone (e.g. America/New_York)`,
      `${where}: donationUrl: Invalid input: expected string, received undefined`,
      expect.stringMatching(
        /^app\/content\/gallery\.json: The Front: openingHours\[0\]\.days\[0\]: /,
      ),
      `${where}: openingHours[1].closes: closes (11:00) before it opens (17:00)`,
    ]);
  });

  it("sees that the About and Visit photos exist", () => {
    expect(
      lines(check({ missing: ["gallery/history/02.jpg", "gallery/front-window.jpg"] })),
    ).toEqual([
      `${where}: historyImages[1].src: image "gallery/history/02.jpg" does not exist`,
      `${where}: visitPhoto.src: image "gallery/front-window.jpg" does not exist`,
    ]);
  });

  it("reports a file that is not JSON, with why", () => {
    const file = parseGalleryFile("app/content/gallery.json", '{ "name": "The Front", }');
    expect(file.entries).toBeNull();
    expect(file.problem).toMatch(/^not JSON: /);
    expect(parseGalleryFile("app/content/gallery.json", "[1, 2]").problem).toBe(
      "is not a JSON object",
    );
  });
});
