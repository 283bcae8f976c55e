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
});
