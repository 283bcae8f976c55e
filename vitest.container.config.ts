import { defineConfig } from "vitest/config";

// The container test (tests/container/): the Dockerfile built and run by Debian's podman, as
// root, behind Debian's Caddy. `npm test` runs it beside the HTTP tests when it can be root
// (scripts/root-step-command.ts): building the image takes 40 s to 2 minutes.
export default defineConfig({
  test: {
    include: ["tests/container/**/*.test.ts"],
    environment: "node",
    testTimeout: 180_000,
    hookTimeout: 20 * 60_000,
  },
});
