// `node deploy/offsite.ts` (front-offsite.service, daily): copies the backups and the settings
// folder to the second place with restic (encrypted, only what changed is sent), then forgets
// the snapshots past the policy and prunes what they alone held. restic reads RESTIC_REPOSITORY
// and RESTIC_PASSWORD_FILE from the environment (/etc/front/offsite.env). A failure exits 1 with
// restic's own reason (a wrong password, a second place out of reach).
import { readSettings } from "./lib/settings.ts";
import { readOffsiteSettings } from "./lib/offsite-settings.ts";
import { CommandFailed, run } from "./lib/run.ts";

try {
  const started = performance.now();
  const offsite = readOffsiteSettings(readSettings(process.env).envFile, process.env);
  await run("restic", ["backup", "--tag", "front", ...offsite.folders]);
  await run("restic", [
    "forget",
    "--prune",
    "--tag",
    "front",
    "--keep-daily",
    String(offsite.keep.daily),
    "--keep-weekly",
    String(offsite.keep.weekly),
    "--keep-monthly",
    String(offsite.keep.monthly),
  ]);
  const stats = JSON.parse(
    await run("restic", ["stats", "--mode", "raw-data", "--json"], { capture: true }),
  ) as { total_size?: number };
  console.log(
    `offsite: ${offsite.folders.join(" and ")} copied to ${process.env.RESTIC_REPOSITORY} in ${((performance.now() - started) / 1000).toFixed(1)} s; the copy holds ${((stats.total_size ?? 0) / 1024).toFixed(0)} KiB`,
  );
} catch (error) {
  // restic's own reason is its last line ("Fatal: wrong password or no key found").
  const reason =
    error instanceof CommandFailed ? `: ${error.output.trim().split("\n").at(-1)}` : "";
  console.error(
    `offsite: the copy failed: ${error instanceof Error ? error.message : String(error)}${reason}`,
  );
  process.exitCode = 1;
}
