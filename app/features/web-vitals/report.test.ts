import { describe, expect, it } from "vitest";
import { parseVitalsReport, percentile, summarize } from "./report.ts";

describe("parseVitalsReport", () => {
  it("accepts a page's metrics", () => {
    const result = parseVitalsReport({
      path: "/shows",
      metrics: [
        { name: "LCP", value: 1234.5 },
        { name: "CLS", value: 0.02 },
      ],
    });
    expect(result).toEqual({
      ok: true,
      report: {
        path: "/shows",
        metrics: [
          { name: "LCP", value: 1234.5 },
          { name: "CLS", value: 0.02 },
        ],
      },
    });
  });

  it("refuses unknown names, bad numbers and unbounded lists", () => {
    const bad = [
      { path: "/", metrics: [{ name: "FID", value: 1 }] },
      { path: "/", metrics: [{ name: "LCP", value: -1 }] },
      { path: "/", metrics: [{ name: "LCP", value: 61_000 }] },
      { path: "/", metrics: [{ name: "CLS", value: 11 }] },
      { path: "/", metrics: [{ name: "LCP", value: "12" }] },
      { path: "/", metrics: [] },
      { path: "/", metrics: Array.from({ length: 11 }, () => ({ name: "LCP", value: 1 })) },
      { path: "https://elsewhere.example.org/", metrics: [{ name: "LCP", value: 1 }] },
      { path: `/${"a".repeat(600)}`, metrics: [{ name: "LCP", value: 1 }] },
      null,
    ];
    for (const fields of bad)
      expect(parseVitalsReport(fields).ok, JSON.stringify(fields)).toBe(false);
  });
});

describe("percentile", () => {
  it("takes the nearest rank", () => {
    expect(percentile([1, 2, 3, 4], 0.75)).toBe(3);
    expect(percentile([4, 1, 3, 2, 5, 6, 7, 8], 0.75)).toBe(6);
    expect(percentile([7], 0.75)).toBe(7);
    expect(percentile([], 0.75)).toBeNaN();
  });
});

describe("summarize", () => {
  it("gives each route's 75th percentile per metric with its sample count", () => {
    const summary = summarize([
      { route: "/shows", name: "LCP", value: 1000 },
      { route: "/", name: "LCP", value: 900 },
      { route: "/shows", name: "LCP", value: 3000 },
      { route: "/shows", name: "LCP", value: 2000 },
      { route: "/shows", name: "CLS", value: 0.1 },
    ]);
    expect(summary).toEqual([
      { route: "/", metrics: { LCP: { p75: 900, samples: 1 } } },
      {
        route: "/shows",
        metrics: { LCP: { p75: 3000, samples: 3 }, CLS: { p75: 0.1, samples: 1 } },
      },
    ]);
  });
});
