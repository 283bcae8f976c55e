// A bad day behind the shipped Caddyfile (issue 22, item 5): an operator's `sqlite3` session
// holding the write lock, the database's disk full to the brim, an outbox whose mail server
// refuses. Each time every page is still served, a sign-up is told to come back within two
// seconds (503, Retry-After) with nothing half-stored, and /health/deep names the fault.
import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEEP_MEMO_MS } from "../../server/health.ts";
import { type RunningCaddy, httpsGet, startCaddy } from "../support/caddy.ts";
import { freePort } from "../support/free-port.ts";
import { type RunningServer, startServer } from "../support/running-server.ts";
import { type TestSmtpServer, startTestSmtpServer } from "../support/smtp-server.ts";

const PAGES = ["/", "/shows", "/events", "/artists", "/visit", "/about"];
const UNAVAILABLE = /cannot take sign-ups for a moment, and nothing was saved/;
const isRoot = process.getuid?.() === 0;

/** One site process behind Caddy, its database in `folder`. */
interface Stack {
  folder: string;
  databasePath: string;
  site: RunningServer;
  caddy: RunningCaddy;
}

async function startStack(folder: string, env: Record<string, string> = {}): Promise<Stack> {
  const databasePath = path.join(folder, "front.sqlite");
  const site = await startServer({
    DATABASE_PATH: databasePath,
    TRUST_PROXY: "127.0.0.1,::1",
    ...env,
  });
  const caddy = await startCaddy([Number(new URL(site.origin).port), await freePort()]);
  return { folder, databasePath, site, caddy };
}

async function stopStack(stack: Stack | undefined) {
  await stack?.caddy.stop();
  await stack?.site.stop();
}

let nextClient = 10;
/** A sign-up through Caddy from a loopback address of its own (each is a client). */
async function signUp(stack: Stack, email: string) {
  const started = performance.now();
  const answer = await httpsGet(`${stack.caddy.origin}/api/front-email`, stack.caddy.ca, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, message: "See you at the opening" }),
    localAddress: `127.0.0.${(nextClient += 1)}`,
  });
  return { ...answer, ms: performance.now() - started, text: answer.body.toString() };
}

/** Every page through Caddy, four at a time, `rounds` times: statuses and latencies. */
async function loadPages(stack: Stack, rounds = 5) {
  const queue = Array.from({ length: rounds }, () => PAGES).flat();
  const statuses: number[] = [];
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let page = queue.shift(); page; page = queue.shift()) {
        const started = performance.now();
        const answer = await httpsGet(`${stack.caddy.origin}${page}`, stack.caddy.ca);
        times.push(performance.now() - started);
        statuses.push(answer.status);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(times.length / 2)] ?? 0;
  const max = times.at(-1) ?? 0;
  return { statuses, p50, max, summary: `p50 ${p50.toFixed(0)} ms, max ${max.toFixed(0)} ms` };
}

/** What /health/deep says on the site's own port, once the last answer's memo has passed. */
async function deep(stack: Stack) {
  await sleep(DEEP_MEMO_MS + 50);
  const answer = await fetch(`${stack.site.origin}/health/deep`);
  return {
    status: answer.status,
    body: (await answer.json()) as { ok: boolean; reason?: string; checks: object },
  };
}

/** Rows of `table` (read-only: a reader never waits for the writer in WAL mode). */
function rowsOf(stack: Stack, sql: string, ...values: string[]): number {
  const db = new DatabaseSync(stack.databasePath, { readOnly: true });
  try {
    return Number(db.prepare(`SELECT count(*) AS n FROM (${sql})`).get(...values)?.n);
  } finally {
    db.close();
  }
}

const storedSignups = (stack: Stack, email: string) =>
  rowsOf(stack, "SELECT 1 FROM subscribers WHERE email = ?", email) +
  rowsOf(
    stack,
    "SELECT 1 FROM messages m JOIN subscribers s ON s.id = m.subscriber_id WHERE s.email = ?",
    email,
  );

/** Debian's sqlite3, as an operator runs it, holding the write lock until let go. */
async function holdWriteLock(databasePath: string) {
  const sqlite = spawn("sqlite3", [databasePath]) as ChildProcessWithoutNullStreams;
  let output = "";
  sqlite.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  sqlite.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => sqlite.once("exit", resolve));
  sqlite.stdin.write(".timeout 5000\nBEGIN IMMEDIATE;\nSELECT 'holding';\n");
  const deadline = Date.now() + 10_000;
  while (!output.includes("holding")) {
    if (Date.now() > deadline) throw new Error(`sqlite3 did not take the lock: ${output}`);
    await sleep(20);
  }
  if (output.includes("Error")) throw new Error(`sqlite3: ${output}`);
  return {
    async release() {
      sqlite.stdin.end("ROLLBACK;\n.quit\n");
      await exited;
    },
  };
}

describe("an operator's sqlite3 session holding the write lock", () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack(mkdtempSync(path.join(tmpdir(), "front-faults-lock-")));
  });
  afterAll(async () => {
    await stopStack(stack);
    rmSync(stack.folder, { recursive: true, force: true });
  });

  it("leaves every page served, tells a sign-up to come back, and takes it once let go", async () => {
    const before = await loadPages(stack);
    const lock = await holdWriteLock(stack.databasePath);
    try {
      const [pages, refused] = await Promise.all([
        loadPages(stack),
        signUp(stack, "locked@example.com"),
      ]);
      console.log(
        `faults, held lock: ${pages.statuses.length} pages ${pages.summary} (unlocked: ${before.summary}); sign-up ${refused.status} in ${refused.ms.toFixed(0)} ms`,
      );
      expect(pages.statuses.every((status) => status === 200)).toBe(true);
      expect(pages.max).toBeLessThan(1_000);
      expect(refused.status).toBe(503);
      expect(refused.headers["retry-after"]).toBe("5");
      expect(refused.text).toMatch(UNAVAILABLE);
      expect(refused.ms).toBeLessThan(2_000);
      expect(storedSignups(stack, "locked@example.com")).toBe(0);

      const health = await deep(stack);
      expect(health.status).toBe(503);
      expect(health.body.reason).toMatch(/^database: locked by another process/);
      console.log(
        `faults, held lock: /health/deep ${health.status} ${JSON.stringify(health.body)}`,
      );
      // Seconds into the lock, Caddy's checks (every second) still send visitors here.
      const later = await loadPages(stack);
      expect(later.statuses.every((status) => status === 200)).toBe(true);
      const ready = await httpsGet(`${stack.caddy.origin}/health/ready`, stack.caddy.ca);
      expect(ready.status).toBe(200);
    } finally {
      await lock.release();
    }

    const taken = await signUp(stack, "locked@example.com");
    expect(taken.status).toBe(200);
    expect(storedSignups(stack, "locked@example.com")).toBe(2);
    expect((await deep(stack)).status).toBe(200);
  });
});

describe.skipIf(!isRoot)("the database's disk full to the brim (needs root: a tmpfs)", () => {
  let stack: Stack | undefined;
  let mounted = "";
  beforeAll(async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "front-faults-disk-"));
    mounted = path.join(folder, "data");
    mkdirSync(mounted);
    const mount = spawnSync("mount", ["-t", "tmpfs", "-o", "size=2m", "tmpfs", mounted]);
    if (mount.status !== 0) throw new Error(`mount: ${mount.stderr.toString()}`);
    stack = await startStack(mounted);
  });
  afterAll(async () => {
    await stopStack(stack);
    if (mounted) spawnSync("umount", [mounted]);
    rmSync(path.dirname(mounted), { recursive: true, force: true });
  });

  it("leaves every page served, tells a sign-up to come back, and stores nothing of it", async () => {
    if (!stack) throw new Error("no site");
    const filler = path.join(mounted, "filler");
    const filled = fillDisk(filler);
    try {
      const [pages, refused] = await Promise.all([
        loadPages(stack),
        signUp(stack, "full@example.com"),
      ]);
      console.log(
        `faults, full disk (${filled} bytes filled): ${pages.statuses.length} pages ${pages.summary}; sign-up ${refused.status} in ${refused.ms.toFixed(0)} ms`,
      );
      expect(pages.statuses.every((status) => status === 200)).toBe(true);
      expect(refused.status).toBe(503);
      expect(refused.headers["retry-after"]).toBe("60");
      expect(refused.text).toMatch(UNAVAILABLE);
      expect(refused.ms).toBeLessThan(2_000);

      const health = await deep(stack);
      expect(health.status).toBe(503);
      expect(health.body.reason).toMatch(/disk: 0 MiB free/);
      console.log(
        `faults, full disk: /health/deep ${health.status} ${JSON.stringify(health.body)}`,
      );
    } finally {
      rmSync(filler);
    }
    expect(storedSignups(stack, "full@example.com")).toBe(0);
    // Room again: sign-ups are stored, with no restart.
    expect((await signUp(stack, "full@example.com")).status).toBe(200);
    expect(storedSignups(stack, "full@example.com")).toBe(2);
  });
});

/** Writes `file` until the disk refuses another byte; returns how many it took. */
function fillDisk(file: string): number {
  const fd = openSync(file, "w");
  let written = 0;
  try {
    for (const size of [65_536, 4_096, 512, 1]) {
      const chunk = Buffer.alloc(size, 1);
      for (;;) {
        try {
          written += writeSync(fd, chunk);
        } catch {
          break;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
  return written;
}

describe("an outbox whose mail server refuses every mail", () => {
  let stack: Stack;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer(0, () => 451);
    stack = await startStack(mkdtempSync(path.join(tmpdir(), "front-faults-outbox-")), {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}?requireTLS=false`,
      GALLERY_INBOX: "gallery@example.org",
      SIGNUP_SECRET: "a test secret of at least thirty-two chars",
    });
  });
  afterAll(async () => {
    await stopStack(stack);
    await smtp?.close();
    rmSync(stack.folder, { recursive: true, force: true });
  });

  it("leaves every page served and sign-ups stored, and the deep check names the outbox", async () => {
    // Mail waits in the outbox and is lost to no one: a sign-up is still taken.
    expect((await signUp(stack, "outbox@example.com")).status).toBe(200);
    const deadline = Date.now() + 10_000;
    while (smtp.refused < 2 && Date.now() < deadline) await sleep(50);
    expect(smtp.refused).toBe(2);
    // As after 7.5 minutes of refusals (the backoff's five tries), without waiting them out.
    const sqlite = spawnSync("sqlite3", [
      stack.databasePath,
      ".timeout 5000",
      "UPDATE outbox SET attempts = 5 WHERE sent_at IS NULL",
    ]);
    expect(sqlite.status).toBe(0);

    const pages = await loadPages(stack);
    const health = await deep(stack);
    console.log(
      `faults, refusing mail server: ${pages.statuses.length} pages ${pages.summary}; /health/deep ${health.status} ${JSON.stringify(health.body)}`,
    );
    expect(pages.statuses.every((status) => status === 200)).toBe(true);
    expect(health.status).toBe(503);
    expect(health.body.reason).toMatch(/^outbox: 2 mail\(s\) not sent after 5 tries: .*451/);
    expect((await httpsGet(`${stack.caddy.origin}/health/ready`, stack.caddy.ca)).status).toBe(200);
    expect(storedSignups(stack, "outbox@example.com")).toBe(2);
  });
});
