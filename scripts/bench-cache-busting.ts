// `node scripts/bench-cache-busting.ts`: how much dearer a page is when each request carries a
// query string of its own (`/?utm_source=…`), the cheapest way to make a server render afresh.
// Times 300 such requests against 300 plain ones (10 at a time), five rounds, and prints the
// median of each and their ratio. A report, not a check (issue 9).
import { startProductionServer } from "./production-server.ts";

const REQUESTS = 300;
const CONCURRENCY = 10;
const ROUNDS = 5;

async function timeRequests(urlOf: (i: number) => string): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const response = await fetch(urlOf(next++));
        if (!response.ok) throw new Error(`${response.status} for ${response.url}`);
        await response.arrayBuffer();
      }
    }),
  );
  return performance.now() - started;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const server = await startProductionServer();
try {
  await timeRequests(() => `${server.origin}/`);
  const plain: number[] = [];
  const busting: number[] = [];
  let round = 0;
  for (let r = 0; r < ROUNDS; r++) {
    plain.push(await timeRequests(() => `${server.origin}/`));
    round += 1;
    busting.push(await timeRequests((i) => `${server.origin}/?utm_source=r${round}-${i}`));
  }
  const [p, b] = [median(plain), median(busting)];
  console.log(
    `${REQUESTS} requests, ${CONCURRENCY} at a time, median of ${ROUNDS}: plain / ${p.toFixed(0)} ms, ` +
      `/?utm_source=<unique> ${b.toFixed(0)} ms, ratio ${(b / p).toFixed(2)}`,
  );
} finally {
  await server.stop();
}
