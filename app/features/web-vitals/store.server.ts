// Web vitals in the site's database (migration 2).
import type { DatabaseSync } from "node:sqlite";
import { transaction } from "../../database/transaction.server.ts";
import { METRIC_NAMES, type MetricName, type VitalsSample } from "./report.ts";

export interface VitalsStore {
  record(
    route: string,
    metrics: readonly { name: MetricName; value: number }[],
    atMs: number,
  ): void;
  /** Every sample recorded in [fromMs, toMs). */
  samples(fromMs: number, toMs: number): VitalsSample[];
  /** Deletes the samples recorded before `beforeMs`; returns how many. */
  forgetBefore(beforeMs: number): number;
}

export function createVitalsStore(db: DatabaseSync): VitalsStore {
  const insert = db.prepare(
    "INSERT INTO web_vitals (route, name, value, recorded_at) VALUES (?, ?, ?, ?)",
  );
  const select = db.prepare(
    "SELECT route, name, value FROM web_vitals WHERE recorded_at >= ? AND recorded_at < ?",
  );
  const forget = db.prepare("DELETE FROM web_vitals WHERE recorded_at < ?");
  return {
    record(route, metrics, atMs) {
      transaction(db, () => {
        for (const { name, value } of metrics) insert.run(route, name, value, atMs);
      });
    },
    samples(fromMs, toMs) {
      return select.all(fromMs, toMs).flatMap((row) => {
        const name = METRIC_NAMES.find((candidate) => candidate === row.name);
        return name && typeof row.route === "string" && typeof row.value === "number"
          ? [{ route: row.route, name, value: row.value }]
          : [];
      });
    },
    forgetBefore: (beforeMs) => Number(forget.run(beforeMs).changes),
  };
}
