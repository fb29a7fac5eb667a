import { METRICS_ELEMENTS } from "@zcps/contracts/elements-metrics";
import type { MetricsRouteRow, MetricsSeries, MetricsSummary } from "@zcps/contracts/metrics";
import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../src/config";
import { users } from "../src/db/schema";
import { metricsRoutes } from "../src/modules/admin/metrics";
import { RingBuffer } from "../src/modules/admin/metrics/ring-buffer";
import type { AppDeps } from "../src/platform/deps";
import { createServiceMetrics, requestMetricsPlugin } from "../src/platform/metrics";
import { type Client, createClient, data, expectRefused, send, signedIn } from "./client";
import { startTestServer, type TestServer } from "./harness";

const TOKEN = "metrics-test-token-0123456789";

let server: TestServer;
let adminApi: Client;
let schoolAdminApi: Client;
let declarantApi: Client;

beforeAll(async () => {
  server = await startTestServer({ METRICS_TOKEN: TOKEN });
  [adminApi, schoolAdminApi, declarantApi] = await signedIn(server, ["admin", "school_admin", "declarant"], {
    lang: "en",
  });
});
afterAll(async () => server.close());

async function byRoute(caller: Client) {
  return data<MetricsRouteRow[]>(await caller.get("/api/admin/metrics/routes"));
}

describe("this instance's metrics through the API", () => {
  it("counts requests by route pattern, never by the raw path", async () => {
    const [declarant] = await server.deps.db.select().from(users).where(eq(users.username, "declarant"));
    const [leader] = await server.deps.db.select().from(users).where(eq(users.username, "unit_leader"));
    for (const user of [declarant, leader]) {
      const res = await adminApi.get(`/api/admin/user/${user?.id}`);
      expect(res.statusCode, res.body).toBe(200);
    }

    const rows = await byRoute(schoolAdminApi);
    const row = rows.find((r) => r.method === "GET" && r.route === "/api/admin/user/:id");
    expect(row).toMatchObject({ requests: 2, serverErrors: 0, clientErrors: 0, errorRate: 0 });
    expect(row?.p50Ms).toEqual(expect.any(Number));
    expect(row?.p99Ms ?? 0).toBeGreaterThanOrEqual(row?.p50Ms ?? 0);
    expect(rows.some((r) => r.route.includes(String(declarant?.id)))).toBe(false);
  });

  it("counts a refusal as a client error and an unknown path under one label", async () => {
    expectRefused(await declarantApi.get("/api/admin/metrics/summary"));
    await adminApi.get("/api/no/such/path/42");
    const rows = await byRoute(adminApi);
    expect(rows.find((r) => r.route === "/api/admin/metrics/summary")).toMatchObject({ clientErrors: 1 });
    expect(rows.find((r) => r.route === "(unmatched)")?.clientErrors).toBeGreaterThanOrEqual(1);
    expect(rows.some((r) => r.route.includes("/no/such/path"))).toBe(false);
  });

  it("answers the summary with totals, memory and no pool on the embedded database", async () => {
    const summary = data<MetricsSummary>(await adminApi.get("/api/admin/metrics/summary"));
    expect(summary.totals.requests).toBeGreaterThan(0);
    expect(summary.memory.heapUsedBytes).toBeGreaterThan(0);
    expect(summary.memory.rssBytes).toBeGreaterThan(0);
    expect(summary.sampleSeconds).toBe(10);
    if (process.env.DATABASE_URL) expect(summary.pool).toMatchObject({ max: 10 });
    else expect(summary.pool).toBeNull();
    const series = data<MetricsSeries>(await adminApi.get("/api/admin/metrics/series"));
    expect(Array.isArray(series.points)).toBe(true);
  });

  it("refuses the console's calls to a caller without the element's code", async () => {
    for (const path of ["summary", "series", "routes"]) {
      expectRefused(await declarantApi.get(`/api/admin/metrics/${path}`));
      expect((await schoolAdminApi.get(`/api/admin/metrics/${path}`)).statusCode).toBe(200);
    }
    expect(METRICS_ELEMENTS.view).toBe("serviceMonitorManager:view");
  });
});

describe("GET /metrics for a Prometheus scraper", () => {
  it("answers the text format with the token, as a bearer or in the query", async () => {
    for (const res of [
      await send(server.app, "GET", "/metrics", { authorization: `Bearer ${TOKEN}` }),
      await send(server.app, "GET", `/metrics?token=${TOKEN}`, {}),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("text/plain");
      expect(res.body).toContain("# TYPE http_requests_total counter");
      expect(res.body).toContain('route="/api/admin/user/:id"');
      expect(res.body).toContain("nodejs_eventloop_lag_p99_seconds");
      expect(res.body).toContain("process_resident_memory_bytes");
    }
  });

  it("refuses without the token or with another, whoever signs in", async () => {
    for (const res of [
      await send(server.app, "GET", "/metrics", {}),
      await send(server.app, "GET", "/metrics?token=wrong", {}),
      await send(server.app, "GET", "/metrics", { authorization: "Bearer wrong-token" }),
      await createClient(server.app, await server.login("admin")).get("/metrics"),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 401, data: null });
    }
  });

  it("is off (404) when no token is configured", async () => {
    const other = await startTestServer();
    try {
      const res = await send(other.app, "GET", "/metrics", { authorization: `Bearer ${TOKEN}` });
      expect(res.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});

describe("the last hour's store", () => {
  it("samples each window's rate, error rate and percentiles; a 5xx counts as an error", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    try {
      const deps = { metrics: createServiceMetrics(), config: loadConfig({ NODE_ENV: "test" }) } as AppDeps;
      await app.register(requestMetricsPlugin, { metrics: deps.metrics });
      app.get("/items/:id", async (request) => {
        if ((request.params as { id: string }).id === "broken") throw new Error("broken");
        return { ok: true };
      });
      await app.register(metricsRoutes, { deps });
      await app.ready();
      for (const id of ["1", "2", "3", "broken"]) await app.inject({ method: "GET", url: `/items/${id}` });

      const rows = (await app.inject({ method: "GET", url: "/api/admin/metrics/routes" })).json().data;
      expect(rows).toContainEqual(
        expect.objectContaining({ route: "/items/:id", requests: 4, serverErrors: 1, errorRate: 0.25 }),
      );
      await vi.advanceTimersByTimeAsync(10_000);
      const series: MetricsSeries = (await app.inject({ method: "GET", url: "/api/admin/metrics/series" })).json().data;
      expect(series.points).toHaveLength(1);
      const [point] = series.points;
      expect(point?.requestsPerSecond).toBeGreaterThan(0);
      // the window holds the four items and the routes call, one of five failed
      expect(point?.errorRate).toBe(0.2);
      expect(point?.p95Ms).toEqual(expect.any(Number));
      expect(point?.heapUsedBytes).toBeGreaterThan(0);
      // what the heartbeat writes into the registry: the sample with its window's counts and buckets
      const figures = await deps.metrics.sampler?.figures();
      expect(figures?.latest).toEqual(point);
      expect(figures?.window).toMatchObject({ requests: 5, serverErrors: 1, clientErrors: 0 });
      expect(figures?.window?.buckets.at(-1)).toBe(5);
      expect(figures?.totals.requests).toBeGreaterThanOrEqual(6);
    } finally {
      await app.close();
      vi.useRealTimers();
    }
  });

  it("keeps at most its capacity, the newest last", () => {
    const ring = new RingBuffer<number>(3);
    expect(ring.toArray()).toEqual([]);
    expect(ring.last()).toBeUndefined();
    for (let n = 1; n <= 7; n++) ring.push(n);
    expect(ring.size).toBe(3);
    expect(ring.toArray()).toEqual([5, 6, 7]);
    expect(ring.last()).toBe(7);
    expect(() => new RingBuffer(0)).toThrow();
  });
});
