import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { GATE_LOG_ELEMENTS } from "@zcps/contracts/elements-gate-log";
import { GATE_LOG_COLUMNS, type GateLogRow } from "@zcps/contracts/gate-log";
import { and, eq, inArray, like } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { elements, gateLogs, groupMembers, groups, resourceAuthorities, users } from "../src/db/schema";
import { type GateLogEntry, insertGateLogs, OperationLogWriter } from "../src/platform/operation-log-writer";
import { type Client, createClient, data, requestToken, signedIn } from "./client";
import { DEMO_PASSWORD, encrypt, startTestServer, type TestServer } from "./harness";

let server: TestServer;
let adminApi: Client;
let schoolAdminApi: Client;
let supervisorApi: Client;

beforeAll(async () => {
  server = await startTestServer();
  // every call of this file asks in Chinese unless it names another language
  [adminApi, schoolAdminApi, supervisorApi] = await signedIn(server, ["admin", "school_admin", "supervisor"], {
    lang: "zh",
  });
});
afterAll(async () => server.close());

/** The operation log as the caller sees it, a hundred rows a page. */
async function logPage(caller: Client, query: Record<string, string> = {}) {
  const res = await caller.get(`/api/admin/gateLog/page?${new URLSearchParams({ limit: "100", ...query })}`);
  return data<{ rows: GateLogRow[]; total: number }>(res);
}

function signIn(username: string, password: string, ip: string) {
  return requestToken(server.app, { username, password: encrypt(password), is_encrypt: "1" }, { ip });
}

describe("the operation log of calls", () => {
  it("records a mutating call with tenant, user, menu and operation names, status and duration", async () => {
    const departId = (await schoolAdminApi.get("/api/admin/user/findNode")).json().data[0].id;
    const created = await schoolAdminApi.post("/api/admin/user", {
      username: "logged_user",
      password: "Logged@2026",
      name: "日志用户",
      departId,
    });
    expect(created.statusCode, created.body).toBe(200);
    await server.deps.operationLog.flush();

    const { rows } = await logPage(supervisorApi, { path: "/api/admin/user", method: "POST", kind: "operation" });
    const entry = rows.find((r) => r.path === "/api/admin/user" && r.status === 200);
    expect(entry).toMatchObject({
      kind: "operation",
      tenantId: "default",
      tenantName: expect.any(String),
      username: "school_admin",
      name: "胡军",
      menu: "用户管理",
      menuEn: "Users",
      operation: "新增",
      operationEn: "Add",
      method: "POST",
      route: "/api/admin/user",
      status: 200,
      ip: "127.0.0.1",
    });
    expect(entry?.durationMs).toBeGreaterThanOrEqual(0);
    expect(Date.now() - new Date(entry?.at ?? 0).getTime()).toBeLessThan(60_000);
  });

  it("names a signed-in route by its summary, records refusals and concrete paths, and skips reads", async () => {
    const before = await logPage(adminApi);
    const id = (await schoolAdminApi.get("/api/admin/user/page?username=judge")).json().data.rows[0].id;
    const refused = await supervisorApi.delete(`/api/admin/user/${id}`);
    expect(refused.statusCode).toBe(403);
    const changed = await adminApi.post("/api/admin/user/front/changePassword?is_encrypt=0&oldPass=x&newPass=y");
    expect(changed.statusCode).toBeLessThan(500);
    await server.deps.operationLog.flush();

    const after = await logPage(adminApi);
    const fresh = after.rows.filter((r) => !before.rows.some((b) => b.id === r.id));
    expect(fresh.every((r) => r.method !== "GET")).toBe(true);
    expect(fresh.find((r) => r.method === "DELETE")).toMatchObject({
      username: "supervisor",
      path: `/api/admin/user/${id}`,
      route: "/api/admin/user/:id",
      status: 403,
      menu: "用户管理",
      operation: "删除",
    });
    const summary = server.app.routeTable.find((r) => r.route === "/api/admin/user/front/changePassword")?.summary;
    expect(summary).toBeTruthy();
    expect(fresh.find((r) => r.route === "/api/admin/user/front/changePassword")).toMatchObject({
      username: "admin",
      menu: null,
      operation: summary,
      operationEn: summary,
    });
  });

  it("records sign-ins, failed sign-ins (known and unknown accounts) and sign-outs at once", async () => {
    const failed = await signIn("declarant", "Wrong@2026", "10.9.0.1");
    expect(failed.statusCode).toBe(400);
    expect((await signIn("nobody_here", "Wrong@2026", "10.9.0.1")).statusCode).toBe(400);
    const ok = await signIn("declarant", DEMO_PASSWORD, "10.9.0.2");
    expect(ok.statusCode).toBe(200);
    const token = ok.json().access_token as string;
    const out = await createClient(server.app, null, { ip: "10.9.0.2" }).delete(
      `/api/auth/oauth/token?access_token=${token}`,
    );
    expect(out.statusCode).toBe(200);

    // no flush: sign-in events are written before their answer
    const declarant = await server.deps.db.select({ id: users.id }).from(users).where(eq(users.username, "declarant"));
    const rows = await server.deps.db
      .select()
      .from(gateLogs)
      .where(inArray(gateLogs.ip, ["10.9.0.1", "10.9.0.2"]))
      .orderBy(gateLogs.id);
    expect(rows.map((r) => [r.kind, r.username, r.userId, r.tenantId, r.status])).toEqual([
      ["login_failed", "declarant", declarant[0]?.id, "default", 400],
      ["login_failed", "nobody_here", null, null, 400],
      ["login", "declarant", declarant[0]?.id, "default", 200],
      ["logout", "declarant", declarant[0]?.id, "default", 200],
    ]);
    expect(rows[2]).toMatchObject({
      name: "李明",
      method: "POST",
      route: "/api/auth/oauth/token",
      operation: "登录",
      operationEn: "Sign-in",
    });
    expect(rows[1]).toMatchObject({ operation: "登录失败", operationEn: "Failed sign-in" });

    // the super tenant's callers also see entries no tenant could be found for
    const page = await logPage(supervisorApi, { kind: "login_failed", name: "nobody" });
    expect(page.rows.map((r) => r.username)).toEqual(["nobody_here"]);
    expect((await logPage(supervisorApi, { kind: "login_failed", name: "declarant" })).total).toBe(1);
  });

  it("filters by date range, user, kind, method, status class and path, and pages", async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await logPage(adminApi, { from: future })).total).toBe(0);
    const all = await logPage(adminApi);
    expect(all.total).toBeGreaterThan(5);
    expect((await logPage(adminApi, { to: future })).total).toBe(all.total);
    const refusals = await logPage(adminApi, { status: "4xx" });
    expect(refusals.rows.length).toBeGreaterThan(0);
    expect(refusals.rows.every((r) => (r.status ?? 0) >= 400 && (r.status ?? 0) < 500)).toBe(true);
    expect((await logPage(adminApi, { status: "403" })).rows.every((r) => r.status === 403)).toBe(true);
    expect((await logPage(adminApi, { method: "DELETE" })).rows.every((r) => r.method === "DELETE")).toBe(true);
    expect((await logPage(adminApi, { path: "FRONT/changePass" })).rows.length).toBeGreaterThan(0);
    expect((await logPage(adminApi, { name: "胡" })).rows.every((r) => r.name === "胡军")).toBe(true);
    const first = await logPage(adminApi, { limit: "2", page: "1" });
    const second = await logPage(adminApi, { limit: "2", page: "2" });
    expect(first.rows).toHaveLength(2);
    expect(second.rows[0]?.id).not.toBe(first.rows[0]?.id);
    expect(new Date(first.rows[0]?.at ?? 0) >= new Date(second.rows[0]?.at ?? 0)).toBe(true);
    const bad = await adminApi.get("/api/admin/gateLog/page?status=abc");
    expect(bad.statusCode).toBe(400);
  });

  it("shows another tenant only its own entries", async () => {
    const created = await adminApi.post("/api/admin/tenant?is_encrypt=1", {
      code: "logTenant",
      name: "日志租户",
      admin: { username: "log_tenant_admin", name: "租户管理员", password: encrypt("Tenant@2026") },
    });
    expect(created.statusCode, created.body).toBe(200);
    const tenantId = created.json().data.id as string;
    const { db } = server.deps;
    const [group] = await db
      .select()
      .from(groups)
      .where(and(eq(groups.tenantId, tenantId)));
    const codes = await db
      .select({ id: elements.id })
      .from(elements)
      .where(inArray(elements.code, Object.values(GATE_LOG_ELEMENTS)));
    await db
      .insert(resourceAuthorities)
      .values(codes.map((e) => ({ groupId: group?.id as string, resourceType: "element", resourceId: e.id })));
    const otherApi = createClient(server.app, await server.login("log_tenant_admin", "Tenant@2026"), { lang: "zh" });
    const departId = (await otherApi.get("/api/admin/user/findNode")).json().data[0].id;
    await otherApi.post("/api/admin/user", {
      username: "log_tenant_u",
      password: "Tenant@2026",
      name: "乙",
      departId,
    });
    await server.deps.operationLog.flush();

    const own = await logPage(otherApi);
    expect(own.total).toBeGreaterThanOrEqual(2);
    expect(own.rows.every((r) => r.tenantId === tenantId)).toBe(true);
    expect(own.rows.map((r) => r.kind)).toContain("login");
    expect((await logPage(otherApi, { tenantId: "default" })).rows.every((r) => r.tenantId === tenantId)).toBe(true);
    // the super tenant's callers see it, and may narrow to it
    const narrowed = await logPage(supervisorApi, { tenantId });
    expect(narrowed.total).toBe(own.total);
    // so the page offers the tenant filter to the super tenant's callers only
    expect((await otherApi.get("/api/admin/gateLog/tenants")).json().data).toEqual({
      allTenants: false,
      tenants: [{ id: tenantId, code: "logTenant", name: "日志租户" }],
    });
    const reach = (await supervisorApi.get("/api/admin/gateLog/tenants")).json().data;
    expect(reach.allTenants).toBe(true);
    expect(reach.tenants.map((t: { id: string }) => t.id)).toEqual(["default", tenantId]);
    expect(
      await db
        .select()
        .from(groupMembers)
        .where(eq(groupMembers.groupId, group?.id as string)),
    ).toHaveLength(1);
  });

  it("exports the filtered rows to xlsx with titles in the caller's language", async () => {
    const filter = { kind: "login_failed" };
    const page = await logPage(supervisorApi, filter);
    expect(page.total).toBeGreaterThan(0);

    for (const lang of ["en", "zh"] as const) {
      const res = await supervisorApi.with({ lang }).get(`/api/admin/gateLog/export?kind=login_failed&utcOffset=480`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
      expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="operation-log-\d{12}\.xlsx"/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      if (!sheet) throw new Error("no sheet");
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(header).toEqual(Object.values(GATE_LOG_COLUMNS).map((c) => c[lang]));
      expect(sheet.rowCount).toBe(page.total + 1);
      const columns = Object.keys(GATE_LOG_COLUMNS);
      const cell = (row: number, key: string) => sheet.getRow(row).getCell(columns.indexOf(key) + 1).value;
      page.rows.forEach((row, i) => {
        expect(cell(i + 2, "username")).toBe(row.username);
        expect(cell(i + 2, "status")).toBe(row.status);
        expect(cell(i + 2, "path")).toBe(row.path);
        expect(cell(i + 2, "kind")).toBe(lang === "en" ? "Failed sign-in" : "登录失败");
        // wall-clock time at UTC+8
        const at = cell(i + 2, "at") as Date;
        expect(at.getTime()).toBe(new Date(row.at).getTime() + 480 * 60_000);
      });
    }
  });

  it("lets only holders of the codes read and export", async () => {
    const declarantApi = createClient(server.app, await server.login("declarant"), { lang: "zh" });
    expect((await declarantApi.get("/api/admin/gateLog/page")).statusCode).toBe(403);
    expect((await declarantApi.get("/api/admin/gateLog/export")).statusCode).toBe(403);
    expect((await schoolAdminApi.get("/api/admin/gateLog/export")).statusCode).toBe(200);
  });
});

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function journalDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "zcps-log-"));
  tempDirs.push(dir);
  return dir;
}

const journalFiles = (dir: string) => fs.readdirSync(dir).filter((f) => f.endsWith(".jsonl"));

describe("the operation-log writer", () => {
  it("batches: one insert per flush, at the interval or at the batch size", async () => {
    const batches: GateLogEntry[][] = [];
    const writer = await OperationLogWriter.open({
      insert: async (rows) => {
        batches.push(rows);
      },
      journalDir: journalDir(),
      flushIntervalMs: 30,
      batchSize: 5,
      now: () => new Date("2026-03-01T08:00:00Z"),
    });
    writer.record({ kind: "operation", path: "/a" });
    writer.record({ kind: "operation", path: "/b" });
    expect(batches).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(batches.map((b) => b.map((e) => e.path))).toEqual([["/a", "/b"]]);
    expect(batches[0]?.[0]?.at.toISOString()).toBe("2026-03-01T08:00:00.000Z");

    for (let i = 0; i < 5; i++) writer.record({ kind: "operation", path: `/c${i}` });
    await writer.flush();
    expect(batches).toHaveLength(2);
    expect(batches[1]).toHaveLength(5);
    await writer.close();
  });

  it("keeps a failed batch (and its journal) and delivers it with the next flush", async () => {
    const dir = journalDir();
    const delivered: GateLogEntry[] = [];
    let failing = true;
    const writer = await OperationLogWriter.open({
      insert: async (rows) => {
        if (failing) throw new Error("database down");
        delivered.push(...rows);
      },
      journalDir: dir,
      flushIntervalMs: 60_000,
      onError: () => undefined,
    });
    writer.record({ kind: "operation", path: "/x" });
    await expect(writer.flush()).rejects.toThrow("database down");
    writer.record({ kind: "operation", path: "/y" });
    expect(journalFiles(dir)).toHaveLength(2);
    failing = false;
    await writer.flush();
    expect(delivered.map((e) => e.path)).toEqual(["/x", "/y"]);
    expect(journalFiles(dir)).toHaveLength(0);
    await writer.close();
  });

  it("delivers on graceful close", async () => {
    const dir = journalDir();
    const delivered: GateLogEntry[] = [];
    const writer = await OperationLogWriter.open({
      insert: async (rows) => {
        delivered.push(...rows);
      },
      journalDir: dir,
      flushIntervalMs: 60_000,
    });
    writer.record({ kind: "logout", path: "/z" });
    await writer.close();
    expect(delivered.map((e) => e.kind)).toEqual(["logout"]);
    expect(journalFiles(dir)).toHaveLength(0);
  });

  it("replays a crashed writer's journal on the next start: every entry arrives exactly once", async () => {
    const dir = journalDir();
    const fixture = fileURLToPath(new URL("./fixtures/crashing-log-writer.ts", import.meta.url));
    const child = spawnSync(process.execPath, ["--import", "tsx", fixture, dir, "5"], { encoding: "utf8" });
    expect(child.signal, child.stderr).toBe("SIGKILL");
    const [file] = journalFiles(dir);
    if (!file) throw new Error("the crashed writer left no journal");
    const lines = fs.readFileSync(path.join(dir, file), "utf8").trim().split("\n");
    expect(lines).toHaveLength(5);

    // the crash may also come after an insert and before the journal was cleared: two entries arrived already
    const { db } = server.deps;
    const insert = insertGateLogs(db);
    await insert(
      lines.slice(0, 2).map((line) => ({ ...JSON.parse(line), at: new Date(JSON.parse(line).at) }) as GateLogEntry),
    );
    // and a torn last line from a write cut short
    fs.appendFileSync(path.join(dir, file), '{"entryId":"torn');

    const writer = await OperationLogWriter.open({ insert, journalDir: dir, flushIntervalMs: 60_000 });
    const rows = await db.select().from(gateLogs).where(like(gateLogs.path, "/api/crash/%")).orderBy(gateLogs.path);
    expect(rows.map((r) => r.path)).toEqual([0, 1, 2, 3, 4].map((i) => `/api/crash/${i}`));
    expect(new Set(rows.map((r) => r.entryId)).size).toBe(5);
    expect(journalFiles(dir)).toHaveLength(0);

    // a second start finds nothing more to replay
    await writer.close();
    const again = await OperationLogWriter.open({ insert, journalDir: dir, flushIntervalMs: 60_000 });
    await again.close();
    expect(await db.select().from(gateLogs).where(like(gateLogs.path, "/api/crash/%"))).toHaveLength(5);
  });

  it("leaves the journal of a live writer in the same folder alone", async () => {
    const dir = journalDir();
    const delivered: string[] = [];
    const insert = async (rows: GateLogEntry[]) => {
      delivered.push(...rows.map((r) => r.entryId));
    };
    const first = await OperationLogWriter.open({ insert, journalDir: dir, flushIntervalMs: 60_000 });
    first.record({ kind: "operation" });
    const second = await OperationLogWriter.open({ insert, journalDir: dir, flushIntervalMs: 60_000 });
    expect(delivered).toHaveLength(0);
    expect(journalFiles(dir)).toHaveLength(1);
    await first.close();
    await second.close();
    expect(delivered).toHaveLength(1);
  });
});
