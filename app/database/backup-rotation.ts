// Which backups of the mailing list to keep: the newest of each of the last `daily` days that
// have one, and the newest of each of the last `weekly` ISO weeks that have one (UTC both: a
// backup's name is its UTC time). Pure; scripts/backup.ts deletes the rest.

const NAME = /^front-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.sqlite$/;

/** "front-20261124T083000Z.sqlite": sortable, and its time is in its name. */
export function backupName(madeAt: Date): string {
  const stamp = madeAt
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return `front-${stamp}.sqlite`;
}

export function backupTime(name: string): Date | null {
  const parts = NAME.exec(name);
  if (!parts) return null;
  const [, y, mo, d, h, mi, s] = parts.map(Number);
  return new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s));
}

/** "2026-W48": the ISO week a UTC instant falls in (weeks start on Monday). */
export function isoWeek(instant: Date): string {
  const day = new Date(
    Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()),
  );
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

export interface Keep {
  daily: number;
  weekly: number;
}

/** The backups among `names` to delete; names that are not backups are never touched. */
export function backupsToDelete(names: readonly string[], { daily, weekly }: Keep): string[] {
  const backups = names
    .map((name) => ({ name, time: backupTime(name) }))
    .filter((backup): backup is { name: string; time: Date } => backup.time !== null)
    .sort((a, b) => b.time.getTime() - a.time.getTime());
  const kept = new Set<string>();
  const newestPer = (periodOf: (time: Date) => string, count: number) => {
    const seen = new Set<string>();
    for (const backup of backups) {
      const period = periodOf(backup.time);
      if (seen.has(period)) continue;
      if (seen.size === count) break;
      seen.add(period);
      kept.add(backup.name);
    }
  };
  newestPer((time) => time.toISOString().slice(0, 10), daily);
  newestPer(isoWeek, weekly);
  return backups.filter((backup) => !kept.has(backup.name)).map((backup) => backup.name);
}
