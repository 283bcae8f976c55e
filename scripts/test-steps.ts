// The table `npm test` ends with: each step's time, which ran side by side, how busy the machine's
// cores were meanwhile, and the wall time. A stage that keeps every core busy is shortened only by
// less work; one with idle cores, by running something beside it.
import { readFileSync } from "node:fs";

export interface StepTime {
  script: string;
  seconds: number;
  ok: boolean;
  signal: NodeJS.Signals | null;
  /** Not run on this machine (the real host without root): the step's own line says why. */
  skipped?: boolean;
  /** How many cores the whole machine kept busy, on average, while the step's stage ran. */
  coresBusy?: number;
  /** The step of an earlier stage it started beside (its seconds count from then). */
  startedWith?: string;
}

/** The machine's CPU time so far, busy and in all, in ticks (Linux's /proc/stat; else null). */
export interface CpuTicks {
  busy: number;
  all: number;
}

export function cpuTicks(stat = "/proc/stat"): CpuTicks | null {
  try {
    return ticksOf(readFileSync(stat, "utf8"));
  } catch {
    return null;
  }
}

/** The first line of /proc/stat: user nice system idle iowait irq softirq steal … (all cores). */
export function ticksOf(stat: string): CpuTicks | null {
  const fields = /^cpu\s+(.*)$/m.exec(stat)?.[1]?.trim().split(/\s+/).map(Number);
  if (!fields || fields.length < 4 || fields.some((n) => !Number.isFinite(n))) return null;
  // Guest time is counted inside user and nice already.
  const all = fields.slice(0, 8).reduce((sum, n) => sum + n, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: all - idle, all };
}

/** The average number of busy cores between two readings of a machine with `cores` cores. */
export function coresBusyBetween(
  before: CpuTicks | null,
  after: CpuTicks | null,
  cores: number,
): number | undefined {
  if (!before || !after || after.all <= before.all) return undefined;
  return ((after.busy - before.busy) / (after.all - before.all)) * cores;
}

/** A stage's wall time: its slowest step, since its steps run side by side. */
function stageSeconds(stage: readonly string[], times: readonly StepTime[]): number {
  return Math.max(0, ...times.filter((time) => stage.includes(time.script)).map((t) => t.seconds));
}

/**
 * The table. `walls` are the stages' own wall times where they were measured: a step that started
 * with an earlier stage counts in that stage's, not again in its own.
 */
export function formatSteps(
  times: readonly StepTime[],
  stages: readonly (readonly string[])[],
  walls: readonly number[] = [],
): string {
  const lines = ["npm test, step by step:"];
  let total = 0;
  for (const [index, stage] of stages.entries()) {
    const ran = times.filter((time) => stage.includes(time.script));
    if (ran.length === 0) continue;
    // A stage the run did not reach has no wall; a step that started early counts in its own.
    total +=
      walls[index] ??
      stageSeconds(
        stage,
        ran.filter((time) => !time.startedWith),
      );
    for (const time of ran) {
      const outcome = time.skipped
        ? "skipped"
        : time.ok
          ? "ok"
          : `FAILED${time.signal ? ` (${time.signal})` : ""}`;
      const beside = time.startedWith
        ? `  (from ${time.startedWith} on)`
        : stage.length > 1
          ? "  (side by side)"
          : "";
      const busy = time.coresBusy === undefined ? "" : `  ${time.coresBusy.toFixed(1)} cores busy`;
      lines.push(
        `  ${time.script.padEnd(18)} ${time.seconds.toFixed(0).padStart(5)} s  ${outcome}${busy}${beside}`,
      );
    }
  }
  const notRun = stages.flat().filter((script) => !times.some((time) => time.script === script));
  if (notRun.length > 0) lines.push(`  not run after the failure: ${notRun.join(", ")}`);
  lines.push(`  ${"in all".padEnd(18)} ${total.toFixed(0).padStart(5)} s`);
  return lines.join("\n");
}
