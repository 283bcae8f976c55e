// `npm run backup`: an online, consistent copy of the mailing list (DATABASE_PATH) in BACKUP_DIR,
// safe while the site runs, then the old copies past BACKUP_KEEP_DAILY days and
// BACKUP_KEEP_WEEKLY weeks deleted. A systemd timer or cron runs it daily (deploy/).
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { backupsToDelete } from "../app/database/backup-rotation.ts";
import { backUp } from "../app/database/backups.server.ts";
import { backupDirOf } from "../app/runtime/config.server.ts";
import { maintenanceConfig, openSiteDatabase } from "../app/runtime/maintenance.server.ts";

try {
  const settings = maintenanceConfig(process.env);
  const { config } = settings;
  const folder = backupDirOf(config);
  const db = openSiteDatabase(settings);
  let made;
  try {
    made = await backUp(db, folder, new Date());
  } finally {
    db.close();
  }
  const deleted = backupsToDelete(readdirSync(folder), {
    daily: config.BACKUP_KEEP_DAILY,
    weekly: config.BACKUP_KEEP_WEEKLY,
  });
  for (const name of deleted) rmSync(path.join(folder, name));
  console.log(
    `backup: ${made.file} (${made.bytes} bytes, ${made.ms.toFixed(0)} ms, checked)` +
      (deleted.length > 0 ? `; deleted ${deleted.length} older: ${deleted.join(", ")}` : ""),
  );
} catch (error) {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
