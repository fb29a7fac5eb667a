import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { departs, projects, tenants, users } from "../src/db/schema";
import { hashPassword } from "../src/platform/passwords";
import { encrypt, startTestServer, type TestServer } from "./harness";

let server: TestServer;
let admin: string;
let otherAdmin: string;
const other = { departId: randomUUID(), adminId: randomUUID(), staffId: randomUUID() };

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.deps;
  const passwordHash = await hashPassword("Other@2026");
  await db.insert(tenants).values({ id: "other", code: "other", name: "另一所大学" });
  await db
    .insert(departs)
    .values({ id: other.departId, tenantId: "other", code: "root", name: "另一所大学", type: "school" });
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
  admin = await server.login("admin");
  otherAdmin = await server.login("other_admin", "Other@2026");
});
afterAll(async () => server.close());

function call(method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object) {
  return server.app.inject({ method, url, headers: server.bearer(token), ...(payload ? { payload } : {}) });
}

const NOT_FOUND = { status: 404, message: "记录不存在", data: null };

describe("tenant scoping of user administration", () => {
  it("the default tenant's super admin never lists another tenant's users", async () => {
    const all = (await call("GET", "/api/admin/user/page?limit=100", admin)).json().data;
    expect(all.total).toBe(17);
    expect(all.rows.some((r: { id: string }) => r.id === other.adminId || r.id === other.staffId)).toBe(false);
    for (const url of [
      "/api/admin/user/page?name=other",
      "/api/admin/user/page?name=他校",
      "/api/admin/user/pageNoSelf?username=other_staff",
      `/api/admin/user/page?departId=${other.departId}`,
    ]) {
      expect((await call("GET", url, admin)).json().data, url).toEqual({ rows: [], total: 0 });
    }
  });

  it("answers 404 to GET, PUT, DELETE and password reset on another tenant's user, and changes nothing", async () => {
    const id = other.staffId;
    expect((await call("GET", `/api/admin/user/${id}`, admin)).json()).toEqual(NOT_FOUND);
    const ownDepart = (await call("GET", "/api/admin/user/findNode", admin)).json().data[0].id;
    const put = await call("PUT", `/api/admin/user/${id}`, admin, {
      name: "被改名",
      departId: ownDepart,
      enabled: false,
    });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual(NOT_FOUND);
    const del = await call("DELETE", `/api/admin/user/${id}`, admin);
    expect(del.statusCode).toBe(404);
    expect(del.json()).toEqual(NOT_FOUND);
    const reset = await call("PUT", `/api/admin/user/${id}/password?is_encrypt=1`, admin, {
      password: encrypt("Taken@2026"),
    });
    expect(reset.statusCode).toBe(404);

    const [row] = await server.deps.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ name: "他校教师", enabled: true, deletedAt: null });
    expect(await server.login("other_staff", "Other@2026")).toBeTruthy();
  });

  it("checks uniqueness of the account across tenants, and of the rest within the tenant", async () => {
    const check = async (path: string) => (await call("GET", `/api/admin/user/${path}`, admin)).json();
    expect(await check("checkUserNameFormAll?username=OTHER_STAFF")).toEqual({
      status: 200,
      message: "账户已存在！",
      data: false,
    });
    for (const path of [
      "checkEmailFormTenant?email=staff@other.edu.cn",
      "checkMobilePhoneFormTenant?mobilePhone=13700000002",
      "checkNoFormTenant?no=S0001",
      "checkIdNoFormTenant?idNo=110101199501010000",
    ]) {
      expect((await check(path)).data, path).toBe(true);
    }
  });

  it("refuses another tenant's department for a new user, and accepts the other tenant's e-mail", async () => {
    const body = {
      username: "cross_tenant",
      password: encrypt("Cross@2026"),
      name: "跨租户",
      email: "staff@other.edu.cn",
      mobilePhone: "13700000002",
    };
    const foreign = await call("POST", "/api/admin/user?is_encrypt=1", admin, { ...body, departId: other.departId });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ status: 400, message: "部门不存在", data: null });
    const ownDepart = (await call("GET", "/api/admin/user/findNode", admin)).json().data[0].id;
    const created = await call("POST", "/api/admin/user?is_encrypt=1", admin, { ...body, departId: ownDepart });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({ email: "staff@other.edu.cn", mobilePhone: "13700000002" });
  });
});

describe("the other tenant's super admin", () => {
  it("sees only their tenant: info, users, departments, projects, dictionary and dashboard", async () => {
    const info = (await call("GET", "/api/admin/user/front/info", otherAdmin)).json().data;
    expect(info).toMatchObject({ id: other.adminId, tenantId: "other", setting: { articlePlatform: [] } });

    const page = (await call("GET", "/api/admin/user/page", otherAdmin)).json().data;
    expect(page.total).toBe(2);
    expect(page.rows.map((r: { username: string }) => r.username).sort()).toEqual(["other_admin", "other_staff"]);
    const defaultAdminId = (await call("POST", "/api/admin/user/getLoginUserInfo", admin)).json().data.id;
    expect((await call("GET", `/api/admin/user/${defaultAdminId}`, otherAdmin)).json()).toEqual(NOT_FOUND);
    expect((await call("DELETE", `/api/admin/user/${defaultAdminId}`, otherAdmin)).statusCode).toBe(404);

    const tree = (await call("GET", "/api/admin/user/findNode", otherAdmin)).json().data;
    expect(tree).toEqual([{ id: other.departId, parentId: null, code: "root", name: "另一所大学", children: [] }]);

    expect((await call("GET", "/api/zcps-sh/sys/listPro", otherAdmin)).json().data).toEqual([]);
    const [defaultProject] = await server.deps.db.select().from(projects).where(eq(projects.tenantId, "default"));
    const switched = await call("GET", `/api/zcps-sh/sys/checkPro?id=${defaultProject?.id}`, otherAdmin);
    expect(switched.statusCode).toBe(400);
    expect(switched.json().message).toBe("切换失败");

    expect((await call("GET", "/api/dict/dictValue/feign/comm_sex", otherAdmin)).json().data).toEqual([]);
    const dashboard = (await call("GET", "/api/zcps-sh/dashboard", otherAdmin)).json().data;
    expect(dashboard.project).toBeNull();
    expect(dashboard.figures.find((f: { key: string }) => f.key === "users").value).toBe(2);

    const checkEmail = await call("GET", "/api/admin/user/front/checkEmail?email=admin@example.edu.cn", otherAdmin);
    expect(checkEmail.json().data).toBe(true);
  });
});
