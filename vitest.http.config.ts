import { defineConfig } from "vitest/config";
import { LOADED_MACHINE_MS } from "./tests/support/eventually.ts";
import { startFirst } from "./tests/support/start-first.ts";

// HTTP tests: real requests over loopback to the production server, so they run after
// `npm run build` (see the "test" script).
export default defineConfig({
  test: {
    include: ["tests/http/**/*.test.ts"],
    environment: "node",
    // The files mostly wait (a 10 s header timeout, two processes retrying a mail server), each
    // on its own servers and databases: run side by side, not one after another (85 s -> 37 s).
    maxWorkers: 4,
    // The exactly-once file waits out a killed sender's 50 s lease: started last, that wait was
    // the step's last minute with the cores idle (issue 34); started first, the others run in it.
    sequence: { sequencer: startFirst(["announcements-exactly-once.test.ts"]) },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll's own 1 s is shorter than a loaded machine takes to hydrate a page or deliver
    // a mail (issue 34); a poll that passes ends at once.
    expect: { poll: { timeout: LOADED_MACHINE_MS } },
  },
});
