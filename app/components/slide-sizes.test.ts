import { describe, expect, it } from "vitest";
import { drawnShare, slideSizes } from "./slide-sizes.ts";

describe("drawnShare", () => {
  it("is the whole width for a picture as wide as the 4:3 frame or wider", () => {
    expect(drawnShare({ width: 1600, height: 1200 })).toBe(1);
    expect(drawnShare({ width: 1600, height: 640 })).toBe(1);
  });

  it("narrows a taller picture to the width its fitted height leaves it", () => {
    expect(drawnShare({ width: 1200, height: 1600 })).toBe(0.5625);
    expect(drawnShare({ width: 1600, height: 1600 })).toBe(0.75);
  });

  it("assumes the whole width when the picture's size is unknown", () => {
    expect(drawnShare({})).toBe(1);
  });
});

describe("slideSizes", () => {
  it("is the slide's width for a landscape picture", () => {
    expect(slideSizes(1, { width: 1600, height: 1200 })).toBe(
      "(min-width: 77rem) calc(75rem), calc(100vw - 2rem)",
    );
  });

  it("is the drawn share of the slide's width for a portrait, among several slides too", () => {
    expect(slideSizes(1, { width: 1200, height: 1600 })).toBe(
      "(min-width: 77rem) calc((75rem) * 0.5625), calc((100vw - 2rem) * 0.5625)",
    );
    // 1 / 2.2 = 0.454545…, rounded up: never a file too small.
    expect(slideSizes(2.2, { width: 1600, height: 1200 })).toBe(
      "(min-width: 77rem) calc((75rem) * 0.4546), calc((100vw - 2rem) * 0.4546)",
    );
  });
});
