import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { departs, projects, tenants, users } from "../src/db/schema";
import { hashPassword } from "../src/platform/passwords";
import { type Client, createClient, data, expectBadRequest, requestToken, signedIn } from "./client";
import { encrypt, startTestServer, type TestServer } from "./harness";

/**
 * User administration across tenants: the super tenant's tenant-wide user administrators (admin, school_admin)
 * reach the users of every tenant; everyone else (an ordinary tenant's administrators, the super tenant's
 * unit-scoped administrator and its read-only viewers) stays in their own tenant (unit) by every route.
 */
let server: TestServer;
let adminApi: Client;
let schoolAdminApi: Client;
let otherAdminApi: Client;
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
  [adminApi, schoolAdminApi] = await signedIn(server, ["admin", "school_admin"]);
  otherAdminApi = createClient(server.app, await server.login("other_admin", "Other@2026"));
});
afterAll(async () => server.close());

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

async function page(caller: Client, query: string) {
  return data<{ rows: Row[]; total: number }>(await caller.get(`/api/admin/user/page?limit=100&${query}`));
}

describe("the super tenant's user administrators", () => {
  it("are told they manage every tenant, and get every tenant to choose from", async () => {
    for (const caller of [adminApi, schoolAdminApi]) {
      const reach = (await caller.get("/api/admin/user/tenants")).json().data;
      expect(reach.allTenants).toBe(true);
      expect(reach.tenants.map((t: { id: string }) => t.id)).toEqual(["default", "other"]);
      expect(reach.tenants[1]).toEqual({ id: "other", code: "other", name: OTHER_NAME });
    }
  });

  it("list every tenant's users with their tenant, and narrow the list to one tenant", async () => {
    const all = await page(schoolAdminApi, "");
    expect(all.total).toBe(await liveUsers());
    const found = await page(schoolAdminApi, "name=他校");
    expect(found.rows.map((r) => [r.username, r.tenantId, r.tenantName]).sort()).toEqual([
      ["other_admin", "other", OTHER_NAME],
      ["other_staff", "other", OTHER_NAME],
    ]);
    const narrowed = await page(adminApi, "tenantId=other");
    expect(narrowed.rows.map((r) => r.username).sort()).toEqual(["other_admin", "other_staff"]);
    const own = await page(adminApi, "tenantId=default");
    expect(own.total).toBe(await liveUsers("default"));
    expect(own.rows.every((r) => r.tenantId === "default")).toBe(true);
    expect((await page(adminApi, `tenantId=other&departId=${other.departId}`)).total).toBe(2);
    expect((await adminApi.get("/api/admin/user/pageNoSelf?name=他校")).json().data.total).toBe(2);
  });

  it("read and edit another tenant's user within that tenant: its departments and its uniqueness", async () => {
    const one = (await schoolAdminApi.get(`/api/admin/user/${other.staffId}`)).json().data;
    expect(one).toMatchObject({ username: "other_staff", tenantId: "other", tenantName: OTHER_NAME });

    const tree = (await schoolAdminApi.get("/api/admin/user/findNode?tenantId=other")).json().data;
    expect(tree).toEqual([
      {
        id: other.departId,
        parentId: null,
        code: "root",
        name: OTHER_NAME,
        children: [{ id: other.sectionId, parentId: other.departId, code: "law", name: "法学院", children: [] }],
      },
    ]);
    const ownDepart = (await schoolAdminApi.get("/api/admin/user/findNode")).json().data[0].id;

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
    const foreignDepart = await schoolAdminApi.put(`/api/admin/user/${other.staffId}`, {
      ...body,
      departId: ownDepart,
    });
    expect(foreignDepart.json()).toEqual({ status: 400, message: "部门不存在", data: null });
    const taken = await schoolAdminApi.put(`/api/admin/user/${other.staffId}`, {
      ...body,
      email: "admin@other.edu.cn",
    });
    expect(taken.json()).toEqual({ status: 400, message: "租户中邮箱已存在！", data: null });
    // an e-mail of the super tenant is free in the other tenant
    const saved = await schoolAdminApi.put(`/api/admin/user/${other.staffId}`, {
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
      (await schoolAdminApi.get(`/api/admin/user/checkEmailFormTenant?${query}`)).json().data;
    expect(await check(`email=admin@other.edu.cn&id=${other.staffId}`)).toBe(false);
    expect(await check(`email=admin@example.edu.cn&id=${other.staffId}`)).toBe(true);
    expect(await check(`email=declarant@example.edu.cn&id=${other.staffId}`)).toBe(true);
    expect(await check("email=declarant@example.edu.cn&tenantId=other")).toBe(false);
    expect(await check("email=admin@other.edu.cn&tenantId=other")).toBe(false);
    expect(await check("email=admin@other.edu.cn")).toBe(true);
    expect((await schoolAdminApi.get("/api/admin/user/checkNoFormTenant?no=S0001&tenantId=nowhere")).json()).toEqual({
      status: 400,
      message: "租户不存在",
      data: null,
    });
  });

  it("reset another tenant's user's password, but only a super administrator touches a super administrator", async () => {
    const reset = await schoolAdminApi.put(`/api/admin/user/${other.staffId}/password?is_encrypt=1`, {
      password: encrypt("Moved@2026"),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const signIn = await requestToken(server.app, {
      tenant_id: "other",
      username: "other_staff",
      password: encrypt("Moved@2026"),
      is_encrypt: "1",
    });
    expect(signIn.statusCode).toBe(200);

    const onSuper = await schoolAdminApi.put(`/api/admin/user/${other.adminId}`, {
      name: "改名",
      departId: other.departId,
      enabled: false,
    });
    expect(onSuper.statusCode).toBe(403);
    expect(await userRow(other.adminId)).toMatchObject({ name: "他校管理员", enabled: true });
    const bySuper = await adminApi.put(`/api/admin/user/${other.adminId}`, {
      name: "他校管理员",
      departId: other.departId,
      enabled: true,
      description: "由超级租户维护",
    });
    expect(bySuper.statusCode, bySuper.body).toBe(200);
  });

  it("create a user in the tenant they choose, with that tenant's department, and delete it", async () => {
    const body = { username: "other_new", password: encrypt("Other@2026"), name: "他校新人", no: "S0001" };
    const taken = await schoolAdminApi.post("/api/admin/user?is_encrypt=1", {
      ...body,
      tenantId: "other",
      departId: other.sectionId,
    });
    expect(taken.json()).toEqual({ status: 400, message: "租户中工号已存在！", data: null });
    const ownDepart = (await schoolAdminApi.get("/api/admin/user/findNode")).json().data[0].id;
    const wrongDepart = await schoolAdminApi.post("/api/admin/user?is_encrypt=1", {
      ...body,
      no: "S0002",
      tenantId: "other",
      departId: ownDepart,
    });
    expect(wrongDepart.json().message).toBe("部门不存在");
    const unknown = await schoolAdminApi.post("/api/admin/user?is_encrypt=1", {
      ...body,
      no: "S0002",
      tenantId: "nowhere",
      departId: other.sectionId,
    });
    expect(unknown.json()).toEqual({ status: 400, message: "租户不存在", data: null });

    const created = await schoolAdminApi.post("/api/admin/user?is_encrypt=1", {
      ...body,
      no: "S0002",
      tenantId: "other",
      departId: other.sectionId,
    });
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json().data;
    expect(row).toMatchObject({ username: "other_new", tenantId: "other", tenantName: OTHER_NAME });
    expect((await page(otherAdminApi, "")).rows.map((r) => r.username)).toContain("other_new");

    // without a choice the new user joins the caller's own tenant
    const own = await schoolAdminApi.post("/api/admin/user?is_encrypt=1", {
      username: "default_new",
      password: encrypt("Other@2026"),
      name: "本校新人",
      departId: ownDepart,
    });
    expect(own.json().data).toMatchObject({ tenantId: "default" });

    const removed = await schoolAdminApi.delete(`/api/admin/user/${row.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await userRow(row.id))?.deletedAt).not.toBeNull();
    expect((await page(otherAdminApi, "")).rows.map((r) => r.username)).not.toContain("other_new");
  });
});

describe("the super tenant's unit administrator and viewers", () => {
  it("keep their unit or tenant: no other tenant's users, departments or choice", async () => {
    for (const username of ["unit_admin", "supervisor"]) {
      const caller = createClient(server.app, await server.login(username));
      const reach = (await caller.get("/api/admin/user/tenants")).json().data;
      expect(reach, username).toEqual({ allTenants: false, tenants: [expect.objectContaining({ id: "default" })] });
      expect((await page(caller, "name=他校")).total, username).toBe(0);
      expect((await page(caller, "tenantId=other")).total, username).toBe(0);
      expect((await caller.get(`/api/admin/user/${other.staffId}`)).json(), username).toEqual(NOT_FOUND);
    }
    const unitAdminApi = createClient(server.app, await server.login("unit_admin"));
    expect((await unitAdminApi.get("/api/admin/user/findNode?tenantId=other")).statusCode).toBe(400);
    const put = await unitAdminApi.put(`/api/admin/user/${other.staffId}`, {
      name: "越权",
      departId: other.departId,
      enabled: false,
    });
    expect(put.statusCode).toBe(404);
    const create = await unitAdminApi.post("/api/admin/user?is_encrypt=0", {
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
    const info = (await otherAdminApi.get("/api/admin/user/front/info")).json().data;
    expect(info).toMatchObject({ id: other.adminId, tenantId: "other", setting: { articlePlatform: [] } });

    const reach = (await otherAdminApi.get("/api/admin/user/tenants")).json().data;
    expect(reach).toEqual({ allTenants: false, tenants: [{ id: "other", code: "other", name: OTHER_NAME }] });
    const own = await page(otherAdminApi, "");
    expect(own.total).toBe(await liveUsers("other"));
    expect(own.rows.every((r) => r.tenantId === "other")).toBe(true);
    expect((await page(otherAdminApi, "tenantId=default")).total).toBe(0);
    expect((await page(otherAdminApi, "name=admin")).rows.map((r) => r.username)).toEqual(["other_admin"]);

    const tree = (await otherAdminApi.get("/api/admin/user/findNode")).json().data;
    expect(tree.map((n: { id: string }) => n.id)).toEqual([other.departId]);
    expect((await otherAdminApi.get("/api/admin/user/findNode?tenantId=default")).statusCode).toBe(400);

    expect((await otherAdminApi.get("/api/zcps-sh/sys/listPro")).json().data).toEqual([]);
    const [defaultProject] = await server.deps.db.select().from(projects).where(eq(projects.tenantId, "default"));
    const switched = await otherAdminApi.get(`/api/zcps-sh/sys/checkPro?id=${defaultProject?.id}`);
    expectBadRequest(switched, "切换失败");

    // this tenant was written straight into the database, without the copy of the dictionary a new tenant gets
    expect((await otherAdminApi.get("/api/dict/dictValue/feign/comm_sex")).json().data).toEqual([]);
    const dashboard = (await otherAdminApi.get("/api/zcps-sh/dashboard")).json().data;
    expect(dashboard.project).toBeNull();
    expect(dashboard.figures.find((f: { key: string }) => f.key === "users").value).toBe(await liveUsers("other"));

    const checkEmail = await otherAdminApi.get("/api/admin/user/front/checkEmail?email=admin@example.edu.cn");
    expect(checkEmail.json().data).toBe(true);
  });

  it("gets 404 on GET, PUT, DELETE and password reset of the super tenant's users, and changes nothing", async () => {
    const [judge] = await server.deps.db.select().from(users).where(eq(users.username, "judge"));
    const id = judge?.id as string;
    expect((await otherAdminApi.get(`/api/admin/user/${id}`)).json()).toEqual(NOT_FOUND);
    const put = await otherAdminApi.put(`/api/admin/user/${id}`, {
      name: "被改名",
      departId: other.departId,
      enabled: false,
    });
    expect(put.json()).toEqual(NOT_FOUND);
    expect((await otherAdminApi.delete(`/api/admin/user/${id}`)).json()).toEqual(NOT_FOUND);
    const reset = await otherAdminApi.put(`/api/admin/user/${id}/password?is_encrypt=1`, {
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
    const foreignDepart = await otherAdminApi.post("/api/admin/user?is_encrypt=1", {
      ...body,
      departId: defaultRoot?.id,
    });
    expect(foreignDepart.json()).toEqual({ status: 400, message: "部门不存在", data: null });
    const foreignTenant = await otherAdminApi.post("/api/admin/user?is_encrypt=1", {
      ...body,
      tenantId: "default",
      departId: defaultRoot?.id,
    });
    expect(foreignTenant.json()).toEqual({ status: 400, message: "租户不存在", data: null });
    expect(await server.deps.db.select().from(users).where(eq(users.username, "cross_tenant"))).toHaveLength(0);

    const check = (query: string) => otherAdminApi.get(`/api/admin/user/checkMobilePhoneFormTenant?${query}`);
    expect((await check("mobilePhone=13800000000&tenantId=default")).statusCode).toBe(400);
    // an id of the super tenant's user does not move the check there: it stays in the caller's tenant
    const [adminRow] = await server.deps.db.select().from(users).where(eq(users.username, "admin"));
    expect((await check(`mobilePhone=13800000000&id=${adminRow?.id}`)).json().data).toBe(true);
    expect((await check("mobilePhone=13700000002")).json().data).toBe(false);
    // the account stays unique across all tenants
    expect((await otherAdminApi.get("/api/admin/user/checkUserNameFormAll?username=SCHOOL_ADMIN")).json()).toEqual({
      status: 200,
      message: "账户已存在！",
      data: false,
    });
  });
});
