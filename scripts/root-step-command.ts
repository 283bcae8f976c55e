// How `npm test` runs its two podman steps, the real host (tests/host/, `npm run test:host`:
// Debian booted with systemd) and the container test (tests/container/, `npm run
// test:container`: the Dockerfile built and run): podman and debootstrap need root. As root,
// directly; as another user, through sudo when it asks no password (with this PATH, for Node 24);
// otherwise not at all, and the table says why. CI runs as root or with sudo (.ci/run installs
// podman).
import { execFileSync } from "node:child_process";

/** The steps that run only as root. */
export const ROOT_STEPS: readonly string[] = ["test:host", "test:container"];

function succeeds(program: string, args: string[]): boolean {
  try {
    execFileSync(program, args, { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

export function rootStepCommand(script: string): string[] | { skipped: string } {
  const test = ["npm", "run", script];
  const prefix =
    process.getuid?.() === 0
      ? []
      : succeeds("sudo", ["-n", "true"])
        ? ["sudo", "-n", "env", `PATH=${process.env.PATH ?? ""}`]
        : undefined;
  if (!prefix) return { skipped: "it needs root or sudo without a password (podman, debootstrap)" };
  if (
    !succeeds("sh", [
      "-c",
      'PATH="$PATH:/usr/sbin:/sbin"; command -v podman && command -v debootstrap',
    ])
  ) {
    return { skipped: "podman and debootstrap are not installed (.ci/run installs them)" };
  }
  return [...prefix, ...test];
}
