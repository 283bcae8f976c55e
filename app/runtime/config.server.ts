// The one place the server reads its environment. The site parses it when it starts and fails
// fast with a message naming the variable; the browser gets only `publicConfigOf(config)`.
import path from "node:path";
import { z } from "zod";
import { isOnTheCalendar } from "../content/calendar-text.ts";
import { galleryWallTimeToInstant } from "../domain/gallery-time.ts";
import { parseOrigins } from "../http/cross-site.ts";
import { parseTrustedProxies } from "../http/trusted-proxies.ts";

const optionalUrl = z
  .union([z.literal(""), z.url({ protocol: /^https?$/ })])
  .default("")
  .transform((url) => url.replace(/\/+$/, ""));

/** An ISO date-time with an offset, or a wall time in the gallery's zone ("2025-06-06T18:00"). */
const instant = z
  .string()
  .refine(
    (value) => isOnTheCalendar(value) && !Number.isNaN(parseInstant(value).getTime()),
    "expected a real ISO date-time, such as 2025-07-04T16:00 or 2025-07-15T12:00:00-04:00",
  )
  .transform(parseInstant);

function parseInstant(value: string): Date {
  if (/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/.test(value)) return galleryWallTimeToInstant(value);
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    return new Date(value);
  }
  return new Date(Number.NaN);
}

/** "1"/"true" or "0"/"false", so that a switch reads the same in every shell. */
function flag(unset: "0" | "1") {
  return z
    .enum(["0", "1", "true", "false"])
    .default(unset)
    .transform((value) => value === "1" || value === "true");
}

/** Where the server listens: read before anything else, so the site can learn its address. */
const listenFields = {
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Open connections held at once; one more is closed as soon as it opens. */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).default(1000),
  /**
   * On a stop signal, how long to keep serving while readiness says no, so that a proxy's health
   * check moves traffic away first (3 behind the shipped Caddyfile, which checks every second).
   */
  DRAIN_NOTICE_SECONDS: z.coerce.number().int().min(0).max(60).default(0),
  /** What this process runs, as the release script names it; the health routes report it. */
  RELEASE: z
    .string()
    .regex(/^[\w.:@-]{1,100}$/, "letters, digits and . _ : @ - only, at most 100")
    .optional(),
};

/** The site's settings (docs/operating.md, "Environment", checks its table against these keys). */
export const envSchema = z
  .object({
    ...listenFields,
    GALLERY_NOW: instant.optional(),
    IMAGES_BASE_URL: optionalUrl,
    API_BASE_URL: optionalUrl,
    /** The public address of the site, for canonical URLs, the sitemap and social cards. */
    SITE_URL: optionalUrl,
    /** Send Strict-Transport-Security: only where the site is served over HTTPS. */
    HSTS: flag("0"),
    /** Collect web vitals from visitors' browsers (/api/vitals); "0" switches it off. */
    WEB_VITALS: flag("1"),
    DATABASE_PATH: z.string().min(1).default("data/front.sqlite"),
    /** Where `npm run backup` writes (default: backups/ beside the database's folder). */
    BACKUP_DIR: z.string().min(1).optional(),
    /** Backups kept: the newest of each of this many days, and of this many ISO weeks. */
    BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).default(7),
    BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).default(8),
    /**
     * The updater's log of members' Publishes (FRONT_HOME/state/publishes.json), which
     * /admin/status shows and the gallery's inbox is told of; unset where no updater runs.
     * Absolute: the server runs in a release's folder, which changes with every release.
     */
    PUBLISH_LOG: z
      .string()
      .refine(
        (value) => path.isAbsolute(value),
        "an absolute path, such as /srv/front/state/publishes.json",
      )
      .optional(),
    /** Sign-ups a minute per client; 0 switches the limit off. */
    SIGNUP_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
    /** Questions about works a minute per client; 0 switches the limit off. */
    INQUIRY_RATE_LIMIT: z.coerce.number().int().min(0).default(5),
    /**
     * Questions about works a day per client (its IPv4 address or IPv6 /64), whatever the
     * addresses given; 0 switches the limit off. Raise it when many visitors share one address
     * (the gallery's own wifi).
     */
    INQUIRY_DAILY_LIMIT: z.coerce.number().int().min(0).default(3),
    /**
     * Posts a minute per client to the desk's sign-in (asking for a code, typing one); 0 switches
     * the limit off. The desk also counts codes per address and per browser (features/desk).
     */
    DESK_SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
    /** Web-vitals reports a minute per client; 0 switches the limit off. */
    VITALS_RATE_LIMIT: z.coerce.number().int().min(0).default(30),
    /**
     * Writes a minute to each endpoint (sign-ups, questions, the desk's sign-in, web-vitals reports),
     * whoever sends them: the per-client limits stop one client, this stops many from filling the
     * disk; each endpoint has its own, so that beacons never close the desk's sign-in.
     */
    WRITE_RATE_LIMIT: z.coerce.number().int().min(0).default(120),
    /** The reverse proxies (addresses, CIDRs) whose X-Forwarded-For names the client. */
    TRUST_PROXY: z
      .string()
      .default("")
      .transform((value, context) => {
        const parsed = parseTrustedProxies(value);
        if (parsed.ok) return parsed.proxies;
        context.addIssue({ code: "custom", message: parsed.error });
        return z.NEVER;
      }),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    /**
     * Copies of an announcement sent a minute at most (issue 32). 60 stays inside what small
     * providers allow (a few hundred an hour, a few thousand a day) and sends 500 in under 9 min.
     */
    ANNOUNCE_PER_MINUTE: z.coerce.number().int().min(1).max(60_000).default(60),
    GALLERY_INBOX: z.email().optional(),
    /** Other origins whose pages may post to the endpoints (comma-separated); the site's own always may. */
    API_ALLOWED_ORIGINS: z
      .string()
      .default("")
      .transform((value, context) => {
        const parsed = parseOrigins(value);
        if (parsed.ok) return parsed.origins;
        context.addIssue({ code: "custom", message: parsed.error });
        return z.NEVER;
      }),
    /** Signs the links in mails to subscribers (confirm, unsubscribe). */
    SIGNUP_SECRET: z.string().min(32, "use at least 32 random characters").optional(),
    NODE_ENV: z.string().optional(),
    /** The content editor's local backend (decap-server, `npm run admin`): its API address. */
    EDITOR_LOCAL_BACKEND: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * The GitHub App members sign in to the editor with: its client ID and secret
     * (docs/operating.md, "The editor's sign-in through GitHub"). The names are the OAuth flow's,
     * which a GitHub App's user sign-in is.
     */
    GITHUB_OAUTH_CLIENT_ID: z.string().min(1).optional(),
    GITHUB_OAUTH_CLIENT_SECRET: z.string().min(1).optional(),
    /**
     * Publishing without a GitHub account (issue 24; docs/operating.md, "Publishing for members without a GitHub account"): the
     * site's own clone of the repository (made on first use), the remote it pushes members'
     * commits to (with a deploy key or token that can write it), and the branch.
     */
    CONTENT_REPOSITORY_PATH: z.string().min(1).optional(),
    CONTENT_REMOTE: z.string().min(1).optional(),
    /** The deploy key the site pushes with, when CONTENT_REMOTE is an SSH address. */
    CONTENT_SSH_KEY: z.string().min(1).optional(),
    CONTENT_BRANCH: z
      .string()
      .regex(/^[\w.-]+(\/[\w.-]+)*$/)
      .default("main"),
    /** The committer of members' commits: the site. */
    CONTENT_COMMITTER_EMAIL: z.email().default("site@thefront.invalid"),
    /** The provider's addresses: GitHub's, unless a test (or GitHub Enterprise) says otherwise. */
    GITHUB_OAUTH_AUTHORIZE_URL: z
      .url({ protocol: /^https?$/ })
      .default("https://github.com/login/oauth/authorize"),
    GITHUB_OAUTH_TOKEN_URL: z
      .url({ protocol: /^https?$/ })
      .default("https://github.com/login/oauth/access_token"),
  })
  .refine(
    (env) =>
      (env.GITHUB_OAUTH_CLIENT_ID === undefined) === (env.GITHUB_OAUTH_CLIENT_SECRET === undefined),
    {
      message: "set both GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET, or neither",
      path: ["GITHUB_OAUTH_CLIENT_ID"],
    },
  )
  .refine(
    (env) => (env.CONTENT_REPOSITORY_PATH === undefined) === (env.CONTENT_REMOTE === undefined),
    {
      message:
        "set both CONTENT_REPOSITORY_PATH and CONTENT_REMOTE to publish for members, or neither",
      path: ["CONTENT_REPOSITORY_PATH"],
    },
  )
  .refine((env) => (env.SMTP_URL === undefined) === (env.GALLERY_INBOX === undefined), {
    message: "set both SMTP_URL and GALLERY_INBOX for notifications, or neither",
    path: ["SMTP_URL"],
  })
  // Without it, canonical URLs, the sitemap and social cards would name localhost.
  .refine((env) => env.NODE_ENV !== "production" || env.SITE_URL !== "", {
    message: "required when NODE_ENV=production: the site's public address (https://…)",
    path: ["SITE_URL"],
  })
  // A development default must never sign a production mail's links.
  .refine(
    (env) => !(env.NODE_ENV === "production" && env.SMTP_URL && env.SIGNUP_SECRET === undefined),
    {
      message: "required in production when mail is configured (e.g. `openssl rand -hex 32`)",
      path: ["SIGNUP_SECRET"],
    },
  );

export type ServerConfig = z.infer<typeof envSchema>;

export type ListenConfig = Pick<
  ServerConfig,
  "PORT" | "HOST" | "MAX_CONNECTIONS" | "DRAIN_NOTICE_SECONDS" | "RELEASE"
>;

/** Only where to listen, from the environment; the rest is checked by parseConfig. */
export function parseListenConfig(env: Record<string, string | undefined>): ListenConfig {
  return checked(z.object(listenFields), env);
}

export function parseConfig(env: Record<string, string | undefined>): ServerConfig {
  return checked(envSchema, env);
}

/**
 * `env` through `schema` (an empty value reads as unset), or one error naming every problem.
 * The release tool's settings (deploy/lib/settings.ts) are read the same way.
 */
export function checked<T>(schema: z.ZodType<T>, env: Record<string, string | undefined>): T {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = schema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return result.data;
}

/** The site's own origin: SITE_URL, or this server's local address when unset. */
export function siteUrlOf(config: ServerConfig): string {
  return config.SITE_URL || `http://localhost:${config.PORT}`;
}

/** The folder backups go to. */
export function backupDirOf(config: ServerConfig): string {
  return (
    config.BACKUP_DIR ??
    path.join(path.dirname(path.dirname(path.resolve(config.DATABASE_PATH))), "backups")
  );
}

/** The origins whose pages may post to the endpoints: the site's own, then API_ALLOWED_ORIGINS. */
export function allowedOriginsOf(config: ServerConfig): string[] {
  const site = new URL(siteUrlOf(config)).origin;
  return [site, ...config.API_ALLOWED_ORIGINS.filter((origin) => origin !== site)];
}

/** Signs links only a development site ever sends; production refuses to start without its own. */
const DEVELOPMENT_SIGNUP_SECRET = "development only: never used when NODE_ENV=production";

/** The key that signs subscribers' links; null in production without SIGNUP_SECRET (no mail). */
export function signupSecretOf(config: ServerConfig): string | null {
  if (config.SIGNUP_SECRET) return config.SIGNUP_SECRET;
  return config.NODE_ENV === "production" ? null : DEVELOPMENT_SIGNUP_SECRET;
}

/** What the browser may know of the configuration. */
export function publicConfigOf(config: ServerConfig) {
  return {
    imagesBaseUrl: config.IMAGES_BASE_URL,
    apiBaseUrl: config.API_BASE_URL,
    siteUrl: siteUrlOf(config),
    webVitals: config.WEB_VITALS,
  };
}
export type PublicConfig = ReturnType<typeof publicConfigOf>;
