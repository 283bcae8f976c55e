// Progress on long work: the first build draws and encodes about 500 pictures for minutes, and a
// silent terminal looks hung. On a terminal, a bar redrawn in place; in a log (CI, a pipe), a
// line every few seconds. Each says the count, the percentage and the estimated time left.

export interface ProgressState {
  done: number;
  total: number;
  /** Milliseconds since the work began. */
  elapsedMs: number;
}

/** "45 s", "2 min 05 s": how long, to the second. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
}

/** The time left at the pace so far; unknown until something is done. */
export function estimateLeftMs({ done, total, elapsedMs }: ProgressState): number | null {
  if (done <= 0) return null;
  return (elapsedMs / done) * Math.max(0, total - done);
}

function summary(state: ProgressState): string {
  const { done, total } = state;
  const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
  const left = estimateLeftMs(state);
  const eta = left === null ? "estimating time left" : `about ${formatDuration(left)} left`;
  return `${done}/${total} (${percent}%), ${eta}`;
}

/** One line for a log: "images: 120/503 (23%), about 1 min 35 s left". */
export function formatProgressLine(label: string, state: ProgressState): string {
  return `${label}: ${summary(state)}`;
}

/** The terminal's bar: "images [########------------] 120/503 (23%), about 1 min 35 s left". */
export function formatProgressBar(label: string, state: ProgressState, width = 24): string {
  const filled =
    state.total === 0
      ? width
      : Math.round((Math.min(state.done, state.total) / state.total) * width);
  return `${label} [${"#".repeat(filled)}${"-".repeat(width - filled)}] ${summary(state)}`;
}

export interface ProgressOutput {
  isTTY?: boolean;
  write(text: string): unknown;
}

export interface Progress {
  /** One more item done. */
  tick(): void;
  /** The work is over: the bar is cleared (the caller prints its own summary). */
  finish(): void;
}

/**
 * Reports on `output` as items finish. Quiet for quick runs: nothing before `quietMs` (an
 * incremental build takes under a second), then a bar redrawn at most every `redrawMs` on a
 * terminal, or a line every `lineEveryMs` elsewhere.
 */
export function startProgress(
  label: string,
  total: number,
  output: ProgressOutput,
  { now = () => performance.now(), quietMs = 1000, redrawMs = 100, lineEveryMs = 5000 } = {},
): Progress {
  const started = now();
  let done = 0;
  let shownAt = started;
  let drawn = false;
  const interval = output.isTTY ? redrawMs : lineEveryMs;
  const show = () => {
    const state = { done, total, elapsedMs: now() - started };
    if (output.isTTY) output.write(`\r${formatProgressBar(label, state)}\u001b[K`);
    else output.write(`${formatProgressLine(label, state)}\n`);
    drawn = true;
  };
  return {
    tick() {
      done += 1;
      const time = now();
      if (time - started < quietMs || time - shownAt < interval) return;
      shownAt = time;
      show();
    },
    finish() {
      if (drawn && output.isTTY) output.write("\r\u001b[K");
    },
  };
}
