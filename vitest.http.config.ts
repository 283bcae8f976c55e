import { defineConfig } from "vitest/config";

// HTTP tests: real requests over loopback to the production server, so they run after
// `npm run build` (see the "test" script).
export default defineConfig({
  test: {
    include: ["tests/http/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
