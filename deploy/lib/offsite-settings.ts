// The off-site copy's settings (/etc/front/offsite.env, deploy/offsite.env.example) and what it
// copies: the backups folder (BACKUP_DIR, from the site's settings file) and the folder that
// settings file is in (/etc/front: its secrets are needed to restore a working site).
import path from "node:path";
import { z } from "zod";
import { backupDirOf, checked, parseConfig } from "../../app/runtime/config.server.ts";
import { readEnvFile } from "../../app/runtime/env-file.ts";

export const offsiteSchema = z.object({
  RESTIC_REPOSITORY: z.string().min(1),
  RESTIC_PASSWORD_FILE: z.string().min(1),
  OFFSITE_KEEP_DAILY: z.coerce.number().int().min(1).default(14),
  OFFSITE_KEEP_WEEKLY: z.coerce.number().int().min(0).default(8),
  OFFSITE_KEEP_MONTHLY: z.coerce.number().int().min(0).default(12),
});

export interface OffsiteSettings {
  folders: string[];
  keep: { daily: number; weekly: number; monthly: number };
}

export function readOffsiteSettings(
  envFile: string,
  env: Record<string, string | undefined>,
): OffsiteSettings {
  const s = checked(offsiteSchema, env);
  const site = parseConfig(readEnvFile(envFile));
  return {
    folders: [path.resolve(backupDirOf(site)), path.dirname(path.resolve(envFile))],
    keep: {
      daily: s.OFFSITE_KEEP_DAILY,
      weekly: s.OFFSITE_KEEP_WEEKLY,
      monthly: s.OFFSITE_KEEP_MONTHLY,
    },
  };
}
