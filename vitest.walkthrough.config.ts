import { defineConfig } from "vitest/config";

// docs/operating.md's going live followed on a stand-in Debian server (tests/walkthrough/): as
// root, with podman and debootstrap, about 12 minutes. Not part of `npm test` or CI; run before
// changing that page's commands, the units or the release tool.
export default defineConfig({
  test: {
    include: ["tests/walkthrough/**/*.test.ts"],
    environment: "node",
    testTimeout: 40 * 60_000,
    hookTimeout: 20 * 60_000,
  },
});
