// The real host for tests/host/: a Debian 12 server booted with systemd as PID 1 (a podman
// container sharing this machine's loopback), which a test powers off and on again. Its image
// holds what the guide's first command installs, kept between runs as npm keeps its cache: the
// guide's commands themselves still run whole, apt's included, and find it installed.
import { createHash } from "node:crypto";
import { debianServerImage, podman } from "../support/podman.ts";

export const HOST = "front-host";

/** This machine's extra authorities (a proxy's, for the registries), which the root shell needs. */
const hostCa = process.env.NODE_EXTRA_CA_CERTS ? "/etc/ssl/certs/ca-certificates.crt" : null;

/**
 * The server's image: debianServerImage with the Debian packages that `packagesCommand` (the
 * guide's first line) installs. Made once per packages line.
 */
export function hostImage(packagesCommand: string): string {
  const script = [
    "set -e",
    `DEBIAN_FRONTEND=noninteractive ${packagesCommand.replace(/\s+#.*$/, "")}`,
    "apt-get clean",
  ].join("\n");
  const tag = createHash("sha256").update(script).digest("hex").slice(0, 16);
  const image = `localhost/front-test-debian-host:${tag}`;
  if (podman(["image", "exists", image], { allowFailure: true }).status === 0) return image;
  const builder = `${HOST}-image`;
  podman(["rm", "--force", builder], { allowFailure: true });
  try {
    podman(["run", `--name=${builder}`, debianServerImage(), "bash", "-c", script], {
      timeoutMs: 10 * 60_000,
    });
    podman(["commit", "--quiet", `--change=CMD ["/sbin/init"]`, builder, image], {
      timeoutMs: 5 * 60_000,
    });
  } finally {
    podman(["rm", "--force", builder], { allowFailure: true });
  }
  return image;
}

/** Boots the server from `image`, with `mounts` ([host, container] read-only), until systemd is up. */
export async function bootHost(image: string, mounts: [string, string][]): Promise<void> {
  podman(["rm", "--force", HOST], { allowFailure: true });
  podman([
    "run",
    "--detach",
    `--name=${HOST}`,
    "--systemd=always",
    // systemd as init wants its cgroups and raises units' limits (Caddy's LimitNOFILE).
    "--privileged",
    "--network=host",
    ...mounts.map(([from, to]) => `--volume=${from}:${to}:ro`),
    image,
  ]);
  await systemUp();
  if (hostCa) {
    // This machine's proxy authority reaches the `front` user's npm through sudo.
    onHost(
      `mkdir -p /etc/sudoers.d && echo 'Defaults env_keep += "NODE_EXTRA_CA_CERTS"' > /etc/sudoers.d/host-ca && chmod 440 /etc/sudoers.d/host-ca`,
    );
  }
}

/** Until systemd says the system is up (running, or degraded: a failed unit is the test's to see). */
async function systemUp(): Promise<void> {
  const booted = Date.now();
  for (;;) {
    const state = podman(["exec", HOST, "systemctl", "is-system-running"], {
      allowFailure: true,
    }).stdout.trim();
    if (state === "running" || state === "degraded") return;
    if (Date.now() - booted > 90_000) throw new Error(`systemd did not boot: ${state}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A command as root on the server, in a shell that stops at the first failure. */
export function onHost(
  script: string,
  options: { timeoutMs?: number; allowFailure?: boolean } = {},
) {
  const env = hostCa ? ["-e", `NODE_EXTRA_CA_CERTS=${hostCa}`] : [];
  return podman(["exec", ...env, HOST, "bash", "-e", "-o", "pipefail", "-c", script], {
    timeoutMs: options.timeoutMs ?? 60_000,
    allowFailure: options.allowFailure,
  });
}

/** Shuts the server down as a power button does (systemd stops every unit), and powers it on. */
export function powerOff(): void {
  podman(["stop", "--time=60", HOST], { timeoutMs: 90_000 });
}

/** Powers the server on; resolves when its processes run (systemd then starts its units). */
export function powerOn(): void {
  podman(["start", HOST]);
}

export function removeHost(): void {
  podman(["rm", "--force", "--time=5", HOST], { allowFailure: true });
}
