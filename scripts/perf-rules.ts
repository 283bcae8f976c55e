// Lighthouse verdicts (issue 5): the figures of each run, their medians, and which of them fail.
// The machine is noisy, so only what is deterministic fails the check; every target is printed.

export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  speedIndex: number;
  cls: number;
}

/** What fails the check. */
export const LIMITS = { minScore: 100, minPerformance: 90, maxCls: 0.01 } as const;

/** The targets, printed beside the figures but not enforced on a shared machine. */
export const TARGETS = { performance: 98, lcp: 1800, tbt: 100 } as const;

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of nothing");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/** The median of each figure over the runs of one page. */
export function medianFigures(runs: readonly RunFigures[]): RunFigures {
  const of = (key: keyof RunFigures) => median(runs.map((run) => run[key]));
  return {
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
    fcp: of("fcp"),
    lcp: of("lcp"),
    tbt: of("tbt"),
    speedIndex: of("speedIndex"),
    cls: of("cls"),
  };
}

export function failures(figures: RunFigures): string[] {
  const found: string[] = [];
  const scores: [string, number][] = [
    ["accessibility", figures.accessibility],
    ["best practices", figures.bestPractices],
    ["SEO", figures.seo],
  ];
  for (const [name, score] of scores) {
    if (score < LIMITS.minScore) found.push(`${name} ${score} < ${LIMITS.minScore}`);
  }
  if (figures.performance < LIMITS.minPerformance) {
    found.push(`performance ${figures.performance} < ${LIMITS.minPerformance}`);
  }
  if (figures.cls > LIMITS.maxCls) found.push(`CLS ${figures.cls} > ${LIMITS.maxCls}`);
  return found;
}

/** Where a median misses a target it is not failed for. */
export function missedTargets(figures: RunFigures): string[] {
  const missed: string[] = [];
  if (figures.performance < TARGETS.performance)
    missed.push(`performance < ${TARGETS.performance}`);
  if (figures.lcp > TARGETS.lcp) missed.push(`LCP > ${TARGETS.lcp} ms`);
  if (figures.tbt > TARGETS.tbt) missed.push(`TBT > ${TARGETS.tbt} ms`);
  return missed;
}
