import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groups, groupTypes, tenants, users } from "../src/db/schema";
import { hashPassword } from "../src/platform/passwords";
import { type Client, createClient, data, expectBadRequest, expectRefused, type Method, signedIn } from "./client";
import { encrypt, startTestServer, type TestServer } from "./harness";

let server: TestServer;
let adminApi: Client;
let schoolAdminApi: Client;
let roleTypeId: string;
let departId: string;
const other = { userId: randomUUID(), typeId: randomUUID(), groupId: randomUUID() };

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
  return data(
    await adminApi.post("/api/admin/group", { groupTypeId: roleTypeId, code, name: `角色${code}`, ...extra }),
  );
}

async function createUser(username: string): Promise<string> {
  const user = data(
    await adminApi.post("/api/admin/user?is_encrypt=1", {
      username,
      password: encrypt("Member@2026"),
      name: username,
      departId,
    }),
  );
  return user.id;
}

beforeAll(async () => {
  server = await startTestServer();
  [adminApi, schoolAdminApi] = await signedIn(server, ["admin", "school_admin"]);
  roleTypeId = data(await adminApi.get("/api/admin/groupType/all")).find((t: { code: string }) => t.code === "role").id;
  departId = data(await adminApi.get("/api/admin/user/findNode"))[0].id;
  for (const menu of flatten(data(await adminApi.get("/api/admin/menu/tree")))) {
    menuIds.set(menu.path ?? "", menu.id);
    codeOf.set(menu.id, menu.code);
  }
  for (const node of flatten(data(await adminApi.get("/api/admin/group/grantable")))) {
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
    const first = data(await adminApi.get("/api/admin/groupType/page?page=1&limit=10"));
    expect(first.total).toBe(1);
    // the seeded role groups, one per demo role (roles.ts)
    expect(first.rows[0]).toMatchObject({ code: "role", nameEn: "Role groups", groupCount: 17 });

    const created = data(
      await adminApi.post("/api/admin/groupType", {
        code: "post",
        name: "岗位组",
        nameEn: "Post groups",
        description: "岗位",
      }),
    );
    expect(created).toMatchObject({ code: "post", name: "岗位组", nameEn: "Post groups", groupCount: 0 });
    const duplicate = await adminApi.post("/api/admin/groupType", { code: "ROLE", name: "重复" });
    expectBadRequest(duplicate, "租户中角色类型编码已存在");
    // the same code in another tenant is no clash
    expect(data(await adminApi.get("/api/admin/groupType/page?name=岗位")).total).toBe(1);
    expect(data(await adminApi.get("/api/admin/groupType/page?page=2&limit=1")).rows).toHaveLength(1);

    const edited = data(await adminApi.put(`/api/admin/groupType/${created.id}`, { code: "post", name: "岗位类型" }));
    expect(edited.name).toBe("岗位类型");
    const clash = await adminApi.with({ lang: "en" }).put(`/api/admin/groupType/${created.id}`, {
      code: "role",
      name: "x",
    });
    expect(clash.json().message).toBe("This role type code already exists in the tenant");

    const inUse = await adminApi.delete(`/api/admin/groupType/${roleTypeId}`);
    expectBadRequest(inUse, "该角色类型下还有角色，不能删除；请先删除或移走这些角色");
    expect((await adminApi.delete(`/api/admin/groupType/${created.id}`)).json().message).toBe("删除成功");
  });

  it("never shows or changes another tenant's type", async () => {
    expect((await adminApi.get(`/api/admin/groupType/${other.typeId}`)).statusCode).toBe(404);
    expect((await adminApi.put(`/api/admin/groupType/${other.typeId}`, { code: "z", name: "z" })).statusCode).toBe(404);
    expect((await adminApi.delete(`/api/admin/groupType/${other.typeId}`)).statusCode).toBe(404);
    const all = data(await adminApi.get("/api/admin/groupType/all"));
    expect(all.map((t: { id: string }) => t.id)).not.toContain(other.typeId);
  });
});

describe("role groups", () => {
  it("builds the tree of a type, creates children, refuses duplicate codes, foreign parents and cycles", async () => {
    const roots = data(await adminApi.get(`/api/admin/group/tree?groupTypeId=${roleTypeId}`));
    expect(roots.map((g: Node) => g.code)).toContain("school_admin");

    const parent = await createGroup("reviewers", { nameEn: "Reviewers", orderNum: 1 });
    const child = await createGroup("reviewers_cs", { parentId: parent.id });
    const tree = data(await adminApi.get(`/api/admin/group/tree?groupTypeId=${roleTypeId}&name=reviewers_cs`));
    expect(tree).toHaveLength(1);
    expect(tree[0].code).toBe("reviewers");
    expect(tree[0].children.map((g: Node) => g.code)).toEqual(["reviewers_cs"]);

    const duplicate = await adminApi.post("/api/admin/group", {
      groupTypeId: roleTypeId,
      code: "Declarant",
      name: "重复",
    });
    expectBadRequest(duplicate, "租户中角色编码已存在");

    const otherType = data(await adminApi.post("/api/admin/groupType", { code: "free", name: "自定义" }));
    const foreignParent = await adminApi.post("/api/admin/group", {
      groupTypeId: otherType.id,
      code: "free_one",
      name: "x",
      parentId: parent.id,
    });
    expect(foreignParent.json().message).toBe("上级角色不存在或不属于同一角色类型");
    const otherTenantParent = await adminApi.put(`/api/admin/group/${child.id}`, {
      code: "reviewers_cs",
      name: "x",
      parentId: other.groupId,
    });
    expect(otherTenantParent.json().message).toBe("上级角色不存在或不属于同一角色类型");
    const cycle = await adminApi.put(`/api/admin/group/${parent.id}`, {
      code: "reviewers",
      name: "x",
      parentId: child.id,
    });
    expect(cycle.json().message).toBe("不能把角色移到它自己或它的下级角色之下");
    const unknownType = await adminApi.post("/api/admin/group", {
      groupTypeId: other.typeId,
      code: "sneak",
      name: "x",
    });
    expect(unknownType.json().message).toBe("角色类型不存在");

    const withChildren = await adminApi.delete(`/api/admin/group/${parent.id}`);
    expectBadRequest(withChildren, "该角色还有下级角色，不能删除");
    data(await adminApi.delete(`/api/admin/group/${child.id}`));
    data(await adminApi.delete(`/api/admin/group/${parent.id}`));
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
      expect((await adminApi.request(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    const all = flatten(data(await adminApi.get("/api/admin/group/tree")));
    expect(all.map((g) => g.id)).not.toContain(other.groupId);
  });

  it("sets members and leaders from the tenant's users only; user lists show the role at once", async () => {
    const role = await createGroup("committee", { name: "评审委员会" });
    const memberId = await createUser("committee_member");
    const leaderId = await createUser("committee_leader");

    const options = data(await adminApi.get("/api/admin/group/userOptions?keyword=committee"));
    expect(options.map((u: { username: string }) => u.username)).toEqual(["committee_leader", "committee_member"]);
    expect(data(await adminApi.get("/api/admin/group/userOptions?keyword=other_user"))).toEqual([]);

    const before = data(await adminApi.get("/api/admin/user/page?username=committee_member"));
    expect(before.rows[0].roles).toEqual([]);

    const saved = data(
      await adminApi.put(`/api/admin/group/${role.id}/user`, {
        members: [memberId, leaderId],
        leaders: [leaderId],
      }),
    );
    expect(saved.members.map((u: { username: string }) => u.username)).toEqual(["committee_member"]);
    expect(saved.leaders.map((u: { username: string }) => u.username)).toEqual(["committee_leader"]);
    const after = data(await adminApi.get("/api/admin/user/page?username=committee_member"));
    expect(after.rows[0].roles).toEqual(["评审委员会"]);
    expect(data(await adminApi.get(`/api/admin/group/${role.id}`)).memberCount).toBe(2);

    for (const members of [[other.userId], [randomUUID()]]) {
      const refused = await adminApi.put(`/api/admin/group/${role.id}/user`, { members });
      expectBadRequest(refused, "所选用户不存在或不属于本租户");
    }
    expect(data(await adminApi.get(`/api/admin/group/${role.id}/user`)).members).toHaveLength(1);

    data(await adminApi.put(`/api/admin/group/${role.id}`, { code: "committee", name: "教授委员会" }));
    expect(data(await adminApi.get("/api/admin/user/page?username=committee_member")).rows[0].roles).toEqual([
      "教授委员会",
    ]);
  });
});

describe("authority: what a role may use", () => {
  it("granting userManager:btn_add lets a member create users at once; revoking refuses at once", async () => {
    const role = await createGroup("user_adders");
    const memberId = await createUser("adder_one");
    data(await adminApi.put(`/api/admin/group/${role.id}/user`, { members: [memberId] }));
    const memberApi = createClient(server.app, await server.login("adder_one", "Member@2026"));
    const newUser = (username: string) =>
      memberApi.post("/api/admin/user?is_encrypt=1", {
        username,
        password: encrypt("Added@2026"),
        name: username,
        departId,
      });
    expect((await newUser("added_before")).statusCode).toBe(403);

    const granted = data(
      await adminApi.put(`/api/admin/group/${role.id}/authority`, {
        elements: [element("userManager:btn_add")],
      }),
    );
    // the element brings its menu and the menu's ancestors
    expect(new Set(granted.menus)).toEqual(new Set([menu("/baseManager/userManager"), menu("/baseManager")]));
    expect(granted.elements).toEqual([element("userManager:btn_add")]);
    expect((await newUser("added_now")).statusCode).toBe(200);
    const info = (await memberApi.get("/api/admin/user/front/info")).json().data;
    expect(info.elements).toContainEqual({ type: "button", code: "userManager:btn_add" });
    const menus = (await memberApi.get("/api/admin/user/front/menus")).json().data as Node[];
    expect(flatten(menus).map((m) => m.path)).toEqual(["/baseManager", "/baseManager/userManager"]);

    data(await adminApi.put(`/api/admin/group/${role.id}/authority`, { menus: [], elements: [] }));
    const refused = await newUser("added_after");
    expectRefused(refused);
    expect((await memberApi.get("/api/admin/user/front/menus")).json().data).toEqual([]);

    // leaving the role takes its codes away at once too
    data(await adminApi.put(`/api/admin/group/${role.id}/authority`, { elements: [element("userManager:btn_add")] }));
    expect((await newUser("added_again")).statusCode).toBe(200);
    data(await adminApi.put(`/api/admin/group/${role.id}/user`, { members: [] }));
    expect((await newUser("added_gone")).statusCode).toBe(403);
  });

  it("deleting a role takes its codes from its members at once", async () => {
    const role = await createGroup("short_lived");
    const memberId = await createUser("short_member");
    data(await adminApi.put(`/api/admin/group/${role.id}/user`, { members: [memberId] }));
    data(await adminApi.put(`/api/admin/group/${role.id}/authority`, { elements: [element("groupTypeManager:view")] }));
    const memberApi = createClient(server.app, await server.login("short_member", "Member@2026"));
    expect((await memberApi.get("/api/admin/groupType/page")).statusCode).toBe(200);
    data(await adminApi.delete(`/api/admin/group/${role.id}`));
    expect((await memberApi.get("/api/admin/groupType/page")).statusCode).toBe(403);
    expect(data(await adminApi.get("/api/admin/user/page?username=short_member")).rows[0].roles).toEqual([]);
  });

  it("refuses ids that are no menu or element", async () => {
    const role = await createGroup("unknowns");
    for (const body of [{ menus: [randomUUID()] }, { elements: [menu("/baseManager")] }]) {
      const res = await adminApi.put(`/api/admin/group/${role.id}/authority`, body);
      expectBadRequest(res, "所选菜单或资源不存在");
    }
  });
});

describe("authority: what an administrator may grant (two levels)", () => {
  it("school_admin is offered only what they may grant onward: title evaluation and userManager", async () => {
    const offered = flatten(data(await schoolAdminApi.get("/api/admin/group/grantable")));
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
    const all = flatten(data(await adminApi.get("/api/admin/group/grantable")));
    expect(all).toHaveLength(menuIds.size);
  });

  it("school_admin may grant within that reach, at both levels; anything else is refused with the codes and nothing changes", async () => {
    const role = await createGroup("delegates");
    const held = data(
      await schoolAdminApi.put(`/api/admin/group/${role.id}/authority`, {
        menus: [menu("/zcps/userCenter")],
        elements: [element("userManager:view")],
      }),
    );
    expect(new Set(held.menus.map((id: string) => codeOf.get(id)))).toEqual(
      new Set(["zcps", "userCenter", "baseManager", "userManager"]),
    );

    const refusedMenu = await schoolAdminApi.put(`/api/admin/group/${role.id}/authority`, {
      menus: [menu("/zcps/userCenter"), menu("/baseManager/gateLogManager")],
    });
    expect(refusedMenu.statusCode).toBe(403);
    expect(refusedMenu.json()).toEqual({
      status: 40001,
      message: "只能授予您自己可以下发的菜单和资源",
      data: { menus: ["gateLogManager"], elements: [] },
    });
    const refusedElement = await schoolAdminApi.with({ lang: "en" }).put(`/api/admin/group/${role.id}/authorize`, {
      elements: [element("userManager:btn_add"), element("groupManager:btn_add")],
    });
    expect(refusedElement.statusCode).toBe(403);
    expect(refusedElement.json().message).toBe(
      "You may only grant the menus and elements you may grant onward yourself",
    );
    expect(refusedElement.json().data.elements).toEqual(["groupManager:btn_add"]);
    expect(refusedElement.json().data.menus).toEqual(["groupManager"]);
    // nothing of either refused save was written
    const after = data(await adminApi.get(`/api/admin/group/${role.id}/authority`));
    expect(new Set(after.menus)).toEqual(new Set(held.menus));
    expect(data(await adminApi.get(`/api/admin/group/${role.id}/authorize`)).elements).toEqual([]);

    // the grant-onward level within reach is accepted
    const onward = data(
      await schoolAdminApi.put(`/api/admin/group/${role.id}/authorize`, {
        elements: [element("userManager:btn_add")],
      }),
    );
    expect(onward.elements).toEqual([element("userManager:btn_add")]);
    expect(data(await adminApi.get(`/api/admin/group/${role.id}/authority`)).elements).toEqual([
      element("userManager:view"),
    ]);
  });

  it("a save by school_admin leaves the grants beyond their reach as they were", async () => {
    const role = await createGroup("mixed");
    data(
      await adminApi.put(`/api/admin/group/${role.id}/authority`, {
        menus: [menu("/baseManager/gateLogManager"), menu("/zcps/quota")],
        elements: [element("groupManager:view")],
      }),
    );
    const saved = data(
      await schoolAdminApi.put(`/api/admin/group/${role.id}/authority`, {
        menus: [menu("/zcps/userCenter")],
        elements: [],
      }),
    );
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
    const use = data(await adminApi.put(`/api/admin/group/${role.id}/authority`, { menus: all, elements }));
    expect(use.menus).toHaveLength(all.length);
    expect(use.elements).toHaveLength(elements.length);
    const grant = data(
      await adminApi.put(`/api/admin/group/${role.id}/authorize`, {
        menus: [menu("/baseManager/gateLogManager")],
      }),
    );
    expect(new Set(grant.menus)).toEqual(new Set([menu("/baseManager"), menu("/baseManager/gateLogManager")]));
  });

  it("a role granted the grant level by school_admin lets its member grant exactly that onward", async () => {
    const delegating = await createGroup("delegating");
    const memberId = await createUser("delegate_admin");
    data(await adminApi.put(`/api/admin/group/${delegating.id}/user`, { members: [memberId] }));
    // may open the authority dialog (a groupManager element, granted by the super administrator)
    data(
      await adminApi.put(`/api/admin/group/${delegating.id}/authority`, {
        elements: [element("groupManager:btn_resourceManager"), element("groupManager:view")],
      }),
    );
    data(
      await schoolAdminApi.put(`/api/admin/group/${delegating.id}/authorize`, {
        menus: [menu("/zcps/messageCenter")],
      }),
    );
    const delegateApi = createClient(server.app, await server.login("delegate_admin", "Member@2026"));
    const offered = flatten(data(await delegateApi.get("/api/admin/group/grantable"))).map((m) => m.code);
    expect(offered).toEqual(["zcps", "messageCenter"]);
    const target = await createGroup("delegated");
    expect(
      (await delegateApi.put(`/api/admin/group/${target.id}/authority`, { menus: [menu("/zcps/messageCenter")] }))
        .statusCode,
    ).toBe(200);
    expect(
      (await delegateApi.put(`/api/admin/group/${target.id}/authority`, { menus: [menu("/zcps/quota")] })).statusCode,
    ).toBe(403);
  });
});

describe("element codes on role administration", () => {
  it("the supervisor reads roles, types and menus but changes nothing", async () => {
    const supervisorApi = createClient(server.app, await server.login("supervisor"));
    expect((await supervisorApi.get("/api/admin/group/tree")).statusCode).toBe(200);
    expect((await supervisorApi.get("/api/admin/groupType/page")).statusCode).toBe(200);
    const role = data(await adminApi.get("/api/admin/group/tree"))[0] as Node;
    for (const [method, url, body] of [
      ["POST", "/api/admin/group", { groupTypeId: roleTypeId, code: "sneak", name: "x" }],
      ["PUT", `/api/admin/group/${role.id}/user`, { members: [] }],
      ["GET", "/api/admin/group/grantable", undefined],
      ["PUT", `/api/admin/group/${role.id}/authority`, { menus: [] }],
      ["POST", "/api/admin/groupType", { code: "sneak", name: "x" }],
    ] as [Method, string, object | undefined][]) {
      const res = await supervisorApi.request(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
