// Web vitals reports (product §2.14, issue 5): what a browser may send to /api/vitals, the route a
// page belongs to, and the 75th percentile the summary prints. Pure.
import { z } from "zod";

export const METRIC_NAMES = ["LCP", "CLS", "INP", "FCP", "TTFB"] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

/** The largest believable value of each metric: a minute, or a layout shift score of 10. */
const MAX_VALUE: Record<MetricName, number> = {
  LCP: 60_000,
  CLS: 10,
  INP: 60_000,
  FCP: 60_000,
  TTFB: 60_000,
};

export const MAX_REPORT_BYTES = 4 * 1024;

const metricSchema = z
  .object({ name: z.enum(METRIC_NAMES), value: z.number().finite().min(0) })
  .refine((metric) => metric.value <= MAX_VALUE[metric.name], "value out of range");

const reportSchema = z.object({
  path: z.string().min(1).max(512).startsWith("/"),
  metrics: z
    .array(metricSchema)
    .min(1)
    .max(METRIC_NAMES.length * 2),
});

export type VitalsReport = z.infer<typeof reportSchema>;

export function parseVitalsReport(
  fields: unknown,
): { ok: true; report: VitalsReport } | { ok: false; error: string } {
  const result = reportSchema.safeParse(fields);
  if (result.success) return { ok: true, report: result.data };
  const issue = result.error.issues[0];
  return { ok: false, error: `${issue?.path.join(".") || "body"}: ${issue?.message ?? "invalid"}` };
}

/** The nearest-rank percentile (0 < p <= 1) of some values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil(p * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export interface VitalsSample {
  route: string;
  name: MetricName;
  value: number;
}

export interface RouteSummary {
  route: string;
  /** The 75th percentile of each metric, with how many samples it stands on. */
  metrics: Partial<Record<MetricName, { p75: number; samples: number }>>;
}

export function summarize(samples: readonly VitalsSample[]): RouteSummary[] {
  const byRoute = new Map<string, Map<MetricName, number[]>>();
  for (const { route, name, value } of samples) {
    const metrics = byRoute.get(route) ?? new Map<MetricName, number[]>();
    byRoute.set(route, metrics);
    const values = metrics.get(name) ?? [];
    metrics.set(name, values);
    values.push(value);
  }
  return [...byRoute.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, metrics]) => ({
      route,
      metrics: Object.fromEntries(
        [...metrics.entries()].map(([name, values]) => [
          name,
          { p75: percentile(values, 0.75), samples: values.length },
        ]),
      ),
    }));
}
