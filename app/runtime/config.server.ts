// The one place the server reads its environment. The site parses it when it starts and fails
// fast with a message naming the variable; the browser gets only `publicConfigOf(config)`.
import { z } from "zod";
import { galleryWallTimeToInstant } from "../domain/gallery-time.ts";

const optionalUrl = z
  .union([z.literal(""), z.url({ protocol: /^https?$/ })])
  .default("")
  .transform((url) => url.replace(/\/+$/, ""));

/** An ISO date-time with an offset, or a wall time in the gallery's zone ("2025-06-06T18:00"). */
const instant = z
  .string()
  .refine((value) => !Number.isNaN(parseInstant(value).getTime()), "expected an ISO date-time")
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

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
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
    /** Sign-ups a minute per client; 0 switches the limit off. */
    SIGNUP_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
    /** Web-vitals reports a minute per client; 0 switches the limit off. */
    VITALS_RATE_LIMIT: z.coerce.number().int().min(0).default(30),
    /** How many reverse proxies in front of the server append to X-Forwarded-For. */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    GALLERY_INBOX: z.email().optional(),
    /** The content editor's local backend (decap-server, `npm run admin`): its API address. */
    EDITOR_LOCAL_BACKEND: z.url({ protocol: /^https?$/ }).optional(),
  })
  .refine((env) => (env.SMTP_URL === undefined) === (env.GALLERY_INBOX === undefined), {
    message: "set both SMTP_URL and GALLERY_INBOX for notifications, or neither",
    path: ["SMTP_URL"],
  });

export type ServerConfig = z.infer<typeof envSchema>;

export function parseConfig(env: Record<string, string | undefined>): ServerConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(present);
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
