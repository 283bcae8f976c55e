import { describe, expect, it } from "vitest";
import {
  estimateLeftMs,
  formatDuration,
  formatProgressBar,
  formatProgressLine,
  startProgress,
} from "./progress.ts";

describe("progress formatting", () => {
  it("says the count, the percentage and the time left at the pace so far", () => {
    // 120 of 503 in 30 s: 0.25 s each, 383 to go, 95.75 s.
    const state = { done: 120, total: 503, elapsedMs: 30_000 };
    expect(estimateLeftMs(state)).toBeCloseTo(95_750);
    expect(formatProgressLine("images", state)).toBe(
      "images: 120/503 (23%), about 1 min 36 s left",
    );
    expect(formatProgressBar("images", state, 20)).toBe(
      "images [#####---------------] 120/503 (23%), about 1 min 36 s left",
    );
  });

  it("estimates nothing before the first item, and ends full", () => {
    expect(formatProgressLine("images", { done: 0, total: 503, elapsedMs: 900 })).toBe(
      "images: 0/503 (0%), estimating time left",
    );
    expect(formatProgressBar("images", { done: 503, total: 503, elapsedMs: 9000 }, 10)).toBe(
      "images [##########] 503/503 (100%), about 0 s left",
    );
  });

  it("writes durations to the second", () => {
    expect(formatDuration(44_600)).toBe("45 s");
    expect(formatDuration(125_000)).toBe("2 min 05 s");
  });
});

describe("startProgress", () => {
  const run = (isTTY: boolean, ticks: number, stepMs: number) => {
    let clock = 0;
    const written: string[] = [];
    const progress = startProgress(
      "images",
      ticks,
      { isTTY, write: (text: string) => written.push(text) },
      { now: () => clock },
    );
    for (let tick = 0; tick < ticks; tick += 1) {
      clock += stepMs;
      progress.tick();
    }
    progress.finish();
    return written;
  };

  it("stays quiet for quick work", () => {
    expect(run(false, 100, 5)).toEqual([]);
    expect(run(true, 100, 5)).toEqual([]);
  });

  it("writes a line every five seconds to a log", () => {
    // 40 items, one every second: lines at 5, 10, ... 40 s.
    const lines = run(false, 40, 1000);
    expect(lines).toHaveLength(8);
    expect(lines[0]).toBe("images: 5/40 (12%), about 35 s left\n");
  });

  it("redraws a bar in place on a terminal, and clears it at the end", () => {
    const writes = run(true, 40, 1000);
    expect(writes[0]).toMatch(/^\rimages \[#+-+\] 1\/40 \(2%\), about 39 s left/);
    expect(writes.at(-1)).toBe("\r\u001b[K");
  });
});
