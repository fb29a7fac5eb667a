import { z } from "zod";

/**
 * This instance's service metrics on the wire (/api/admin/metrics): one sample of the last hour's series, the
 * summary the page's cards read and the by-route table. Durations are milliseconds, sizes bytes; a rate or
 * percentile is null when no request fell in its window.
 */

/** seconds between two samples of the series, and how many the store keeps (one hour) */
export const METRICS_SAMPLE_SECONDS = 10;
export const METRICS_SAMPLES_KEPT = 360;

/** One sample: the requests answered since the previous sample, and the process at the moment it was taken. */
export const metricsPointSchema = z.object({
  at: z.string(),
  requestsPerSecond: z.number(),
  /** share of the window's answers with a 5xx status */
  errorRate: z.number().nullable(),
  p50Ms: z.number().nullable(),
  p95Ms: z.number().nullable(),
  p99Ms: z.number().nullable(),
  /** the event loop's 99th-percentile delay over the window */
  eventLoopDelayMs: z.number(),
  heapUsedBytes: z.number(),
  rssBytes: z.number(),
});
export type MetricsPoint = z.infer<typeof metricsPointSchema>;

/** The database pool (PostgreSQL); null on the embedded database, which has no pool. */
export const metricsPoolSchema = z.object({
  total: z.number(),
  idle: z.number(),
  waiting: z.number(),
  max: z.number(),
});
export type MetricsPool = z.infer<typeof metricsPoolSchema>;

export const metricsSummarySchema = z.object({
  instance: z.object({
    hostname: z.string(),
    pid: z.number(),
    nodeVersion: z.string(),
    startedAt: z.string(),
    uptimeSeconds: z.number(),
  }),
  sampleSeconds: z.number(),
  /** every answer since the instance started */
  totals: z.object({
    requests: z.number(),
    serverErrors: z.number(),
    clientErrors: z.number(),
    errorRate: z.number().nullable(),
  }),
  /** the newest sample of the series; null until the first is taken */
  latest: metricsPointSchema.nullable(),
  memory: z.object({ heapUsedBytes: z.number(), heapTotalBytes: z.number(), rssBytes: z.number() }),
  pool: metricsPoolSchema.nullable(),
});
export type MetricsSummary = z.infer<typeof metricsSummarySchema>;

export const metricsSeriesSchema = z.object({
  sampleSeconds: z.number(),
  points: z.array(metricsPointSchema),
});
export type MetricsSeries = z.infer<typeof metricsSeriesSchema>;

/** One route pattern and method since the instance started; "(unmatched)" gathers the paths no route serves. */
export const metricsRouteRowSchema = z.object({
  method: z.string(),
  route: z.string(),
  requests: z.number(),
  requestsPerSecond: z.number(),
  serverErrors: z.number(),
  clientErrors: z.number(),
  errorRate: z.number(),
  p50Ms: z.number().nullable(),
  p95Ms: z.number().nullable(),
  p99Ms: z.number().nullable(),
});
export type MetricsRouteRow = z.infer<typeof metricsRouteRowSchema>;

/** the route label of requests no route matched (404s of unknown paths), so that raw paths never become labels */
export const UNMATCHED_ROUTE = "(unmatched)";
