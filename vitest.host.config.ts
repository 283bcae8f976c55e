import { defineConfig } from "vitest/config";

// The real host (tests/host/): docs/operating.md's going live and a first week on a Debian 12
// server booted with systemd as PID 1, in a podman container sharing this machine's loopback.
// `npm test` runs it beside the browser tests when it can be root (scripts/root-step-command.ts):
// it needs podman and debootstrap.
export default defineConfig({
  test: {
    include: ["tests/host/**/*.test.ts"],
    environment: "node",
    testTimeout: 20 * 60_000,
    hookTimeout: 20 * 60_000,
  },
});
