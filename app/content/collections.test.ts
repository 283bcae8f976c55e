import { describe, expect, it } from "vitest";
import { orderArtists, orderEvents, orderShows } from "./collections.ts";
import type { Artist, GalleryEvent, Show } from "./schema.ts";

const show = (name: string, number: number) => ({ name, number }) as Show;
const artist = (paramName: string, name: string) => ({ paramName, name }) as Artist;
const event = (date: string, title: string) => ({ date, title }) as GalleryEvent;

describe("the content's order", () => {
  it("puts shows in number order, solo shows after their group show", () => {
    const shows = [show("c", 55), show("b", 54.1), show("a", 54), show("d", 9)];
    expect(orderShows(shows).map((each) => each.name)).toEqual(["d", "a", "b", "c"]);
  });

  it("puts artists in alphabetical order of their names, whatever the case or accents", () => {
    const artists = [
      artist("zoe", "Zoë Abel"),
      artist("eli", "eli vasquez"),
      artist("ada", "Ada Quimby"),
      artist("emile", "Émile Roy"),
    ];
    expect(orderArtists(artists).map((each) => each.paramName)).toEqual([
      "ada",
      "eli",
      "emile",
      "zoe",
    ]);
  });

  it("puts events in date order across the years' files, then by title", () => {
    const events = [
      event("2025-01-10T18:00", "B"),
      event("2024-12-31T20:00", "Z"),
      event("2025-01-10T18:00", "A"),
      event("2025-01-10T09:00", "C"),
    ];
    expect(orderEvents(events).map((each) => each.title)).toEqual(["Z", "C", "A", "B"]);
  });

  it("leaves its input as it was", () => {
    const shows = [show("b", 2), show("a", 1)];
    orderShows(shows);
    expect(shows.map((each) => each.name)).toEqual(["b", "a"]);
  });
});
