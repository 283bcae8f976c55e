import { defineConfig } from "vitest/config";

// HTTP tests: real requests over loopback to the production server, so they run after
// `npm run build` (see the "test" script).
export default defineConfig({
  test: {
    include: ["tests/http/**/*.test.ts"],
    environment: "node",
    // The files mostly wait (a 10 s header timeout, two processes retrying a mail server), each
    // on its own servers and databases: run side by side, not one after another (85 s -> 37 s).
    maxWorkers: 4,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
