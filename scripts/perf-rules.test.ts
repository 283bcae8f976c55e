import { describe, expect, it } from "vitest";
import { failures, median, medianFigures, missedTargets, type RunFigures } from "./perf-rules.ts";

const perfect: RunFigures = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 900,
  lcp: 1200,
  tbt: 0,
  speedIndex: 900,
  cls: 0,
};

describe("median", () => {
  it("takes the middle value, or the mean of the middle two", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});

describe("medianFigures", () => {
  it("takes each figure's median separately", () => {
    const runs = [
      { ...perfect, performance: 91, lcp: 2000 },
      { ...perfect, performance: 99, lcp: 1000 },
      { ...perfect, performance: 95, lcp: 1500 },
    ];
    expect(medianFigures(runs)).toMatchObject({ performance: 95, lcp: 1500 });
  });
});

describe("failures", () => {
  it("passes a perfect page", () => {
    expect(failures(perfect)).toEqual([]);
  });

  it("fails any category below 100 but performance, which fails below 90", () => {
    expect(failures({ ...perfect, accessibility: 98 })).toEqual(["accessibility 98 < 100"]);
    expect(failures({ ...perfect, seo: 92, bestPractices: 96 })).toHaveLength(2);
    expect(failures({ ...perfect, performance: 90 })).toEqual([]);
    expect(failures({ ...perfect, performance: 89 })).toEqual(["performance 89 < 90"]);
  });

  it("fails layout shift above 0.01", () => {
    expect(failures({ ...perfect, cls: 0.01 })).toEqual([]);
    expect(failures({ ...perfect, cls: 0.011 })).toEqual(["CLS 0.011 > 0.01"]);
  });
});

describe("missedTargets", () => {
  it("names the targets a passing page still misses", () => {
    expect(missedTargets({ ...perfect, performance: 95, lcp: 2100 })).toEqual([
      "performance < 98",
      "LCP > 1800 ms",
    ]);
  });
});
