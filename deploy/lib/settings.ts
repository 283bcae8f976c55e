// The release tool's settings (docs/operating.md), read once from the environment and checked
// like the site's own: a bad value stops the tool with a message naming the variable.
import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { checked } from "../../app/runtime/config.server.ts";

const ports = z
  .string()
  .default("3001,3002")
  .transform((value, context) => {
    const list = value.split(",").map((port) => Number(port.trim()));
    if (
      list.length !== 2 ||
      list.some((port) => !Number.isInteger(port) || port < 1 || port > 65535) ||
      list[0] === list[1]
    ) {
      context.addIssue({ code: "custom", message: "two different ports, e.g. 3001,3002" });
      return z.NEVER;
    }
    return list as [number, number];
  });

export const toolSchema = z.object({
  /** Everything the tool keeps: the repository mirror, releases, the live pointers, state. */
  FRONT_HOME: z.string().min(1).default("/srv/front"),
  /** The branch the site is deployed from. */
  FRONT_BRANCH: z
    .string()
    .regex(/^[\w./-]+$/)
    .default("main"),
  /** The site's settings (SITE_URL, SMTP_URL, ...), one KEY=value a line; systemd reads it too. */
  FRONT_ENV_FILE: z.string().min(1).default("/etc/front/front.env"),
  /** The two loopback ports releases take in turn: one serves while the next starts. */
  FRONT_PORTS: ports,
  /** Who runs the site's processes: systemd (front@PORT.service) or the tool itself. */
  FRONT_SUPERVISOR: z.enum(["systemd", "process"]).optional(),
  /**
   * The site's public readiness, through the proxy: the tool watches it to see traffic reach a
   * new release. Default: SITE_URL (from the settings file) + /health/ready.
   */
  FRONT_READY_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** How often the updater's timer runs (deploy/systemd/front-update.timer), for members' status. */
  FRONT_UPDATE_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(300),
  /** How long a new release has to say it is ready. */
  FRONT_READY_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(90),
  /** Releases kept besides the live and the previous one. */
  FRONT_KEEP_RELEASES: z.coerce.number().int().min(0).default(2),
  /**
   * A built checkout whose node_modules and drawn pictures the first release starts from (later
   * releases start from the live one's): saves the first build minutes on a small server.
   */
  FRONT_CACHE_FROM: z.string().optional(),
});

export interface Settings {
  home: string;
  branch: string;
  envFile: string;
  ports: [number, number];
  supervisor: "systemd" | "process";
  readyUrl: string | null;
  readyTimeoutMs: number;
  updateIntervalSeconds: number;
  keepReleases: number;
  cacheFrom: string | null;
}

export function readSettings(env: Record<string, string | undefined>): Settings {
  const s = checked(toolSchema, env);
  const home = path.resolve(s.FRONT_HOME);
  return {
    home,
    branch: s.FRONT_BRANCH,
    envFile: s.FRONT_ENV_FILE,
    ports: s.FRONT_PORTS,
    supervisor: s.FRONT_SUPERVISOR ?? (existsSync("/run/systemd/system") ? "systemd" : "process"),
    readyUrl: s.FRONT_READY_URL ?? null,
    readyTimeoutMs: s.FRONT_READY_TIMEOUT_SECONDS * 1000,
    updateIntervalSeconds: s.FRONT_UPDATE_INTERVAL_SECONDS,
    keepReleases: s.FRONT_KEEP_RELEASES,
    cacheFrom: s.FRONT_CACHE_FROM ? path.resolve(s.FRONT_CACHE_FROM) : null,
  };
}

/** Where things are under FRONT_HOME. */
export function layoutOf(home: string) {
  return {
    /** A bare mirror of the deployed repository. */
    repository: path.join(home, "repository.git"),
    releases: path.join(home, "releases"),
    /** Symbolic links to the live release and the one before it. */
    current: path.join(home, "current"),
    previous: path.join(home, "previous"),
    /** Per port: a link to the release it runs and its RELEASE setting (systemd reads both). */
    slots: path.join(home, "slots"),
    /**
     * What is live (live.json), the members' publish log (publishes.json), a rollback's pin
     * (pinned.json), the highest schema a release had (schema.json), the lock.
     */
    state: path.join(home, "state"),
    /** Every release's hashed assets, which later releases serve too (./assets.ts). */
    assets: path.join(home, "assets"),
    /** Build tools (node_modules with dev dependencies), one per lockfile, shared by releases. */
    toolchains: path.join(home, "toolchains"),
    logs: path.join(home, "logs"),
  };
}
