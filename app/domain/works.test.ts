import { describe, expect, it } from "vitest";
import { soloShow } from "../../scripts/content-check/fixtures.ts";
import type { Show, Work } from "../content/schema.ts";
import {
  availabilityText,
  findWork,
  isForSale,
  priceText,
  workAlt,
  workListing,
  workPath,
  workSummary,
  worksOfArtist,
} from "./works.ts";

const base = soloShow.works?.[0] as Work;
const work = (fields: Partial<Work>): Work => ({ ...base, ...fields });

describe("works", () => {
  it("have an address in their show, and are found by it", () => {
    expect(workPath("pieced", "drunkards-path")).toBe("/shows/pieced/works/drunkards-path");
    expect(findWork([soloShow], "pieced", "drunkards-path")?.work.title).toBe("Drunkard's Path");
    expect(findWork([soloShow], "pieced", "nothing")).toBeNull();
    expect(findWork([soloShow], "thaw", "drunkards-path")).toBeNull();
  });

  it("say their price in dollars or in words, and their red dot in words", () => {
    expect(priceText(1200)).toBe("$1,200");
    expect(priceText(18500)).toBe("$18,500");
    expect(priceText("on request")).toBe("Price on request");
    expect(priceText("not for sale")).toBe("Not for sale");
    expect(availabilityText("sold")).toBe("Sold");
    expect(availabilityText("reserved")).toBe("Reserved");
    expect(isForSale(work({}))).toBe(true);
    expect(isForSale(work({ availability: "reserved" }))).toBe(false);
    expect(isForSale(work({ price: "not for sale" }))).toBe(false);
  });

  it("read as a checklist's row: the address, the facts, the price in words and the red dot", () => {
    expect(workListing("pieced", work({ price: 2400, availability: "sold" }))).toEqual({
      path: "/shows/pieced/works/drunkards-path",
      title: "Drunkard's Path",
      year: base.year,
      medium: base.medium,
      dimensions: base.dimensions,
      price: "$2,400",
      availability: "sold",
    });
    expect(workListing("pieced", work({ price: "on request" })).price).toBe("Price on request");
  });

  it("describe their picture in the artist's words, or by title and medium", () => {
    expect(workAlt(work({ description: "Blue and white squares." }))).toBe(
      "Blue and white squares.",
    );
    expect(workAlt(work({ description: undefined, title: "Dusk", medium: "oil" }))).toBe(
      "Dusk, oil",
    );
  });

  it("sum up their page in a sentence, the red dot in words", () => {
    const signal = work({
      title: "Signal",
      year: 2024,
      medium: "neon and found steel",
      dimensions: "72 x 30 x 30 in",
      price: 6800,
      availability: "sold",
    });
    expect(workSummary(signal, "Priya Castellanos", "Signal and Relay")).toBe(
      "Signal by Priya Castellanos, 2024: neon and found steel, 72 x 30 x 30 in. $6,800, sold. In Signal and Relay at the Front.",
    );
    expect(
      workSummary({ ...signal, availability: "available", price: "on request" }, "P", "S"),
    ).toContain(" Price on request. In S");
  });

  it("list an artist's works across shows, those for sale first, the newest show first", () => {
    const older: Show = {
      ...soloShow,
      name: "older",
      number: 50.1,
      works: [work({ id: "a", availability: "sold" }), work({ id: "b" })],
    };
    const newer: Show = {
      ...soloShow,
      name: "newer",
      number: 60.1,
      works: [
        work({ id: "c", availability: "reserved" }),
        work({ id: "d" }),
        work({ id: "e", artist: "someone-else" }),
      ],
    };
    expect(worksOfArtist([older, newer], "ada-quimby").map(({ work }) => work.id)).toEqual([
      "d",
      "b",
      "c",
      "a",
    ]);
  });
});
