import { TRACE_ELEMENTS, TRACES_API } from "@zcps/contracts/elements-traces";
import { messages } from "@zcps/contracts/messages";
import type { TraceDetail, TraceList } from "@zcps/contracts/traces";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { elements, groups, resourceAuthorities } from "../src/db/schema";
import { heldTraceContexts, traceSampler } from "../src/platform/tracing";
import { statementHead } from "../src/platform/tracing-db";
import { type Client, createClient, data, expectBadRequest, expectRefused, signedIn } from "./client";
import { encrypt, startTestServer, type TestServer } from "./harness";

let server: TestServer;
let adminApi: Client;
let schoolAdminApi: Client;
let declarantApi: Client;

beforeAll(async () => {
  // every request traced: the tests look for their own
  server = await startTestServer({ TRACE_SAMPLE: "1", TRACE_RATE: "0" });
  [adminApi, schoolAdminApi, declarantApi] = await signedIn(server, ["admin", "school_admin", "declarant"], {
    lang: "en",
  });
});
afterAll(async () => server.close());

async function search(query: string): Promise<TraceList> {
  return data<TraceList>(await adminApi.get(`${TRACES_API}?${query}`));
}

describe("request traces through the API", () => {
  it("keeps a request's HTTP span with its database calls nested under it", async () => {
    const res = await adminApi.get("/api/admin/user/page?page=1&limit=7&name=trace-probe");
    expect(res.statusCode, res.body).toBe(200);

    const list = await search("path=/api/admin/user/page");
    const row = list.rows[0];
    expect(row).toMatchObject({
      method: "GET",
      route: "/api/admin/user/page",
      path: "/api/admin/user/page",
      status: 200,
    });
    expect(row?.userId).toEqual(expect.any(String));
    expect(row?.spanCount).toBeGreaterThan(1);
    expect(list.capacity).toBe(2000);
    expect(list.sampleRatio).toBe(1);

    const trace = data<TraceDetail>(await adminApi.get(`${TRACES_API}/${row?.traceId}`));
    const [root, ...children] = trace.spans;
    expect(root).toMatchObject({
      parentSpanId: null,
      kind: "server",
      name: "GET /api/admin/user/page",
      startOffsetMs: 0,
    });
    expect(root?.attributes).toMatchObject({ "http.route": "/api/admin/user/page", "http.response.status_code": 200 });
    const queries = children.filter((span) => span.kind === "client");
    expect(queries.length).toBeGreaterThan(0);
    const ids = new Set(trace.spans.map((span) => span.spanId));
    for (const span of queries) {
      expect(ids.has(span.parentSpanId ?? "")).toBe(true);
      expect(span.name).toMatch(/^[A-Z]+( [\w.]+)?$/);
      expect(span.attributes["db.system.name"]).toBe("postgresql");
      expect(span.startOffsetMs).toBeGreaterThanOrEqual(0);
      expect(span.startOffsetMs + span.durationMs).toBeLessThanOrEqual((root?.durationMs ?? 0) + 1);
    }
    expect(queries.some((span) => span.name.startsWith("SELECT "))).toBe(true);
    // the statement's words only: a parameter's value appears nowhere
    expect(JSON.stringify(trace)).not.toContain("trace-probe");
  });

  it("traces a request with a body: the handler's queries still find their request", async () => {
    const res = await adminApi.post("/api/admin/user/getLoginUserInfo", {});
    const list = await search("method=POST&path=getLoginUserInfo");
    const row = list.rows[0];
    expect(row?.status).toBe(res.statusCode);
    const trace = data<TraceDetail>(await adminApi.get(`${TRACES_API}/${row?.traceId}`));
    expect(trace.spans[0]?.kind).toBe("server");
    expect(trace.spans.filter((span) => span.kind === "client").length, JSON.stringify(trace)).toBeGreaterThan(0);
  });

  it("searches by status class or code, method and least duration, newest first", async () => {
    await adminApi.get("/api/no/such/path/7");
    await adminApi.get("/api/no/such/path/8");
    const notFound = await search("status=4xx&path=/api/no/such");
    expect(notFound.rows.map((r) => r.path)).toEqual(["/api/no/such/path/8", "/api/no/such/path/7"]);
    expect(notFound.rows[0]?.route).toBeNull();
    expect((await search("status=404&path=no/such")).rows).toHaveLength(2);
    expect((await search("status=200&path=no/such")).rows).toHaveLength(0);
    expect((await search("status=4XX&path=no/such&limit=1")).rows).toHaveLength(1);
    expect((await search("method=POST&path=no/such")).rows).toHaveLength(0);
    expect((await search("minMs=600000")).rows).toHaveLength(0);
    const all = await search("limit=500");
    expect(all.rows.length).toBeGreaterThan(5);
    // the trace API does not trace itself
    expect(all.rows.some((r) => r.path.startsWith(TRACES_API))).toBe(false);
  });

  it("refuses a caller without the page's code", async () => {
    expect(TRACE_ELEMENTS.view).toBe("serviceZipkinManager:view");
    for (const caller of [schoolAdminApi, declarantApi]) {
      expectRefused(await caller.get(TRACES_API));
      expectRefused(await caller.get(`${TRACES_API}/${"a".repeat(32)}`));
    }
  });

  it("says clearly what is wrong with a filter or a trace id", async () => {
    expectBadRequest(await adminApi.get(`${TRACES_API}?status=abc`), messages.en["traces.statusFilter"]);
    expectBadRequest(await adminApi.get(`${TRACES_API}?minMs=-1`), messages.en["traces.minMs"]);
    expectBadRequest(await adminApi.get(`${TRACES_API}?minMs=slow`), messages.en["traces.minMs"]);
    expectBadRequest(await adminApi.get(`${TRACES_API}/not-an-id`), messages.en["traces.badId"]);
    const missing = await adminApi.get(`${TRACES_API}/${"0".repeat(32)}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.en["traces.notFound"]);
  });
});

describe("another tenant's administrator", () => {
  it("reads their own tenant's traces only, the super tenant's administrator every one", async () => {
    const created = await adminApi.post("/api/admin/tenant?is_encrypt=1", {
      code: "traceSchool",
      name: "追踪租户",
      admin: { username: "trace_second", name: "追踪管理员", password: encrypt("Second@2026") },
    });
    expect(created.statusCode, created.body).toBe(200);
    const tenantId: string = created.json().data.id;
    // the new tenant's administrators get the tracing page
    const { db } = server.deps;
    const [group] = await db.select().from(groups).where(eq(groups.tenantId, tenantId));
    const [element] = await db.select().from(elements).where(eq(elements.code, TRACE_ELEMENTS.view));
    if (!group || !element) throw new Error("group or element missing");
    await db.insert(resourceAuthorities).values([
      { groupId: group.id, resourceType: "menu", resourceId: element.menuId },
      { groupId: group.id, resourceType: "element", resourceId: element.id },
    ]);
    server.deps.cache.invalidateAll();
    const second = createClient(server.app, await server.login("trace_second", "Second@2026"), { lang: "en" });

    await adminApi.get("/api/admin/user/page?page=1&limit=3&name=first-tenant-probe");
    await createClient(server.app).get("/api/ping");
    await second.get("/api/admin/user/page?page=1&limit=3");
    const mine = data<TraceList>(await second.get(`${TRACES_API}?limit=100`));
    const secondUser = (await second.post("/api/admin/user/getLoginUserInfo", {})).json().data.id;
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(mine.rows.every((row) => row.userId === secondUser)).toBe(true);
    expect(mine.rows.some((row) => row.path === "/api/admin/user/page")).toBe(true);

    // the first tenant's trace is not found by its id either
    const all = await search("limit=100");
    const theirs = all.rows.find((row) => row.userId !== secondUser && row.path === "/api/admin/user/page");
    const anonymous = all.rows.find((row) => row.path === "/api/ping" && row.userId === null);
    expect(theirs && anonymous).toBeTruthy();
    const refused = await second.get(`${TRACES_API}/${theirs?.traceId}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(messages.en["traces.notFound"]);
    expect(all.rows.some((row) => row.userId === secondUser)).toBe(true);
  });
});

describe("a statement's head", () => {
  it("names the operation and the first table, never the values", () => {
    expect(statementHead('select "id", "name" from "users" where "users"."id" = $1').summary).toBe("SELECT users");
    expect(statementHead('insert into "gate_logs" ("id") values ($1)').summary).toBe("INSERT gate_logs");
    expect(statementHead('update "users" set "name" = $1').summary).toBe("UPDATE users");
    expect(statementHead("  begin").summary).toBe("BEGIN");
  });
});

describe("tracing without the database calls", () => {
  it("keeps the HTTP span alone", async () => {
    const other = await startTestServer({ TRACE_QUERIES: "off", TRACE_SAMPLE: "1" });
    try {
      const [api] = await signedIn(other, ["admin"], { lang: "en" });
      const client = api as Client;
      await client.get("/api/admin/user/page?page=1&limit=5");
      const row = data<TraceList>(await client.get(`${TRACES_API}?path=/api/admin/user/page`)).rows[0];
      const trace = data<TraceDetail>(await client.get(`${TRACES_API}/${row?.traceId}`));
      expect(trace.spans.map((span) => span.kind)).toEqual(["server"]);
    } finally {
      await other.close();
    }
  });
});

describe("tracing switched off", () => {
  it("keeps no traces", async () => {
    const other = await startTestServer({ TRACING: "off" });
    try {
      const [api] = await signedIn(other, ["admin"], { lang: "en" });
      await api?.get("/api/admin/user/page?page=1&limit=5");
      const list = data<TraceList>(await (api as Client).get(TRACES_API));
      expect(list).toMatchObject({ rows: [], kept: 0, sampleRatio: 0 });
    } finally {
      await other.close();
    }
  });
});

describe("tracing a share of the requests", () => {
  it("traces about the configured share, each sampled request whole, with its queries", async () => {
    const other = await startTestServer({ TRACE_SAMPLE: "0.25", TRACE_RATE: "0" });
    try {
      const [api] = await signedIn(other, ["admin"], { lang: "en" });
      const client = api as Client;
      // a different search each time: a repeated page may be answered from the users cache, without a query
      for (let i = 0; i < 200; i++) await client.get(`/api/admin/user/page?page=1&limit=5&username=u${i}`);
      const list = data<TraceList>(await client.get(`${TRACES_API}?path=/api/admin/user/page&limit=200`));
      expect(list.sampleRatio).toBe(0.25);
      // 200 draws at a quarter: far outside 20..80 only about once in ten million runs
      expect(list.rows.length).toBeGreaterThan(20);
      expect(list.rows.length).toBeLessThan(80);
      const trace = data<TraceDetail>(await client.get(`${TRACES_API}/${list.rows[0]?.traceId}`));
      expect(trace.spans.some((span) => span.kind === "client")).toBe(true);
      // every answered request gave its context back: the promise hooks it needed are off again
      expect(heldTraceContexts()).toBe(0);
    } finally {
      await other.close();
    }
  });
});

describe("the most requests traced a second", () => {
  it("lets a second's worth through at once, then as many a second as the cap, whatever comes", () => {
    let now = 0;
    const sampled = traceSampler(1, 10, () => now);
    const within = (requests: number) => Array.from({ length: requests }, sampled).filter(Boolean).length;
    // a burst of 1,000 requests at one instant: the bucket's ten
    expect(within(1000)).toBe(10);
    // 1,000 requests spread over the next second: ten more
    let traced = 0;
    for (let i = 0; i < 1000; i++) {
      now += 1;
      if (sampled()) traced++;
    }
    expect(traced).toBe(10);
    // after a quiet minute the bucket holds a second's worth, never more
    now += 60_000;
    expect(within(100)).toBe(10);
  });

  it("traces every sampled request without a cap, and none at a share of 0", () => {
    expect(
      Array.from(
        { length: 500 },
        traceSampler(1, 0, () => 0),
      ).every(Boolean),
    ).toBe(true);
    expect(
      Array.from(
        { length: 500 },
        traceSampler(0, 10, () => 0),
      ).some(Boolean),
    ).toBe(false);
  });
});
