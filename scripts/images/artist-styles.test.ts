import { describe, expect, it } from "vitest";
import { checkedStyle, listedArtists, listedStyle } from "./artist-styles.ts";

describe("the artists' styles (artist-styles.json)", () => {
  it("gives every listed artist a motif the generator draws", () => {
    expect(listedArtists.length).toBeGreaterThan(20);
    for (const artist of listedArtists)
      expect(listedStyle(artist)?.palette.length).toBeGreaterThan(0);
    expect(listedStyle("ada-quimby")).toEqual({
      motif: "quilt",
      palette: ["#8c2f39", "#f4e9d8", "#2f4858", "#d9a441", "#3c6e71", "#b86f52", "#5e4b56"],
      ground: "#e8e0d0",
    });
  });

  it("knows no artist it does not list, whatever the name", () => {
    expect(listedStyle("someone-new")).toBeUndefined();
    expect(listedStyle("constructor")).toBeUndefined();
  });

  it("refuses a motif the generator cannot draw, naming the artist", () => {
    expect(() =>
      checkedStyle("ann", { motif: "fresco", palette: ["#000000"], ground: "#ffffff" }),
    ).toThrow(/"ann" has the motif "fresco"/);
  });
});
