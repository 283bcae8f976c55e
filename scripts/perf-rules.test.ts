import { describe, expect, it } from "vitest";
import {
  failures,
  gatesAndGoals,
  judgingFor,
  measureMoreIfFailing,
  median,
  medianFigures,
  missedGoals,
  type RunFigures,
} from "./perf-rules.ts";

const perfect: RunFigures = {
  performance: 100,
  performanceWithoutTbt: 100,
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

  it("fails any category below 100 but performance, which fails below 95", () => {
    expect(failures({ ...perfect, accessibility: 98 })).toEqual(["accessibility 98 < 100"]);
    expect(failures({ ...perfect, seo: 92, bestPractices: 96 })).toHaveLength(2);
    expect(failures({ ...perfect, performance: 95 })).toEqual([]);
    expect(failures({ ...perfect, performance: 94 })).toEqual(["performance 94 < 95"]);
  });

  it("fails layout shift above 0.01", () => {
    expect(failures({ ...perfect, cls: 0.01 })).toEqual([]);
    expect(failures({ ...perfect, cls: 0.011 })).toEqual(["CLS 0.011 > 0.01"]);
  });

  it("fails LCP above 2 s and TBT above 200 ms, not at them", () => {
    expect(failures({ ...perfect, lcp: 2000, tbt: 200 })).toEqual([]);
    expect(failures({ ...perfect, lcp: 2000.4 })).toEqual(["LCP 2000 ms > 2000 ms"]);
    expect(failures({ ...perfect, lcp: 2150, tbt: 201 })).toEqual([
      "LCP 2150 ms > 2000 ms",
      "TBT 201 ms > 200 ms",
    ]);
  });
});

describe("failures without the main thread", () => {
  const slowMachine = { ...perfect, performance: 84, performanceWithoutTbt: 99, tbt: 640 };

  it("gates the score without TBT, and not TBT itself", () => {
    expect(failures(slowMachine)).toEqual(["performance 84 < 95", "TBT 640 ms > 200 ms"]);
    expect(failures(slowMachine, "without-main-thread")).toEqual([]);
    expect(failures({ ...slowMachine, performanceWithoutTbt: 94 }, "without-main-thread")).toEqual([
      "performance without TBT 94 < 95",
    ]);
  });

  it("still gates LCP, layout shift and the other categories", () => {
    const broken = { ...slowMachine, lcp: 2300, cls: 0.05, accessibility: 96 };
    expect(failures(broken, "without-main-thread")).toEqual([
      "accessibility 96 < 100",
      "CLS 0.05 > 0.01",
      "LCP 2300 ms > 2000 ms",
    ]);
  });
});

describe("judgingFor", () => {
  it("leaves TBT out only where a first touch of memory costs more than 1.5 µs", () => {
    expect(judgingFor(0.4)).toBe("full");
    expect(judgingFor(1.5)).toBe("full");
    expect(judgingFor(2.4)).toBe("without-main-thread");
    expect(judgingFor(13.6)).toBe("without-main-thread");
  });

  it("does as PERF_JUDGING says when it names a judging, and ignores anything else", () => {
    expect(judgingFor(13.6, "full")).toBe("full");
    expect(judgingFor(0.4, "without-main-thread")).toBe("without-main-thread");
    expect(judgingFor(13.6, "yes")).toBe("without-main-thread");
  });
});

describe("missedGoals", () => {
  it("names the goals a passing page still misses", () => {
    const passing = { ...perfect, performance: 96, lcp: 1900, tbt: 150 };
    expect(failures(passing)).toEqual([]);
    expect(missedGoals(passing)).toEqual(["performance < 98", "LCP > 1000 ms", "TBT > 100 ms"]);
    expect(missedGoals({ ...perfect, performance: 98, lcp: 1000, tbt: 100 })).toEqual([]);
  });
});

describe("gatesAndGoals", () => {
  it("prints each gate with its goal beside it", () => {
    expect(gatesAndGoals()).toContain("performance >= 95 (goal >= 98)");
    expect(gatesAndGoals()).toContain("LCP <= 2000 ms (goal <= 1000 ms)");
    expect(gatesAndGoals()).toContain("TBT <= 200 ms (goal <= 100 ms)");
    expect(gatesAndGoals("without-main-thread")).toContain(
      "performance without TBT >= 95 (goal >= 98)",
    );
    expect(gatesAndGoals("without-main-thread")).toContain("TBT reported, not gated");
  });
});

describe("measureMoreIfFailing", () => {
  /** Hands out the given runs in order, then perfect ones; counts what was asked for. */
  const measurer = (...figures: RunFigures[]) => {
    const asked: number[] = [];
    let next = 0;
    const measure = async (count: number) => {
      asked.push(count);
      return Array.from({ length: count }, () => figures[next++] ?? perfect);
    };
    return { measure, asked };
  };
  const slow = { ...perfect, tbt: 260 };

  it("measures a passing page its runs, once", async () => {
    const { measure, asked } = measurer(perfect, perfect, { ...perfect, tbt: 900 });
    const result = await measureMoreIfFailing(measure, 3);
    expect(result.figures).toEqual(perfect);
    expect(result.remeasured).toBe(false);
    expect(asked).toEqual([3]);
  });

  it("judges a page of one failing run on the median of three", async () => {
    const retried: string[][] = [];
    const { measure, asked } = measurer(slow, perfect, slow);
    const result = await measureMoreIfFailing(measure, 1, (found) => retried.push(found));
    expect(asked).toEqual([1, 2]);
    expect(retried).toEqual([["TBT 260 ms > 200 ms"]]);
    expect(result.runs).toHaveLength(3);
    expect(failures(result.figures)).toEqual(["TBT 260 ms > 200 ms"]);
    const passing = await measureMoreIfFailing(measurer(slow, perfect, perfect).measure, 1);
    expect(passing.figures).toEqual(perfect);
    expect(passing.remeasured).toBe(true);
  });

  it("gives a failing page of three runs three more, and the median of six decides", async () => {
    const { measure, asked } = measurer(slow, slow, perfect, { ...slow, lcp: 2100 }, slow, slow);
    const result = await measureMoreIfFailing(measure, 3);
    expect(asked).toEqual([3, 3]);
    expect(failures(result.figures)).toEqual(["TBT 260 ms > 200 ms"]);
  });

  it("judges by the machine's judging", async () => {
    const { measure, asked } = measurer({ ...perfect, tbt: 900, performance: 80 });
    await measureMoreIfFailing(measure, 1, () => {}, "without-main-thread");
    expect(asked).toEqual([1]);
  });
});
