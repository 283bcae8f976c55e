// The settings of a maintenance command (npm run subscribers, members, vitals, backup, restore),
// typed by an operator in whatever shell they stand in: the site's own settings file, as the
// site's unit reads it, under whatever the shell sets itself. Without it, a command typed without
// `. /etc/front/front.env` first would open (and so create) an empty database in the current
// folder, and report nothing without an error.
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { openDatabase } from "../database/database.server.ts";
import { type ServerConfig, parseConfig } from "./config.server.ts";
import { readEnvFile } from "./env-file.ts";

/** The site's settings file on a server set up as docs/operating.md has it. */
export const SITE_SETTINGS_FILE = "/etc/front/front.env";

export interface MaintenanceConfig {
  config: ServerConfig;
  /** Where DATABASE_PATH came from, in words for a message. */
  databaseFrom: string;
}

/** The environment over the settings file (FRONT_ENV_FILE, default /etc/front/front.env). */
export function maintenanceConfig(env: Record<string, string | undefined>): MaintenanceConfig {
  const file = env.FRONT_ENV_FILE || SITE_SETTINGS_FILE;
  let fromFile: Record<string, string> = {};
  if (existsSync(file)) {
    try {
      fromFile = readEnvFile(file);
    } catch (error) {
      // A read refused (EACCES); a line that is not KEY=value says so itself.
      const code = (error as NodeJS.ErrnoException).code;
      if (!code) throw error;
      throw new Error(
        `${file} holds the site's settings and cannot be read here (${code}): run this as the ` +
          `site's user, e.g. sudo -u front sh -c 'cd /srv/front/current && npm run …'`,
      );
    }
  }
  const databaseFrom = env.DATABASE_PATH
    ? "DATABASE_PATH, set in the environment"
    : fromFile.DATABASE_PATH
      ? `DATABASE_PATH, from ${file}`
      : `the default, as neither the environment nor ${file} sets DATABASE_PATH`;
  return { config: parseConfig({ ...fromFile, ...env }), databaseFrom };
}

/**
 * The site's database as it stands, for a command that reads or changes what is in it: never one
 * made anew, and never opened as root when it is another user's (the files SQLite would make
 * beside it, its journal and WAL index, would be root's, and the site could not write).
 */
export function openSiteDatabase({ config, databaseFrom }: MaintenanceConfig): DatabaseSync {
  const file = path.resolve(config.DATABASE_PATH);
  if (!existsSync(file)) {
    throw new Error(
      `No database at ${file} (${databaseFrom}). Nothing was created. On the server, set ` +
        `DATABASE_PATH in ${SITE_SETTINGS_FILE} (or FRONT_ENV_FILE to the site's settings file).`,
    );
  }
  const owner = statSync(file).uid;
  if (process.getuid?.() === 0 && owner !== 0) {
    throw new Error(
      `${file} is not root's: run this as the site's user (sudo -u front …), so that the files ` +
        `SQLite makes beside it stay the site's.`,
    );
  }
  return openDatabase(file);
}

/** The site's database for a command line (`name`): a refusal is printed, and the command ends. */
export function openSiteDatabaseOrExit(name: string): DatabaseSync {
  try {
    return openSiteDatabase(maintenanceConfig(process.env));
  } catch (error) {
    console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
