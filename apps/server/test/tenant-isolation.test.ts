import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Executor } from "../src/db/client";
import { elements, groupMembers, groups, menus, resourceAuthorities, users } from "../src/db/schema";
import type { RegisteredRoute } from "../src/platform/auth";
import { hashPassword } from "../src/platform/passwords";
import { createClient, type Method } from "./client";
import { encrypt, startTestServer, type TestServer } from "./harness";

/**
 * Tenant isolation, proven over the route table: a second tenant's administrators (one with the school
 * administrator's role codes, one with every element code) call every route that lists rows or takes a path
 * parameter with the first tenant's record ids, and must neither see those records (404, a refusal, or an answer
 * without any of the first tenant's ids) nor change them (a refusal for every change; the first tenant's rows in
 * every table identical before and after). Tables, records and their owners are read from the database's
 * catalogue, so modules added later are covered without touching this file.
 */

let server: TestServer;
const FIRST = "default";
const PASSWORD = "Second@2026";
/** what may change while the sweep runs: the log of the calls themselves and sign-in bookkeeping */
const UNWATCHED_TABLES = new Set([
  "gate_logs",
  "sessions",
  "login_failures",
  "verify_codes",
  "password_resets",
  "job_runs",
  "__drizzle_migrations",
]);

async function rows<T>(db: Executor, query: string): Promise<T[]> {
  return ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

interface Catalogue {
  tables: string[];
  columns: Map<string, Set<string>>;
  /** the condition selecting a tenant's rows of each table that belongs to tenants (directly or through a parent) */
  owned: Map<string, (tenantId: string) => string>;
}

/** Which tables hold tenant data: those with a tenant_id, and (transitively) those whose foreign key points at one. */
async function readCatalogue(db: Executor): Promise<Catalogue> {
  const tables = (
    await rows<{ name: string }>(
      db,
      `select table_name as name from information_schema.tables
       where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    )
  ).map((r) => r.name);
  const columns = new Map<string, Set<string>>();
  for (const r of await rows<{ t: string; c: string }>(
    db,
    `select table_name as t, column_name as c from information_schema.columns where table_schema = current_schema()`,
  )) {
    if (!columns.has(r.t)) columns.set(r.t, new Set());
    columns.get(r.t)?.add(r.c);
  }
  const keys = await rows<{ child: string; col: string; parent: string; pcol: string }>(
    db,
    `select kcu.table_name as child, kcu.column_name as col, ccu.table_name as parent, ccu.column_name as pcol
     from information_schema.table_constraints tc
     join information_schema.key_column_usage kcu
       on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
     join information_schema.constraint_column_usage ccu
       on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
     where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()`,
  );
  const owned = new Map<string, (tenantId: string) => string>();
  for (const table of tables) {
    if (columns.get(table)?.has("tenant_id")) owned.set(table, (t) => `tenant_id = ${literal(t)}`);
  }
  for (let depth = 0; depth < 4; depth++) {
    for (const { child, col, parent, pcol } of keys) {
      const parentRows = owned.get(parent);
      if (owned.has(child) || !parentRows || child === parent) continue;
      owned.set(child, (t) => `"${col}" in (select "${pcol}" from "${parent}" where ${parentRows(t)})`);
    }
  }
  return { tables, columns, owned };
}

/** Every watched row but the second tenant's own, as sorted JSON per table. */
async function snapshot(db: Executor, catalogue: Catalogue, second: string): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of catalogue.tables) {
    if (UNWATCHED_TABLES.has(table)) continue;
    const owned = catalogue.owned.get(table);
    const where = owned ? `where not coalesce(${owned(second)}, false)` : "";
    const found = await rows<{ j: string }>(db, `select row_to_json(t)::text as j from "${table}" t ${where}`);
    result[table] = found.map((r) => r.j).sort();
  }
  return result;
}

interface FirstTenant {
  /** one record id per table that holds tenant data (path-parameter samples) */
  samples: Map<string, string>;
  /** every record id and account name of the first tenant: none may show up in the second tenant's answers */
  secrets: Set<string>;
  /** codes of the first tenant's dictionary types and role groups (for name-like path parameters) */
  codes: string[];
}

async function readFirstTenant(db: Executor, catalogue: Catalogue): Promise<FirstTenant> {
  const samples = new Map<string, string>([["tenants", FIRST]]);
  const secrets = new Set<string>();
  for (const [table, owned] of catalogue.owned) {
    if (!catalogue.columns.get(table)?.has("id")) continue;
    const ids = await rows<{ id: string }>(
      db,
      `select id::text as id from "${table}" where ${owned(FIRST)} order by id limit 5000`,
    );
    if (ids[0] && !UNWATCHED_TABLES.has(table)) samples.set(table, ids[0].id);
    for (const { id } of ids) if (id.length >= 8) secrets.add(id);
  }
  for (const { username } of await rows<{ username: string }>(
    db,
    `select username from users where tenant_id = ${literal(FIRST)} and length(username) >= 6`,
  )) {
    secrets.add(username);
  }
  const codes = (
    await rows<{ code: string }>(
      db,
      `select code from dict_types where tenant_id = ${literal(FIRST)}
       union select code from groups where tenant_id = ${literal(FIRST)} limit 20`,
    )
  ).map((r) => r.code);
  return { samples, secrets, codes };
}

/** Any of the first tenant's ids or accounts in an answer, as a path for the failure message. */
function leak(value: unknown, secrets: Set<string>, at = "$"): string | null {
  if (typeof value === "string") return secrets.has(value) ? `${at} = ${value}` : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = leak(value[i], secrets, `${at}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = leak(item, secrets, `${at}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

function body(res: { headers: Record<string, unknown>; body: string }): unknown {
  return String(res.headers["content-type"] ?? "").includes("json") ? JSON.parse(res.body) : res.body;
}

let catalogue: Catalogue;
let first: FirstTenant;
let before: Record<string, string[]>;
let secondId: string;
/** the second tenant's administrators: the school administrator's codes, and every element code */
const callers: { label: string; token: string }[] = [];
/** ids as query parameters under the names modules use, each pointing at a first-tenant record */
let foreignQuery: string;

beforeAll(async () => {
  // every request traced, so that the traces page holds the first tenant's requests when the second reads it
  server = await startTestServer({ TRACE_SAMPLE: "1", TRACE_RATE: "0" });
  const { db } = server.deps;
  const admin = await server.login("admin");
  const created = await createClient(server.app, admin).post("/api/admin/tenant?is_encrypt=1", {
    code: "secondSchool",
    name: "第二租户",
    admin: { username: "second_admin", name: "第二租户管理员", password: encrypt(PASSWORD) },
  });
  if (created.statusCode !== 200) throw new Error(created.body);
  secondId = created.json().data.id;

  // the second administrator's group gets exactly what the school administrator's group holds
  const [schoolAdminGroup] = await db.select().from(groups).where(eq(groups.code, "school_admin"));
  const [secondGroup] = await db.select().from(groups).where(eq(groups.tenantId, secondId));
  if (!schoolAdminGroup || !secondGroup) throw new Error("groups missing");
  await db.delete(resourceAuthorities).where(eq(resourceAuthorities.groupId, secondGroup.id));
  const held = await db.select().from(resourceAuthorities).where(eq(resourceAuthorities.groupId, schoolAdminGroup.id));
  await db.insert(resourceAuthorities).values(held.map((r) => ({ ...r, groupId: secondGroup.id })));

  // and a second user holding every menu and element (still no super administrator)
  const [root] = await rows<{ id: string }>(db, `select id from departs where tenant_id = ${literal(secondId)}`);
  const everyoneId = randomUUID();
  await db.insert(users).values({
    id: everyoneId,
    tenantId: secondId,
    username: "second_all_codes",
    name: "全部权限",
    passwordHash: await hashPassword(PASSWORD),
    departId: root?.id,
  });
  const allGroup = randomUUID();
  await db.insert(groups).values({ id: allGroup, tenantId: secondId, code: "all_codes", name: "全部权限" });
  const menuIds = await db.select({ id: menus.id }).from(menus);
  const elementIds = await db.select({ id: elements.id }).from(elements);
  await db
    .insert(resourceAuthorities)
    .values([
      ...menuIds.map((m) => ({ groupId: allGroup, resourceType: "menu", resourceId: m.id })),
      ...elementIds.map((e) => ({ groupId: allGroup, resourceType: "element", resourceId: e.id })),
    ]);
  await db.insert(groupMembers).values({ groupId: allGroup, userId: everyoneId });
  server.deps.cache.invalidateAll();

  callers.push({ label: "school-admin codes", token: await server.login("second_admin", PASSWORD) });
  callers.push({ label: "every code", token: await server.login("second_all_codes", PASSWORD) });

  catalogue = await readCatalogue(db);
  first = await readFirstTenant(db, catalogue);
  const sample = (table: string) => first.samples.get(table) ?? "";
  foreignQuery = new URLSearchParams({
    id: sample("users"),
    userId: sample("users"),
    userIds: sample("users"),
    members: sample("users"),
    leaders: sample("users"),
    departId: sample("departs"),
    parentId: sample("departs"),
    groupId: sample("groups"),
    groupTypeId: sample("group_types"),
    typeId: sample("dict_types"),
    jobId: sample("jobs"),
    projectId: sample("projects"),
    tenantId: FIRST,
  }).toString();
  before = await snapshot(db, catalogue, secondId);
}, 120_000);
afterAll(async () => server.close());

/** A call as the bearer of `token`; every change carries a body, an empty one when none is given. */
const request = (token: string, method: Method, url: string, payload?: object) =>
  createClient(server.app, token).request(method, url, method === "GET" ? undefined : (payload ?? {}));

const privateRoutes = () =>
  server.app.routeTable.filter(
    (r): r is RegisteredRoute & { method: Method } =>
      r.access !== "public" && ["GET", "POST", "PUT", "DELETE"].includes(r.method),
  );
/** Fields the sub-resource routes (password, enabled, move, grants, members) take, filled with harmless values. */
const SUB_RESOURCE_FIELDS = {
  password: encrypt("Taken@2026"),
  enabled: false,
  parentId: null,
  orderNum: 0,
  menus: [],
  elements: [],
  members: [],
  leaders: [],
};
const params = (route: string) => [...route.matchAll(/:(\w+)/g)].map((m) => m[1] as string);

describe("a second tenant's administrators", () => {
  it("find the route table holds the routes this proof walks", () => {
    const routes = privateRoutes();
    expect(routes.filter((r) => params(r.route).length > 0).length).toBeGreaterThanOrEqual(5);
    expect(routes.filter((r) => r.method === "GET" && params(r.route).length === 0).length).toBeGreaterThanOrEqual(10);
    expect(first.samples.get("users")).toBeTruthy();
    expect(first.samples.get("departs")).toBeTruthy();
    expect(first.secrets.size).toBeGreaterThan(30);
  });

  it("would be caught: the first tenant's own administrator's answers do show its records", async () => {
    const admin = await server.login("admin");
    const page = await request(admin, "GET", "/api/admin/user/page?page=1&limit=100");
    expect(leak(body(page), first.secrets)).not.toBeNull();
    const one = await request(admin, "GET", `/api/admin/user/${first.samples.get("users")}`);
    expect(leak(body(one), first.secrets)).not.toBeNull();
  });

  it("see none of the first tenant's records in any list", async () => {
    const lists = privateRoutes().filter((r) => r.method === "GET" && params(r.route).length === 0);
    for (const { token, label } of callers) {
      for (const { route } of lists) {
        for (const url of [`${route}?page=1&limit=100`, `${route}?page=1&limit=100&${foreignQuery}`]) {
          const res = await request(token, "GET", url);
          expect(res.statusCode, `${label} GET ${url}: ${res.body}`).toBeLessThan(500);
          expect(leak(body(res), first.secrets), `${label} GET ${url}`).toBeNull();
        }
      }
    }
  }, 300_000);

  it("cannot read or change any of the first tenant's records through a route with a path parameter", async () => {
    const admin = await server.login("admin");
    const routes = privateRoutes().filter((r) => params(r.route).length > 0);
    const gets = new Set(routes.filter((r) => r.method === "GET").map((r) => r.route));
    const ids = [...new Set(first.samples.values())];
    const names = [...new Set([...ids, ...first.codes])];
    for (const { method, route } of routes) {
      // an id parameter gets a record id of every tenant table; a name or code parameter codes as well
      const values = params(route).every((name) => /id$/i.test(name)) ? ids : names;
      for (const value of values) {
        const path = params(route).reduce((p, name) => p.replace(`:${name}`, encodeURIComponent(value)), route);
        const url = `${path}?is_encrypt=1&${foreignQuery}`;
        let payload: Record<string, unknown> = {};
        if (method !== "GET") {
          // a body that passes validation reaches the tenant check: the record as its own tenant reads it (from
          // this path or its parent's) and the usual fields of the sub-resources (unknown keys are dropped)
          const resource = gets.has(route) ? path : path.replace(/\/[^/]+$/, "");
          const own = await request(admin, "GET", resource);
          const data = own.statusCode === 200 ? own.json().data : null;
          payload = {
            ...SUB_RESOURCE_FIELDS,
            ...(data && typeof data === "object" && !Array.isArray(data) ? data : {}),
          };
        }
        for (const { token, label } of callers) {
          const res = await request(token, method, url, payload);
          const what = `${label} ${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, what).toBeLessThan(500);
          if (method === "GET") {
            if (res.statusCode < 400) expect(leak(body(res), first.secrets), what).toBeNull();
          } else {
            expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
          }
        }
      }
    }
  }, 600_000);

  it("cannot reach the first tenant's records through ids in the query or body of other changes", async () => {
    const { samples } = first;
    const userId = samples.get("users") as string;
    // routes that take their ids in the query or body (not the path); listed here when they exist
    const explicit: { method: Method; route: string; url: string; payload?: object; refused?: boolean }[] = [
      {
        method: "GET",
        route: "/api/zcps-sh/sys/checkPro",
        url: `/api/zcps-sh/sys/checkPro?id=${samples.get("projects")}`,
        refused: true,
      },
      {
        method: "PUT",
        route: "/api/admin/user/front/profile",
        url: "/api/admin/user/front/profile",
        payload: {
          id: userId,
          mobilePhone: "13966660000",
          email: "taken@second.edu.cn",
          departId: samples.get("departs"),
        },
      },
    ];
    for (const { token, label } of callers) {
      for (const { method, route, url, payload, refused } of explicit) {
        if (!server.app.routeTable.some((r) => r.method === method && r.route === route)) continue;
        const res = await request(token, method, url, payload);
        expect(res.statusCode, `${label} ${method} ${url}`).toBeLessThan(500);
        if (refused) expect(res.statusCode, `${label} ${method} ${url}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(leak(body(res), first.secrets), `${label} ${method} ${url}`).toBeNull();
      }
      // every other change without a path parameter, given the first tenant's ids under every usual name
      const ids = Object.fromEntries(new URLSearchParams(foreignQuery));
      const changes = privateRoutes().filter(
        (r) => r.method !== "GET" && params(r.route).length === 0 && !explicit.some((e) => e.route === r.route),
      );
      for (const { method, route } of changes) {
        const res = await request(token, method, `${route}?${foreignQuery}`, ids);
        expect(res.statusCode, `${label} ${method} ${route}: ${res.body}`).toBeLessThan(500);
        expect(leak(body(res), first.secrets), `${label} ${method} ${route}`).toBeNull();
      }
      // the sweep has not locked the caller out (which would turn every later answer into a vacuous 401)
      expect((await request(token, "GET", "/api/admin/user/front/info")).statusCode, label).toBe(200);
    }
  }, 300_000);

  it("changed nothing of the first tenant (or of what all tenants share) in the database", async () => {
    await server.deps.operationLog.flush();
    const after = await snapshot(server.deps.db, catalogue, secondId);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const table of Object.keys(before)) {
      expect(after[table], table).toEqual(before[table]);
    }
    // and the snapshot does see a change of a first-tenant row
    const { db } = server.deps;
    const id = first.samples.get("users") as string;
    await db.update(users).set({ description: "changed" }).where(eq(users.id, id));
    expect((await snapshot(db, catalogue, secondId)).users).not.toEqual(before.users);
  });
});
