// `npm run bench:announce` (issue 32): what a send to the mailing list costs the site, printed,
// not checked (the figures depend on what else the machine does). Against the production build
// on loopback, each run with its own scratch database (subscribers inserted with SQL) and the
// tests' SMTP server:
// 1. public pages' latency (p50, p99) under a steady rate of fetches over a mix of pages, idle, then during a send of BENCH_ANNOUNCE_COPIES (2,000) at ANNOUNCE_PER_MINUTE=6000,
//    and the send's measured rate;
// 2. the server process's memory (RSS from /proc, sampled) during a send to 300 and to 10,000.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { openDatabase } from "../app/database/database.server.ts";
import { FIXED_PAGES } from "../app/domain/site-pages.ts";
import { E2E_NOW } from "../tests/e2e/clock.ts";
import { deskBrowser, members, signInByMailedCode } from "../tests/support/desk-browser.ts";
import { startServer, type RunningServer } from "../tests/support/running-server.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../tests/support/smtp-server.ts";

const SECONDS = Number(process.env.BENCH_SECONDS || 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
/**
 * Visitors come at a steady rate, as on an opening night, not as fast as the server answers: a
 * saturated server's p99 is its queue, and it starves the send (measured: 215 copies a minute).
 */
const RATE = Number(process.env.BENCH_RATE || 100);
const COPIES = Number(process.env.BENCH_ANNOUNCE_COPIES || 2_000);
const PER_MINUTE = 6_000;
const MEMORY_SENDS = [300, 10_000];
/** A send's memory is sampled this long at most (on a loaded machine 10,000 take many minutes). */
const MEMORY_SECONDS = Number(process.env.BENCH_MEMORY_SECONDS || 120);
const ADMIN = "coord@example.org";
/** The current show at E2E_NOW and one of its works: pages that read the desk's marks. */
const PAGES = [...FIXED_PAGES, "/shows/signal-and-relay", "/shows/signal-and-relay/works/static"];

interface Scratch {
  server: RunningServer;
  smtp: TestSmtpServer;
  close(): Promise<void>;
}

/** A server on a database of `subscribers` confirmed readers, mailing the tests' SMTP server. */
async function scratchSite(subscribers: number, perMinute: number): Promise<Scratch> {
  const folder = mkdtempSync(path.join(tmpdir(), "front-bench-announce-"));
  const databasePath = path.join(folder, "front.sqlite");
  const db = openDatabase(databasePath);
  const insert = db.prepare(
    `INSERT INTO subscribers (email, email_key, firstname, lastname, joined_at, updated_at,
       link_key, confirmed_at)
     VALUES (?, ?, '', '', 'x', 'x', lower(hex(randomblob(16))), '2025-07-01T00:00:00Z')`,
  );
  db.exec("BEGIN");
  for (let index = 0; index < subscribers; index += 1) {
    const email = `reader${index}@example.org`;
    insert.run(email, email);
  }
  db.exec("COMMIT");
  db.close();
  members(databasePath, "add", ADMIN, "--name", "Coordinator", "--role", "desk-admin");
  const smtp = await startTestSmtpServer();
  const server = await startServer({
    DATABASE_PATH: databasePath,
    GALLERY_NOW: E2E_NOW,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}?requireTLS=false`,
    GALLERY_INBOX: "gallery@example.org",
    SIGNUP_SECRET: "bench-announce-secret-".padEnd(40, "x"),
    DESK_SIGN_IN_RATE_LIMIT: "0",
    WRITE_RATE_LIMIT: "0",
    ANNOUNCE_PER_MINUTE: String(perMinute),
  });
  return {
    server,
    smtp,
    async close() {
      await server.stop();
      await smtp.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

const copiesSent = ({ smtp }: Scratch) =>
  smtp.received.filter((mail) => mail.to[0]?.startsWith("reader")).length;

/** Signs the desk-admin in, writes an announcement of the current show and sends it. */
async function startSend({ server, smtp }: Scratch): Promise<void> {
  const at = deskBrowser(() => server.origin, "127.0.0.1");
  await signInByMailedCode(at, smtp, ADMIN);
  const list = await (await at.get("/desk/news")).text();
  const source = /value="(show:[^"]+)"/.exec(list)?.[1];
  if (!source) throw new Error("the desk offers no current show to announce");
  const made = await at.post("/desk/news", { intent: "new", source });
  const id = /id=(\d+)/.exec(made.headers.get("location") ?? "")?.[1] ?? "";
  const sent = await at.post("/desk/news", { intent: "send", id });
  if (sent.status !== 303) throw new Error(`the send answered ${sent.status}`);
}

interface Latencies {
  requests: number;
  errors: number;
  p50: number;
  p99: number;
}

/**
 * Requests over PAGES, in turn, at RATE a second from at most CONNECTIONS at once, until
 * `done()`; each one's latency from the instant it was due (a late start counts against it).
 */
async function loadPages(origin: string, done: () => boolean): Promise<Latencies> {
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const begun = performance.now();
  const worker = async () => {
    while (!done()) {
      const turn = next++;
      const page = PAGES[turn % PAGES.length] ?? "/";
      const started = begun + (turn * 1000) / RATE;
      const wait = started - performance.now();
      if (wait > 0) await sleep(wait);
      const response = await fetch(origin + page, { headers: { "Accept-Encoding": "br, gzip" } });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (!response.ok) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))];
  return { requests: times.length, errors, p50: at(0.5) ?? 0, p99: at(0.99) ?? 0 };
}

const forSeconds = (seconds: number) => {
  const end = Date.now() + seconds * 1000;
  return () => Date.now() >= end;
};

/** The rate the SMTP server saw, copies a minute, first copy to last. */
function measuredRate({ smtp }: Scratch): number {
  const times = smtp.received.filter((m) => m.to[0]?.startsWith("reader")).map((m) => m.at);
  const first = times[0] ?? 0;
  const last = times.at(-1) ?? 0;
  return last > first ? ((times.length - 1) * 60_000) / (last - first) : 0;
}

/** The process's resident memory in MB (VmRSS). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

async function latencyDuringSend() {
  const scratch = await scratchSite(COPIES, PER_MINUTE);
  try {
    const origin = scratch.server.origin;
    await loadPages(origin, forSeconds(2)); // warm-up: every page rendered once
    const idle = await loadPages(origin, forSeconds(SECONDS));
    await startSend(scratch);
    const started = Date.now();
    const during = await loadPages(origin, () => copiesSent(scratch) >= COPIES);
    const seconds = (Date.now() - started) / 1000;
    return { idle, during, seconds, rate: measuredRate(scratch) };
  } finally {
    await scratch.close();
  }
}

async function memoryDuringSend(subscribers: number) {
  // The same cap as the latency run's send: the outbox's work per copy is what is measured.
  const scratch = await scratchSite(subscribers, PER_MINUTE);
  try {
    const before = rssMb(scratch.server.pid);
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(rssMb(scratch.server.pid)), 250);
    const started = Date.now();
    await startSend(scratch);
    const window = forSeconds(MEMORY_SECONDS);
    while (copiesSent(scratch) < subscribers && !window()) await sleep(100);
    clearInterval(sampler);
    const seconds = (Date.now() - started) / 1000;
    const peak = Math.max(before, ...samples);
    return { before, peak, after: rssMb(scratch.server.pid), seconds, sent: copiesSent(scratch) };
  } finally {
    await scratch.close();
  }
}

const round = (value: number) => Math.round(value * 10) / 10;
const loadBefore = loadavg();
const latency = await latencyDuringSend();
console.log(
  `\nPublic pages, ${RATE} requests/s from at most ${CONNECTIONS} at once over ${PAGES.length} pages, loopback, production build`,
);
console.table(
  (["idle", "during"] as const).map((phase) => ({
    phase: phase === "idle" ? `idle (${SECONDS} s)` : `during a send of ${COPIES}`,
    requests: latency[phase].requests,
    errors: latency[phase].errors,
    "p50 ms": round(latency[phase].p50),
    "p99 ms": round(latency[phase].p99),
  })),
);
console.log(
  `send of ${COPIES} at ANNOUNCE_PER_MINUTE=${PER_MINUTE}: ${round(latency.seconds)} s, ` +
    `measured ${Math.round(latency.rate)} copies a minute; ` +
    `p99 during / idle: ${round(latency.during.p99 / latency.idle.p99)}x (issue 32: within 3x)`,
);

const memory = [];
for (const subscribers of MEMORY_SENDS) {
  const { before, peak, after, seconds, sent } = await memoryDuringSend(subscribers);
  memory.push({
    subscribers,
    "sent in the window": sent,
    "RSS before MB": round(before),
    "peak RSS MB": round(peak),
    "RSS after MB": round(after),
    "sampled s": round(seconds),
  });
}
console.log(
  `\nThe server's memory (VmRSS) during a send at ANNOUNCE_PER_MINUTE=${PER_MINUTE}, ` +
    `sampled every 250 ms for ${MEMORY_SECONDS} s at most`,
);
console.table(memory);
const loadAfter = loadavg();
console.log(
  `load average (1, 5, 15 min): before ${loadBefore.map(round).join(", ")}; ` +
    `after ${loadAfter.map(round).join(", ")}`,
);
