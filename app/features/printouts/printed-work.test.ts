import { describe, expect, it } from "vitest";
import type { Work } from "../../content/schema.ts";
import { makeArtist, makeShow } from "../../domain/test-content.ts";
import { printedOn, printedWorksOf } from "./printed-work.ts";

const work = (fields: Partial<Work> & Pick<Work, "id">): Work => ({
  title: `Work ${fields.id}`,
  artist: "maren-holt",
  year: 2023,
  medium: "gelatin silver print",
  dimensions: "20 x 24 in",
  price: 1200,
  availability: "available",
  image: `${fields.id}.jpg`,
  ...fields,
});

const show = makeShow({
  number: 60,
  startDate: "2025-01-01",
  name: "granite-sheds",
  works: [
    work({ id: "shed", title: "Granite Shed, Barre" }),
    work({ id: "quarry", price: 2400, availability: "sold" }),
    work({ id: "derrick", price: 900, availability: "reserved" }),
    work({ id: "visitor", artist: undefined, artistName: "Lou Visiting", price: "on request" }),
  ],
});
const artists = [makeArtist({ paramName: "maren-holt", name: "Maren Holt" })];

describe("printedWorksOf", () => {
  const printed = printedWorksOf(show, artists, "https://gallery.example.org");

  it("gives a label every field it prints, numbered in the show's order", () => {
    expect(printed[0]).toEqual({
      id: "shed",
      number: 1,
      artist: "Maren Holt",
      title: "Granite Shed, Barre",
      year: 2023,
      medium: "gelatin silver print",
      dimensions: "20 x 24 in",
      price: "$1,200",
      marked: null,
      availability: "available",
      url: "https://gallery.example.org/shows/granite-sheds/works/shed",
    });
  });

  it("says Sold and Reserved in words, keeps a sold work's price, and names a visiting artist", () => {
    expect(printed.map(({ price, marked }) => [price, marked])).toEqual([
      ["$1,200", null],
      ["$2,400", "Sold"],
      ["$900", "Reserved"],
      ["Price on request", null],
    ]);
    expect(printed[3]?.artist).toBe("Lou Visiting");
  });

  it("is empty for a show that lists no works", () => {
    expect(printedWorksOf({ ...show, works: undefined }, artists, "https://x.example")).toEqual([]);
  });
});

describe("printedOn", () => {
  it("dates a sheet by the day in Montpelier", () => {
    // 1:30 in the morning on the 16th in UTC is still the 15th in Vermont.
    expect(printedOn(new Date("2025-07-16T01:30:00Z"))).toBe("July 15, 2025");
  });
});
