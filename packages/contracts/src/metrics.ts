import { z } from "zod";

/**
 * The service metrics on the wire (/api/admin/metrics): one sample of the last hour's series, the summary the
 * page's cards read (with every live instance's figures and their total) and the by-route table. Durations are milliseconds, sizes bytes; a rate or
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

/**
 * What an instance's heartbeat writes of itself into its row of the service registry: its newest sample, the
 * request counts and duration buckets of that sample's window (a total's percentiles come from the summed buckets,
 * never from averaged percentiles), its totals since start, its memory and pool when it beat. Bounded: no route detail.
 */
export const instanceFiguresSchema = z.object({
  /** when the figures were read (ISO) */
  at: z.string(),
  latest: metricsPointSchema.nullable(),
  /** the newest sample's window; null until the first sample */
  window: z
    .object({
      seconds: z.number(),
      requests: z.number(),
      serverErrors: z.number(),
      clientErrors: z.number(),
      /** cumulative counts at each bound of the server's duration buckets */
      buckets: z.array(z.number()).max(32),
    })
    .nullable(),
  totals: z.object({ requests: z.number(), serverErrors: z.number(), clientErrors: z.number() }),
  memory: z.object({ heapUsedBytes: z.number(), rssBytes: z.number() }),
  pool: metricsPoolSchema.nullable(),
});
export type InstanceFigures = z.infer<typeof instanceFiguresSchema>;

/** One instance's figures as the page's table shows them; a rate or percentile is null without a sample or requests. */
export const metricsFiguresSchema = z.object({
  requestsPerSecond: z.number().nullable(),
  errorRate: z.number().nullable(),
  p50Ms: z.number().nullable(),
  p95Ms: z.number().nullable(),
  p99Ms: z.number().nullable(),
  eventLoopDelayMs: z.number().nullable(),
  heapUsedBytes: z.number().nullable(),
  rssBytes: z.number().nullable(),
  pool: metricsPoolSchema.nullable(),
  /** answers since start */
  requests: z.number().nullable(),
  serverErrors: z.number().nullable(),
});
export type MetricsFigures = z.infer<typeof metricsFiguresSchema>;

export const metricsInstanceRowSchema = metricsFiguresSchema.extend({
  id: z.string(),
  host: z.string(),
  port: z.number().int().nullable(),
  pid: z.number().int(),
  /** a DOWN instance is left out */
  status: z.enum(["UP", "STALE"]),
  /** the instance that answered this request: its figures are read live, the others' from their last heartbeat */
  self: z.boolean(),
  /** when the figures were read (ISO); null when an instance has not reported any yet */
  reportedAt: z.string().nullable(),
});
export type MetricsInstanceRow = z.infer<typeof metricsInstanceRowSchema>;

/**
 * Every live instance and their total: rates, counts, memory and pool summed, the error rate from the summed counts,
 * the percentiles from the summed buckets, the event-loop delay the worst.
 */
export const metricsInstancesSchema = z.object({
  answeredBy: z.string(),
  rows: z.array(metricsInstanceRowSchema),
  total: metricsFiguresSchema,
});
export type MetricsInstances = z.infer<typeof metricsInstancesSchema>;

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
  /** every live instance on the database and their total, this one read live */
  instances: metricsInstancesSchema,
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
