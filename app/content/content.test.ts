// The index modules discover their folders' files (import.meta.glob): nothing lists them.
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { artists } from "./artists.ts";
import { orderArtists, orderEvents, orderShows } from "./collections.ts";
import { events } from "./events.ts";
import { shows } from "./shows.ts";

const filesIn = (folder: string) =>
  readdirSync(new URL(`./${folder}/`, import.meta.url)).filter(
    (name) => name.endsWith(".ts") && !name.endsWith(".test.ts"),
  );

describe("the built-in content", () => {
  it("has one show for each file in shows/, and one artist for each in artists/", () => {
    expect(shows).toHaveLength(filesIn("shows").length);
    expect(artists).toHaveLength(filesIn("artists").length);
  });

  it("has the events of every year's file in events/", () => {
    const years = new Set(events.map((event) => `${event.date.slice(0, 4)}.ts`));
    expect([...years].sort()).toEqual(filesIn("events").sort());
  });

  it("is in the order the data gives", () => {
    expect(shows).toEqual(orderShows(shows));
    expect(artists).toEqual(orderArtists(artists));
    expect(events).toEqual(orderEvents(events));
  });
});
