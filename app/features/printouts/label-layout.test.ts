import { describe, expect, it } from "vitest";
import { sheetsOf, shortAddress } from "./label-layout.ts";

describe("sheetsOf", () => {
  it("puts eight labels on a sheet, the rest on the next", () => {
    const sheets = sheetsOf(Array.from({ length: 19 }, (_, index) => index));
    expect(sheets.map((sheet) => sheet.length)).toEqual([8, 8, 3]);
    expect(sheets.flat()).toEqual(Array.from({ length: 19 }, (_, index) => index));
    expect(sheetsOf([])).toEqual([]);
  });
});

describe("shortAddress", () => {
  it("prints an address without its scheme", () => {
    expect(shortAddress("https://gallery.example.org/shows/a/works/b")).toBe(
      "gallery.example.org/shows/a/works/b",
    );
  });
});
