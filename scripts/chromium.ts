// How every browser the project drives is started (Playwright tests, the budget, Lighthouse).

/** Quiet, reproducible Chromium: nothing of its own on the network, no sandbox in containers. */
export const QUIET_CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
