import { describe, expect, it } from "vitest";
import type { Work } from "../../content/schema.ts";
import { makeArtist, makeShow } from "../../domain/test-content.ts";
import { askViewOf, askedWorkOf } from "./asked-work.ts";

const signal: Work = {
  id: "signal",
  title: "Signal",
  artist: "priya-castellanos",
  year: 2024,
  medium: "neon and found steel",
  dimensions: "72 x 30 x 30 in",
  price: 6800,
  availability: "sold",
  image: "signal-and-relay/01.jpg",
};
const show = makeShow({ number: 67.1, startDate: "2025-07-04", name: "signal-and-relay" });
const artists = [makeArtist({ paramName: "priya-castellanos", name: "Priya Castellanos" })];

describe("a sold work on the ask page", () => {
  const view = askViewOf(show, signal, artists);

  it("is asked about for similar work, with its price and Sold in words", () => {
    expect(view).toMatchObject({
      workPath: "/shows/signal-and-relay/works/signal",
      artist: "Priya Castellanos",
      price: "$6,800",
      marked: "Sold",
      askSimilar: true,
    });
    expect(view.topics.map(({ key }) => key)).toEqual(["price", "shipping", "similar"]);
  });

  it("is kept with the question as the visitor saw it", () => {
    expect(askedWorkOf(view)).toEqual({
      showName: "signal-and-relay",
      workId: "signal",
      title: "Signal",
      artist: "Priya Castellanos",
      details: "neon and found steel, 72 x 30 x 30 in, 2024",
      price: "$6,800 (Sold)",
    });
  });
});

describe("a work for sale on the ask page", () => {
  it("may be held, and its price reads alone", () => {
    const view = askViewOf(show, { ...signal, availability: "available" }, artists);
    expect(view.askSimilar).toBe(false);
    expect(view.topics.map(({ key }) => key)).toContain("hold");
    expect(askedWorkOf(view).price).toBe("$6,800");
  });
});
