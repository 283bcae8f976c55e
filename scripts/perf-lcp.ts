// `node scripts/perf-lcp.ts [--before <git-ref>]`: the first-paint race (issue 34, item 4). Every
// page type of `npm run perf`, plus the three artist pages whose main picture weighs most (the
// bytes of the variant a phone's preload picks), each measured by Lighthouse's performance
// category alone, LCP_RUNS times (nine by default); prints each page's median FCP and LCP, its LCP
// element, and checks LCP <= 1000 ms and LCP - FCP <= 200 ms on every page. Exits 1 on a miss.
//
// With --before, the build of <git-ref> is measured beside this checkout's build in the same run:
// built in a temporary worktree (this checkout's pictures copied in, so only changed ones are
// encoded again), and the two servers measured in turn, run by run, so that the machine's load
// falls on both alike. The table then has both columns; the checks judge this checkout's.
//
// With --explain, each page that misses is followed by the requests lantern simulated for its LCP
// in the last run (scripts/lcp-graph.ts): what the picture waited for, and on which connection.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, MEASURED_PAGES } from "./measured-pages.ts";
import { formatLcpGraph, takeLcpGraph, type LcpGraph } from "./lcp-graph.ts";
import { median } from "./perf-rules.ts";
import { root, startProductionServer, type RunningServer } from "./production-server.ts";
import { EMBEDDED_ORIGINS } from "../app/http/content-security-policy.ts";
import { loadContent } from "./content/load-content.ts";

const { artists } = await loadContent();
const RUNS = Number(process.env.LCP_RUNS || 9);
const MAX_LCP_MS = 1000;
const MAX_LCP_AFTER_FCP_MS = 200;
/** Lighthouse's phone: 412 CSS px at a device pixel ratio of 1.75. */
const PHONE_PIXELS = 412 * 1.75;

const beforeFlag = process.argv.indexOf("--before");
const beforeRef = beforeFlag > 0 ? process.argv[beforeFlag + 1] : undefined;
if (beforeFlag > 0 && !beforeRef) throw new Error("--before needs a git ref");
const explain = process.argv.includes("--explain");

const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

interface Paint {
  fcp: number;
  lcp: number;
  element: string;
  graph: LcpGraph;
}

/** A checkout of `ref` beside this one, built, with this checkout's pictures to start from. */
function buildCheckout(ref: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), "front-perf-before-"));
  execFileSync("git", ["-C", root, "worktree", "add", "--detach", folder, ref], {
    stdio: "inherit",
  });
  symlinkSync(path.join(root, "node_modules"), path.join(folder, "node_modules"));
  cpSync(path.join(root, "public", "images"), path.join(folder, "public", "images"), {
    recursive: true,
  });
  console.log(`Building ${ref} in ${folder}…`);
  execFileSync("npm", ["run", "build"], { cwd: folder, stdio: ["ignore", "ignore", "inherit"] });
  return folder;
}

/** The bytes of the picture a phone's preload on `page` asks for (0 without one). */
async function mainPictureBytes(origin: string, page: string): Promise<number> {
  const html = await (await fetch(origin + page)).text();
  const srcset = /<link rel="preload" as="image"[^>]*imageSrcSet="([^"]*)"/.exec(html)?.[1];
  if (!srcset) return 0;
  const candidates = srcset
    .split(",")
    .map((entry) => entry.trim().split(/\s+/))
    .map(([url = "", width = "0w"]) => ({ url, width: Number.parseInt(width, 10) }))
    .sort((a, b) => a.width - b.width);
  const picked = candidates.find(({ width }) => width >= PHONE_PIXELS) ?? candidates.at(-1);
  if (!picked) return 0;
  return (await (await fetch(origin + picked.url)).arrayBuffer()).byteLength;
}

async function heaviestArtistPages(origin: string, count: number) {
  const weighed = await Promise.all(
    artists
      .filter((artist) => !artist.isNotMember && artist.images.length > 0)
      .map(async ({ paramName }) => {
        const page = `/artists/${paramName}`;
        return { page, bytes: await mainPictureBytes(origin, page) };
      }),
  );
  return weighed.sort((a, b) => b.bytes - a.bytes).slice(0, count);
}

interface LighthouseAudit {
  numericValue?: number;
  details?: { items?: { type?: string; nodeLabel?: string; selector?: string }[] };
}

/** One run's paint; a run Chromium could not finish (NO_NAVSTART on a busy machine) is retried. */
async function paintOf(port: number, url: string, attempt = 1): Promise<Paint> {
  const outcome = await lighthouse(url, {
    port,
    logLevel: "error",
    output: "json",
    onlyCategories: ["performance"],
    blockedUrlPatterns: EMBEDDED_ORIGINS.map((origin) => `${origin}/*`),
    skipAudits: ["bf-cache"],
    disableFullPageScreenshot: true,
  });
  const audits = outcome?.lhr.audits as Record<string, LighthouseAudit> | undefined;
  const fcp = audits?.["first-contentful-paint"]?.numericValue;
  const lcp = audits?.["largest-contentful-paint"]?.numericValue;
  if (fcp === undefined || lcp === undefined) {
    const reason = outcome?.lhr.runtimeError?.message ?? "no FCP or LCP";
    if (attempt >= 5) throw new Error(`Lighthouse could not measure ${url}: ${reason}`);
    console.warn(`${url}: ${reason}; running it again.`);
    return paintOf(port, url, attempt + 1);
  }
  // Lighthouse 13 names the LCP element in its LCP breakdown: a node beside the phases' table.
  const node = audits?.["lcp-breakdown-insight"]?.details?.items?.find(
    (item) => item.type === "node",
  );
  const element = (node?.nodeLabel ?? node?.selector ?? "?").slice(0, 40);
  return { fcp, lcp, element, graph: takeLcpGraph(new URL(url).origin) };
}

const builds: { name: string; checkout: string; server?: RunningServer }[] = [
  { name: "now", checkout: root },
];
if (beforeRef) builds.unshift({ name: beforeRef, checkout: buildCheckout(beforeRef) });
const chrome = await launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [
    ...CHROMIUM_FLAGS,
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
  ],
});
const started = Date.now();
const paints = new Map<string, Paint[]>();
let pages: { page: string; note: string }[] = [];
try {
  for (const build of builds) build.server = await startProductionServer({}, build.checkout);
  const now = builds.at(-1)?.server?.origin ?? "";
  const heavy = await heaviestArtistPages(now, 3);
  // The artist pages first: the page type this race was lost on.
  pages = [
    ...heavy.map(({ page, bytes }) => ({ page, note: `${Math.round(bytes / 1024)} KB picture` })),
    ...MEASURED_PAGES.map(({ path: page }) => ({ page, note: "" })),
  ].filter((entry, index, all) => all.findIndex((other) => other.page === entry.page) === index);
  for (const { page } of pages) {
    // Run by run, each build in turn: the machine's load falls on both alike.
    for (let run = 0; run < RUNS; run += 1) {
      for (const build of builds) {
        const key = `${build.name} ${page}`;
        const paint = await paintOf(chrome.port, `${build.server?.origin ?? ""}${page}`);
        paints.set(key, [...(paints.get(key) ?? []), paint]);
      }
    }
    // Each page's figures as they come, so that a long run interrupted still tells something.
    const medians = builds.map((build) => {
      const runs = paints.get(`${build.name} ${page}`) ?? [];
      const fcp = median(runs.map((paint) => paint.fcp));
      const lcp = median(runs.map((paint) => paint.lcp));
      return `${build.name}: FCP ${Math.round(fcp)} ms, LCP ${Math.round(lcp)} ms`;
    });
    console.log(`${page}: ${medians.join("; ")} (${loadAverage()})`);
  }
} finally {
  chrome.kill();
  for (const build of builds) await build.server?.stop();
  if (beforeRef) {
    const before = builds[0]?.checkout ?? "";
    execFileSync("git", ["-C", root, "worktree", "remove", "--force", before]);
    if (existsSync(before)) rmSync(before, { recursive: true, force: true });
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;
const misses: string[] = [];
const explained: [string, Paint][] = [];
const rows = pages.map(({ page, note }) => {
  const row: Record<string, string> = { page: note ? `${page} (${note})` : page };
  for (const build of builds) {
    const runs = paints.get(`${build.name} ${page}`) ?? [];
    const fcp = median(runs.map((paint) => paint.fcp));
    const lcp = median(runs.map((paint) => paint.lcp));
    const prefix = builds.length > 1 ? `${build.name} ` : "";
    row[`${prefix}FCP`] = ms(fcp);
    row[`${prefix}LCP`] = ms(lcp);
    row[`${prefix}LCP-FCP`] = ms(lcp - fcp);
    if (build === builds.at(-1)) {
      row["LCP element (last run)"] = runs.at(-1)?.element ?? "";
      const missed = misses.length;
      if (lcp > MAX_LCP_MS) misses.push(`${page}: LCP ${ms(lcp)} > ${MAX_LCP_MS} ms`);
      if (lcp - fcp > MAX_LCP_AFTER_FCP_MS) {
        misses.push(`${page}: LCP - FCP ${ms(lcp - fcp)} > ${MAX_LCP_AFTER_FCP_MS} ms`);
      }
      const last = runs.at(-1);
      if (explain && last && misses.length > missed) explained.push([page, last]);
    }
  }
  return row;
});
const load = loadAverage();
console.log(
  `\nLighthouse mobile, simulated throttling, median of ${RUNS} runs a page ` +
    `(${Math.round((Date.now() - started) / 1000)} s; load average at the end ${load}):`,
);
console.table(rows);
console.log(`Checks: LCP <= ${MAX_LCP_MS} ms, LCP - FCP <= ${MAX_LCP_AFTER_FCP_MS} ms.`);
for (const miss of misses) console.error(`  ${miss}`);
for (const [page, { fcp, lcp, graph }] of explained) {
  console.log(
    `\n${page}, its last run (FCP ${ms(fcp)}, LCP ${ms(lcp)}), as lantern simulated its LCP:`,
  );
  for (const line of formatLcpGraph(graph)) console.log(line);
}
process.exit(misses.length > 0 ? 1 : 0);
