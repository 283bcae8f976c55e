import { defineConfig } from "vitest/config";
import { LOADED_MACHINE_MS } from "./tests/support/eventually.ts";
import { startFirst } from "./tests/support/start-first.ts";

// Deploy tests: the production build behind the real parts a host runs (Caddy, nginx, sqlite3,
// podman, git), all on loopback. They run after `npm run build` (see the "test" script), and
// each prints its figures.
export default defineConfig({
  test: {
    include: ["tests/deploy/**/*.test.ts"],
    environment: "node",
    // Each file starts its own servers and proxies on ports the OS assigns; most of the time
    // they wait on sockets or timers (the updater's runs, a cache's minute), so three files run
    // side by side on two cores: the longest file, not their sum, sets the step's time.
    maxWorkers: 3,
    // The longest files first (each over a minute, mostly releases and a cache's minute), so that
    // no long one starts last and runs alone.
    sequence: {
      sequencer: startFirst([
        "update.test.ts",
        "release.test.ts",
        "cached-page.test.ts",
        "desk-cache.test.ts",
      ]),
    },
    // A release builds the site under a steady load: 52 s on a quiet machine, over 120 s with
    // another build beside it (issue 34). A test that passes ends as soon as it does.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // expect.poll's own 1 s is shorter than a loaded machine takes to hydrate a page or deliver
    // a mail (issue 34); a poll that passes ends at once.
    expect: { poll: { timeout: LOADED_MACHINE_MS } },
  },
});
