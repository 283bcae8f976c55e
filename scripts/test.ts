// `npm test`: every check the project makes, in order, and a table of how long each took (the
// figures a CI run is judged by). Steps in one stage run side by side: the static checks (ESLint
// and Prettier, tsc, the content check) share the two cores with the unit suite's two time
// zones; the weight budget, which counts bytes, and the container test sit beside the HTTP tests;
// the real host beside the deploy tests and then the browser tests (STARTS_WITH). Every other
// stage needs the whole machine (both cores, or timings of its own) and runs alone. The first
// failing stage ends the run, after the steps under way finish.
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import { ROOT_STEPS, rootStepCommand } from "./root-step-command.ts";
import { coresBusyBetween, cpuTicks, formatSteps, type StepTime } from "./test-steps.ts";

const STAGES: readonly (readonly string[])[] = [
  // The static checks and the unit suite in two time zones, side by side: the unit suite's
  // timer-bound tests (the outbox, the release lock) leave cores idle that ESLint and tsc fill
  // (46 s of checks, then 77 s of units, in turn on a fresh clone).
  ["lint", "typecheck", "content:check", "test:unit:utc", "test:unit:auckland"],
  ["build"],
  // The HTTP tests mostly wait (a lease, a header timeout, a mail server's retries) and keep 1.5
  // of the 2 cores busy alone: beside them, the weight budget, which loads each page once and
  // counts its bytes, and the container test, whose image build takes 40 s to 2 minutes. It
  // needs root; rootStepCommand says when it is skipped.
  ["test:http", "budget", "test:container"],
  ["test:deploy"],
  // The real host (tests/host/) is waited for with the browser tests, but starts with the
  // deploy tests (STARTS_WITH). It needs root, as the container test does.
  ["test:e2e", "test:host"],
  ["test:editor"],
  // One Lighthouse run per page; a page that fails is judged on the median of three.
  ["perf:check"],
];

/**
 * Steps that start with an earlier stage's step and are waited for in their own stage. The real
 * host takes about 175 s alone (systemd, its timers, an `npm ci` and four builds inside it), but
 * 570-620 s beside the browser tests, whose dozens of processes leave its container 0.3-0.5 of a
 * core (at nice 10 or 19 alike), and they took 500-560 s beside it. Started with the deploy
 * tests instead, it took 491 s from their start; they took 269 s (222 without it), and the
 * browser tests 360 s after them (decision 028, fifth turn).
 */
const STARTS_WITH: Readonly<Record<string, string>> = { "test:host": "test:deploy" };

/** The command of a step: `npm run script`, or for a podman step the same as root. */
function commandOf(script: string): string[] | { skipped: string } {
  return ROOT_STEPS.includes(script) ? rootStepCommand(script) : ["npm", "run", script];
}

/** Runs one step; a step alone streams its output, a step beside others prints it whole. */
function runScript(script: string, alone: boolean): Promise<StepTime> {
  const started = performance.now();
  const command = commandOf(script);
  if (!Array.isArray(command)) {
    console.log(`${script} skipped: ${command.skipped}`);
    return Promise.resolve({ script, seconds: 0, ok: true, signal: null, skipped: true });
  }
  const [program = "npm", ...args] = command;
  return new Promise((resolve) => {
    const child = spawn(program, args, {
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code, signal) => {
      if (!alone) process.stdout.write(Buffer.concat(output));
      resolve({ script, seconds: (performance.now() - started) / 1000, ok: code === 0, signal });
    });
  });
}

const times: StepTime[] = [];
const walls: number[] = [];
/** Steps under way that started with an earlier stage, by script. */
const early = new Map<string, Promise<StepTime>>();
let failed = false;
for (const stage of STAGES) {
  const before = cpuTicks();
  const started = performance.now();
  for (const [script, first] of Object.entries(STARTS_WITH)) {
    if (!stage.includes(first)) continue;
    early.set(
      script,
      runScript(script, false).then((time) => ({ ...time, startedWith: first })),
    );
  }
  const results = await Promise.all(
    stage.map((script) => {
      const under = early.get(script);
      if (!under) return runScript(script, stage.length === 1);
      early.delete(script);
      return under;
    }),
  );
  walls.push((performance.now() - started) / 1000);
  const coresBusy = coresBusyBetween(before, cpuTicks(), availableParallelism());
  times.push(...results.map((result) => ({ ...result, coresBusy })));
  if (results.some((result) => !result.ok)) {
    failed = true;
    break;
  }
}
// A failure ends the run after the steps already under way, which the table lists as they ended.
for (const under of early.values()) {
  const time = await under;
  times.push(time);
  failed ||= !time.ok;
}
console.log(`\n${formatSteps(times, STAGES, walls)}`);
process.exitCode = failed ? 1 : 0;
