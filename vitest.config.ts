import { defineConfig } from "vitest/config";

// Unit and component tests run without the React Router Vite plugin: they test
// plain modules and components, not the framework build.
export default defineConfig({
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "editor/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/lint/**/*.test.ts",
      "deploy/**/*.test.ts",
    ],
    environment: "node",
    // Every core: left to itself Vitest keeps one free, which on CI's two cores halves the speed
    // (29.6 s -> 16.3 s here).
    maxWorkers: "100%",
    // One worker runs many files, without a fresh module graph for each: no test here leans on
    // another file's module state (every clock, mock and database is made per test). On this
    // two-core machine, loaded, the suite took 77 s and 54 CPU-seconds against 132 s and 89.
    isolate: false,
    restoreMocks: true,
    // Some tests start Node or ESLint: seconds on a busy two-core CI machine, where `npm test`
    // runs the suite in two time zones at once. A timeout, not a retry: a wrong answer still
    // fails at once.
    testTimeout: 20_000,
  },
});
