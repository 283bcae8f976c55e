// `npm run restore FILE`: puts a backup back as the mailing list (DATABASE_PATH). The backup is
// checked first (an SQLite file, `PRAGMA integrity_check`, a schema version this code knows, the
// site's tables); a bad one is refused with the reason and nothing changes. The data it replaces
// is kept beside the database, and the restore works while the site runs.
import { restoreBackup } from "../app/database/backups.server.ts";
import { maintenanceConfig } from "../app/runtime/maintenance.server.ts";

const file = process.argv[2];
if (!file) {
  console.error("usage: npm run restore -- FILE (a backup made by npm run backup)");
  process.exit(2);
}
try {
  const { config } = maintenanceConfig(process.env);
  const restored = await restoreBackup(file, config.DATABASE_PATH, new Date());
  console.log(
    `restore: ${config.DATABASE_PATH} now holds ${file} (${restored.subscribers} subscribers); ` +
      `what it held before is kept in ${restored.keptAside}`,
  );
} catch (error) {
  console.error(`restore: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
