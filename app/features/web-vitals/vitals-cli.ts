// `npm run vitals`: the 75th percentile of each web vital per route, from the beacons the
// server stored (DATABASE_PATH), for a period:
//   npm run vitals                      the last 7 days
//   npm run vitals -- --days 30         the last 30 days
//   npm run vitals -- --since 2025-07-01 [--until 2025-08-01]   Montpelier dates, until exclusive
import { parseArgs } from "node:util";
import { openSiteDatabaseOrExit } from "../../runtime/maintenance.server.ts";
import { galleryWallTimeToInstant } from "../../domain/gallery-time.ts";
import { METRIC_NAMES, summarize } from "./report.ts";
import { createVitalsStore } from "./store.server.ts";

const DAY_MS = 86_400_000;
const USAGE = "usage: npm run vitals -- [--days N | --since YYYY-MM-DD [--until YYYY-MM-DD]]";

function dateArgument(value: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    console.error(USAGE);
    process.exit(2);
  }
  return galleryWallTimeToInstant(value).getTime();
}

const { values } = parseArgs({
  options: { days: { type: "string" }, since: { type: "string" }, until: { type: "string" } },
});
const days = Number(values.days ?? 7);
if (!Number.isInteger(days) || days <= 0 || (values.days && values.since)) {
  console.error(USAGE);
  process.exit(2);
}
const toMs = values.until ? dateArgument(values.until) : Date.now();
const fromMs = values.since ? dateArgument(values.since) : toMs - days * DAY_MS;

const store = createVitalsStore(openSiteDatabaseOrExit("vitals"));
const summary = summarize(store.samples(fromMs, toMs));
const period = `${new Date(fromMs).toISOString()} to ${new Date(toMs).toISOString()}`;
if (summary.length === 0) {
  console.log(`No web vitals recorded from ${period}.`);
  process.exit(0);
}

console.log(`Web vitals, 75th percentile per route (samples), ${period}\n`);
console.table(
  summary.map(({ route, metrics }) =>
    Object.fromEntries([
      ["route", route],
      ...METRIC_NAMES.map((name) => {
        const figure = metrics[name];
        if (!figure) return [name, "-"];
        const shown = name === "CLS" ? figure.p75.toFixed(3) : `${Math.round(figure.p75)} ms`;
        return [name, `${shown} (${figure.samples})`];
      }),
    ]),
  ),
);
