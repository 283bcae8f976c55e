// Where alerts go and when a fault is one (docs/operating.md, "Alerts"): read from the site's
// settings file (/etc/front/front.env, which holds the SMTP settings too), the environment winning,
// as systemd reads EnvironmentFile= lines before Environment= ones. Mail is optional for the site,
// so it is for alerts: without SMTP_URL the checks still run and log, and say that alerts need it.
import { z } from "zod";
import { checked } from "../../app/runtime/config.server.ts";
import { readEnvFile } from "../../app/runtime/env-file.ts";

export const alertSchema = z
  .object({
    /** Alerts go through the site's own mail; without it they are logged, not sent. */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    /** The operator's own address; the gallery's inbox when unset. */
    ALERT_EMAIL: z.email().optional(),
    GALLERY_INBOX: z.email().optional(),
    SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATABASE_PATH: z.string().min(1).default("data/front.sqlite"),
    /** Free space below this on the site's disks is a fault. */
    ALERT_DISK_FREE_MIB: z.coerce.number().int().min(1).default(1024),
    /** The deep check must fail this long before it is a fault (a release's switch is not). */
    ALERT_DEEP_CHECK_MINUTES: z.coerce.number().min(0).default(4),
    /** A certificate expiring within this many days is a fault. */
    ALERT_CERT_DAYS: z.coerce.number().int().min(1).default(14),
    /** The instant the check believes it is: for tests and drills; the clock's when unset. */
    FRONT_CHECK_NOW: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((env) => !env.SMTP_URL || (env.ALERT_EMAIL ?? env.GALLERY_INBOX), {
    message: "set ALERT_EMAIL (or GALLERY_INBOX): who is told",
    path: ["ALERT_EMAIL"],
  });

export interface AlertSettings {
  /** Null: no mail is set up, so alerts can only be logged (alertsNeedMail says so). */
  smtpUrl: string | null;
  to: string;
  from: string;
  /** How the mails name the site: SITE_URL's host. */
  site: string;
  siteUrl: string | null;
  databasePath: string;
  diskFreeBytes: number;
  deepCheckHoldMs: number;
  certificateDays: number;
  now: Date;
}

export function readAlertSettings(
  envFile: string,
  env: Record<string, string | undefined>,
): AlertSettings {
  const fromFile = readEnvFile(envFile);
  const s = checked(alertSchema, { ...fromFile, ...pick(env, Object.keys(alertSchema.shape)) });
  const to = s.ALERT_EMAIL ?? s.GALLERY_INBOX ?? "";
  return {
    smtpUrl: s.SMTP_URL ?? null,
    to,
    from: s.GALLERY_INBOX ?? to,
    site: s.SITE_URL ? new URL(s.SITE_URL).host : "the Front",
    siteUrl: s.SITE_URL ?? null,
    databasePath: s.DATABASE_PATH,
    diskFreeBytes: s.ALERT_DISK_FREE_MIB * 1024 * 1024,
    deepCheckHoldMs: s.ALERT_DEEP_CHECK_MINUTES * 60_000,
    certificateDays: s.ALERT_CERT_DAYS,
    now: s.FRONT_CHECK_NOW ? new Date(s.FRONT_CHECK_NOW) : new Date(),
  };
}

/** What the check and the alert log when no mail is set up: once, so the operator learns it. */
export function alertsNeedMail(envFile: string): string {
  return (
    `alerts are not mailed: they need mail, SMTP_URL and ALERT_EMAIL (or GALLERY_INBOX) in ` +
    `${envFile} (docs/operating.md, "Alerts"); until then the checks run and only log`
  );
}

function pick(env: Record<string, string | undefined>, keys: string[]) {
  return Object.fromEntries(
    keys.flatMap((key) => (env[key] === undefined ? [] : [[key, env[key]]])),
  );
}
