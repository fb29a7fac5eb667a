import type { InstanceFigures, MetricsPool } from "@zcps/contracts/metrics";
import { describe, expect, it } from "vitest";
import { DURATION_BUCKETS } from "../../../platform/metrics";
import { figuresOf, totalOf } from "./instance-figures";

/** Cumulative bucket counts for requests that all took `seconds`. */
const allAt = (seconds: number, requests: number) => DURATION_BUCKETS.map((bound) => (seconds <= bound ? requests : 0));

function reported(options: {
  rate: number;
  requests: number;
  errors: number;
  buckets: number[];
  loopMs: number;
  heap: number;
  rss: number;
  pool: MetricsPool | null;
  total?: number;
}): InstanceFigures {
  return {
    at: "2025-01-01T00:00:00.000Z",
    latest: {
      at: "2025-01-01T00:00:00.000Z",
      requestsPerSecond: options.rate,
      errorRate: options.requests > 0 ? options.errors / options.requests : null,
      p50Ms: 1,
      p95Ms: 1,
      p99Ms: 1,
      eventLoopDelayMs: options.loopMs,
      heapUsedBytes: options.heap,
      rssBytes: options.rss,
    },
    window: {
      seconds: 10,
      requests: options.requests,
      serverErrors: options.errors,
      clientErrors: 0,
      buckets: options.buckets,
    },
    totals: { requests: options.total ?? options.requests, serverErrors: options.errors, clientErrors: 0 },
    memory: { heapUsedBytes: options.heap, rssBytes: options.rss },
    pool: options.pool,
  };
}

const fast = reported({
  rate: 1,
  requests: 10,
  errors: 1,
  buckets: allAt(0.001, 10),
  loopMs: 12,
  heap: 100,
  rss: 300,
  pool: { total: 4, idle: 1, waiting: 0, max: 10 },
  total: 50,
});
const slow = reported({
  rate: 3,
  requests: 30,
  errors: 0,
  buckets: allAt(0.5, 30),
  loopMs: 40,
  heap: 200,
  rss: 500,
  pool: { total: 6, idle: 2, waiting: 1, max: 10 },
  total: 70,
});

describe("the total of every instance's figures", () => {
  it("sums rates, counts, memory and pool, and takes the worst event-loop delay", () => {
    expect(totalOf([fast, slow])).toMatchObject({
      requestsPerSecond: 4,
      eventLoopDelayMs: 40,
      heapUsedBytes: 300,
      rssBytes: 800,
      pool: { total: 10, idle: 3, waiting: 1, max: 20 },
      requests: 120,
      serverErrors: 1,
    });
  });

  it("takes the error rate from the summed counts, not the mean of the rates", () => {
    // 1 of 40; the mean of 10% and 0% would say 5%
    expect(totalOf([fast, slow]).errorRate).toBe(0.025);
  });

  it("reads the percentiles from the summed buckets, not from averaged percentiles", () => {
    const total = totalOf([fast, slow]);
    // 10 requests within 1 ms and 30 between 250 and 500 ms: the median falls in the slow bucket
    expect(total.p50Ms).toBeCloseTo(250 + 250 * ((20 - 10) / 30), 3);
    expect(total.p99Ms).toBeCloseTo(250 + 250 * ((39.6 - 10) / 30), 3);
    expect(totalOf([fast]).p99Ms).toBeCloseTo(0.99, 3);
  });

  it("counts an instance without figures as adding nothing, and none as no figures", () => {
    expect(totalOf([fast, null])).toEqual(totalOf([fast]));
    expect(totalOf([null])).toEqual(figuresOf(null));
    expect(Object.values(totalOf([]))).toEqual(Object.values(figuresOf(null)));
    expect(
      totalOf([
        { ...fast, pool: null },
        { ...slow, pool: null },
      ]).pool,
    ).toBeNull();
  });

  it("leaves buckets of other bounds out of the percentiles but keeps their counts", () => {
    const other = { ...slow, window: slow.window && { ...slow.window, buckets: [30, 30] } };
    const total = totalOf([fast, other]);
    expect(total.p99Ms).toBeCloseTo(0.99, 3);
    expect(total.requestsPerSecond).toBe(4);
    expect(total.errorRate).toBe(0.025);
  });

  it("is one instance's own figures when it is the only one", () => {
    const one = reported({
      rate: 2,
      requests: 20,
      errors: 2,
      buckets: allAt(0.01, 20),
      loopMs: 5,
      heap: 1,
      rss: 2,
      pool: null,
    });
    const total = totalOf([one]);
    expect(total).toMatchObject({ requestsPerSecond: 2, errorRate: 0.1, eventLoopDelayMs: 5, heapUsedBytes: 1 });
    expect(figuresOf(one)).toMatchObject({ requestsPerSecond: 2, heapUsedBytes: 1, rssBytes: 2, requests: 20 });
  });
});
