import { describe, expect, it } from "vitest";
import { backupName, backupTime, backupsToDelete, isoWeek } from "./backup-rotation.ts";

/** A backup made at 03:30 UTC on each of these days. */
const at = (...days: string[]) => days.map((day) => backupName(new Date(`${day}T03:30:00Z`)));

describe("backup names", () => {
  it("carry their UTC time, and read back", () => {
    const name = backupName(new Date("2026-11-24T03:30:05.250Z"));
    expect(name).toBe("front-20261124T033005Z.sqlite");
    expect(backupTime(name)?.toISOString()).toBe("2026-11-24T03:30:05.000Z");
    expect(backupTime("front.sqlite")).toBeNull();
    expect(backupTime(".front-20261124T033005Z.sqlite.partial")).toBeNull();
  });

  it("fall in ISO weeks that start on Monday, across a new year", () => {
    expect(isoWeek(new Date("2026-11-23T00:00:00Z"))).toBe("2026-W48"); // a Monday
    expect(isoWeek(new Date("2026-11-22T23:59:59Z"))).toBe("2026-W47"); // the Sunday before
    expect(isoWeek(new Date("2027-01-01T12:00:00Z"))).toBe("2026-W53");
    expect(isoWeek(new Date("2025-12-29T12:00:00Z"))).toBe("2026-W01");
  });
});

describe("backupsToDelete", () => {
  it("keeps the newest of each of the last N days and M weeks, and deletes the rest", () => {
    // Five weeks of daily backups, 2026-10-19 (a Monday) to 2026-11-22 (a Sunday).
    const days = Array.from({ length: 35 }, (_, i) =>
      new Date(Date.UTC(2026, 9, 19 + i)).toISOString().slice(0, 10),
    );
    const names = at(...days);
    const deleted = backupsToDelete(names, { daily: 7, weekly: 4 });
    const kept = names.filter((name) => !deleted.includes(name));
    expect(kept).toEqual(
      at(
        // The Sundays that close three earlier weeks (each week's newest)...
        "2026-11-01",
        "2026-11-08",
        "2026-11-15",
        // ...and the last seven days, whose newest closes the fourth week.
        "2026-11-16",
        "2026-11-17",
        "2026-11-18",
        "2026-11-19",
        "2026-11-20",
        "2026-11-21",
        "2026-11-22",
      ).sort((a, b) => a.localeCompare(b)),
    );
  });

  it("keeps only the newest of several backups on one day", () => {
    const names = [
      backupName(new Date("2026-11-24T03:30:00Z")),
      backupName(new Date("2026-11-24T15:00:00Z")),
    ];
    expect(backupsToDelete(names, { daily: 1, weekly: 0 })).toEqual([names[0]]);
  });

  it("never deletes a file that is not a backup, and keeps everything when asked to", () => {
    const names = ["front.sqlite", "notes.txt", ...at("2026-11-20", "2026-11-21")];
    expect(backupsToDelete(names, { daily: 0, weekly: 0 })).toEqual(at("2026-11-21", "2026-11-20"));
    expect(backupsToDelete(names, { daily: 10, weekly: 10 })).toEqual([]);
  });
});
