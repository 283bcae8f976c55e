// `npm run bench`: server throughput on loopback with autocannon, a few seconds per page (BENCH_SECONDS,
// 10 by default). A report, not a check: the figures depend on what else the machine is doing.
// Target (issue 5): >= 1,000 requests/s for / with p99 < 50 ms on two cores.
import autocannon from "autocannon";
import { MEASURED_PAGES } from "./measured-pages.ts";
import { startProductionServer } from "./production-server.ts";

const seconds = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 10);

const artistPage = MEASURED_PAGES.find((page) => page.path.startsWith("/artists/"))?.path;
const cases: { label: string; path: string; headers: Record<string, string> }[] = [
  { label: "/", path: "/", headers: {} },
  { label: "/ (brotli, as browsers ask)", path: "/", headers: { "accept-encoding": "br, gzip" } },
  { label: "/shows", path: "/shows", headers: {} },
  ...(artistPage ? [{ label: artistPage, path: artistPage, headers: {} }] : []),
];

const server = await startProductionServer();
const rows = [];
try {
  for (const { label, path, headers } of cases) {
    // A short warm-up, so the first render of the minute is not in the figures.
    await autocannon({ url: server.origin + path, headers, connections, duration: 1 });
    const result = await autocannon({
      url: server.origin + path,
      headers,
      connections,
      duration: seconds,
    });
    rows.push({
      page: label,
      "requests/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      "KB/response":
        Math.round(result.throughput.average / Math.max(result.requests.average, 1) / 102.4) / 10,
      errors: result.errors + result.non2xx,
    });
  }
} finally {
  await server.stop();
}

console.log(
  `autocannon, ${connections} connections, ${seconds} s per page, loopback, production build\n`,
);
console.table(rows);
