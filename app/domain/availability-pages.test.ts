import { describe, expect, it } from "vitest";
import { AVAILABILITY_FRESH_SECONDS, freshnessBoundOf } from "./availability-pages.ts";

describe("freshnessBoundOf", () => {
  it("bounds every page that shows a work's availability", () => {
    for (const path of [
      "/shows/after-dark",
      "/shows/after-dark/works/signal",
      "/shows/after-dark/works/signal/ask",
      "/shows/after-dark/price-list",
      "/shows/after-dark/labels",
      "/artists/priya-castellanos",
    ]) {
      expect(freshnessBoundOf(path), path).toBeLessThan(AVAILABILITY_FRESH_SECONDS);
      expect(freshnessBoundOf(path), path).toBeGreaterThan(AVAILABILITY_FRESH_SECONDS - 5);
    }
  });

  it("leaves pages without availability to the next change of the pages", () => {
    for (const path of ["/events", "/shows", "/artists", "/about"]) {
      expect(freshnessBoundOf(path), path).toBeNull();
    }
  });

  it("bounds Home and /visit alike, whose 'open now' follows the desk's rota (issue 33)", () => {
    expect(freshnessBoundOf("/")).toBe(58);
    expect(freshnessBoundOf("/visit")).toBe(58);
  });
});
