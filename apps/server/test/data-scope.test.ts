import { ROLE_ELEMENTS } from "@zcps/contracts/elements-roles";
import { ELEMENTS } from "@zcps/contracts/menus";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { elements, groups, resourceAuthorities, users } from "../src/db/schema";
import { type Client, createClient, data, expectBadRequest, signedIn } from "./client";
import { startTestServer, type TestServer } from "./harness";

/**
 * Data scope: unit_admin (计算机科学与技术学院, role group with the "unit" scope) sees and manages only the users of
 * their unit; school_admin (role group with the "tenant" scope) all users of the tenant.
 */
let server: TestServer;
let unitAdminApi: Client;
let schoolAdminApi: Client;
const departs = new Map<string, string>();

interface Row {
  id: string;
  username: string;
  name: string;
  departId: string | null;
  depart: { id: string; name: string } | null;
}

interface Node {
  id: string;
  code: string;
  name: string;
  children: Node[];
}

async function page(caller: Client, query = "") {
  return data<{ rows: Row[]; total: number }>(await caller.get(`/api/admin/user/page?limit=100${query}`));
}

/** Live users of the seeded tenant, or of some of its departments, as the database counts them. */
async function liveUsers(departIds?: string[]): Promise<number> {
  const [row] = await server.deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.tenantId, "default"),
        isNull(users.deletedAt),
        departIds ? inArray(users.departId, departIds) : undefined,
      ),
    );
  return row?.n ?? 0;
}

async function idOf(username: string): Promise<string> {
  const row = (await page(schoolAdminApi, `&username=${username}`)).rows.find((r) => r.username === username);
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

function walk(nodes: Node[], visit: (node: Node) => void) {
  for (const node of nodes) {
    visit(node);
    walk(node.children, visit);
  }
}

beforeAll(async () => {
  server = await startTestServer();
  [unitAdminApi, schoolAdminApi] = await signedIn(server, ["unit_admin", "school_admin"]);
  walk((await schoolAdminApi.get("/api/admin/user/findNode")).json().data, (n) => departs.set(n.code, n.id));
});
afterAll(async () => server.close());

describe("a unit administrator", () => {
  it("lists only the users of their unit", async () => {
    const { rows, total } = await page(unitAdminApi);
    expect(total).toBe(await liveUsers([departs.get("cs") as string]));
    expect(rows.map((r) => r.username)).toEqual(expect.arrayContaining(["declarant", "unit_admin", "unit_leader"]));
    for (const row of rows) expect(row.depart?.name).toBe("计算机科学与技术学院");
    expect((await page(unitAdminApi, "&username=judge")).total).toBe(0);
    expect((await page(unitAdminApi, `&departId=${departs.get("me")}`)).total).toBe(0);
    const noSelf = (await unitAdminApi.get("/api/admin/user/pageNoSelf?limit=100&username=unit_")).json().data;
    expect(noSelf.rows.map((r: Row) => r.username)).toEqual(["unit_leader"]);
    // the school administrator still sees the whole tenant
    expect((await page(schoolAdminApi)).total).toBe(await liveUsers());
  });

  it("gets the department tree of their unit only, for the user form", async () => {
    const tree: Node[] = (await unitAdminApi.get("/api/admin/user/findNode")).json().data;
    expect(tree.map((n) => n.code)).toEqual(["cs"]);
  });

  it("gets 404 for a user outside the unit on read and edit, and the user stays unchanged", async () => {
    const judge = await idOf("judge");
    const read = await unitAdminApi.get(`/api/admin/user/${judge}`);
    expect(read.statusCode).toBe(404);
    expect(read.json().status).toBe(404);
    const edit = await unitAdminApi.put(`/api/admin/user/${judge}`, {
      name: "越权改名",
      departId: departs.get("econ"),
      enabled: false,
    });
    expect(edit.statusCode).toBe(404);
    const after = (await schoolAdminApi.get(`/api/admin/user/${judge}`)).json().data;
    expect(after).toMatchObject({ name: "马超", enabled: true });
  });

  it("gets 404 on delete and password reset outside the unit, even holding those codes", async () => {
    // grant the unit administrator's role the delete and reset buttons as well
    const [group] = await server.deps.db.select().from(groups).where(eq(groups.code, "unit_admin"));
    for (const code of [ELEMENTS.userDel, ELEMENTS.userResetPassword]) {
      const [element] = await server.deps.db.select().from(elements).where(eq(elements.code, code));
      await server.deps.db.insert(resourceAuthorities).values({
        groupId: group?.id as string,
        resourceType: "element",
        resourceId: element?.id as string,
        grant: "use",
      });
    }
    server.deps.cache.invalidateAll();
    const judge = await idOf("judge");
    const remove = await unitAdminApi.delete(`/api/admin/user/${judge}`);
    expect(remove.statusCode).toBe(404);
    const reset = await unitAdminApi.put(`/api/admin/user/${judge}/password?is_encrypt=0`, {
      password: "Owned@2026",
    });
    expect(reset.statusCode).toBe(404);
    expect(await server.login("judge")).toBeTruthy();
    expect((await page(schoolAdminApi, "&username=judge")).total).toBeGreaterThan(0);
  });

  it("creates users only in a department of the unit, and cannot move one out of it", async () => {
    const outside = await unitAdminApi.with({ lang: "en" }).post("/api/admin/user?is_encrypt=0", {
      username: "scope_out",
      password: "Scope@2026",
      name: "外单位",
      departId: departs.get("me"),
    });
    expectBadRequest(outside, "This department is outside your scope");
    expect((await page(schoolAdminApi, "&username=scope_out")).total).toBe(0);

    const inside = await unitAdminApi.post("/api/admin/user?is_encrypt=0", {
      username: "scope_in",
      password: "Scope@2026",
      name: "本单位",
      departId: departs.get("cs"),
    });
    expect(inside.statusCode, inside.body).toBe(200);
    const created: Row = inside.json().data;
    expect((await page(unitAdminApi)).total).toBe(await liveUsers([departs.get("cs") as string]));
    expect((await page(unitAdminApi, "&username=scope_in")).total).toBe(1);

    const away = await unitAdminApi.put(`/api/admin/user/${created.id}`, {
      name: "本单位",
      departId: departs.get("me"),
      enabled: true,
    });
    expectBadRequest(away, "该部门不在您的管理范围内");
    const renamed = await unitAdminApi.put(`/api/admin/user/${created.id}`, {
      name: "本单位改名",
      departId: departs.get("cs"),
      enabled: true,
    });
    expect(renamed.json().data.name).toBe("本单位改名");
    expect((await unitAdminApi.delete(`/api/admin/user/${created.id}`)).statusCode).toBe(200);
  });

  it("keeps the uniqueness checks tenant-wide", async () => {
    const res = await unitAdminApi.get("/api/admin/user/checkUserNameFormAll?username=judge");
    expect(res.json().data).toBe(false);
    const mobile = await unitAdminApi.get("/api/admin/user/checkMobilePhoneFormTenant?mobilePhone=13800000000");
    expect(mobile.json().data).toBe(false);
  });
});

describe("the scope follows the organisation", () => {
  it("includes the sub-departments of the unit, as soon as they are created", async () => {
    const section = await schoolAdminApi.post("/api/admin/depart", {
      parentId: departs.get("cs"),
      code: "cs_net",
      name: "网络工程系",
      type: "section",
    });
    expect(section.statusCode, section.body).toBe(200);
    const sectionId = section.json().data.id as string;
    const tree: Node[] = (await unitAdminApi.get("/api/admin/user/findNode")).json().data;
    expect(tree[0]?.children.map((n) => n.code)).toEqual(["cs_net"]);

    const created = await unitAdminApi.post("/api/admin/user?is_encrypt=0", {
      username: "scope_section",
      password: "Scope@2026",
      name: "系里的人",
      departId: sectionId,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await page(unitAdminApi)).rows.map((r) => r.username)).toContain("scope_section");
  });

  it("shows a user moved into the unit, and follows the administrator's own move", async () => {
    const expert = await idOf("expert_in");
    expect((await unitAdminApi.get(`/api/admin/user/${expert}`)).statusCode).toBe(404);
    const moved = await schoolAdminApi.put("/api/admin/depart/user/move", {
      targetDepartId: departs.get("cs"),
      userIds: [expert],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await unitAdminApi.get(`/api/admin/user/${expert}`)).statusCode).toBe(200);
    const before = (await page(unitAdminApi)).total;

    // the unit administrator moves to 机械工程学院: from now on they manage that unit
    await schoolAdminApi.put("/api/admin/depart/user/move", {
      targetDepartId: departs.get("me"),
      userIds: [await idOf("unit_admin")],
    });
    const now = await page(unitAdminApi);
    expect(now.rows.map((r) => r.username)).toContain("unit_admin");
    expect(now.rows.map((r) => r.username)).not.toContain("declarant");
    const meUnit: string[] = [];
    walk((await schoolAdminApi.get("/api/admin/user/findNode")).json().data, (n) => {
      if (n.code === "me") walk([n], (d) => meUnit.push(d.id));
    });
    expect(now.total).toBe(await liveUsers(meUnit));
    expect(now.total).not.toBe(before);
  });
});

describe("the data scope of a role", () => {
  const grantUse = async (groupId: string, codes: string[]) => {
    for (const code of codes) {
      const [element] = await server.deps.db.select().from(elements).where(eq(elements.code, code));
      await server.deps.db
        .insert(resourceAuthorities)
        .values({ groupId, resourceType: "element", resourceId: element?.id as string, grant: "use" });
    }
    server.deps.cache.invalidateAll();
  };
  const roleTypeId = async () =>
    (await schoolAdminApi.get("/api/admin/groupType/all")).json().data.find((t: Node) => t.code === "role")
      .id as string;

  it("limits the members to their unit, and widens them to the tenant at once when changed", async () => {
    const created = await schoolAdminApi.post("/api/admin/group", {
      groupTypeId: await roleTypeId(),
      code: "scope_probe",
      name: "范围探针",
      dataScope: "unit",
    });
    expect(created.statusCode, created.body).toBe(200);
    const role = created.json().data;
    expect(role.dataScope).toBe("unit");
    await grantUse(role.id, [ELEMENTS.userView]);
    const user = await schoolAdminApi.post("/api/admin/user?is_encrypt=0", {
      username: "scope_member",
      password: "Scope@2026",
      name: "范围成员",
      departId: departs.get("cs"),
    });
    expect(user.statusCode, user.body).toBe(200);
    const members = await schoolAdminApi.put(`/api/admin/group/${role.id}/user`, {
      members: [user.json().data.id],
    });
    expect(members.statusCode, members.body).toBe(200);
    const member = createClient(server.app, await server.login("scope_member", "Scope@2026"));

    const whole = (await page(schoolAdminApi)).total;
    const narrow = await page(member);
    expect(narrow.rows.map((r) => r.username)).toContain("scope_member");
    expect(narrow.total).toBeLessThan(whole);
    // the unit: 计算机科学与技术学院 and every department below it
    const unitDeparts = new Set<string | null>();
    walk((await schoolAdminApi.get("/api/admin/user/findNode")).json().data, (n) => {
      if (n.code === "cs") walk([n], (d) => unitDeparts.add(d.id));
    });
    expect(unitDeparts.size).toBeGreaterThan(1);
    for (const row of narrow.rows) expect(unitDeparts.has(row.departId)).toBe(true);

    const { code, name } = role;
    const widened = await schoolAdminApi.put(`/api/admin/group/${role.id}`, { code, name, dataScope: "tenant" });
    expect(widened.statusCode, widened.body).toBe(200);
    expect(widened.json().data.dataScope).toBe("tenant");
    expect((await page(member)).total).toBe(whole);

    // an update without the scope leaves it as it is
    await schoolAdminApi.put(`/api/admin/group/${role.id}`, { code, name: "范围探针二" });
    expect((await schoolAdminApi.get(`/api/admin/group/${role.id}`)).json().data.dataScope).toBe("tenant");
  });

  it("refuses a unit-scoped administrator a role wider than their own scope", async () => {
    const [group] = await server.deps.db.select().from(groups).where(eq(groups.code, "unit_admin"));
    await grantUse(group?.id as string, [ROLE_ELEMENTS.groupAdd]);
    const typeId = await roleTypeId();
    const wide = await unitAdminApi.with({ lang: "en" }).post("/api/admin/group", {
      groupTypeId: typeId,
      code: "unit_wide",
      name: "越权角色",
      dataScope: "tenant",
    });
    expectBadRequest(wide, "You cannot set a wider data scope than your own");
    const fallback = await unitAdminApi.post("/api/admin/group", {
      groupTypeId: typeId,
      code: "unit_wide",
      name: "越权角色",
    });
    expect(fallback.json().message).toBe("不能设置比您自己更大的数据范围");
    const tree = (await schoolAdminApi.get(`/api/admin/group/tree?groupTypeId=${typeId}`)).json().data;
    const codes: string[] = [];
    walk(tree, (n) => codes.push(n.code));
    expect(codes).not.toContain("unit_wide");

    const narrow = await unitAdminApi.post("/api/admin/group", {
      groupTypeId: typeId,
      code: "unit_narrow",
      name: "本单位角色",
      dataScope: "unit",
    });
    expect(narrow.statusCode, narrow.body).toBe(200);
    expect(narrow.json().data.dataScope).toBe("unit");
  });
});
