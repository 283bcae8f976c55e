import { describe, expect, it } from "vitest";
import { escapeHtml, stripTags } from "./html.ts";

describe("stripTags", () => {
  it("removes markup and decodes entities", () => {
    expect(stripTags('<strong>Ten</strong> years &amp; <a href="/x">counting</a>')).toBe(
      "Ten years & counting",
    );
  });
});

describe("escapeHtml", () => {
  it("leaves no character that could end text or an attribute", () => {
    const escaped = escapeHtml(`<script>"a" & 'b'</script>`);
    expect(escaped).not.toMatch(/[<>"']/);
    expect(stripTags(escaped)).toBe(`<script>"a" & 'b'</script>`);
  });
});
