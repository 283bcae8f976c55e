import type { Migration } from "../migrations.server.ts";

export const migration2: Migration = {
  version: 2,
  description: "web vitals reported by visitors' browsers",
  sql: `
      -- One row per metric per page view; times are milliseconds on the real clock.
      CREATE TABLE web_vitals (
        id INTEGER PRIMARY KEY,
        route TEXT NOT NULL,
        name TEXT NOT NULL CHECK (name IN ('LCP', 'CLS', 'INP', 'FCP', 'TTFB')),
        value REAL NOT NULL,
        recorded_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX web_vitals_by_time ON web_vitals (recorded_at);
    `,
};
