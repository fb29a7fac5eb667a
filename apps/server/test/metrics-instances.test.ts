import type { MetricsInstanceRow, MetricsInstances, MetricsSummary } from "@zcps/contracts/metrics";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceInstances } from "../src/db/schema";
import { createInstanceRegistration } from "../src/modules/admin/instances";
import { createServiceMetrics } from "../src/platform/metrics";
import type { Started } from "../src/server";
import { type Client, createClient, data, signedIn } from "./client";
import { startTestServer, type TestServer, twoInstances } from "./harness";

/** The service monitor's instances view: every live instance's figures from the registry and their total. */

async function instancesView(api: Client): Promise<MetricsInstances> {
  return data<MetricsSummary>(await api.get("/api/admin/metrics/summary")).instances;
}

/** Takes a sample of the instance's store now, as its timer does every ten seconds. */
async function sampleNow(server: Pick<Started, "deps">) {
  const sampler = server.deps.metrics.sampler;
  if (!sampler) throw new Error("the metrics store is not running");
  await sampler.sample();
}

const sum = (rows: MetricsInstanceRow[], pick: (row: MetricsInstanceRow) => number | null | undefined) =>
  rows.reduce((total, row) => total + (pick(row) ?? 0), 0);

describe("the instances view on one instance", () => {
  let server: TestServer;
  let adminApi: Client;
  beforeAll(async () => {
    server = await startTestServer();
    [adminApi] = await signedIn(server, ["admin"]);
  });
  afterAll(() => server.close());

  it("lists the answering instance, read live, and the total is that instance", async () => {
    for (let i = 0; i < 4; i++) expect((await adminApi.get("/api/admin/user/front/info")).statusCode).toBe(200);
    await sampleNow(server);
    const view = await instancesView(adminApi);
    expect(view.answeredBy).toBe(server.deps.metrics.instanceId);
    // an API test's server never listens, so it is not in the registry: it is listed all the same
    const self = view.rows.find((row) => row.self);
    expect(self).toMatchObject({ id: server.deps.metrics.instanceId, pid: process.pid, status: "UP" });
    expect(self?.requestsPerSecond).toBeGreaterThan(0);
    expect(self?.requests).toBeGreaterThanOrEqual(4);
    const { requestsPerSecond, errorRate, p50Ms, p95Ms, p99Ms, eventLoopDelayMs, heapUsedBytes, rssBytes, requests } =
      self as MetricsInstanceRow;
    expect(view.total).toMatchObject({
      requestsPerSecond,
      errorRate,
      p50Ms,
      p95Ms,
      p99Ms,
      eventLoopDelayMs,
      heapUsedBytes,
      rssBytes,
      requests,
    });
    expect(view.total.pool).toEqual(self?.pool);
  });

  it("marks an instance whose heartbeat is late STALE and leaves a stopped one out", async () => {
    const config = { ...server.deps.config, INSTANCE_HEARTBEAT_MS: 60_000 };
    const late = createInstanceRegistration(
      { db: server.deps.db, config, metrics: createServiceMetrics() },
      { warn: () => undefined },
    );
    await late.start(4321);
    // five missed beats of a minute
    await server.deps.db
      .update(serviceInstances)
      .set({ heartbeatAt: sql`now() - interval '5 minutes'` })
      .where(eq(serviceInstances.id, late.id));
    const stale = (await instancesView(adminApi)).rows.find((row) => row.id === late.id);
    // it has no metrics store, so it reports no figures
    expect(stale).toMatchObject({ status: "STALE", port: 4321, self: false, reportedAt: null, requests: null });
    await late.stop();
    expect((await instancesView(adminApi)).rows.some((row) => row.id === late.id)).toBe(false);
  });
});

// Two instances need a shared server database: this part runs in the PostgreSQL pass of the suite.
describe.runIf(Boolean(process.env.DATABASE_URL))("the instances view on two instances of one database", () => {
  const pair = twoInstances();

  it("lists both, the other from its heartbeat, with the total their sum", async () => {
    const token = await pair.first.login("admin");
    const onFirst = createClient(pair.first.app, token);
    const onSecond = createClient(pair.second.app, token);
    for (let i = 0; i < 3; i++) expect((await onFirst.get("/api/admin/user/front/info")).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await onSecond.get("/api/admin/user/front/info")).statusCode).toBe(200);
    await sampleNow(pair.first);
    await sampleNow(pair.second);
    // listening registers each one, and its first heartbeat carries the sample just taken
    await pair.first.app.listen({ port: 0, host: "127.0.0.1" });
    await pair.second.app.listen({ port: 0, host: "127.0.0.1" });
    const portOf = (server: Pick<Started, "app">) => {
      const address = server.app.server.address();
      return typeof address === "object" && address ? address.port : null;
    };

    const secondId = pair.second.deps.metrics.instanceId;
    await expect.poll(async () => (await instancesView(onFirst)).rows.find((row) => row.id === secondId)).toBeTruthy();
    const view = await instancesView(onFirst);
    expect(view.answeredBy).toBe(pair.first.deps.metrics.instanceId);
    const first = view.rows.find((row) => row.self);
    const second = view.rows.find((row) => row.id === secondId);
    expect(first).toMatchObject({ id: pair.first.deps.metrics.instanceId, status: "UP", port: portOf(pair.first) });
    expect(second).toMatchObject({ self: false, status: "UP", port: portOf(pair.second), requests: 5, errorRate: 0 });
    expect(second?.requestsPerSecond).toBeGreaterThan(0);
    expect(first?.requests).toBeGreaterThanOrEqual(3);

    const { total, rows } = view;
    expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining([first?.id, second?.id]));
    expect(total.requests).toBe(sum(rows, (row) => row.requests));
    expect(total.requestsPerSecond).toBeCloseTo(
      sum(rows, (row) => row.requestsPerSecond),
      3,
    );
    expect(total.heapUsedBytes).toBe(sum(rows, (row) => row.heapUsedBytes));
    expect(total.rssBytes).toBe(sum(rows, (row) => row.rssBytes));
    expect(total.pool?.max).toBe(sum(rows, (row) => row.pool?.max));
    expect(total.eventLoopDelayMs).toBe(Math.max(...rows.map((row) => row.eventLoopDelayMs ?? 0)));
    expect(total.errorRate).toBe(0);
    // the percentiles of the summed buckets lie between the instances' own
    const p95s = rows.map((row) => row.p95Ms ?? 0);
    expect(total.p95Ms).toBeGreaterThanOrEqual(Math.min(...p95s));
    expect(total.p95Ms).toBeLessThanOrEqual(Math.max(...p95s));

    // the second answers the same question with itself live and the first from its heartbeat
    const fromSecond = await instancesView(onSecond);
    expect(fromSecond.answeredBy).toBe(secondId);
    expect(fromSecond.rows.find((row) => row.self)?.id).toBe(secondId);
    expect(fromSecond.rows.map((row) => row.id)).toEqual(expect.arrayContaining([first?.id, secondId]));
  });
});
