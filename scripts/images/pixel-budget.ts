// How much picture the image pipeline decodes at once (issue 31): each decode holds a share of
// a budget of pixels while it runs, so that many small pictures are encoded side by side and a
// large one alone. The updater's memory (MemoryMax in deploy/systemd/front-update.service) then
// stays bounded whatever a commit holds: measured in docs/development.md, "The image pipeline".

/** Runs `work` once `pixels` of the budget are free, holding them until it ends. */
export type PixelBudget = <T>(pixels: number, work: () => Promise<T>) => Promise<T>;

export function pixelBudget(limit: number): PixelBudget {
  let inUse = 0;
  const waiting: { pixels: number; start: () => void }[] = [];
  const startWaiting = () => {
    // In order: a large decode is not passed over for ever by small ones.
    while (waiting[0] && (inUse === 0 || inUse + waiting[0].pixels <= limit)) {
      const next = waiting.shift();
      if (!next) break;
      inUse += next.pixels;
      next.start();
    }
  };
  return async (pixels, work) => {
    // A share larger than the budget runs alone.
    const share = Math.min(Math.max(pixels, 1), limit);
    await new Promise<void>((start) => {
      waiting.push({ pixels: share, start });
      startWaiting();
    });
    try {
      return await work();
    } finally {
      inUse -= share;
      startWaiting();
    }
  };
}
