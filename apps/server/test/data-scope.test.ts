import { ROLE_ELEMENTS } from "@zcps/contracts/elements-roles";
import { ELEMENTS } from "@zcps/contracts/menus";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { elements, groups, resourceAuthorities, users } from "../src/db/schema";
import { startTestServer, type TestServer } from "./harness";

/**
 * Data scope: unit_admin (计算机科学与技术学院, role group with the "unit" scope) sees and manages only the users of
 * their unit; school_admin (role group with the "tenant" scope) all users of the tenant.
 */
let server: TestServer;
let unitAdmin: string;
let schoolAdmin: string;
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

type Method = "GET" | "POST" | "PUT" | "DELETE";

function call(method: Method, url: string, token: string, payload?: object, lang?: string) {
  return server.app.inject({
    method,
    url,
    headers: { ...server.bearer(token), ...(lang ? { "accept-language": lang } : {}) },
    ...(payload ? { payload } : {}),
  });
}

async function page(token: string, query = "") {
  const res = await call("GET", `/api/admin/user/page?limit=100${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { rows: Row[]; total: number };
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
  const row = (await page(schoolAdmin, `&username=${username}`)).rows.find((r) => r.username === username);
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
  [unitAdmin, schoolAdmin] = await Promise.all([server.login("unit_admin"), server.login("school_admin")]);
  walk((await call("GET", "/api/admin/user/findNode", schoolAdmin)).json().data, (n) => departs.set(n.code, n.id));
});
afterAll(async () => server.close());

describe("a unit administrator", () => {
  it("lists only the users of their unit", async () => {
    const { rows, total } = await page(unitAdmin);
    expect(total).toBe(await liveUsers([departs.get("cs") as string]));
    expect(rows.map((r) => r.username)).toEqual(expect.arrayContaining(["declarant", "unit_admin", "unit_leader"]));
    for (const row of rows) expect(row.depart?.name).toBe("计算机科学与技术学院");
    expect((await page(unitAdmin, "&username=judge")).total).toBe(0);
    expect((await page(unitAdmin, `&departId=${departs.get("me")}`)).total).toBe(0);
    const noSelf = (await call("GET", "/api/admin/user/pageNoSelf?limit=100&username=unit_", unitAdmin)).json().data;
    expect(noSelf.rows.map((r: Row) => r.username)).toEqual(["unit_leader"]);
    // the school administrator still sees the whole tenant
    expect((await page(schoolAdmin)).total).toBe(await liveUsers());
  });

  it("gets the department tree of their unit only, for the user form", async () => {
    const tree: Node[] = (await call("GET", "/api/admin/user/findNode", unitAdmin)).json().data;
    expect(tree.map((n) => n.code)).toEqual(["cs"]);
  });

  it("gets 404 for a user outside the unit on read and edit, and the user stays unchanged", async () => {
    const judge = await idOf("judge");
    const read = await call("GET", `/api/admin/user/${judge}`, unitAdmin);
    expect(read.statusCode).toBe(404);
    expect(read.json().status).toBe(404);
    const edit = await call("PUT", `/api/admin/user/${judge}`, unitAdmin, {
      name: "越权改名",
      departId: departs.get("econ"),
      enabled: false,
    });
    expect(edit.statusCode).toBe(404);
    const after = (await call("GET", `/api/admin/user/${judge}`, schoolAdmin)).json().data;
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
    const remove = await call("DELETE", `/api/admin/user/${judge}`, unitAdmin);
    expect(remove.statusCode).toBe(404);
    const reset = await call("PUT", `/api/admin/user/${judge}/password?is_encrypt=0`, unitAdmin, {
      password: "Owned@2026",
    });
    expect(reset.statusCode).toBe(404);
    expect(await server.login("judge")).toBeTruthy();
    expect((await page(schoolAdmin, "&username=judge")).total).toBeGreaterThan(0);
  });

  it("creates users only in a department of the unit, and cannot move one out of it", async () => {
    const outside = await call(
      "POST",
      "/api/admin/user?is_encrypt=0",
      unitAdmin,
      { username: "scope_out", password: "Scope@2026", name: "外单位", departId: departs.get("me") },
      "en",
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe("This department is outside your scope");
    expect((await page(schoolAdmin, "&username=scope_out")).total).toBe(0);

    const inside = await call("POST", "/api/admin/user?is_encrypt=0", unitAdmin, {
      username: "scope_in",
      password: "Scope@2026",
      name: "本单位",
      departId: departs.get("cs"),
    });
    expect(inside.statusCode, inside.body).toBe(200);
    const created: Row = inside.json().data;
    expect((await page(unitAdmin)).total).toBe(await liveUsers([departs.get("cs") as string]));
    expect((await page(unitAdmin, "&username=scope_in")).total).toBe(1);

    const away = await call("PUT", `/api/admin/user/${created.id}`, unitAdmin, {
      name: "本单位",
      departId: departs.get("me"),
      enabled: true,
    });
    expect(away.statusCode).toBe(400);
    expect(away.json().message).toBe("该部门不在您的管理范围内");
    const renamed = await call("PUT", `/api/admin/user/${created.id}`, unitAdmin, {
      name: "本单位改名",
      departId: departs.get("cs"),
      enabled: true,
    });
    expect(renamed.json().data.name).toBe("本单位改名");
    expect((await call("DELETE", `/api/admin/user/${created.id}`, unitAdmin)).statusCode).toBe(200);
  });

  it("keeps the uniqueness checks tenant-wide", async () => {
    const res = await call("GET", "/api/admin/user/checkUserNameFormAll?username=judge", unitAdmin);
    expect(res.json().data).toBe(false);
    const mobile = await call("GET", "/api/admin/user/checkMobilePhoneFormTenant?mobilePhone=13800000000", unitAdmin);
    expect(mobile.json().data).toBe(false);
  });
});

describe("the scope follows the organisation", () => {
  it("includes the sub-departments of the unit, as soon as they are created", async () => {
    const section = await call("POST", "/api/admin/depart", schoolAdmin, {
      parentId: departs.get("cs"),
      code: "cs_net",
      name: "网络工程系",
      type: "section",
    });
    expect(section.statusCode, section.body).toBe(200);
    const sectionId = section.json().data.id as string;
    const tree: Node[] = (await call("GET", "/api/admin/user/findNode", unitAdmin)).json().data;
    expect(tree[0]?.children.map((n) => n.code)).toEqual(["cs_net"]);

    const created = await call("POST", "/api/admin/user?is_encrypt=0", unitAdmin, {
      username: "scope_section",
      password: "Scope@2026",
      name: "系里的人",
      departId: sectionId,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await page(unitAdmin)).rows.map((r) => r.username)).toContain("scope_section");
  });

  it("shows a user moved into the unit, and follows the administrator's own move", async () => {
    const expert = await idOf("expert_in");
    expect((await call("GET", `/api/admin/user/${expert}`, unitAdmin)).statusCode).toBe(404);
    const moved = await call("PUT", "/api/admin/depart/user/move", schoolAdmin, {
      targetDepartId: departs.get("cs"),
      userIds: [expert],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await call("GET", `/api/admin/user/${expert}`, unitAdmin)).statusCode).toBe(200);
    const before = (await page(unitAdmin)).total;

    // the unit administrator moves to 机械工程学院: from now on they manage that unit
    await call("PUT", "/api/admin/depart/user/move", schoolAdmin, {
      targetDepartId: departs.get("me"),
      userIds: [await idOf("unit_admin")],
    });
    const now = await page(unitAdmin);
    expect(now.rows.map((r) => r.username)).toContain("unit_admin");
    expect(now.rows.map((r) => r.username)).not.toContain("declarant");
    const meUnit: string[] = [];
    walk((await call("GET", "/api/admin/user/findNode", schoolAdmin)).json().data, (n) => {
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
    (await call("GET", "/api/admin/groupType/all", schoolAdmin)).json().data.find((t: Node) => t.code === "role")
      .id as string;

  it("limits the members to their unit, and widens them to the tenant at once when changed", async () => {
    const created = await call("POST", "/api/admin/group", schoolAdmin, {
      groupTypeId: await roleTypeId(),
      code: "scope_probe",
      name: "范围探针",
      dataScope: "unit",
    });
    expect(created.statusCode, created.body).toBe(200);
    const role = created.json().data;
    expect(role.dataScope).toBe("unit");
    await grantUse(role.id, [ELEMENTS.userView]);
    const user = await call("POST", "/api/admin/user?is_encrypt=0", schoolAdmin, {
      username: "scope_member",
      password: "Scope@2026",
      name: "范围成员",
      departId: departs.get("cs"),
    });
    expect(user.statusCode, user.body).toBe(200);
    const members = await call("PUT", `/api/admin/group/${role.id}/user`, schoolAdmin, {
      members: [user.json().data.id],
    });
    expect(members.statusCode, members.body).toBe(200);
    const member = await server.login("scope_member", "Scope@2026");

    const whole = (await page(schoolAdmin)).total;
    const narrow = await page(member);
    expect(narrow.rows.map((r) => r.username)).toContain("scope_member");
    expect(narrow.total).toBeLessThan(whole);
    // the unit: 计算机科学与技术学院 and every department below it
    const unitDeparts = new Set<string | null>();
    walk((await call("GET", "/api/admin/user/findNode", schoolAdmin)).json().data, (n) => {
      if (n.code === "cs") walk([n], (d) => unitDeparts.add(d.id));
    });
    expect(unitDeparts.size).toBeGreaterThan(1);
    for (const row of narrow.rows) expect(unitDeparts.has(row.departId)).toBe(true);

    const { code, name } = role;
    const widened = await call("PUT", `/api/admin/group/${role.id}`, schoolAdmin, { code, name, dataScope: "tenant" });
    expect(widened.statusCode, widened.body).toBe(200);
    expect(widened.json().data.dataScope).toBe("tenant");
    expect((await page(member)).total).toBe(whole);

    // an update without the scope leaves it as it is
    await call("PUT", `/api/admin/group/${role.id}`, schoolAdmin, { code, name: "范围探针二" });
    expect((await call("GET", `/api/admin/group/${role.id}`, schoolAdmin)).json().data.dataScope).toBe("tenant");
  });

  it("refuses a unit-scoped administrator a role wider than their own scope", async () => {
    const [group] = await server.deps.db.select().from(groups).where(eq(groups.code, "unit_admin"));
    await grantUse(group?.id as string, [ROLE_ELEMENTS.groupAdd]);
    const typeId = await roleTypeId();
    const wide = await call(
      "POST",
      "/api/admin/group",
      unitAdmin,
      { groupTypeId: typeId, code: "unit_wide", name: "越权角色", dataScope: "tenant" },
      "en",
    );
    expect(wide.statusCode).toBe(400);
    expect(wide.json().message).toBe("You cannot set a wider data scope than your own");
    const fallback = await call("POST", "/api/admin/group", unitAdmin, {
      groupTypeId: typeId,
      code: "unit_wide",
      name: "越权角色",
    });
    expect(fallback.json().message).toBe("不能设置比您自己更大的数据范围");
    const tree = (await call("GET", `/api/admin/group/tree?groupTypeId=${typeId}`, schoolAdmin)).json().data;
    const codes: string[] = [];
    walk(tree, (n) => codes.push(n.code));
    expect(codes).not.toContain("unit_wide");

    const narrow = await call("POST", "/api/admin/group", unitAdmin, {
      groupTypeId: typeId,
      code: "unit_narrow",
      name: "本单位角色",
      dataScope: "unit",
    });
    expect(narrow.statusCode, narrow.body).toBe(200);
    expect(narrow.json().data.dataScope).toBe("unit");
  });
});
