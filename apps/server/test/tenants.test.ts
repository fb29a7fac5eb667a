import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { departs, projects, tenants, users } from "../src/db/schema";
import { hashPassword } from "../src/platform/passwords";
import { encrypt, startTestServer, type TestServer } from "./harness";

/**
 * User administration across tenants: the super tenant's tenant-wide user administrators (admin, school_admin)
 * reach the users of every tenant; everyone else (an ordinary tenant's administrators, the super tenant's
 * unit-scoped administrator and its read-only viewers) stays in their own tenant (unit) by every route.
 */
let server: TestServer;
let admin: string;
let schoolAdmin: string;
let otherAdmin: string;
const other = { departId: randomUUID(), sectionId: randomUUID(), adminId: randomUUID(), staffId: randomUUID() };
const OTHER_NAME = "另一所大学";

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.deps;
  const passwordHash = await hashPassword("Other@2026");
  await db.insert(tenants).values({ id: "other", code: "other", name: OTHER_NAME });
  await db.insert(departs).values([
    { id: other.departId, tenantId: "other", code: "root", name: OTHER_NAME, type: "school" },
    { id: other.sectionId, tenantId: "other", parentId: other.departId, code: "law", name: "法学院", type: "unit" },
  ]);
  await db.insert(users).values([
    {
      id: other.adminId,
      tenantId: "other",
      username: "other_admin",
      passwordHash,
      name: "他校管理员",
      departId: other.departId,
      mobilePhone: "13700000001",
      email: "admin@other.edu.cn",
      no: "A0001",
      isSuperAdmin: true,
    },
    {
      id: other.staffId,
      tenantId: "other",
      username: "other_staff",
      passwordHash,
      name: "他校教师",
      departId: other.departId,
      mobilePhone: "13700000002",
      email: "staff@other.edu.cn",
      no: "S0001",
      idNo: "110101199501010000",
    },
  ]);
  [admin, schoolAdmin] = await Promise.all([server.login("admin"), server.login("school_admin")]);
  otherAdmin = await server.login("other_admin", "Other@2026");
});
afterAll(async () => server.close());

function call(method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object) {
  return server.app.inject({ method, url, headers: server.bearer(token), ...(payload ? { payload } : {}) });
}

const NOT_FOUND = { status: 404, message: "记录不存在", data: null };

/** Live users in the database: of one tenant, or of all. */
async function liveUsers(tenantId?: string): Promise<number> {
  const [row] = await server.deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(isNull(users.deletedAt), tenantId ? eq(users.tenantId, tenantId) : undefined));
  return row?.n ?? 0;
}

async function userRow(id: string) {
  const [row] = await server.deps.db.select().from(users).where(eq(users.id, id));
  return row;
}

interface Row {
  id: string;
  username: string;
  tenantId: string;
  tenantName: string;
}

async function page(token: string, query: string) {
  const res = await call("GET", `/api/admin/user/page?limit=100&${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { rows: Row[]; total: number };
}

describe("the super tenant's user administrators", () => {
  it("are told they manage every tenant, and get every tenant to choose from", async () => {
    for (const token of [admin, schoolAdmin]) {
      const reach = (await call("GET", "/api/admin/user/tenants", token)).json().data;
      expect(reach.allTenants).toBe(true);
      expect(reach.tenants.map((t: { id: string }) => t.id)).toEqual(["default", "other"]);
      expect(reach.tenants[1]).toEqual({ id: "other", code: "other", name: OTHER_NAME });
    }
  });

  it("list every tenant's users with their tenant, and narrow the list to one tenant", async () => {
    const all = await page(schoolAdmin, "");
    expect(all.total).toBe(await liveUsers());
    const found = await page(schoolAdmin, "name=他校");
    expect(found.rows.map((r) => [r.username, r.tenantId, r.tenantName]).sort()).toEqual([
      ["other_admin", "other", OTHER_NAME],
      ["other_staff", "other", OTHER_NAME],
    ]);
    const narrowed = await page(admin, "tenantId=other");
    expect(narrowed.rows.map((r) => r.username).sort()).toEqual(["other_admin", "other_staff"]);
    const own = await page(admin, "tenantId=default");
    expect(own.total).toBe(await liveUsers("default"));
    expect(own.rows.every((r) => r.tenantId === "default")).toBe(true);
    expect((await page(admin, `tenantId=other&departId=${other.departId}`)).total).toBe(2);
    expect((await call("GET", "/api/admin/user/pageNoSelf?name=他校", admin)).json().data.total).toBe(2);
  });

  it("read and edit another tenant's user within that tenant: its departments and its uniqueness", async () => {
    const one = (await call("GET", `/api/admin/user/${other.staffId}`, schoolAdmin)).json().data;
    expect(one).toMatchObject({ username: "other_staff", tenantId: "other", tenantName: OTHER_NAME });

    const tree = (await call("GET", "/api/admin/user/findNode?tenantId=other", schoolAdmin)).json().data;
    expect(tree).toEqual([
      {
        id: other.departId,
        parentId: null,
        code: "root",
        name: OTHER_NAME,
        children: [{ id: other.sectionId, parentId: other.departId, code: "law", name: "法学院", children: [] }],
      },
    ]);
    const ownDepart = (await call("GET", "/api/admin/user/findNode", schoolAdmin)).json().data[0].id;

    // the whole record, as the edit form sends it
    const body = {
      name: "他校教师",
      departId: other.sectionId,
      enabled: true,
      email: "staff@other.edu.cn",
      mobilePhone: "13700000002",
      no: "S0001",
      idNo: "110101199501010000",
    };
    const foreignDepart = await call("PUT", `/api/admin/user/${other.staffId}`, schoolAdmin, {
      ...body,
      departId: ownDepart,
    });
    expect(foreignDepart.json()).toEqual({ status: 400, message: "部门不存在", data: null });
    const taken = await call("PUT", `/api/admin/user/${other.staffId}`, schoolAdmin, {
      ...body,
      email: "admin@other.edu.cn",
    });
    expect(taken.json()).toEqual({ status: 400, message: "租户中邮箱已存在！", data: null });
    // an e-mail of the super tenant is free in the other tenant
    const saved = await call("PUT", `/api/admin/user/${other.staffId}`, schoolAdmin, {
      ...body,
      email: "declarant@example.edu.cn",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ tenantId: "other", depart: { name: "法学院" } });
    expect(await userRow(other.staffId)).toMatchObject({
      tenantId: "other",
      email: "declarant@example.edu.cn",
      no: "S0001",
    });

    // the blur checks look where the user is saved: the edited user's tenant, or the one chosen for a new user
    const check = async (query: string) =>
      (await call("GET", `/api/admin/user/checkEmailFormTenant?${query}`, schoolAdmin)).json().data;
    expect(await check(`email=admin@other.edu.cn&id=${other.staffId}`)).toBe(false);
    expect(await check(`email=admin@example.edu.cn&id=${other.staffId}`)).toBe(true);
    expect(await check(`email=declarant@example.edu.cn&id=${other.staffId}`)).toBe(true);
    expect(await check("email=declarant@example.edu.cn&tenantId=other")).toBe(false);
    expect(await check("email=admin@other.edu.cn&tenantId=other")).toBe(false);
    expect(await check("email=admin@other.edu.cn")).toBe(true);
    expect(
      (await call("GET", "/api/admin/user/checkNoFormTenant?no=S0001&tenantId=nowhere", schoolAdmin)).json(),
    ).toEqual({ status: 400, message: "租户不存在", data: null });
  });

  it("reset another tenant's user's password, but only a super administrator touches a super administrator", async () => {
    const reset = await call("PUT", `/api/admin/user/${other.staffId}/password?is_encrypt=1`, schoolAdmin, {
      password: encrypt("Moved@2026"),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const signIn = await server.app.inject({
      method: "POST",
      url: "/api/auth/oauth/token",
      headers: {
        authorization: `Basic ${Buffer.from("console:console-secret").toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: new URLSearchParams({
        grant_type: "password",
        tenant_id: "other",
        username: "other_staff",
        password: encrypt("Moved@2026"),
        is_encrypt: "1",
      }).toString(),
    });
    expect(signIn.statusCode).toBe(200);

    const onSuper = await call("PUT", `/api/admin/user/${other.adminId}`, schoolAdmin, {
      name: "改名",
      departId: other.departId,
      enabled: false,
    });
    expect(onSuper.statusCode).toBe(403);
    expect(await userRow(other.adminId)).toMatchObject({ name: "他校管理员", enabled: true });
    const bySuper = await call("PUT", `/api/admin/user/${other.adminId}`, admin, {
      name: "他校管理员",
      departId: other.departId,
      enabled: true,
      description: "由超级租户维护",
    });
    expect(bySuper.statusCode, bySuper.body).toBe(200);
  });

  it("create a user in the tenant they choose, with that tenant's department, and delete it", async () => {
    const body = { username: "other_new", password: encrypt("Other@2026"), name: "他校新人", no: "S0001" };
    const taken = await call("POST", "/api/admin/user?is_encrypt=1", schoolAdmin, {
      ...body,
      tenantId: "other",
      departId: other.sectionId,
    });
    expect(taken.json()).toEqual({ status: 400, message: "租户中工号已存在！", data: null });
    const ownDepart = (await call("GET", "/api/admin/user/findNode", schoolAdmin)).json().data[0].id;
    const wrongDepart = await call("POST", "/api/admin/user?is_encrypt=1", schoolAdmin, {
      ...body,
      no: "S0002",
      tenantId: "other",
      departId: ownDepart,
    });
    expect(wrongDepart.json().message).toBe("部门不存在");
    const unknown = await call("POST", "/api/admin/user?is_encrypt=1", schoolAdmin, {
      ...body,
      no: "S0002",
      tenantId: "nowhere",
      departId: other.sectionId,
    });
    expect(unknown.json()).toEqual({ status: 400, message: "租户不存在", data: null });

    const created = await call("POST", "/api/admin/user?is_encrypt=1", schoolAdmin, {
      ...body,
      no: "S0002",
      tenantId: "other",
      departId: other.sectionId,
    });
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json().data;
    expect(row).toMatchObject({ username: "other_new", tenantId: "other", tenantName: OTHER_NAME });
    expect((await page(otherAdmin, "")).rows.map((r) => r.username)).toContain("other_new");

    // without a choice the new user joins the caller's own tenant
    const own = await call("POST", "/api/admin/user?is_encrypt=1", schoolAdmin, {
      username: "default_new",
      password: encrypt("Other@2026"),
      name: "本校新人",
      departId: ownDepart,
    });
    expect(own.json().data).toMatchObject({ tenantId: "default" });

    const removed = await call("DELETE", `/api/admin/user/${row.id}`, schoolAdmin);
    expect(removed.statusCode).toBe(200);
    expect((await userRow(row.id))?.deletedAt).not.toBeNull();
    expect((await page(otherAdmin, "")).rows.map((r) => r.username)).not.toContain("other_new");
  });
});

describe("the super tenant's unit administrator and viewers", () => {
  it("keep their unit or tenant: no other tenant's users, departments or choice", async () => {
    for (const username of ["unit_admin", "supervisor"]) {
      const token = await server.login(username);
      const reach = (await call("GET", "/api/admin/user/tenants", token)).json().data;
      expect(reach, username).toEqual({ allTenants: false, tenants: [expect.objectContaining({ id: "default" })] });
      expect((await page(token, "name=他校")).total, username).toBe(0);
      expect((await page(token, "tenantId=other")).total, username).toBe(0);
      expect((await call("GET", `/api/admin/user/${other.staffId}`, token)).json(), username).toEqual(NOT_FOUND);
    }
    const unitAdmin = await server.login("unit_admin");
    expect((await call("GET", "/api/admin/user/findNode?tenantId=other", unitAdmin)).statusCode).toBe(400);
    const put = await call("PUT", `/api/admin/user/${other.staffId}`, unitAdmin, {
      name: "越权",
      departId: other.departId,
      enabled: false,
    });
    expect(put.statusCode).toBe(404);
    const create = await call("POST", "/api/admin/user?is_encrypt=0", unitAdmin, {
      username: "unit_cross",
      password: "Cross@2026",
      name: "跨租户",
      tenantId: "other",
      departId: other.departId,
    });
    expect(create.json()).toEqual({ status: 400, message: "租户不存在", data: null });
    expect((await userRow(other.staffId))?.enabled).toBe(true);
  });
});

describe("an ordinary tenant's super administrator", () => {
  it("sees only their tenant: info, users, departments, projects, dictionary and dashboard", async () => {
    const info = (await call("GET", "/api/admin/user/front/info", otherAdmin)).json().data;
    expect(info).toMatchObject({ id: other.adminId, tenantId: "other", setting: { articlePlatform: [] } });

    const reach = (await call("GET", "/api/admin/user/tenants", otherAdmin)).json().data;
    expect(reach).toEqual({ allTenants: false, tenants: [{ id: "other", code: "other", name: OTHER_NAME }] });
    const own = await page(otherAdmin, "");
    expect(own.total).toBe(await liveUsers("other"));
    expect(own.rows.every((r) => r.tenantId === "other")).toBe(true);
    expect((await page(otherAdmin, "tenantId=default")).total).toBe(0);
    expect((await page(otherAdmin, "name=admin")).rows.map((r) => r.username)).toEqual(["other_admin"]);

    const tree = (await call("GET", "/api/admin/user/findNode", otherAdmin)).json().data;
    expect(tree.map((n: { id: string }) => n.id)).toEqual([other.departId]);
    expect((await call("GET", "/api/admin/user/findNode?tenantId=default", otherAdmin)).statusCode).toBe(400);

    expect((await call("GET", "/api/zcps-sh/sys/listPro", otherAdmin)).json().data).toEqual([]);
    const [defaultProject] = await server.deps.db.select().from(projects).where(eq(projects.tenantId, "default"));
    const switched = await call("GET", `/api/zcps-sh/sys/checkPro?id=${defaultProject?.id}`, otherAdmin);
    expect(switched.statusCode).toBe(400);
    expect(switched.json().message).toBe("切换失败");

    // this tenant was written straight into the database, without the copy of the dictionary a new tenant gets
    expect((await call("GET", "/api/dict/dictValue/feign/comm_sex", otherAdmin)).json().data).toEqual([]);
    const dashboard = (await call("GET", "/api/zcps-sh/dashboard", otherAdmin)).json().data;
    expect(dashboard.project).toBeNull();
    expect(dashboard.figures.find((f: { key: string }) => f.key === "users").value).toBe(await liveUsers("other"));

    const checkEmail = await call("GET", "/api/admin/user/front/checkEmail?email=admin@example.edu.cn", otherAdmin);
    expect(checkEmail.json().data).toBe(true);
  });

  it("gets 404 on GET, PUT, DELETE and password reset of the super tenant's users, and changes nothing", async () => {
    const [judge] = await server.deps.db.select().from(users).where(eq(users.username, "judge"));
    const id = judge?.id as string;
    expect((await call("GET", `/api/admin/user/${id}`, otherAdmin)).json()).toEqual(NOT_FOUND);
    const put = await call("PUT", `/api/admin/user/${id}`, otherAdmin, {
      name: "被改名",
      departId: other.departId,
      enabled: false,
    });
    expect(put.json()).toEqual(NOT_FOUND);
    expect((await call("DELETE", `/api/admin/user/${id}`, otherAdmin)).json()).toEqual(NOT_FOUND);
    const reset = await call("PUT", `/api/admin/user/${id}/password?is_encrypt=1`, otherAdmin, {
      password: encrypt("Taken@2026"),
    });
    expect(reset.statusCode).toBe(404);
    expect(await userRow(id)).toMatchObject({ name: "马超", enabled: true, deletedAt: null });
    expect(await server.login("judge")).toBeTruthy();
  });

  it("cannot place a user in another tenant, nor check values there", async () => {
    const body = { username: "cross_tenant", password: encrypt("Cross@2026"), name: "跨租户" };
    const [defaultRoot] = await server.deps.db
      .select({ id: departs.id })
      .from(departs)
      .where(and(eq(departs.tenantId, "default"), isNull(departs.parentId)));
    const foreignDepart = await call("POST", "/api/admin/user?is_encrypt=1", otherAdmin, {
      ...body,
      departId: defaultRoot?.id,
    });
    expect(foreignDepart.json()).toEqual({ status: 400, message: "部门不存在", data: null });
    const foreignTenant = await call("POST", "/api/admin/user?is_encrypt=1", otherAdmin, {
      ...body,
      tenantId: "default",
      departId: defaultRoot?.id,
    });
    expect(foreignTenant.json()).toEqual({ status: 400, message: "租户不存在", data: null });
    expect(await server.deps.db.select().from(users).where(eq(users.username, "cross_tenant"))).toHaveLength(0);

    const check = (query: string) => call("GET", `/api/admin/user/checkMobilePhoneFormTenant?${query}`, otherAdmin);
    expect((await check("mobilePhone=13800000000&tenantId=default")).statusCode).toBe(400);
    // an id of the super tenant's user does not move the check there: it stays in the caller's tenant
    const [adminRow] = await server.deps.db.select().from(users).where(eq(users.username, "admin"));
    expect((await check(`mobilePhone=13800000000&id=${adminRow?.id}`)).json().data).toBe(true);
    expect((await check("mobilePhone=13700000002")).json().data).toBe(false);
    // the account stays unique across all tenants
    expect(
      (await call("GET", "/api/admin/user/checkUserNameFormAll?username=SCHOOL_ADMIN", otherAdmin)).json(),
    ).toEqual({ status: 200, message: "账户已存在！", data: false });
  });
});
