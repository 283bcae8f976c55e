// Moving the proxy's traffic: the upstream file the proxy imports names the live port, and the
// proxy reads it again gracefully (Caddy's and nginx's reloads finish requests in flight on the
// old upstream and send new ones to the new).
import { readFileSync, renameSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { run } from "./run.ts";
import type { Settings } from "./settings.ts";

export function upstreamText(settings: Settings, port: number): string {
  return `# Written by the release tool (deploy/front.ts): the live release's port.\n${settings.upstreamLine.replace("{port}", String(port))}\n`;
}

/** The port the proxy sends traffic to now, read back from its upstream file. */
export function proxiedPort(settings: Settings): number | null {
  let text: string;
  try {
    text = readFileSync(settings.upstreamFile, "utf8");
  } catch {
    return null;
  }
  const [before, after] = settings.upstreamLine.split("{port}");
  for (const line of text.split("\n")) {
    if (line.startsWith(before ?? "") && line.endsWith(after ?? "")) {
      const port = Number(line.slice((before ?? "").length, line.length - (after ?? "").length));
      if (Number.isInteger(port)) return port;
    }
  }
  return null;
}

export async function moveTraffic(settings: Settings, port: number): Promise<void> {
  mkdirSync(path.dirname(settings.upstreamFile), { recursive: true });
  const next = `${settings.upstreamFile}.next`;
  writeFileSync(next, upstreamText(settings, port));
  renameSync(next, settings.upstreamFile);
  if (settings.proxyReload.trim() !== "") await run("sh", ["-c", settings.proxyReload]);
}
