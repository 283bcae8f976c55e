import { describe, expect, it } from "vitest";
import { lowerScriptPreloads } from "./script-priority.ts";

describe("lowerScriptPreloads", () => {
  it("marks every module preload low priority, once", () => {
    const html =
      '<link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="stylesheet" href="/s.css"/>' +
      '<link rel="modulepreload" href="/assets/b.js"/>';
    const lowered = lowerScriptPreloads(html);
    expect(lowered.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(lowered).toContain('<link rel="stylesheet" href="/s.css"/>');
    expect(lowerScriptPreloads(lowered)).toBe(lowered);
  });
});
