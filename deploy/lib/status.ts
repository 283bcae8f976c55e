// `front.js status`: what an operator needs at a glance, in the words of the members' page.
import { statfsSync } from "node:fs";
import path from "node:path";
import { alertsNeedMail, readAlertSettings } from "./alert-settings.ts";
import { hashOf } from "./build.ts";
import { type Live, previousRelease } from "./live.ts";
import { readPublishLog } from "./publish-log-file.ts";
import { readPin } from "./pin.ts";
import { type Settings, layoutOf } from "./settings.ts";
import { describePaths } from "./update-rules.ts";

export function statusLines(settings: Settings, live: Live | null, now: Date): string[] {
  const { home } = settings;
  const lines = [
    live
      ? `live: ${live.release} (commit ${live.commit.slice(0, 7)}) on port ${live.port} since ${live.since}`
      : "live: nothing",
    `previous: ${previousRelease(home) ?? "none"}`,
  ];
  const pin = readPin(home);
  if (pin) {
    lines.push(
      `pinned: the operator rolled back to ${pin.release} at ${pin.at}; the updater releases nothing until the branch moves past ${pin.fromCommit.slice(0, 7)} (or front.js release)`,
    );
  }
  lines.push(diskLine(home));
  const alerts = alertsLine(settings.envFile);
  if (alerts) lines.push(alerts);
  const tool = toolLine(home, process.argv[1] ?? "");
  if (tool) lines.push(tool);
  const publishes = readPublishLog(home, settings.updateIntervalSeconds);
  const [last] = publishes.records;
  if (!last) lines.push("last update: none");
  else {
    const minutes = Math.round((now.getTime() - new Date(publishes.checkedAt).getTime()) / 60_000);
    lines.push(`updater last looked: ${publishes.checkedAt} (${minutes} min ago)`);
    lines.push(
      `last update: ${last.state} ${last.commit.slice(0, 7)} at ${last.at}` +
        (last.retryAt ? ` (next try at ${last.retryAt})` : ""),
    );
    if (last.state === "operator") {
      lines.push(`  waiting for the operator: this commit changes ${describePaths(last.reasons)}`);
    } else for (const reason of last.reasons) lines.push(`  ${reason}`);
    for (const commit of last.commits.slice(0, 5))
      lines.push(`  ${commit.commit.slice(0, 7)} ${commit.author}: ${commit.subject}`);
  }
  return lines;
}

/** Whether alerts can reach the operator: they go through the site's mail, when it has some. */
function alertsLine(envFile: string): string | null {
  try {
    const alerts = readAlertSettings(envFile, {});
    return alerts.smtpUrl
      ? `alerts: mailed to ${alerts.to}`
      : `alerts: off; ${alertsNeedMail(envFile)}`;
  } catch {
    // The settings file is not readable here (or not valid): the check's own run says why.
    return null;
  }
}

function diskLine(home: string): string {
  try {
    const stats = statfsSync(home);
    const free = stats.bavail * stats.bsize;
    const total = stats.blocks * stats.bsize;
    const gib = (bytes: number) => (bytes / 1024 ** 3).toFixed(1);
    return `disk: ${gib(free)} GiB free of ${gib(total)} GiB (${Math.round((1 - free / total) * 100)}% used)`;
  } catch (error) {
    return `disk: unknown (${error instanceof Error ? error.message : String(error)})`;
  }
}

/**
 * The installed tool is a copy: after a release that changed the tool, the operator installs
 * the live release's (it is never replaced by a pushed commit).
 */
function toolLine(home: string, running: string): string | null {
  const live = path.join(layoutOf(home).current, "build", "tool", "front.js");
  try {
    if (!running.endsWith(".js") || hashOf(running) === hashOf(live)) return null;
  } catch {
    return null;
  }
  return `tool: ${running} differs from the live release's; to install it: sudo install -m 755 ${live} ${running}`;
}
