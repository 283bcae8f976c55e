// What it costs this machine to give a program a fresh page of memory (its first write to a page
// it was never given before): a few tenths of a microsecond on ordinary hardware and on the
// phones the site is for, 12-15 µs on some virtual machines (nested paging). Chromium starts a
// new renderer for every Lighthouse run, and its ~20,000 first touches then land inside the
// page's own tasks (perf.ts, decision 014).

const PAGE = 4096;

/** Microseconds per first touch of a page: the median of three passes over `megabytes` MiB. */
export function firstTouchMicros(megabytes = 64): number {
  const passes: number[] = [];
  for (let pass = 0; pass < 3; pass += 1) {
    const size = megabytes * 1024 * 1024;
    const started = performance.now();
    // Zero-filled and this large, the buffer is fresh pages from the kernel, untouched.
    const memory = Buffer.alloc(size);
    for (let offset = 0; offset < size; offset += PAGE) memory[offset] = 1;
    passes.push(((performance.now() - started) * 1000) / (size / PAGE));
  }
  return passes.sort((a, b) => a - b)[1] ?? Number.NaN;
}
