import os from "node:os";
import {
  type InstanceFigures,
  instanceFiguresSchema,
  type MetricsInstanceRow,
  type MetricsInstances,
  type MetricsRouteRow,
  type MetricsSeries,
  type MetricsSummary,
} from "@zcps/contracts/metrics";
import type { ServiceMetrics } from "../../../platform/metrics";
import type { createInstanceService } from "../instances";
import { figuresOf, totalOf } from "./instance-figures";
import { combined, quantileMs, readSnapshot, round } from "./snapshot";
import type { MetricsStore } from "./store";

type Registry = Pick<ReturnType<typeof createInstanceService>, "running">;

/**
 * What the console reads of the metrics: the cards' summary of this instance with every live instance's figures, the
 * last hour, the by-route table.
 */
export function createMetricsService(
  metrics: ServiceMetrics,
  store: MetricsStore,
  sampleSeconds: number,
  registry: Registry,
) {
  const uptimeSeconds = () => Math.max((Date.now() - metrics.startedAt.getTime()) / 1000, 0.001);

  /**
   * The instances UP or STALE in the registry with the figures of their last heartbeat, and this one's read live
   * (listed even before it registers, as the API tests' servers never listen).
   */
  async function instances(): Promise<MetricsInstances> {
    const [running, own] = await Promise.all([registry.running(), store.figures()]);
    const self: MetricsInstanceRow = {
      id: metrics.instanceId,
      host: os.hostname(),
      port: null,
      pid: process.pid,
      status: "UP",
      self: true,
      reportedAt: own.at,
      ...figuresOf(own),
    };
    const reported: (InstanceFigures | null)[] = [own];
    const rows: MetricsInstanceRow[] = [];
    for (const row of running) {
      if (row.id === metrics.instanceId) {
        rows.push({ ...self, host: row.host, port: row.port, status: row.status });
        continue;
      }
      // a row another server version wrote in another shape counts as one without figures
      const figures = instanceFiguresSchema.safeParse(row.metrics).data ?? null;
      reported.push(figures);
      const { id, host, port, pid, status } = row;
      rows.push({ id, host, port, pid, status, self: false, reportedAt: figures?.at ?? null, ...figuresOf(figures) });
    }
    if (!rows.some((row) => row.self)) rows.unshift(self);
    return { answeredBy: metrics.instanceId, rows, total: totalOf(reported) };
  }

  return {
    async summary(): Promise<MetricsSummary> {
      const [totals, everyInstance] = await Promise.all([readSnapshot(metrics).then((s) => combined(s)), instances()]);
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
        instances: everyInstance,
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
