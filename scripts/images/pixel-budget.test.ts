import { describe, expect, it } from "vitest";
import { pixelBudget } from "./pixel-budget.ts";

/** Runs `shares` through a budget of 10, each task a tick long; the most held at once. */
async function peakHeld(shares: readonly number[]) {
  const budget = pixelBudget(10);
  let held = 0;
  let peak = 0;
  let running = 0;
  let mostRunning = 0;
  await Promise.all(
    shares.map((pixels) =>
      budget(pixels, async () => {
        held += Math.min(pixels, 10);
        running += 1;
        peak = Math.max(peak, held);
        mostRunning = Math.max(mostRunning, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        held -= Math.min(pixels, 10);
        running -= 1;
      }),
    ),
  );
  return { peak, mostRunning };
}

describe("the pixel budget", () => {
  it("runs small decodes side by side and large ones alone", async () => {
    expect(await peakHeld([2, 2, 2, 2, 2, 2, 2])).toEqual({ peak: 10, mostRunning: 5 });
    expect(await peakHeld([6, 6, 6])).toEqual({ peak: 6, mostRunning: 1 });
    // Larger than the whole budget: still runs, alone.
    expect(await peakHeld([40, 40, 1])).toEqual({ peak: 10, mostRunning: 1 });
  });

  it("frees its share when the work fails", async () => {
    const budget = pixelBudget(10);
    await expect(budget(10, () => Promise.reject(new Error("no")))).rejects.toThrow("no");
    await expect(budget(10, () => Promise.resolve("next"))).resolves.toBe("next");
  });
});
