import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groups, groupTypes, tenants, users } from "../src/db/schema";
import { hashPassword } from "../src/platform/passwords";
import { encrypt, startTestServer, type TestServer } from "./harness";

let server: TestServer;
let admin: string;
let schoolAdmin: string;
let roleTypeId: string;
let departId: string;
const other = { userId: randomUUID(), typeId: randomUUID(), groupId: randomUUID() };

type Method = "GET" | "POST" | "PUT" | "DELETE";

function call(method: Method, url: string, token: string, payload?: object, lang?: string) {
  return server.app.inject({
    method,
    url,
    headers: { ...server.bearer(token), ...(lang ? { "accept-language": lang } : {}) },
    ...(payload ? { payload } : {}),
  });
}

async function ok(method: Method, url: string, token: string, payload?: object) {
  const res = await call(method, url, token, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json().data;
}

interface Node {
  id: string;
  code: string;
  path?: string;
  elements?: { id: string; code: string }[];
  children: Node[];
}

function flatten(nodes: Node[], into: Node[] = []): Node[] {
  for (const node of nodes) {
    into.push(node);
    flatten(node.children, into);
  }
  return into;
}

/** Menu ids by path and element ids by code, from the whole tree. */
const menuIds = new Map<string, string>();
const elementIds = new Map<string, string>();
const codeOf = new Map<string, string>();

async function createGroup(code: string, extra: object = {}) {
  return ok("POST", "/api/admin/group", admin, { groupTypeId: roleTypeId, code, name: `角色${code}`, ...extra });
}

async function createUser(username: string): Promise<string> {
  const user = await ok("POST", "/api/admin/user?is_encrypt=1", admin, {
    username,
    password: encrypt("Member@2026"),
    name: username,
    departId,
  });
  return user.id;
}

beforeAll(async () => {
  server = await startTestServer();
  [admin, schoolAdmin] = await Promise.all([server.login("admin"), server.login("school_admin")]);
  roleTypeId = (await ok("GET", "/api/admin/groupType/all", admin)).find((t: { code: string }) => t.code === "role").id;
  departId = (await ok("GET", "/api/admin/user/findNode", admin))[0].id;
  for (const menu of flatten(await ok("GET", "/api/admin/menu/tree", admin))) {
    menuIds.set(menu.path ?? "", menu.id);
    codeOf.set(menu.id, menu.code);
  }
  for (const node of flatten(await ok("GET", "/api/admin/group/grantable", admin))) {
    for (const element of node.elements ?? []) {
      elementIds.set(element.code, element.id);
      codeOf.set(element.id, element.code);
    }
  }
  // another tenant with a user, a type and a role
  const { db } = server.deps;
  await db.insert(tenants).values({ id: "other", code: "other", name: "另一所大学" });
  await db.insert(users).values({
    id: other.userId,
    tenantId: "other",
    username: "other_user",
    passwordHash: await hashPassword("Other@2026"),
    name: "他校用户",
  });
  await db.insert(groupTypes).values({ id: other.typeId, tenantId: "other", code: "role", name: "角色" });
  await db
    .insert(groups)
    .values({ id: other.groupId, tenantId: "other", groupTypeId: other.typeId, code: "other_role", name: "他校角色" });
});
afterAll(async () => server.close());

const menu = (path: string) => menuIds.get(path) as string;
const element = (code: string) => elementIds.get(code) as string;

describe("role types", () => {
  it("pages the tenant's types with a filter; codes are unique per tenant; a type in use cannot be deleted", async () => {
    const first = await ok("GET", "/api/admin/groupType/page?page=1&limit=10", admin);
    expect(first.total).toBe(1);
    expect(first.rows[0]).toMatchObject({ code: "role", groupCount: 16 });

    const created = await ok("POST", "/api/admin/groupType", admin, {
      code: "post",
      name: "岗位组",
      description: "岗位",
    });
    expect(created).toMatchObject({ code: "post", name: "岗位组", groupCount: 0 });
    const duplicate = await call("POST", "/api/admin/groupType", admin, { code: "ROLE", name: "重复" });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe("租户中角色类型编码已存在");
    // the same code in another tenant is no clash
    expect((await ok("GET", "/api/admin/groupType/page?name=岗位", admin)).total).toBe(1);
    expect((await ok("GET", "/api/admin/groupType/page?page=2&limit=1", admin)).rows).toHaveLength(1);

    const edited = await ok("PUT", `/api/admin/groupType/${created.id}`, admin, { code: "post", name: "岗位类型" });
    expect(edited.name).toBe("岗位类型");
    const clash = await call("PUT", `/api/admin/groupType/${created.id}`, admin, { code: "role", name: "x" }, "en");
    expect(clash.json().message).toBe("This role type code already exists in the tenant");

    const inUse = await call("DELETE", `/api/admin/groupType/${roleTypeId}`, admin);
    expect(inUse.statusCode).toBe(400);
    expect(inUse.json().message).toBe("该角色类型下还有角色，不能删除；请先删除或移走这些角色");
    expect((await call("DELETE", `/api/admin/groupType/${created.id}`, admin)).json().message).toBe("删除成功");
  });

  it("never shows or changes another tenant's type", async () => {
    expect((await call("GET", `/api/admin/groupType/${other.typeId}`, admin)).statusCode).toBe(404);
    expect(
      (await call("PUT", `/api/admin/groupType/${other.typeId}`, admin, { code: "z", name: "z" })).statusCode,
    ).toBe(404);
    expect((await call("DELETE", `/api/admin/groupType/${other.typeId}`, admin)).statusCode).toBe(404);
    const all = await ok("GET", "/api/admin/groupType/all", admin);
    expect(all.map((t: { id: string }) => t.id)).not.toContain(other.typeId);
  });
});

describe("role groups", () => {
  it("builds the tree of a type, creates children, refuses duplicate codes, foreign parents and cycles", async () => {
    const roots = await ok("GET", `/api/admin/group/tree?groupTypeId=${roleTypeId}`, admin);
    expect(roots.map((g: Node) => g.code)).toContain("school_admin");

    const parent = await createGroup("reviewers", { nameEn: "Reviewers", orderNum: 1 });
    const child = await createGroup("reviewers_cs", { parentId: parent.id });
    const tree = await ok("GET", `/api/admin/group/tree?groupTypeId=${roleTypeId}&name=reviewers_cs`, admin);
    expect(tree).toHaveLength(1);
    expect(tree[0].code).toBe("reviewers");
    expect(tree[0].children.map((g: Node) => g.code)).toEqual(["reviewers_cs"]);

    const duplicate = await call("POST", "/api/admin/group", admin, {
      groupTypeId: roleTypeId,
      code: "Declarant",
      name: "重复",
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe("租户中角色编码已存在");

    const otherType = await ok("POST", "/api/admin/groupType", admin, { code: "free", name: "自定义" });
    const foreignParent = await call("POST", "/api/admin/group", admin, {
      groupTypeId: otherType.id,
      code: "free_one",
      name: "x",
      parentId: parent.id,
    });
    expect(foreignParent.json().message).toBe("上级角色不存在或不属于同一角色类型");
    const otherTenantParent = await call("PUT", `/api/admin/group/${child.id}`, admin, {
      code: "reviewers_cs",
      name: "x",
      parentId: other.groupId,
    });
    expect(otherTenantParent.json().message).toBe("上级角色不存在或不属于同一角色类型");
    const cycle = await call("PUT", `/api/admin/group/${parent.id}`, admin, {
      code: "reviewers",
      name: "x",
      parentId: child.id,
    });
    expect(cycle.json().message).toBe("不能把角色移到它自己或它的下级角色之下");
    const unknownType = await call("POST", "/api/admin/group", admin, {
      groupTypeId: other.typeId,
      code: "sneak",
      name: "x",
    });
    expect(unknownType.json().message).toBe("角色类型不存在");

    const withChildren = await call("DELETE", `/api/admin/group/${parent.id}`, admin);
    expect(withChildren.statusCode).toBe(400);
    expect(withChildren.json().message).toBe("该角色还有下级角色，不能删除");
    await ok("DELETE", `/api/admin/group/${child.id}`, admin);
    await ok("DELETE", `/api/admin/group/${parent.id}`, admin);
  });

  it("never shows or changes another tenant's role", async () => {
    for (const [method, url, body] of [
      ["GET", `/api/admin/group/${other.groupId}`, undefined],
      ["PUT", `/api/admin/group/${other.groupId}`, { code: "x", name: "x" }],
      ["DELETE", `/api/admin/group/${other.groupId}`, undefined],
      ["GET", `/api/admin/group/${other.groupId}/user`, undefined],
      ["PUT", `/api/admin/group/${other.groupId}/user`, { members: [] }],
      ["GET", `/api/admin/group/${other.groupId}/authority`, undefined],
      ["PUT", `/api/admin/group/${other.groupId}/authority`, { menus: [] }],
      ["PUT", `/api/admin/group/${other.groupId}/authorize`, { menus: [] }],
    ] as [Method, string, object | undefined][]) {
      expect((await call(method, url, admin, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    const all = flatten(await ok("GET", "/api/admin/group/tree", admin));
    expect(all.map((g) => g.id)).not.toContain(other.groupId);
  });

  it("sets members and leaders from the tenant's users only; user lists show the role at once", async () => {
    const role = await createGroup("committee", { name: "评审委员会" });
    const memberId = await createUser("committee_member");
    const leaderId = await createUser("committee_leader");

    const options = await ok("GET", "/api/admin/group/userOptions?keyword=committee", admin);
    expect(options.map((u: { username: string }) => u.username)).toEqual(["committee_leader", "committee_member"]);
    expect(await ok("GET", "/api/admin/group/userOptions?keyword=other_user", admin)).toEqual([]);

    const before = await ok("GET", "/api/admin/user/page?username=committee_member", admin);
    expect(before.rows[0].roles).toEqual([]);

    const saved = await ok("PUT", `/api/admin/group/${role.id}/user`, admin, {
      members: [memberId, leaderId],
      leaders: [leaderId],
    });
    expect(saved.members.map((u: { username: string }) => u.username)).toEqual(["committee_member"]);
    expect(saved.leaders.map((u: { username: string }) => u.username)).toEqual(["committee_leader"]);
    const after = await ok("GET", "/api/admin/user/page?username=committee_member", admin);
    expect(after.rows[0].roles).toEqual(["评审委员会"]);
    expect((await ok("GET", `/api/admin/group/${role.id}`, admin)).memberCount).toBe(2);

    for (const members of [[other.userId], [randomUUID()]]) {
      const refused = await call("PUT", `/api/admin/group/${role.id}/user`, admin, { members });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe("所选用户不存在或不属于本租户");
    }
    expect((await ok("GET", `/api/admin/group/${role.id}/user`, admin)).members).toHaveLength(1);

    await ok("PUT", `/api/admin/group/${role.id}`, admin, { code: "committee", name: "教授委员会" });
    expect((await ok("GET", "/api/admin/user/page?username=committee_member", admin)).rows[0].roles).toEqual([
      "教授委员会",
    ]);
  });
});

describe("authority: what a role may use", () => {
  it("granting userManager:btn_add lets a member create users at once; revoking refuses at once", async () => {
    const role = await createGroup("user_adders");
    const memberId = await createUser("adder_one");
    await ok("PUT", `/api/admin/group/${role.id}/user`, admin, { members: [memberId] });
    const member = await server.login("adder_one", "Member@2026");
    const newUser = (username: string) =>
      call("POST", "/api/admin/user?is_encrypt=1", member, {
        username,
        password: encrypt("Added@2026"),
        name: username,
        departId,
      });
    expect((await newUser("added_before")).statusCode).toBe(403);

    const granted = await ok("PUT", `/api/admin/group/${role.id}/authority`, admin, {
      elements: [element("userManager:btn_add")],
    });
    // the element brings its menu and the menu's ancestors
    expect(new Set(granted.menus)).toEqual(new Set([menu("/baseManager/userManager"), menu("/baseManager")]));
    expect(granted.elements).toEqual([element("userManager:btn_add")]);
    expect((await newUser("added_now")).statusCode).toBe(200);
    const info = (await call("GET", "/api/admin/user/front/info", member)).json().data;
    expect(info.elements).toContainEqual({ type: "button", code: "userManager:btn_add" });
    const menus = (await call("GET", "/api/admin/user/front/menus", member)).json().data as Node[];
    expect(flatten(menus).map((m) => m.path)).toEqual(["/baseManager", "/baseManager/userManager"]);

    await ok("PUT", `/api/admin/group/${role.id}/authority`, admin, { menus: [], elements: [] });
    const refused = await newUser("added_after");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().status).toBe(40001);
    expect((await call("GET", "/api/admin/user/front/menus", member)).json().data).toEqual([]);

    // leaving the role takes its codes away at once too
    await ok("PUT", `/api/admin/group/${role.id}/authority`, admin, { elements: [element("userManager:btn_add")] });
    expect((await newUser("added_again")).statusCode).toBe(200);
    await ok("PUT", `/api/admin/group/${role.id}/user`, admin, { members: [] });
    expect((await newUser("added_gone")).statusCode).toBe(403);
  });

  it("deleting a role takes its codes from its members at once", async () => {
    const role = await createGroup("short_lived");
    const memberId = await createUser("short_member");
    await ok("PUT", `/api/admin/group/${role.id}/user`, admin, { members: [memberId] });
    await ok("PUT", `/api/admin/group/${role.id}/authority`, admin, { elements: [element("groupTypeManager:view")] });
    const member = await server.login("short_member", "Member@2026");
    expect((await call("GET", "/api/admin/groupType/page", member)).statusCode).toBe(200);
    await ok("DELETE", `/api/admin/group/${role.id}`, admin);
    expect((await call("GET", "/api/admin/groupType/page", member)).statusCode).toBe(403);
    expect((await ok("GET", "/api/admin/user/page?username=short_member", admin)).rows[0].roles).toEqual([]);
  });

  it("refuses ids that are no menu or element", async () => {
    const role = await createGroup("unknowns");
    for (const body of [{ menus: [randomUUID()] }, { elements: [menu("/baseManager")] }]) {
      const res = await call("PUT", `/api/admin/group/${role.id}/authority`, admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("所选菜单或资源不存在");
    }
  });
});

describe("authority: what an administrator may grant (two levels)", () => {
  it("school_admin is offered only what they may grant onward: title evaluation and userManager", async () => {
    const offered = flatten(await ok("GET", "/api/admin/group/grantable", schoolAdmin));
    const paths = new Set(offered.map((m) => m.id));
    expect(paths.has(menu("/zcps/userCenter"))).toBe(true);
    expect(paths.has(menu("/UnitAuditMan/ReporterSummary/:isAdmin"))).toBe(true);
    expect(paths.has(menu("/baseManager/userManager"))).toBe(true);
    expect(paths.has(menu("/baseManager"))).toBe(true);
    expect(paths.has(menu("/baseManager/gateLogManager"))).toBe(false);
    expect(paths.has(menu("/baseManager/groupManager"))).toBe(false);
    expect(paths.has(menu("/orgManager"))).toBe(false);
    const elements = offered.flatMap((m) => (m.elements ?? []).map((e) => e.code));
    expect(elements.sort()).toEqual(
      [
        "userManager:btn_add",
        "userManager:btn_del",
        "userManager:btn_edit",
        "userManager:btn_resetPassword",
        "userManager:view",
      ].sort(),
    );
    // the super administrator is offered everything
    const all = flatten(await ok("GET", "/api/admin/group/grantable", admin));
    expect(all).toHaveLength(menuIds.size);
  });

  it("school_admin may grant within that reach, at both levels; anything else is refused with the codes and nothing changes", async () => {
    const role = await createGroup("delegates");
    const held = await ok("PUT", `/api/admin/group/${role.id}/authority`, schoolAdmin, {
      menus: [menu("/zcps/userCenter")],
      elements: [element("userManager:view")],
    });
    expect(new Set(held.menus.map((id: string) => codeOf.get(id)))).toEqual(
      new Set(["zcps", "userCenter", "baseManager", "userManager"]),
    );

    const refusedMenu = await call("PUT", `/api/admin/group/${role.id}/authority`, schoolAdmin, {
      menus: [menu("/zcps/userCenter"), menu("/baseManager/gateLogManager")],
    });
    expect(refusedMenu.statusCode).toBe(403);
    expect(refusedMenu.json()).toEqual({
      status: 40001,
      message: "只能授予您自己可以下发的菜单和资源",
      data: { menus: ["gateLogManager"], elements: [] },
    });
    const refusedElement = await call(
      "PUT",
      `/api/admin/group/${role.id}/authorize`,
      schoolAdmin,
      { elements: [element("userManager:btn_add"), element("groupManager:btn_add")] },
      "en",
    );
    expect(refusedElement.statusCode).toBe(403);
    expect(refusedElement.json().message).toBe(
      "You may only grant the menus and elements you may grant onward yourself",
    );
    expect(refusedElement.json().data.elements).toEqual(["groupManager:btn_add"]);
    expect(refusedElement.json().data.menus).toEqual(["groupManager"]);
    // nothing of either refused save was written
    const after = await ok("GET", `/api/admin/group/${role.id}/authority`, admin);
    expect(new Set(after.menus)).toEqual(new Set(held.menus));
    expect((await ok("GET", `/api/admin/group/${role.id}/authorize`, admin)).elements).toEqual([]);

    // the grant-onward level within reach is accepted
    const onward = await ok("PUT", `/api/admin/group/${role.id}/authorize`, schoolAdmin, {
      elements: [element("userManager:btn_add")],
    });
    expect(onward.elements).toEqual([element("userManager:btn_add")]);
    expect((await ok("GET", `/api/admin/group/${role.id}/authority`, admin)).elements).toEqual([
      element("userManager:view"),
    ]);
  });

  it("a save by school_admin leaves the grants beyond their reach as they were", async () => {
    const role = await createGroup("mixed");
    await ok("PUT", `/api/admin/group/${role.id}/authority`, admin, {
      menus: [menu("/baseManager/gateLogManager"), menu("/zcps/quota")],
      elements: [element("groupManager:view")],
    });
    const saved = await ok("PUT", `/api/admin/group/${role.id}/authority`, schoolAdmin, {
      menus: [menu("/zcps/userCenter")],
      elements: [],
    });
    const codes = new Set(saved.menus.map((id: string) => codeOf.get(id)));
    // gateLogManager and the groupManager element (with its menu and their parent) stay; quota, within reach and
    // not chosen, is revoked
    expect(codes).toEqual(new Set(["baseManager", "gateLogManager", "groupManager", "zcps", "userCenter"]));
    expect(saved.elements).toEqual([element("groupManager:view")]);
  });

  it("the super administrator may grant anything at either level", async () => {
    const role = await createGroup("everything");
    const all = [...menuIds.values()];
    const elements = [...elementIds.values()];
    const use = await ok("PUT", `/api/admin/group/${role.id}/authority`, admin, { menus: all, elements });
    expect(use.menus).toHaveLength(all.length);
    expect(use.elements).toHaveLength(elements.length);
    const grant = await ok("PUT", `/api/admin/group/${role.id}/authorize`, admin, {
      menus: [menu("/baseManager/gateLogManager")],
    });
    expect(new Set(grant.menus)).toEqual(new Set([menu("/baseManager"), menu("/baseManager/gateLogManager")]));
  });

  it("a role granted the grant level by school_admin lets its member grant exactly that onward", async () => {
    const delegating = await createGroup("delegating");
    const memberId = await createUser("delegate_admin");
    await ok("PUT", `/api/admin/group/${delegating.id}/user`, admin, { members: [memberId] });
    // may open the authority dialog (a groupManager element, granted by the super administrator)
    await ok("PUT", `/api/admin/group/${delegating.id}/authority`, admin, {
      elements: [element("groupManager:btn_resourceManager"), element("groupManager:view")],
    });
    await ok("PUT", `/api/admin/group/${delegating.id}/authorize`, schoolAdmin, {
      menus: [menu("/zcps/messageCenter")],
    });
    const delegate = await server.login("delegate_admin", "Member@2026");
    const offered = flatten(await ok("GET", "/api/admin/group/grantable", delegate)).map((m) => m.code);
    expect(offered).toEqual(["zcps", "messageCenter"]);
    const target = await createGroup("delegated");
    expect(
      (await call("PUT", `/api/admin/group/${target.id}/authority`, delegate, { menus: [menu("/zcps/messageCenter")] }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call("PUT", `/api/admin/group/${target.id}/authority`, delegate, { menus: [menu("/zcps/quota")] }))
        .statusCode,
    ).toBe(403);
  });
});

describe("element codes on role administration", () => {
  it("the supervisor reads roles, types and menus but changes nothing", async () => {
    const supervisor = await server.login("supervisor");
    expect((await call("GET", "/api/admin/group/tree", supervisor)).statusCode).toBe(200);
    expect((await call("GET", "/api/admin/groupType/page", supervisor)).statusCode).toBe(200);
    const role = (await ok("GET", "/api/admin/group/tree", admin))[0] as Node;
    for (const [method, url, body] of [
      ["POST", "/api/admin/group", { groupTypeId: roleTypeId, code: "sneak", name: "x" }],
      ["PUT", `/api/admin/group/${role.id}/user`, { members: [] }],
      ["GET", "/api/admin/group/grantable", undefined],
      ["PUT", `/api/admin/group/${role.id}/authority`, { menus: [] }],
      ["POST", "/api/admin/groupType", { code: "sneak", name: "x" }],
    ] as [Method, string, object | undefined][]) {
      const res = await call(method, url, supervisor, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
