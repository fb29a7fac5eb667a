import { randomUUID } from "node:crypto";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../src/db/schema";
import { type Client, createClient, type Method } from "./client";
import { registeredRoutes, startTestServer, type TestServer } from "./harness";

/**
 * Every route with a path parameter, called by the super administrator (who holds every code) with ids that are
 * malformed or name nothing, by every method it has: each must answer 400 or 404 in the envelope, never a database
 * error, and change nothing.
 */

let server: TestServer;
let adminApi: Client;
beforeAll(async () => {
  server = await startTestServer();
  adminApi = createClient(server.app, await server.login("admin"));
});
afterAll(async () => server.close());

/** Path segments as they are sent (already URL-encoded). */
const MALFORMED = {
  nul: "%00",
  "embedded nul": "a%00b",
  "80 characters": "a".repeat(80),
  "300 characters": "a".repeat(300),
  "bad %-escape": "%E0%A4%A",
  traversal: "..%2Fx",
  "sql injection": encodeURIComponent("'; select 1 --"),
};
const MUTATING = new Set<Method>(["POST", "PUT", "DELETE"]);

/** The spec's envelope with a message to show: what the console's error catalogue reads. */
function isEnvelope(body: string): boolean {
  try {
    const { status, message } = JSON.parse(body) as { status?: unknown; message?: unknown };
    return typeof status === "number" && typeof message === "string" && message !== "";
  } catch {
    return false;
  }
}

/** The row count of every table but the operation log (which records these very calls). */
async function tableCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable) || table === schema.gateLogs) continue;
    const [row] = await server.deps.db.select({ n: sql<number>`count(*)::int` }).from(table);
    counts[getTableName(table)] = row?.n ?? 0;
  }
  return counts;
}

describe("ids in the path", () => {
  const withParams = () =>
    registeredRoutes(server.app).filter(
      (r) => r.url.startsWith("/api/") && !r.url.startsWith("/api/docs") && r.url.includes(":"),
    );

  it("answer 400 or 404 in the envelope, never a server error, and change nothing", async () => {
    const routes = withParams();
    // the issue counted about 70 routes: the walk must see them all
    expect(routes.length).toBeGreaterThanOrEqual(70);
    const before = await tableCounts();
    const failures: string[] = [];
    for (const { method, url } of routes) {
      const params = url.match(/:\w+/g) ?? [];
      const calls: [string, string][] = [];
      for (const [label, bad] of Object.entries(MALFORMED)) {
        // each parameter in turn holds the bad value, the others a well-formed id
        for (const param of params) {
          calls.push([`${param}=${label}`, url.replace(/:\w+/g, (p) => (p === param ? bad : randomUUID()))]);
        }
      }
      // well-formed ids (UUIDs, the form of every id the server makes) that name nothing
      calls.push(["unknown ids", url.replace(/:\w+/g, () => randomUUID())]);
      for (const [label, path] of calls) {
        const res = await adminApi.request(method, path, MUTATING.has(method) ? {} : undefined);
        // the super administrator holds every code: a 403 here would blame permissions for a bad or unknown id
        const refused = res.statusCode === 400 || res.statusCode === 404;
        if (!refused || !isEnvelope(res.body)) {
          failures.push(`${method} ${url} [${label}] → ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
    }
    expect(failures, failures.join("\n")).toEqual([]);
    expect(await tableCounts()).toEqual(before);
  });
});

describe("ids in queries and bodies", () => {
  const bad = encodeURIComponent("'; select 1 --");
  const calls: [Method, string, object?][] = [
    ["GET", `/api/dict/dictValue/page?typeId=${bad}`],
    ["GET", `/api/dict/dictType/checkCode?code=x&id=${bad}`],
    ["GET", `/api/admin/job/runs?jobId=${bad}`],
    ["GET", `/api/admin/gateLog/page?tenantId=${bad}`],
    ["GET", `/api/zcps-sh/baseUser/page?unitId=${bad}`],
    ["GET", `/api/zcps-sh/talents/page?projectTimeId=${bad}`],
    ["PUT", `/api/zcps-sh/unitAdmin/${randomUUID()}`, { role: "admin", userIds: ["'; select 1 --"] }],
  ];

  it("are refused by their pattern before any query: 400 in the envelope, nothing changed", async () => {
    const before = await tableCounts();
    const failures: string[] = [];
    for (const [method, path, body] of calls) {
      const res = await adminApi.request(method, path, body);
      if (res.statusCode !== 400 || !isEnvelope(res.body))
        failures.push(`${method} ${path} → ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(failures, failures.join("\n")).toEqual([]);
    expect(await tableCounts()).toEqual(before);
  });

  it("left out or empty, an optional id filters nothing", async () => {
    const res = await adminApi.request("GET", "/api/zcps-sh/baseUser/page?unitId=");
    expect(res.statusCode, res.body).toBe(200);
  });
});
