// The index modules discover their folders' Markdown files (import.meta.glob): nothing lists them.
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { artists } from "./artists.ts";
import { orderArtists, orderEvents, orderShows } from "./collections.ts";
import { events } from "./events.ts";
import { shows } from "./shows.ts";

const filesIn = (folder: string) =>
  readdirSync(new URL(`./${folder}/`, import.meta.url)).filter((name) => name.endsWith(".md"));

describe("the built-in content", () => {
  it("has one show for each file in shows/, and one artist for each in artists/", () => {
    expect(shows).toHaveLength(filesIn("shows").length);
    expect(artists).toHaveLength(filesIn("artists").length);
  });

  it("has one event for each file in events/", () => {
    expect(events).toHaveLength(filesIn("events").length);
  });

  it("is in the order the data gives", () => {
    expect(shows).toEqual(orderShows(shows));
    expect(artists).toEqual(orderArtists(artists));
    expect(events).toEqual(orderEvents(events));
  });
});
