// `npm run bench:build-beside`: the live site's page latency while a release builds beside it
// (issue 22, item 6), in one run: idle, then during a build at the site's own priority, then
// during a build as front-update.service runs it (Nice=10, IOSchedulingClass=idle; CPUWeight
// needs systemd's cgroups, which `nice` stands in for here). Visitors come at a steady rate, as
// on an opening night, not as fast as the server can answer: a saturated server's p99 is its
// queue, not its latency. A report, not a check: the figures depend on the machine.
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildEnvironment } from "../deploy/lib/build.ts";
import { run } from "../deploy/lib/run.ts";
import { startProductionServer, root } from "./production-server.ts";

const seconds = Number(process.env.BENCH_SECONDS || 20);
/** Requests a second across the pages: a busy evening, many times the gallery's usual. */
const rate = Number(process.env.BENCH_RATE || 40);
const pages = ["/", "/shows", "/events", "/artists", "/visit"];

/**
 * A release folder as the updater makes one for a show added with its pictures: the commit's
 * files, build tools linked, the live release's pictures copied but for one show's, which the
 * build draws again (a new show's pictures are the heaviest part of a content release).
 */
async function releaseFolder(): Promise<string> {
  const folder = mkdtempSync(path.join(tmpdir(), "front-build-beside-"));
  await run("bash", ["-c", 'git -C "$1" archive HEAD | tar -x -C "$2"', "archive", root, folder]);
  await run("cp", ["-al", path.join(root, "node_modules"), path.join(folder, "node_modules")]);
  const images = path.join(folder, "public", "images");
  cpSync(path.join(root, "public", "images"), images, {
    recursive: true,
    preserveTimestamps: true,
  });
  rmSync(path.join(images, "shows", NEW_SHOW), { recursive: true, force: true });
  return folder;
}

/** The show whose pictures a measured build draws anew. */
const NEW_SHOW = "granite-sheds";

/** Starts `npm run build` in `folder`, under `prefix` (nice, ionice); resolves with its seconds. */
function build(folder: string, prefix: string[]): Promise<number> {
  const started = performance.now();
  const [command = "npm", ...args] = [...prefix, "npm", "run", "build"];
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: folder,
      env: { ...process.env, ...buildEnvironment() },
      stdio: "ignore",
    });
    child.once("error", reject);
    child.once("close", (code) =>
      code === 0
        ? resolve((performance.now() - started) / 1000)
        : reject(new Error(`build failed (${code})`)),
    );
  });
}

/** Visitors for `seconds`, or, given `until`, for as long as it takes. */
async function visitors(origin: string, until?: Promise<unknown>) {
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        requests: pages.map((page) => ({ path: page })),
        connections: 8,
        overallRate: rate,
        duration: until ? 3_600 : seconds,
      },
      (error: Error | null, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    void until?.finally(() => instance.stop());
  });
  return {
    requests: result.requests.total,
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "max ms": result.latency.max,
    errors: result.errors + result.non2xx,
  };
}

const server = await startProductionServer();
const rows: Record<string, string | number>[] = [];
const folders: string[] = [];
try {
  await autocannon({ url: server.origin, connections: 2, duration: 2 });
  rows.push({ while: "idle", ...(await visitors(server.origin)) });
  for (const [label, prefix] of [
    ["a build at the site's priority", []],
    ["a build as the updater's unit runs it", ["nice", "-n", "10", "ionice", "-c", "3"]],
  ] as const) {
    const folder = await releaseFolder();
    folders.push(folder);
    const building = build(folder, [...prefix]);
    // Measured for exactly as long as the build runs.
    const measured = await visitors(server.origin, building);
    const buildSeconds = await building;
    rows.push({ while: label, ...measured, "build s": Math.round(buildSeconds) });
  }
  rows.push({ while: "idle again", ...(await visitors(server.origin)) });
} finally {
  await server.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}
console.log(
  `${rate} requests/s over ${pages.length} pages (idle: ${seconds} s; building: the build's length), loopback, production build\n`,
);
console.table(rows);
