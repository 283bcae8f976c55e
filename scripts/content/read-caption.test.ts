import { describe, expect, it } from "vitest";
import { readCaption } from "./read-caption.ts";

describe("readCaption", () => {
  it("reads a solo show's caption and a group show's, whose commas may sit in the medium", () => {
    expect(readCaption("*Granite Shed, Barre*, gelatin silver print, 20 x 24 in, 2023")).toEqual({
      id: "granite-shed-barre",
      title: "Granite Shed, Barre",
      medium: "gelatin silver print",
      dimensions: "20 x 24 in",
      year: 2023,
    });
    expect(
      readCaption(
        "Priya Castellanos, *Listening Post*, steel, copper wire and speaker, 48 x 24 x 24 in, 2025",
      ),
    ).toEqual({
      id: "listening-post",
      title: "Listening Post",
      artistName: "Priya Castellanos",
      medium: "steel, copper wire and speaker",
      dimensions: "48 x 24 x 24 in",
      year: 2025,
    });
  });

  it("refuses what does not read as a work rather than guess", () => {
    expect(readCaption("The gallery on opening night")).toBeNull();
    expect(readCaption("*Untitled*, oil on canvas, 2024")).toBeNull();
    expect(readCaption("*Untitled*, oil on canvas, large, 2024")).toBeNull();
  });
});
