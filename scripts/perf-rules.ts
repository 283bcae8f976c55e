// Lighthouse verdicts (issues 5 and 12): the figures of each run, their medians, which of them
// fail the check (the gates) and which miss what we aim for (the goals, printed beside them).

export interface RunFigures {
  performance: number;
  /**
   * The performance score with Total Blocking Time's share left out (the other metrics keep
   * their weights): what is judged where the machine cannot time the main thread (below).
   */
  performanceWithoutTbt: number;
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

/**
 * What fails the check. Performance, LCP and TBT are simulated from a trace of a real load, so they
 * move with the machine's load: a page that fails is measured once more before it fails (perf.ts),
 * and the gates sit below the goals by more than a quiet 2-core machine drifts (decision 014).
 */
export const GATES = {
  minScore: 100,
  minPerformance: 95,
  maxCls: 0.01,
  /** Milliseconds. */
  maxLcp: 2000,
  maxTbt: 200,
} as const;

/**
 * Above this many microseconds per first touch of a memory page (first-touch-cost.ts), the
 * machine's own cost swamps the page's main-thread work: a new renderer touches ~20,000 pages per
 * Lighthouse run, and Lighthouse multiplies every recorded task by 4. Ordinary hardware takes
 * well under 1 µs; the virtual machines that broke the TBT gate took 12-15 µs (decision 014),
 * and one at 2.0-2.5 µs idle and 3.9 µs after the browser tests gave an artist page 251 ms of
 * TBT, its score without TBT 100 on every page (decision 024).
 */
export const MAX_FIRST_TOUCH_MICROS = 1.5;

/**
 * How the figures are judged: "full" gates everything; "without-main-thread" reports TBT but
 * gates the performance score without it, on a machine that cannot time the main thread.
 */
export type Judging = "full" | "without-main-thread";

export function judgingFor(firstTouchMicros: number, forced?: string): Judging {
  if (forced === "full" || forced === "without-main-thread") return forced;
  return firstTouchMicros > MAX_FIRST_TOUCH_MICROS ? "without-main-thread" : "full";
}

/**
 * What we aim for (issue 12; LCP from issue 25): printed beside the gates, never failed on. LCP at
 * 1.0 s is the floor of a page's own first paint on the simulated phone; the gate stays at 2.0 s
 * because this 2-core machine does not meet 1.0 s reliably (decision 020).
 */
export const GOALS = { performance: 98, lcp: 1000, tbt: 100 } as const;

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
    performanceWithoutTbt: of("performanceWithoutTbt"),
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

export function failures(figures: RunFigures, judging: Judging = "full"): string[] {
  const found: string[] = [];
  const scores: [string, number][] = [
    ["accessibility", figures.accessibility],
    ["best practices", figures.bestPractices],
    ["SEO", figures.seo],
  ];
  for (const [name, score] of scores) {
    if (score < GATES.minScore) found.push(`${name} ${score} < ${GATES.minScore}`);
  }
  const full = judging === "full";
  const performance = full ? figures.performance : figures.performanceWithoutTbt;
  if (performance < GATES.minPerformance) {
    const name = full ? "performance" : "performance without TBT";
    found.push(`${name} ${performance} < ${GATES.minPerformance}`);
  }
  if (figures.cls > GATES.maxCls) found.push(`CLS ${figures.cls} > ${GATES.maxCls}`);
  if (figures.lcp > GATES.maxLcp)
    found.push(`LCP ${Math.round(figures.lcp)} ms > ${GATES.maxLcp} ms`);
  if (full && figures.tbt > GATES.maxTbt)
    found.push(`TBT ${Math.round(figures.tbt)} ms > ${GATES.maxTbt} ms`);
  return found;
}

/** Where a median misses a goal, whether or not it passes the gates. */
export function missedGoals(figures: RunFigures): string[] {
  const missed: string[] = [];
  if (figures.performance < GOALS.performance) missed.push(`performance < ${GOALS.performance}`);
  if (figures.lcp > GOALS.lcp) missed.push(`LCP > ${GOALS.lcp} ms`);
  if (figures.tbt > GOALS.tbt) missed.push(`TBT > ${GOALS.tbt} ms`);
  return missed;
}

/** The gates and, beside each, its goal: the line perf.ts prints under its table. */
export function gatesAndGoals(judging: Judging = "full"): string {
  const full = judging === "full";
  return [
    `performance${full ? "" : " without TBT"} >= ${GATES.minPerformance} (goal >= ${GOALS.performance})`,
    `LCP <= ${GATES.maxLcp} ms (goal <= ${GOALS.lcp} ms)`,
    full
      ? `TBT <= ${GATES.maxTbt} ms (goal <= ${GOALS.tbt} ms)`
      : `TBT reported, not gated (goal <= ${GOALS.tbt} ms)`,
    `CLS <= ${GATES.maxCls}`,
    `accessibility, best practices and SEO = ${GATES.minScore}`,
  ].join("; ");
}

/** Runs a failing page is judged on at the least: the median of three, as issue 25 measures. */
const RUNS_FOR_A_VERDICT = 3;

/**
 * Measures a page `runs` times and judges the median. A page that fails a gate is measured
 * again, as many runs as it had (at least up to three in all), and the median of every run
 * decides: one unlucky run on a loaded machine does not fail the check, and a check of one run
 * per page (CI's, `npm run perf:check`) judges a failure on a median of three.
 */
export async function measureMoreIfFailing(
  measureRuns: (count: number) => Promise<RunFigures[]>,
  runs: number,
  onRetry: (found: string[]) => void = () => {},
  judging: Judging = "full",
): Promise<{ figures: RunFigures; runs: RunFigures[]; remeasured: boolean }> {
  const first = await measureRuns(runs);
  const figures = medianFigures(first);
  const found = failures(figures, judging);
  if (found.length === 0) return { figures, runs: first, remeasured: false };
  onRetry(found);
  const all = [...first, ...(await measureRuns(Math.max(runs, RUNS_FOR_A_VERDICT - runs)))];
  return { figures: medianFigures(all), runs: all, remeasured: true };
}
