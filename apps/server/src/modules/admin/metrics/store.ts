import type { InstanceFigures, MetricsPoint } from "@zcps/contracts/metrics";
import { eventLoopDelaySeconds, type InstanceSampler, type ServiceMetrics } from "../../../platform/metrics";
import { RingBuffer } from "./ring-buffer";
import { combined, quantileMs, readSnapshot, round, type Snapshot } from "./snapshot";

export interface MetricsStore extends InstanceSampler {
  points(): MetricsPoint[];
  latest(): MetricsPoint | null;
  stop(): void;
}

/**
 * The last hour in memory: every `intervalMs` one point (the window's request rate, error rate and percentiles,
 * the event-loop delay, heap and RSS) goes into a ring buffer of `capacity` points. The timer is unref'd, so it never
 * keeps the process alive; stop() ends it when the app closes. The newest window's counts and buckets are kept too,
 * for the figures the heartbeat writes into the service registry.
 */
export function startMetricsStore(
  metrics: ServiceMetrics,
  { intervalMs, capacity }: { intervalMs: number; capacity: number },
): MetricsStore {
  const ring = new RingBuffer<MetricsPoint>(capacity);
  let previous: Snapshot = new Map();
  let previousAt = Date.now();
  let lastWindow: InstanceFigures["window"] = null;
  let sampling = false;

  async function sample() {
    if (sampling) return;
    sampling = true;
    try {
      const now = Date.now();
      const current = await readSnapshot(metrics);
      const window = combined(current, previous);
      const seconds = Math.max((now - previousAt) / 1000, 0.001);
      const memory = process.memoryUsage();
      ring.push({
        at: new Date(now).toISOString(),
        requestsPerSecond: round(window.requests / seconds),
        errorRate: window.requests > 0 ? round(window.serverErrors / window.requests, 4) : null,
        p50Ms: quantileMs(0.5, window.buckets, window.requests),
        p95Ms: quantileMs(0.95, window.buckets, window.requests),
        p99Ms: quantileMs(0.99, window.buckets, window.requests),
        eventLoopDelayMs: round((await eventLoopDelaySeconds(metrics)) * 1000),
        heapUsedBytes: memory.heapUsed,
        rssBytes: memory.rss,
      });
      lastWindow = { seconds: round(seconds), ...window };
      previous = current;
      previousAt = now;
    } finally {
      sampling = false;
    }
  }

  const timer = setInterval(() => {
    // a failed sample leaves a gap in the graph; the next one covers the longer window
    sample().catch(() => undefined);
  }, intervalMs);
  timer.unref();

  return {
    points: () => ring.toArray(),
    latest: () => ring.last() ?? null,
    sample,
    async figures() {
      const totals = combined(await readSnapshot(metrics));
      const memory = process.memoryUsage();
      return {
        at: new Date().toISOString(),
        latest: ring.last() ?? null,
        window: lastWindow,
        totals: { requests: totals.requests, serverErrors: totals.serverErrors, clientErrors: totals.clientErrors },
        memory: { heapUsedBytes: memory.heapUsed, rssBytes: memory.rss },
        pool: metrics.poolUse(),
      };
    },
    stop: () => clearInterval(timer),
  };
}
