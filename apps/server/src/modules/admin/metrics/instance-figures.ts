import type { InstanceFigures, MetricsFigures, MetricsPool } from "@zcps/contracts/metrics";
import { DURATION_BUCKETS } from "../../../platform/metrics";
import { quantileMs, round } from "./snapshot";

const NO_FIGURES: MetricsFigures = {
  requestsPerSecond: null,
  errorRate: null,
  p50Ms: null,
  p95Ms: null,
  p99Ms: null,
  eventLoopDelayMs: null,
  heapUsedBytes: null,
  rssBytes: null,
  pool: null,
  requests: null,
  serverErrors: null,
};

/** One instance's row: its newest sample's rates and percentiles, its memory and pool when it reported. */
export function figuresOf(figures: InstanceFigures | null): MetricsFigures {
  if (!figures) return NO_FIGURES;
  const { latest } = figures;
  return {
    requestsPerSecond: latest?.requestsPerSecond ?? null,
    errorRate: latest?.errorRate ?? null,
    p50Ms: latest?.p50Ms ?? null,
    p95Ms: latest?.p95Ms ?? null,
    p99Ms: latest?.p99Ms ?? null,
    eventLoopDelayMs: latest?.eventLoopDelayMs ?? null,
    heapUsedBytes: figures.memory.heapUsedBytes,
    rssBytes: figures.memory.rssBytes,
    pool: figures.pool,
    requests: figures.totals.requests,
    serverErrors: figures.totals.serverErrors,
  };
}

/** Adds up what is there; null when no instance has the figure. */
function sumOf(values: (number | null | undefined)[]): number | null {
  const present = values.filter((value): value is number => typeof value === "number");
  return present.length > 0 ? present.reduce((a, b) => a + b, 0) : null;
}

function pooled(pools: (MetricsPool | null)[]): MetricsPool | null {
  const present = pools.filter((pool): pool is MetricsPool => pool !== null);
  if (present.length === 0) return null;
  return {
    total: present.reduce((a, p) => a + p.total, 0),
    idle: present.reduce((a, p) => a + p.idle, 0),
    waiting: present.reduce((a, p) => a + p.waiting, 0),
    max: present.reduce((a, p) => a + p.max, 0),
  };
}

/**
 * Every instance's figures as one: request rates, counts, memory and pool use summed; the error rate from the summed
 * window counts; the percentiles from the summed window buckets (a percentile of percentiles means nothing); the
 * event-loop delay the worst. An instance without figures adds nothing; one whose buckets have other bounds (another
 * server version) adds to the rates and counts but not to the percentiles.
 */
export function totalOf(instances: (InstanceFigures | null)[]): MetricsFigures {
  const reported = instances.filter((figures): figures is InstanceFigures => figures !== null);
  const windows = reported.flatMap((figures) => (figures.window ? [figures.window] : []));
  const windowRequests = windows.reduce((a, w) => a + w.requests, 0);
  const windowErrors = windows.reduce((a, w) => a + w.serverErrors, 0);
  const comparable = windows.filter((w) => w.buckets.length === DURATION_BUCKETS.length);
  const buckets = DURATION_BUCKETS.map((_, i) => comparable.reduce((a, w) => a + (w.buckets[i] ?? 0), 0));
  const bucketed = comparable.reduce((a, w) => a + w.requests, 0);
  const loopDelays = reported.flatMap((figures) => (figures.latest ? [figures.latest.eventLoopDelayMs] : []));
  const rate = sumOf(reported.map((figures) => figures.latest?.requestsPerSecond));
  return {
    requestsPerSecond: rate === null ? null : round(rate),
    errorRate: windowRequests > 0 ? round(windowErrors / windowRequests, 4) : null,
    p50Ms: quantileMs(0.5, buckets, bucketed),
    p95Ms: quantileMs(0.95, buckets, bucketed),
    p99Ms: quantileMs(0.99, buckets, bucketed),
    eventLoopDelayMs: loopDelays.length > 0 ? Math.max(...loopDelays) : null,
    heapUsedBytes: sumOf(reported.map((figures) => figures.memory.heapUsedBytes)),
    rssBytes: sumOf(reported.map((figures) => figures.memory.rssBytes)),
    pool: pooled(reported.map((figures) => figures.pool)),
    requests: sumOf(reported.map((figures) => figures.totals.requests)),
    serverErrors: sumOf(reported.map((figures) => figures.totals.serverErrors)),
  };
}
