import { TENANT_ELEMENTS } from "@zcps/contracts/elements-tenants";
import type { TenantRow } from "@zcps/contracts/tenants";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  departs,
  dictTypes,
  elements,
  groupMembers,
  groups,
  groupTypes,
  holidays,
  menus,
  postRestrictions,
  resourceAuthorities,
  tableSettings,
  tenants,
  titles,
  tracks,
  users,
} from "../src/db/schema";
import { type Client, createClient, expectBadRequest, requestToken } from "./client";
import { encrypt, startTestServer, type TestServer } from "./harness";

let server: TestServer;
let adminApi: Client;

/** Signs the user in; the calls of this file ask in Chinese unless they name another language. */
const callerOf = async (username: string, password?: string) =>
  createClient(server.app, await server.login(username, password), { lang: "zh" });

beforeAll(async () => {
  server = await startTestServer();
  adminApi = await callerOf("admin");
});
afterAll(async () => server.close());

function createTenant(caller: Client, body: object) {
  return caller.post("/api/admin/tenant?is_encrypt=1", body);
}

const PASSWORD = "Tenant@2026";

async function grantTenantCodes(userId: string, tenantId: string) {
  const { db } = server.deps;
  const groupId = `tenant-managers-${userId}`;
  await db.insert(groups).values({ id: groupId, tenantId, code: `tm_${userId.slice(0, 8)}`, name: "租户管理" });
  const rows = await db
    .select({ id: elements.id })
    .from(elements)
    .where(inArray(elements.code, Object.values(TENANT_ELEMENTS)));
  const [menu] = await db.select({ id: menus.id }).from(menus).where(eq(menus.path, "/baseManager/tenantManager"));
  await db
    .insert(resourceAuthorities)
    .values([
      ...rows.map((e) => ({ groupId, resourceType: "element", resourceId: e.id })),
      { groupId, resourceType: "menu", resourceId: menu?.id as string },
    ]);
  await db.insert(groupMembers).values({ groupId, userId });
  server.deps.cache.invalidateAll();
}

describe("tenants", () => {
  let school: TenantRow;

  it("creates a tenant with its basics and first administrator in one go", async () => {
    const res = await createTenant(adminApi, {
      code: "eastCampus",
      name: "东校区",
      description: "分校",
      admin: { username: "east_admin", name: "东区管理员", password: encrypt(PASSWORD) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("创建成功");
    school = res.json().data;
    expect(school).toMatchObject({
      code: "eastCampus",
      name: "东校区",
      description: "分校",
      isSuper: false,
      enabled: true,
      userCount: 1,
      owner: { username: "east_admin", name: "东区管理员", tenantId: school.id, tenantName: "东校区" },
    });

    const { db } = server.deps;
    expect(await db.select().from(departs).where(eq(departs.tenantId, school.id))).toMatchObject([
      { name: "东校区", code: "eastCampus", parentId: null },
    ]);
    expect(await db.select().from(groupTypes).where(eq(groupTypes.tenantId, school.id))).toMatchObject([
      { code: "role" },
    ]);
    const [group] = await db.select().from(groups).where(eq(groups.tenantId, school.id));
    expect(group).toMatchObject({ code: "tenant_admin", name: "租户管理员" });

    const eastAdmin = await callerOf("east_admin", PASSWORD);
    const info = (await eastAdmin.get("/api/admin/user/front/info")).json().data;
    const codes = info.elements.map((e: { code: string }) => e.code);
    expect(codes).toEqual(expect.arrayContaining(["userManager", "userManager:btn_add", "userManager:view"]));
    expect(codes).not.toContain(TENANT_ELEMENTS.view);
    const page = (await eastAdmin.get("/api/admin/user/page")).json().data;
    expect(page.rows.map((r: { username: string }) => r.username)).toEqual(["east_admin"]);
    expect((await eastAdmin.get("/api/admin/user/tenants")).json().data.allTenants).toBe(false);
    const departId = (await eastAdmin.get("/api/admin/user/findNode")).json().data[0].id;
    const created = await eastAdmin.post("/api/admin/user", {
      username: "east_teacher",
      password: PASSWORD,
      name: "东区教师",
      departId,
      mobilePhone: "13911112222",
    });
    expect(created.statusCode, created.body).toBe(200);
  });

  it("gives the new tenant its own copy of the national dictionary", async () => {
    const eastAdmin = await callerOf("east_admin", PASSWORD);
    const sexes = await eastAdmin.get("/api/dict/dictValue/feign/comm_sex");
    expect(sexes.json().data).toEqual([
      { id: expect.any(String), code: "comm_sex_1", value: "1", label: "男", labelEn: "Male" },
      { id: expect.any(String), code: "comm_sex_2", value: "2", label: "女", labelEn: "Female" },
    ]);
    const nations = (await eastAdmin.with({ lang: "en" }).get("/api/dict/dictValue/feign/nation")).json().data;
    expect(nations).toHaveLength(56);
    expect((await eastAdmin.get("/api/dict/dictValue/feign/title_high_level")).json().data.length).toBeGreaterThan(0);

    // a copy: the rows are the new tenant's own, as many types as the seeded tenant started with
    const defaultSexes = (await adminApi.get("/api/dict/dictValue/feign/comm_sex")).json().data;
    expect(defaultSexes.map((v: { id: string }) => v.id)).not.toContain(sexes.json().data[0].id);
    const types = async (tenantId: string) =>
      (
        await server.deps.db
          .select({ n: sql<number>`count(*)::int` })
          .from(dictTypes)
          .where(eq(dictTypes.tenantId, tenantId))
      )[0]?.n;
    expect(await types(school.id)).toBe(await types("default"));
  });

  it("gives the new tenant the title catalogue, holiday calendar and review-table layouts to start from", async () => {
    type Table = typeof titles | typeof tracks | typeof holidays | typeof tableSettings | typeof postRestrictions;
    const counted = async (table: Table, tenantId: string) =>
      (
        await server.deps.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.tenantId, tenantId))
      )[0]?.n;
    for (const table of [titles, tracks, holidays, tableSettings, postRestrictions]) {
      const own = await counted(table, school.id);
      expect(own).toBeGreaterThan(0);
      expect(own).toBe(await counted(table, "default"));
    }
    // the school's own rows: its layouts are not the seeded tenant's
    const layouts = await server.deps.db
      .select({ id: tableSettings.id })
      .from(tableSettings)
      .where(inArray(tableSettings.tenantId, [school.id, "default"]));
    expect(new Set(layouts.map((l) => l.id)).size).toBe(layouts.length);
  });

  it("refuses a taken code or account, and answers the code check", async () => {
    const code = await createTenant(adminApi, { code: "EASTCAMPUS", name: "重复" });
    expectBadRequest(code, "租户编码已存在");
    const account = await createTenant(adminApi, {
      code: "west",
      name: "西校区",
      admin: { username: "school_admin", name: "重名", password: encrypt(PASSWORD) },
    });
    expect(account.json().message).toBe("账户已存在！");
    expect(await server.deps.db.select().from(tenants).where(eq(tenants.code, "west"))).toHaveLength(0);
    const bad = await createTenant(adminApi, { code: "1bad code", name: "x" });
    expect(bad.statusCode).toBe(400);
    const weak = await createTenant(adminApi, {
      code: "weak",
      name: "弱密码",
      admin: { username: "weak_admin", name: "弱", password: encrypt("123456") },
    });
    expect(weak.statusCode).toBe(400);

    const check = async (query: string) => (await adminApi.get(`/api/admin/tenant/checkCode?${query}`)).json();
    expect(await check("code=eastcampus")).toEqual({ status: 200, message: "租户编码已存在", data: false });
    expect((await check(`code=eastCampus&id=${school.id}`)).data).toBe(true);
    expect((await check("code=north")).data).toBe(true);
  });

  it("lists tenants with filters and paging, and reads one", async () => {
    const all = (await adminApi.get("/api/admin/tenant/page")).json().data;
    expect(all.total).toBe(2);
    const [seeded] = await server.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.tenantId, "default"), isNull(users.deletedAt)));
    expect(all.rows[0]).toMatchObject({ id: "default", isSuper: true, userCount: seeded?.n });
    const found = (await adminApi.get("/api/admin/tenant/page?name=east")).json().data;
    expect(found.rows.map((r: TenantRow) => r.code)).toEqual(["eastCampus"]);
    expect(found.rows[0].userCount).toBe(2);
    expect((await adminApi.get("/api/admin/tenant/page?enabled=false")).json().data.total).toBe(0);
    expect((await adminApi.get(`/api/admin/tenant/${school.id}`)).json().data.name).toBe("东校区");
    expect((await adminApi.get("/api/admin/tenant/missing")).statusCode).toBe(404);
  });

  it("edits a tenant, and will not disable or demote the caller's own tenant", async () => {
    const res = await adminApi.put(`/api/admin/tenant/${school.id}`, {
      code: "eastCampus",
      name: "东校区（新）",
      description: null,
      isSuper: false,
      enabled: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: "东校区（新）", description: null });
    for (const body of [
      { code: "default", name: "本校", isSuper: true, enabled: false },
      { code: "default", name: "本校", isSuper: false, enabled: true },
    ]) {
      const own = await adminApi.put("/api/admin/tenant/default", body);
      expectBadRequest(own, "不能停用、删除或取消您自己所在租户的超级租户身份");
    }
    expect((await adminApi.put("/api/admin/tenant/default/enabled", { enabled: false })).statusCode).toBe(400);
    expect((await adminApi.delete("/api/admin/tenant/default")).statusCode).toBe(400);
  });

  it("disabling a tenant ends its sessions and stops its users signing in, by password or by phone", async () => {
    const eastAdmin = await callerOf("east_admin", PASSWORD);
    const off = await adminApi.with({ lang: "en" }).put(`/api/admin/tenant/${school.id}/enabled`, { enabled: false });
    expect(off.json()).toMatchObject({ status: 200, message: "Tenant disabled", data: { enabled: false } });
    expect((await eastAdmin.get("/api/admin/user/front/info")).statusCode).toBe(401);
    await expect(server.login("east_admin", PASSWORD)).rejects.toThrow(/账户已停用/);

    const sent = await createClient(server.app, null, { ip: "10.7.0.1" }).get(
      "/api/auth/user/ignoreUserToken/getVerifyCodeId?mobilePhone=13911112222&purpose=login",
    );
    const code = /(\d{6})/.exec(server.deps.sms.last("13911112222")?.text ?? "")?.[1] as string;
    const phone = await requestToken(
      server.app,
      {
        tenant_id: school.id,
        username: "13911112222",
        password: "",
        is_encrypt: "0",
        mobile_login: "1",
        verify_code_id: sent.json().data.verifyCodeId,
        verify_code: code,
      },
      { ip: "10.7.0.1" },
    );
    expectBadRequest(phone, "账户已停用");

    const on = await adminApi.put(`/api/admin/tenant/${school.id}/enabled`, { enabled: true });
    expect(on.json().message).toBe("租户已启用");
    expect(await server.login("east_admin", PASSWORD)).toBeTruthy();
  });

  it("sets the owner: a user of another tenant moves in, leaving their groups and sessions behind", async () => {
    const { db } = server.deps;
    const [judge] = await db.select().from(users).where(eq(users.username, "judge"));
    if (!judge) throw new Error("no judge");
    const judgeBefore = await callerOf("judge");
    const options = (await adminApi.get("/api/admin/tenant/userOptions?keyword=jud")).json().data;
    expect(options).toEqual(
      expect.arrayContaining([
        { id: judge.id, username: "judge", name: "马超", tenantId: "default", tenantName: expect.any(String) },
      ]),
    );

    const res = await adminApi.put(`/api/admin/tenant/${school.id}/user?userId=${judge.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: "已设置租户所有者",
      data: { owner: { id: judge.id, tenantId: school.id }, userCount: 3 },
    });
    const [moved] = await db.select().from(users).where(eq(users.id, judge.id));
    const [root] = await db.select().from(departs).where(eq(departs.tenantId, school.id));
    expect(moved).toMatchObject({ tenantId: school.id, departId: root?.id });
    const memberships = await db
      .select({ tenantId: groups.tenantId, code: groups.code })
      .from(groupMembers)
      .innerJoin(groups, eq(groups.id, groupMembers.groupId))
      .where(eq(groupMembers.userId, judge.id));
    expect(memberships).toEqual([{ tenantId: school.id, code: "tenant_admin" }]);
    expect((await judgeBefore.get("/api/admin/user/front/info")).statusCode).toBe(401);
    const owner = (await adminApi.get(`/api/admin/tenant/${school.id}/user`)).json().data;
    expect(owner).toMatchObject({ username: "judge", tenantId: school.id });
    const defaultUsers = (await adminApi.get("/api/admin/user/page?username=judge&tenantId=default")).json().data;
    expect(defaultUsers.rows.map((r: { username: string }) => r.username)).toEqual(["judge_chair"]);
    // the super tenant's administrator manages every tenant's users: the judge shows in the new tenant
    const everywhere = (await adminApi.get("/api/admin/user/page?username=judge")).json().data;
    expect(
      everywhere.rows.map((r: { username: string; tenantId: string; tenantName: string }) => [
        r.username,
        r.tenantId,
        r.tenantName,
      ]),
    ).toEqual(expect.arrayContaining([["judge", school.id, "东校区（新）"], expect.arrayContaining(["judge_chair"])]));
    const judgeAgain = await callerOf("judge");
    const page = (await judgeAgain.get("/api/admin/user/page")).json().data;
    expect(page.total).toBe(3);

    const self = await adminApi.put(`/api/admin/tenant/${school.id}/user?userId=${moved?.id}`);
    expect(self.statusCode).toBe(200);
    const adminId = (await adminApi.post("/api/admin/user/getLoginUserInfo")).json().data.id;
    const moveSelf = await adminApi.put(`/api/admin/tenant/${school.id}/user?userId=${adminId}`);
    expect(moveSelf.json().message).toBe("不能把自己移到其他租户");
    const unknown = await adminApi.put(`/api/admin/tenant/${school.id}/user?userId=nobody`);
    expect(unknown.json().message).toBe("所选用户不存在");
  });

  it("deletes only a tenant without users or data, with its basics", async () => {
    const busy = await adminApi.delete(`/api/admin/tenant/${school.id}`);
    expectBadRequest(busy, "该租户还有用户，不能删除；可以先停用它");
    const empty = (await createTenant(adminApi, { code: "emptyOne", name: "空租户" })).json().data as TenantRow;
    expect(empty.owner).toBeNull();
    const res = await adminApi.delete(`/api/admin/tenant/${empty.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const { db } = server.deps;
    expect(await db.select().from(tenants).where(eq(tenants.id, empty.id))).toHaveLength(0);
    expect(await db.select().from(departs).where(eq(departs.tenantId, empty.id))).toHaveLength(0);
    expect(await db.select().from(groups).where(eq(groups.tenantId, empty.id))).toHaveLength(0);
    expect(await db.select().from(dictTypes).where(eq(dictTypes.tenantId, empty.id))).toHaveLength(0);
    expect((await adminApi.delete(`/api/admin/tenant/${empty.id}`)).statusCode).toBe(404);
  });

  it("opens to holders of the codes in the super tenant only", async () => {
    const { db } = server.deps;
    const [personnel] = await db.select().from(users).where(eq(users.username, "personnel"));
    const before = await callerOf("personnel");
    expect((await before.get("/api/admin/tenant/page")).statusCode).toBe(403);
    await grantTenantCodes(personnel?.id as string, "default");
    const granted = await callerOf("personnel");
    expect((await granted.get("/api/admin/tenant/page")).json().data.total).toBe(2);

    // the same codes in another tenant, even for its super administrator, open nothing
    const [eastAdmin] = await db.select().from(users).where(eq(users.username, "east_admin"));
    await grantTenantCodes(eastAdmin?.id as string, school.id);
    await db
      .update(users)
      .set({ isSuperAdmin: true })
      .where(eq(users.id, eastAdmin?.id as string));
    server.deps.cache.invalidateAll();
    const east = await callerOf("east_admin", PASSWORD);
    for (const [method, url] of [
      ["GET", "/api/admin/tenant/page"],
      ["GET", `/api/admin/tenant/${school.id}`],
      ["PUT", `/api/admin/tenant/${school.id}/enabled`],
      ["DELETE", "/api/admin/tenant/default"],
      ["GET", "/api/admin/tenant/userOptions?keyword=a"],
    ] as const) {
      const res = await east.request(method, url, method === "PUT" ? { enabled: true } : undefined);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({ status: 40001, message: "只有超级租户的管理员可以管理租户", data: null });
    }
    const created = await createTenant(east, { code: "sneaky", name: "x" });
    expect(created.statusCode).toBe(403);
    expect(
      await db
        .select()
        .from(tenants)
        .where(and(eq(tenants.code, "sneaky"))),
    ).toHaveLength(0);
  });
});
