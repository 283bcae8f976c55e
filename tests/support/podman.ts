// Debian's podman for the container test (tests/container/): the command with the settings this
// kind of machine needs, and a stand-in for the Node base image the Dockerfile names, made from
// Debian's packages (debootstrap) and the Node 24 that runs the tests, since no image registry
// is reachable here.
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  realpathSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Run through runc, with file and process limits below the host's hard limits: on VMs where
 * cgroups are mixed v1/v2, crun refuses to start, and podman's default of a million open files
 * is more than such a host lets a container raise to.
 */
const HOST_SETTINGS = `[containers]
default_ulimits = ["nofile=4096:4096", "nproc=4096:4096"]
[engine]
runtime = "runc"
`;

let settingsFile: string | undefined;

function podmanEnv(): NodeJS.ProcessEnv {
  if (!settingsFile) {
    settingsFile = path.join(mkdtempSync(path.join(tmpdir(), "front-podman-")), "containers.conf");
    writeFileSync(settingsFile, HOST_SETTINGS);
  }
  return { ...process.env, CONTAINERS_CONF: settingsFile };
}

export interface PodmanResult {
  status: number;
  stdout: string;
  stderr: string;
}

/** `podman ARGS`, waited for; fails with its output unless `allowFailure`. */
export function podman(
  args: string[],
  options: { timeoutMs?: number; allowFailure?: boolean } = {},
): PodmanResult {
  const result = spawnSync("podman", args, {
    env: podmanEnv(),
    encoding: "utf8",
    timeout: options.timeoutMs ?? 60_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  const outcome = {
    status: result.status ?? -1,
    stdout: result.stdout ?? "",
    stderr: `${result.stderr ?? ""}${result.error ? String(result.error) : ""}`,
  };
  if (outcome.status !== 0 && !options.allowFailure) {
    throw new Error(`podman ${args.join(" ")} exited ${outcome.status}:\n${outcome.stderr}`);
  }
  return outcome;
}

/** Debian's mirror, as this machine's apt knows it (deb822 or one-line sources). */
function debianMirror(): string {
  for (const file of ["/etc/apt/sources.list.d/debian.sources", "/etc/apt/sources.list"]) {
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      continue;
    }
    const mirror =
      /^URIs:\s*(\S+\/debian)\s*$/m.exec(text)?.[1] ??
      /^deb\s+(?:\[[^\]]*\]\s+)?(\S+\/debian)\s+/m.exec(text)?.[1];
    if (mirror) return mirror;
  }
  throw new Error("No Debian mirror in /etc/apt: debootstrap needs one");
}

/** The npm on PATH (Debian's, or any other), as a package folder: the image gets the same one. */
function npmFolder(): string {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const command = path.join(dir, "npm");
    if (!existsSync(command)) continue;
    // bin/npm-cli.js inside the package, whatever links lead there.
    const folder = path.dirname(path.dirname(realpathSync(command)));
    if (existsSync(path.join(folder, "package.json"))) return folder;
  }
  throw new Error("No npm on PATH");
}

/**
 * A local Debian 12 image made by debootstrap (minbase, with `include`d packages), finished by
 * `prepare` in its root folder, imported with `changes` (Dockerfile lines). Made once per name.
 */
function debianImage(
  image: string,
  include: string[],
  prepare: (rootfs: string, changes: string[]) => void,
): string {
  if (podman(["image", "exists", image], { allowFailure: true }).status === 0) return image;
  const rootfs = mkdtempSync(path.join(tmpdir(), "front-rootfs-"));
  try {
    const bootstrap = spawnSync(
      "debootstrap",
      ["--variant=minbase", `--include=${include.join(",")}`, "bookworm", rootfs, debianMirror()],
      {
        encoding: "utf8",
        timeout: 600_000,
        env: { ...process.env, PATH: `${process.env.PATH}:/usr/sbin:/sbin` },
      },
    );
    if (bootstrap.status !== 0) {
      throw new Error(`debootstrap failed:\n${bootstrap.stdout}\n${bootstrap.stderr}`);
    }
    rmSync(path.join(rootfs, "var", "cache", "apt", "archives"), { recursive: true, force: true });
    const changes: string[] = [];
    prepare(rootfs, changes);
    // The archive streams from tar to podman: a shell pipe, as it is several hundred MB.
    const imported = spawnSync(
      "sh",
      ["-c", 'rootfs=$1 image=$2; shift 2; tar -C "$rootfs" -c . | podman import "$@" - "$image"']
        .concat(["sh", rootfs, image])
        .concat(changes.map((change) => `--change=${change}`)),
      { encoding: "utf8", timeout: 300_000, env: podmanEnv() },
    );
    if (imported.status !== 0) throw new Error(`podman import failed:\n${imported.stderr}`);
    return image;
  } finally {
    rmSync(rootfs, { recursive: true, force: true });
  }
}

/**
 * A local image laid out like the official `node:24-bookworm-slim`: Debian 12 (minbase, with
 * CA certificates), node and npm in /usr/local, a `node` user with uid 1000. Made once per Node
 * version (about two minutes) and reused.
 */
export function nodeBaseImage(): string {
  const npm = npmFolder();
  return debianImage(
    `localhost/front-test-node:${process.versions.node}`,
    ["ca-certificates"],
    (rootfs, changes) => {
      const local = path.join(rootfs, "usr", "local");
      cpSync(process.execPath, path.join(local, "bin", "node"));
      mkdirSync(path.join(local, "lib", "node_modules"), { recursive: true });
      cpSync(npm, path.join(local, "lib", "node_modules", "npm"), { recursive: true });
      symlinkSync("../lib/node_modules/npm/bin/npm-cli.js", path.join(local, "bin", "npm"));
      symlinkSync("../lib/node_modules/npm/bin/npx-cli.js", path.join(local, "bin", "npx"));
      // This machine may reach the registry through a proxy that its own CA vouches for, which
      // its Node trusts by NODE_EXTRA_CA_CERTS: the image's Node trusts the same.
      changes.push('CMD ["node"]');
      const extraCa = process.env.NODE_EXTRA_CA_CERTS;
      if (extraCa && existsSync(extraCa)) {
        cpSync(extraCa, path.join(local, "share", "host-ca-certificates.crt"));
        changes.push("ENV NODE_EXTRA_CA_CERTS=/usr/local/share/host-ca-certificates.crt");
      }
      const add = (file: string, line: string) =>
        writeFileSync(path.join(rootfs, "etc", file), line, { flag: "a" });
      add("passwd", "node:x:1000:1000::/home/node:/bin/sh\n");
      add("group", "node:x:1000:\n");
      mkdirSync(path.join(rootfs, "home", "node"), { recursive: true });
      spawnSync("chown", ["1000:1000", path.join(rootfs, "home", "node")]);
    },
  );
}

/**
 * A stand-in for a fresh Debian 12 server: minbase with systemd as init, D-Bus and CA
 * certificates, booted with `podman run --systemd=always`. It trusts what this machine trusts
 * (its own authorities, such as a proxy's that the registries are reached through).
 */
export function debianServerImage(): string {
  return debianImage(
    "localhost/front-test-debian-server:bookworm",
    ["systemd", "systemd-sysv", "dbus", "ca-certificates", "procps"],
    (rootfs, changes) => {
      const local = "/usr/local/share/ca-certificates";
      if (existsSync(local)) {
        cpSync(local, path.join(rootfs, local), { recursive: true });
        const updated = spawnSync("chroot", [rootfs, "update-ca-certificates"], {
          encoding: "utf8",
          env: { ...process.env, PATH: `${process.env.PATH}:/usr/sbin:/sbin` },
        });
        if (updated.status !== 0) throw new Error(`update-ca-certificates:\n${updated.stderr}`);
      }
      changes.push('CMD ["/sbin/init"]');
    },
  );
}
