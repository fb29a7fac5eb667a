import os from "node:os";
import type { MetricsRouteRow, MetricsSeries, MetricsSummary } from "@zcps/contracts/metrics";
import type { ServiceMetrics } from "../../../platform/metrics";
import { combined, quantileMs, readSnapshot, round } from "./snapshot";
import type { MetricsStore } from "./store";

/** What the console reads of this instance's metrics: the cards' summary, the last hour, the by-route table. */
export function createMetricsService(metrics: ServiceMetrics, store: MetricsStore, sampleSeconds: number) {
  const uptimeSeconds = () => Math.max((Date.now() - metrics.startedAt.getTime()) / 1000, 0.001);

  return {
    async summary(): Promise<MetricsSummary> {
      const totals = combined(await readSnapshot(metrics));
      const memory = process.memoryUsage();
      return {
        instance: {
          hostname: os.hostname(),
          pid: process.pid,
          nodeVersion: process.version,
          startedAt: metrics.startedAt.toISOString(),
          uptimeSeconds: Math.round(uptimeSeconds()),
        },
        sampleSeconds,
        totals: {
          requests: totals.requests,
          serverErrors: totals.serverErrors,
          clientErrors: totals.clientErrors,
          errorRate: totals.requests > 0 ? round(totals.serverErrors / totals.requests, 4) : null,
        },
        latest: store.latest(),
        memory: { heapUsedBytes: memory.heapUsed, heapTotalBytes: memory.heapTotal, rssBytes: memory.rss },
        pool: metrics.poolUse(),
      };
    },

    series(): MetricsSeries {
      return { sampleSeconds, points: store.points() };
    },

    /** every method and route pattern answered since the instance started, the busiest first */
    async routes(): Promise<MetricsRouteRow[]> {
      const seconds = uptimeSeconds();
      const rows = [...(await readSnapshot(metrics)).values()]
        .filter((r) => r.requests > 0)
        .map((r) => ({
          method: r.method,
          route: r.route,
          requests: r.requests,
          requestsPerSecond: round(r.requests / seconds, 4),
          serverErrors: r.serverErrors,
          clientErrors: r.clientErrors,
          errorRate: round(r.serverErrors / r.requests, 4),
          p50Ms: quantileMs(0.5, r.buckets, r.requests),
          p95Ms: quantileMs(0.95, r.buckets, r.requests),
          p99Ms: quantileMs(0.99, r.buckets, r.requests),
        }));
      return rows.sort((a, b) => b.requests - a.requests || a.route.localeCompare(b.route));
    },
  };
}
