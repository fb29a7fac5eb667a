import { randomUUID } from "node:crypto";
import type { InstanceFigures, MetricsPool } from "@zcps/contracts/metrics";
import { UNMATCHED_ROUTE } from "@zcps/contracts/metrics";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** Upper bounds (seconds) of the request-duration histogram's buckets; the percentiles are read from them. */
export const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"]);
const STATUS_CLASSES = ["1xx", "2xx", "3xx", "4xx", "5xx"];

type Labels = "method" | "route" | "status";

/** The metrics module's store of the last hour, while it runs: what this instance's heartbeat reports of itself. */
export interface InstanceSampler {
  /** takes one sample now (its timer does; so may a test) */
  sample(): Promise<void>;
  /** the figures for the registry row: the newest sample and its window, the totals so far, memory and pool now */
  figures(): Promise<InstanceFigures>;
}

/**
 * This instance's metrics in a registry of its own (not prom-client's global one, so that several servers in one
 * process, as in the tests, never share or collide): requests by method, route pattern and status class, their
 * durations, the process's default metrics (event-loop delay, heap, RSS, ...) and the database pool.
 */
export interface ServiceMetrics {
  registry: Registry;
  requests: Counter<Labels>;
  duration: Histogram<Labels>;
  startedAt: Date;
  poolUse(): MetricsPool | null;
  /** this process's id in the service registry, under which its heartbeat writes its figures */
  instanceId: string;
  /** set by the metrics module while its store runs; without it the heartbeat writes no figures */
  sampler: InstanceSampler | null;
}

export function createServiceMetrics(poolUse?: () => MetricsPool): ServiceMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter<Labels>({
    name: "http_requests_total",
    help: "Requests answered, by method, route pattern and status class",
    labelNames: ["method", "route", "status"],
    registers: [registry],
  });
  const duration = new Histogram<Labels>({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by method, route pattern and status class",
    labelNames: ["method", "route", "status"],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  if (poolUse) {
    new Gauge({
      name: "db_pool_connections",
      help: "Database pool connections: open (total), idle, and requests waiting for one",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        const use = poolUse();
        this.set({ state: "total" }, use.total);
        this.set({ state: "idle" }, use.idle);
        this.set({ state: "waiting" }, use.waiting);
      },
    });
    new Gauge({
      name: "db_pool_max",
      help: "The most connections the database pool opens",
      registers: [registry],
      collect() {
        this.set(poolUse().max);
      },
    });
  }
  return {
    registry,
    requests,
    duration,
    startedAt: new Date(),
    poolUse: () => poolUse?.() ?? null,
    instanceId: randomUUID(),
    sampler: null,
  };
}

/** The event loop's 99th-percentile delay, in seconds, since the registry's default metrics were last collected. */
export async function eventLoopDelaySeconds(metrics: ServiceMetrics): Promise<number> {
  // reading the lag gauge collects every event-loop gauge from one histogram (and resets it)
  await metrics.registry.getSingleMetric("nodejs_eventloop_lag_seconds")?.get();
  const p99 = await metrics.registry.getSingleMetric("nodejs_eventloop_lag_p99_seconds")?.get();
  return p99?.values[0]?.value ?? 0;
}

/**
 * Counts every answer once it is sent. Labels stay bounded: the route pattern (never the raw URL), a known method,
 * the status class. Kept cheap: two label lookups per request, no allocation beyond the labels object.
 */
export const requestMetricsPlugin = fp<{ metrics: ServiceMetrics }>(
  async (app, { metrics }) => {
    const { requests, duration } = metrics;
    app.addHook("onResponse", (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      const labels = {
        method: METHODS.has(request.method) ? request.method : "OTHER",
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status: STATUS_CLASSES[Math.floor(reply.statusCode / 100) - 1] ?? "5xx",
      };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
      done();
    });
  },
  { name: "request-metrics" },
);
