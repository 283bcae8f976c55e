import { describe, expect, it } from "vitest";
import { stripTags } from "./html.ts";

describe("stripTags", () => {
  it("removes markup and decodes entities", () => {
    expect(stripTags('<strong>Ten</strong> years &amp; <a href="/x">counting</a>')).toBe(
      "Ten years & counting",
    );
  });
});
