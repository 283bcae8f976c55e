// The table `npm test` ends with: each step's time, which ran side by side, and the wall time.

export interface StepTime {
  script: string;
  seconds: number;
  ok: boolean;
  signal: NodeJS.Signals | null;
  /** Not run on this machine (the real host without root): the step's own line says why. */
  skipped?: boolean;
}

/** A stage's wall time: its slowest step, since its steps run side by side. */
function stageSeconds(stage: readonly string[], times: readonly StepTime[]): number {
  return Math.max(0, ...times.filter((time) => stage.includes(time.script)).map((t) => t.seconds));
}

export function formatSteps(
  times: readonly StepTime[],
  stages: readonly (readonly string[])[],
): string {
  const lines = ["npm test, step by step:"];
  let total = 0;
  for (const stage of stages) {
    const ran = times.filter((time) => stage.includes(time.script));
    if (ran.length === 0) continue;
    total += stageSeconds(stage, ran);
    for (const time of ran) {
      const outcome = time.skipped
        ? "skipped"
        : time.ok
          ? "ok"
          : `FAILED${time.signal ? ` (${time.signal})` : ""}`;
      const beside = stage.length > 1 ? "  (side by side)" : "";
      lines.push(
        `  ${time.script.padEnd(18)} ${time.seconds.toFixed(0).padStart(5)} s  ${outcome}${beside}`,
      );
    }
  }
  const notRun = stages.flat().filter((script) => !times.some((time) => time.script === script));
  if (notRun.length > 0) lines.push(`  not run after the failure: ${notRun.join(", ")}`);
  lines.push(`  ${"in all".padEnd(18)} ${total.toFixed(0).padStart(5)} s`);
  return lines.join("\n");
}
