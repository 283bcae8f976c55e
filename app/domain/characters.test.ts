import { describe, expect, it } from "vitest";
import { characterCount } from "./characters.ts";

describe("characterCount", () => {
  it("counts code points, not UTF-16 units", () => {
    expect(characterCount("abc")).toBe(3);
    expect(characterCount("café")).toBe(4);
    expect(characterCount("🎨🖼")).toBe(2);
    expect("🎨🖼".length).toBe(4);
    expect(characterCount("")).toBe(0);
  });
});
