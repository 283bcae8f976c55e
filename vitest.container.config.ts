import { defineConfig } from "vitest/config";

// The container test (tests/container/): the Dockerfile built and run by Debian's podman, as
// root, behind Debian's Caddy. A CI step of its own (.ci/run): building the image takes minutes.
export default defineConfig({
  test: {
    include: ["tests/container/**/*.test.ts"],
    environment: "node",
    testTimeout: 180_000,
    hookTimeout: 20 * 60_000,
  },
});
