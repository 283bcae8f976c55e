// `npm run perf`: Lighthouse (mobile preset, its default simulated throttling) on every screen of
// the production build, in Debian's Chromium, with every third-party request blocked. Prints each
// figure (the median of PERF_RUNS runs, 3 by default) and fails on the gates of perf-rules.ts; a
// page that fails is measured again, and the median of all its runs (three at the least) decides
// (the simulated figures move with the machine's load). `npm run perf:check`, the step of
// `npm test`, measures each page once: the gates are far enough from the figures that one run
// tells a pass, and a failure is still judged on a median of three (decision 023).
//
// To keep the CI run short on two cores, only the first run of a page gathers every category;
// the others gather performance alone. Accessibility, best practices and SEO are deterministic
// (one run is their median), the performance figures are the medians of all runs.
//
// Before measuring, it times this machine's first touch of a memory page (first-touch-cost.ts):
// where that is far slower than on any phone, TBT measures the machine rather than the page, so
// it is printed but not gated, and the performance score is gated without it (judgingFor in
// perf-rules.ts, decision 014). PERF_JUDGING=full gates TBT whatever the machine.
//
// The pages come straight from the Node server over HTTP/1.1, as every figure since decision 008
// was taken. PERF_VIA=caddy fetches them as a visitor's phone does instead: over HTTP/2 and TLS
// from Debian's Caddy running the shipped deploy/Caddyfile in front of the server (its own CA,
// which this browser alone is told to accept); lantern then counts the TLS handshake in every
// figure, and one connection instead of six (decision 020, fourth pass).
//
// PERF_ROOT=/some/checkout measures that checkout's server and build instead of this one's (a
// copy of the previous build with its public/images, to compare before and after in one run,
// decision 020). Each page's single-run LCPs are printed beside the medians.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { firstTouchMicros } from "./first-touch-cost.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, MEASURED_PAGES } from "./measured-pages.ts";
import {
  failures,
  gatesAndGoals,
  judgingFor,
  MAX_FIRST_TOUCH_MICROS,
  measureMoreIfFailing,
  missedGoals,
  type RunFigures,
} from "./perf-rules.ts";
import { startProductionServer } from "./production-server.ts";
import { EMBEDDED_ORIGINS } from "../app/http/content-security-policy.ts";
import { startCaddy } from "../tests/support/caddy.ts";

// Three, as issue 25 measures LCP: five (issue 12's figure) cost CI two more minutes, and a page
// that misses a gate is measured once more before it fails.
const runs = Number(process.env.PERF_RUNS || 3);
/** PERF_PAGES=/,/events measures only those (while working on them). */
const only = process.env.PERF_PAGES?.split(",");
const checkout = process.env.PERF_ROOT || undefined;
const throughCaddy = process.env.PERF_VIA === "caddy";
const pages = MEASURED_PAGES.filter(({ path }) => !only || only.includes(path));
const allCategories = ["performance", "accessibility", "best-practices", "seo"];

interface AuditLike {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
}

interface ResultLike {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, AuditLike>;
}

/** The performance category's weighted mean of its metric scores, TBT's weight left out. */
function performanceWithoutTbt(result: ResultLike): number {
  let weighted = 0;
  let weights = 0;
  for (const { id, weight } of result.categories.performance?.auditRefs ?? []) {
    if (weight === 0 || id === "total-blocking-time") continue;
    weighted += weight * (result.audits[id]?.score ?? 0);
    weights += weight;
  }
  return weights === 0 ? 0 : Math.round((weighted / weights) * 100);
}

function figuresOf(result: ResultLike): RunFigures {
  const score = (id: string) => Math.round((result.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    performanceWithoutTbt: performanceWithoutTbt(result),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    speedIndex: value("speed-index"),
    cls: value("cumulative-layout-shift"),
  };
}

/** The scored audits that cost a category points, so a failure says what to fix. */
function failedAudits(result: ResultLike): string[] {
  const found = new Set<string>();
  for (const id of ["accessibility", "best-practices", "seo"]) {
    for (const ref of result.categories[id]?.auditRefs ?? []) {
      const audit = result.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        found.add(`${id}: ${audit.id} (${audit.title})`);
      }
    }
  }
  return [...found];
}

/**
 * One Lighthouse run. A run Chromium could not finish (a rare NO_FCP on a busy machine) is run
 * again, twice at most, rather than counted as zero.
 */
async function audit(url: string, categories: string[], attempt = 1): Promise<ResultLike> {
  const outcome = await lighthouse(url, {
    port: chrome.port,
    logLevel: "error",
    output: "json",
    onlyCategories: categories,
    // The third parties the pages embed, refused by the browser before any request (and so
    // not counted as console errors); the host rule below keeps anything else off the network.
    blockedUrlPatterns: EMBEDDED_ORIGINS.map((origin) => `${origin}/*`),
    // Unscored extras that cost seconds per run.
    skipAudits: ["bf-cache"],
    disableFullPageScreenshot: true,
  });
  const result = outcome?.lhr as unknown as
    (ResultLike & { runtimeError?: { message: string } }) | undefined;
  const failure = !result
    ? "no result"
    : (result.runtimeError?.message ?? (Number.isNaN(figuresOf(result).lcp) ? "no LCP" : null));
  if (result && failure === null) return result;
  if (attempt >= 3) throw new Error(`Lighthouse could not measure ${url}: ${failure}`);
  console.warn(`Lighthouse run on ${url} failed (${failure}); running it again.`);
  return audit(url, categories, attempt + 1);
}

/**
 * One page's measurements: `count` more runs each time it is called. Only the page's first run
 * gathers every category (their scores are deterministic), and what cost them points.
 */
function pageMeasurer(path: string) {
  let first: RunFigures | undefined;
  let problems: string[] = [];
  const measureRuns = async (count: number) => {
    const added: RunFigures[] = [];
    for (let run = 0; run < count; run += 1) {
      const result = await audit(origin + path, first ? ["performance"] : allCategories);
      const figures = figuresOf(result);
      if (first) {
        const { accessibility, bestPractices, seo } = first;
        added.push({ ...figures, accessibility, bestPractices, seo });
      } else {
        first = figures;
        problems = failedAudits(result);
        added.push(figures);
      }
    }
    return added;
  };
  return { measureRuns, problems: () => problems };
}

const touchMicros = firstTouchMicros();
const judging = judgingFor(touchMicros, process.env.PERF_JUDGING);
console.log(`This machine: ${touchMicros.toFixed(1)} µs per first touch of a memory page.`);
if (judging === "without-main-thread") {
  console.log(
    `Above ${MAX_FIRST_TOUCH_MICROS} µs, a new renderer's own start-up swamps the page's main-thread ` +
      "work: TBT is printed, not gated, and the performance score is gated without it. The " +
      "scripts each page ships are gated by `npm run budget` whatever the machine.",
  );
}

const started = Date.now();
const server = await startProductionServer({}, checkout);
const serverPort = Number(new URL(server.origin).port);
const proxy = throughCaddy ? await startCaddy([serverPort, serverPort]) : null;
const origin = proxy?.origin ?? server.origin;
if (checkout) console.log(`Measuring the build in ${checkout}.`);
const chrome = await launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [
    ...CHROMIUM_FLAGS,
    // Only the site's own name resolves: nothing a page names can leave this machine.
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
    ...(proxy ? ["--ignore-certificate-errors"] : []),
  ],
});
const rows: {
  path: string;
  figures: RunFigures;
  runs: RunFigures[];
  remeasured: boolean;
  problems: string[];
}[] = [];
try {
  for (const { path } of pages) {
    const { measureRuns, problems } = pageMeasurer(path);
    const page = await measureMoreIfFailing(
      measureRuns,
      runs,
      (found) => console.warn(`${path} failed (${found.join("; ")}): measuring it again.`),
      judging,
    );
    console.log(
      `${path}: LCP of each run ${page.runs.map(({ lcp }) => Math.round(lcp)).join(", ")} ms`,
    );
    rows.push({ path, ...page, problems: problems() });
  }
} finally {
  chrome.kill();
  await proxy?.stop();
  await server.stop();
}

const ms = (value: number) => `${Math.round(value)} ms`;
console.log(
  `Lighthouse ${runs === 1 ? "1 run" : `median of ${runs} runs`} per page (of every run where a ` +
    `page was measured again), mobile preset, ` +
    `simulated throttling, third parties blocked, ` +
    `${proxy ? "HTTP/2 through Caddy" : "HTTP/1.1 from Node"} (${Math.round((Date.now() - started) / 1000)} s)\n`,
);
console.table(
  rows.map(({ path, figures, runs: measured, remeasured }) => ({
    page: remeasured ? `${path} (${measured.length} runs)` : path,
    perf: figures.performance,
    "perf w/o TBT": figures.performanceWithoutTbt,
    a11y: figures.accessibility,
    "best pr.": figures.bestPractices,
    SEO: figures.seo,
    FCP: ms(figures.fcp),
    LCP: ms(figures.lcp),
    TBT: ms(figures.tbt),
    SI: ms(figures.speedIndex),
    CLS: Number(figures.cls.toFixed(3)),
  })),
);
console.log(`Gates (goals): ${gatesAndGoals(judging)}.`);
for (const { path, figures } of rows) {
  const missed = missedGoals(figures);
  if (missed.length > 0) console.log(`  goal missed on ${path}: ${missed.join(", ")}`);
}

let failed = false;
for (const { path, figures, problems } of rows) {
  const found = failures(figures, judging);
  if (found.length === 0) continue;
  failed = true;
  console.error(`\n${path}: ${found.join("; ")}`);
  for (const problem of problems) console.error(`  ${problem}`);
}
process.exit(failed ? 1 : 0);
