// The systemd units in deploy/systemd, as systemd itself reads them (`systemd-analyze verify`):
// a typo in a directive or a section fails here, not on the gallery's server.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { layoutOf } from "../../deploy/lib/settings.ts";

const units = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "..",
  "deploy",
  "systemd",
);

it("every unit reads cleanly, but for the Node binary a host installs itself", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "front-units-"));
  try {
    const files = readdirSync(units).filter((name) => /\.(service|timer)$/.test(name));
    // A template is verified as one of its instances.
    const named = files.map((name) => {
      const target = path.join(folder, name.replace("@.service", "@3001.service"));
      copyFileSync(path.join(units, name), target);
      return target;
    });
    const result = spawnSync("systemd-analyze", ["verify", "--man=no", ...named], {
      encoding: "utf8",
    });
    const complaints = `${result.stdout}${result.stderr}`
      .split("\n")
      .filter((line) => line.trim() !== "")
      .filter((line) => !/Command \/usr\/local\/bin\/node is not executable/.test(line));
    expect(complaints).toEqual([]);
    expect(files.sort()).toEqual([
      "front-alert@.service",
      "front-backup.service",
      "front-backup.timer",
      "front-check.service",
      "front-check.timer",
      "front-offsite.service",
      "front-offsite.timer",
      "front-update.service",
      "front-update.timer",
      "front.service",
      "front@.service",
    ]);
    // The site's unit runs as its own user, hardened, writing only the mailing list's folder and
    // the backups a migrating release makes first.
    const site = readFileSync(path.join(units, "front@.service"), "utf8");
    for (const line of [
      "User=front",
      "NoNewPrivileges=yes",
      "ProtectSystem=strict",
      "ReadWritePaths=/srv/front/data /srv/front/backups",
      "Restart=on-failure",
    ]) {
      expect(site).toContain(`\n${line}\n`);
    }
    for (const name of files.filter((file) => file.endsWith(".service"))) {
      expect(readFileSync(path.join(units, name), "utf8")).toContain("\nUMask=0077\n");
    }
    console.log(`units: ${files.length} verified by systemd-analyze`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

const directive = (unit: string, key: string) =>
  [...unit.matchAll(new RegExp(`^${key}=(.*)$`, "gm"))].flatMap((match) =>
    (match[1] ?? "").trim().split(/\s+/),
  );
const unitText = (name: string) => readFileSync(path.join(units, name), "utf8");

it("bounds the oneshot units in time, memory, CPU and disk, and mails the operator when one fails", () => {
  // systemd resolves OnFailure's template only when the unit fails: the name is checked here.
  const alertTemplate = "front-alert@.service";
  expect(readdirSync(units)).toContain(alertTemplate);
  const bounds: Record<string, string[]> = {
    "front-update.service": [
      "TimeoutStartSec",
      "MemoryHigh",
      "MemoryMax",
      "CPUWeight",
      "Nice",
      "IOSchedulingClass",
    ],
    "front-backup.service": [
      "TimeoutStartSec",
      "MemoryMax",
      "CPUWeight",
      "Nice",
      "IOSchedulingClass",
    ],
    "front-offsite.service": [
      "TimeoutStartSec",
      "MemoryHigh",
      "MemoryMax",
      "CPUWeight",
      "Nice",
      "IOSchedulingClass",
    ],
    "front-check.service": ["TimeoutStartSec", "MemoryMax"],
    "front-alert@.service": ["TimeoutStartSec", "MemoryMax"],
  };
  for (const [name, keys] of Object.entries(bounds)) {
    const unit = unitText(name);
    for (const key of keys) expect(directive(unit, key), `${name}: ${key}`).toHaveLength(1);
  }
  for (const name of ["front-update.service", "front-backup.service", "front-offsite.service"]) {
    const unit = unitText(name);
    expect(directive(unit, "OnFailure"), name).toEqual(["front-alert@%n.service"]);
    expect(directive(unit, "IOSchedulingClass"), name).toEqual(["idle"]);
    // Below the live site, which runs at the default weight (100) and niceness (0).
    expect(Number(directive(unit, "CPUWeight")[0])).toBeLessThan(100);
    expect(Number(directive(unit, "Nice")[0])).toBeGreaterThan(0);
  }
  // The alert and the check must not themselves alert: a mail that cannot go out would loop.
  for (const name of ["front-alert@.service", "front-check.service"]) {
    expect(directive(unitText(name), "OnFailure"), name).toEqual([]);
  }
  expect(directive(unitText("front-check.timer"), "OnUnitActiveSec")).toEqual(["5min"]);
});

it("lets the updater write where the release tool writes, and keeps the list and the secrets from it", () => {
  const updater = readFileSync(path.join(units, "front-update.service"), "utf8");
  const writable = directive(updater, "ReadWritePaths");
  const layout = layoutOf("/srv/front");
  const covered = (target: string) =>
    writable.some((root) => target === root || target.startsWith(`${root}/`));
  // The live and previous links are replaced by a rename in their folder: the folder must be
  // writable, and a link itself cannot be listed (systemd follows it, and fails while
  // "previous" does not exist yet, as it does until the second release).
  for (const link of [layout.current, layout.previous]) {
    expect(covered(path.dirname(link))).toBe(true);
    expect(writable).not.toContain(link);
  }
  for (const folder of [
    layout.repository,
    layout.releases,
    layout.slots,
    layout.state,
    layout.logs,
    layout.toolchains,
    layout.assets,
  ]) {
    expect(covered(folder)).toBe(true);
  }
  // Neither the mailing list nor its backups nor the site's secrets reach the build it runs.
  expect(directive(updater, "InaccessiblePaths")).toEqual([
    "/srv/front/data",
    "/srv/front/backups",
    "/etc/front/front.env",
  ]);
});

it("lets the site write where its settings put the database and the copies made before a migration", () => {
  const example = readFileSync(path.join(units, "..", "front.env.example"), "utf8");
  const setting = (key: string) => new RegExp(`^#?\\s*${key}=(\\S+)$`, "m").exec(example)?.[1];
  const writable = directive(unitText("front@.service"), "ReadWritePaths");
  for (const key of ["DATABASE_PATH", "BACKUP_DIR"]) {
    const file = setting(key);
    expect(file, `${key} in front.env.example`).toBeDefined();
    const folder = key === "DATABASE_PATH" ? path.dirname(file ?? "") : file;
    expect(writable, key).toContain(folder);
  }
});

it("starts the live release at boot, after Caddy, as the site's user", () => {
  const boot = unitText("front.service");
  expect(directive(boot, "WantedBy")).toEqual(["multi-user.target"]);
  expect(directive(boot, "After")).toContain("caddy.service");
  expect(directive(boot, "User")).toEqual(["front"]);
  expect(directive(boot, "ExecStart")).toEqual([
    "/usr/local/bin/node",
    "/usr/local/lib/front/front.js",
    "start",
  ]);
  // The site's processes start after Caddy too, and stop before it.
  expect(directive(unitText("front@.service"), "After")).toContain("caddy.service");
});
