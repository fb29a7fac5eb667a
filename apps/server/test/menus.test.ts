import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupMembers, groups, groupTypes, resourceAuthorities, tenants, users } from "../src/db/schema";
import { hashPassword } from "../src/platform/passwords";
import { type Client, createClient, data, expectBadRequest, expectRefused, type Method, signedIn } from "./client";
import { startTestServer, type TestServer } from "./harness";

let server: TestServer;
let adminApi: Client;

interface MenuNode {
  id: string;
  parentId: string | null;
  code: string;
  title: string;
  path: string;
  orderNum: number;
  enabled: boolean;
  elementCount: number;
  children: MenuNode[];
}

interface ElementRow {
  id: string;
  code: string;
  routes: { method: string; route: string }[];
}

async function tree(caller = adminApi): Promise<MenuNode[]> {
  return data(await caller.get("/api/admin/menu/tree"));
}

function find(nodes: MenuNode[], path: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.path === path) return node;
    const below = find(node.children, path);
    if (below) return below;
  }
  return undefined;
}

async function menuAt(path: string): Promise<MenuNode> {
  const node = find(await tree(), path);
  if (!node) throw new Error(`no menu at ${path}`);
  return node;
}

const menuBody = (parentId: string | null, code: string, extra: object = {}) => ({
  parentId,
  code,
  title: `菜单${code}`,
  titleEn: `Menu ${code}`,
  type: "menu",
  orderNum: 0,
  enabled: true,
  ...extra,
});

async function createMenu(parentId: string | null, code: string, extra: object = {}): Promise<MenuNode> {
  return data(await adminApi.post("/api/admin/menu", menuBody(parentId, code, extra)));
}

beforeAll(async () => {
  server = await startTestServer();
  [adminApi] = await signedIn(server, ["admin"]);
});
afterAll(async () => server.close());

describe("the menu tree", () => {
  it("lists every menu as a tree with element counts, filtered by title in either language", async () => {
    const nodes = await tree();
    const base = find(nodes, "/baseManager");
    expect(base?.children.map((c) => c.code)).toContain("menuManager");
    expect(find(nodes, "/baseManager/userManager")?.elementCount).toBe(5);
    expect(find(nodes, "/UnitAuditMan/ReporterSummary/:isAdmin")).toBeTruthy();

    const filtered = (await adminApi.get(`/api/admin/menu/tree?title=${encodeURIComponent("菜单管理")}`)).json()
      .data as MenuNode[];
    expect(filtered.map((n) => n.code)).toEqual(["baseManager"]);
    expect(filtered[0]?.children.map((n) => n.code)).toEqual(["menuManager"]);
    const en = (await adminApi.get("/api/admin/menu/tree?title=role%20types")).json().data as MenuNode[];
    expect(en[0]?.children.map((n) => n.code)).toEqual(["groupTypeManager"]);
  });

  it("creates a menu under a parent with the derived path; a code is unique among siblings only", async () => {
    const base = await menuAt("/baseManager");
    const created = await createMenu(base.id, "reportManager", { icon: "BarChartOutlined", description: "报表" });
    expect(created).toMatchObject({ path: "/baseManager/reportManager", icon: "BarChartOutlined", enabled: true });

    const again = await adminApi.post("/api/admin/menu", menuBody(base.id, "ReportManager"));
    expectBadRequest(again, "同一上级菜单下已有该编码");
    const en = await adminApi.with({ lang: "en" }).post("/api/admin/menu", menuBody(base.id, "reportManager"));
    expect(en.json().message).toBe("Another menu under the same parent already has this code");

    const org = await menuAt("/orgManager");
    expect((await createMenu(org.id, "reportManager")).path).toBe("/orgManager/reportManager");
  });

  it("refuses bad input with the field's message", async () => {
    const cases: [object, string][] = [
      [menuBody(null, "1abc"), "编码以字母开头，只能包含字母、数字和下划线"],
      [menuBody(null, "ok", { title: "  " }), "请输入标题"],
      [menuBody(null, "ok", { icon: "<svg>" }), "图标应为图标名称，如 SettingOutlined"],
      [menuBody("no-such-menu", "ok"), "上级菜单不存在"],
    ];
    for (const [body, message] of cases) {
      const res = await adminApi.post("/api/admin/menu", body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("moves a menu with its subtree (paths follow, a route parameter is kept) and refuses a move below itself", async () => {
    const base = await menuAt("/baseManager");
    const parent = await createMenu(base.id, "archive", { type: "dirt" });
    const child = await createMenu(parent.id, "yearly");
    const grandchild = await createMenu(child.id, "detail");

    const org = await menuAt("/orgManager");
    const moved = await adminApi.put(`/api/admin/menu/${parent.id}`, {
      ...menuBody(org.id, "archives", { type: "dirt" }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.path).toBe("/orgManager/archives");
    expect((await adminApi.get(`/api/admin/menu/${child.id}`)).json().data.path).toBe("/orgManager/archives/yearly");
    expect((await adminApi.get(`/api/admin/menu/${grandchild.id}`)).json().data.path).toBe(
      "/orgManager/archives/yearly/detail",
    );

    const cycle = await adminApi.put(`/api/admin/menu/${parent.id}/move`, {
      parentId: grandchild.id,
      position: 0,
    });
    expectBadRequest(cycle, "不能把菜单移到它自己或它的下级菜单之下");
    const self = await adminApi.put(`/api/admin/menu/${parent.id}`, menuBody(parent.id, "archives"));
    expect(self.json().message).toBe("不能把菜单移到它自己或它的下级菜单之下");

    // a parameterised menu keeps its parameter wherever it goes
    const summary = await menuAt("/UnitAuditMan/ReporterSummary/:isAdmin");
    const summaryMoved = await adminApi.put(`/api/admin/menu/${summary.id}/move`, {
      parentId: parent.id,
      position: 0,
    });
    expect(summaryMoved.json().data.path).toBe("/orgManager/archives/ReporterSummary/:isAdmin");
    const unit = await menuAt("/UnitAuditMan");
    await adminApi.put(`/api/admin/menu/${summary.id}/move`, { parentId: unit.id, position: 0 });
    expect((await menuAt("/UnitAuditMan/ReporterSummary/:isAdmin")).id).toBe(summary.id);
  });

  it("reorders siblings by drag and drop: the moved menu takes the position, the others renumber", async () => {
    const base = await menuAt("/baseManager");
    const job = await menuAt("/baseManager/jobManager");
    const before = base.children.map((c) => c.code).filter((code) => code !== "jobManager");
    const res = await adminApi.put(`/api/admin/menu/${job.id}/move`, { parentId: base.id, position: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const children = (await menuAt("/baseManager")).children;
    expect(children.map((c) => c.code)).toEqual(["jobManager", ...before]);
    expect(children.map((c) => c.orderNum)).toEqual(children.map((_, i) => i));
  });

  it("a disabled menu leaves the users' menus at once, and comes back when enabled", async () => {
    const supervisorApi = createClient(server.app, await server.login("supervisor"));
    const paths = async () => {
      const menus = (await supervisorApi.get("/api/admin/user/front/menus")).json().data as MenuNode[];
      return find(menus, "/baseManager/gateLogManager");
    };
    expect(await paths()).toBeTruthy();
    const log = await menuAt("/baseManager/gateLogManager");
    const body = { ...menuBody(log.parentId, log.code), title: log.title, titleEn: "Operation log", enabled: false };
    expect((await adminApi.put(`/api/admin/menu/${log.id}`, body)).statusCode).toBe(200);
    expect(await paths()).toBeUndefined();
    expect(find(await tree(), "/baseManager/gateLogManager")?.enabled).toBe(false);
    // its elements go with it: the log's API refuses the supervisor while the menu is off
    expect((await supervisorApi.get("/api/admin/gateLog/page")).statusCode).toBe(403);
    await adminApi.put(`/api/admin/menu/${log.id}`, { ...body, enabled: true });
    expect(await paths()).toBeTruthy();
    expect((await supervisorApi.get("/api/admin/gateLog/page")).statusCode).toBe(200);
  });

  it("refuses to delete a menu with children or elements, deletes a leaf", async () => {
    const base = await menuAt("/baseManager");
    const withChild = await createMenu(base.id, "toDelete");
    const leaf = await createMenu(withChild.id, "leaf");
    const children = await adminApi.delete(`/api/admin/menu/${withChild.id}`);
    expectBadRequest(children, "该菜单还有下级菜单，不能删除");
    const users = await menuAt("/baseManager/userManager");
    const elements = await adminApi.with({ lang: "en" }).delete(`/api/admin/menu/${users.id}`);
    expectBadRequest(elements, "The menu still has buttons or resources and cannot be deleted");

    expect((await adminApi.delete(`/api/admin/menu/${leaf.id}`)).json().message).toBe("删除成功");
    expect((await adminApi.delete(`/api/admin/menu/${withChild.id}`)).statusCode).toBe(200);
    expect(find(await tree(), "/baseManager/toDelete")).toBeUndefined();
    expect((await adminApi.delete(`/api/admin/menu/${leaf.id}`)).statusCode).toBe(404);
  });
});

describe("elements and the routes they open", () => {
  let menuId: string;

  beforeAll(async () => {
    menuId = (await createMenu((await menuAt("/baseManager")).id, "noticeManager")).id;
  });

  it("lists the routes an element may open: every route that needs an element, none that is public or personal", async () => {
    const routes = (await adminApi.get("/api/admin/element/routes")).json().data as {
      method: string;
      route: string;
      summary: string;
    }[];
    const keys = routes.map((r) => `${r.method} ${r.route}`);
    expect(keys).toContain("POST /api/admin/user");
    expect(keys).toContain("PUT /api/admin/group/:id/authority");
    expect(routes.find((r) => r.route === "/api/admin/user" && r.method === "POST")?.summary).toBe("Create a user");
    expect(keys).not.toContain("GET /api/admin/user/front/info");
    expect(keys).not.toContain("POST /api/auth/oauth/token");
    expect(new Set(keys).size).toBe(keys.length);
    const expected = server.app.routeTable.filter((r) => r.access === "element").map((r) => `${r.method} ${r.route}`);
    expect(new Set(keys)).toEqual(new Set(expected));
  });

  it("creates, lists, edits and deletes elements; codes are unique and shaped menu:action; routes must exist", async () => {
    const body = {
      menuId,
      code: "noticeManager:view",
      type: "uri",
      name: "查看",
      nameEn: "View",
      routes: [{ method: "GET", route: "/api/admin/groupType/page" }],
    };
    const created = await adminApi.post("/api/admin/element", body);
    expect(created.statusCode, created.body).toBe(200);
    const element = created.json().data as ElementRow;
    expect(element.routes).toEqual([{ method: "GET", route: "/api/admin/groupType/page" }]);

    const duplicate = await adminApi.post("/api/admin/element", { ...body, code: "noticemanager:VIEW" });
    expectBadRequest(duplicate, "资源编码已存在");
    const seeded = await adminApi.post("/api/admin/element", { ...body, code: "userManager:btn_add" });
    expect(seeded.json().message).toBe("资源编码已存在");
    const shape = await adminApi.post("/api/admin/element", { ...body, code: "btn_add" });
    expect(shape.json().message).toBe("资源编码格式为“菜单编码:动作”，如 userManager:btn_add");
    for (const route of [
      { method: "GET", route: "/api/admin/no/such" },
      { method: "GET", route: "/api/admin/user/front/info" },
      { method: "DELETE", route: "/api/admin/groupType/page" },
    ]) {
      const res = await adminApi.post("/api/admin/element", {
        ...body,
        code: "noticeManager:x",
        routes: [route],
      });
      expectBadRequest(res, "该接口不存在，或不需要资源授权");
    }

    const page = (await adminApi.get(`/api/admin/element/page?menuId=${menuId}`)).json().data;
    expect(page.total).toBe(1);
    expect(page.rows[0].code).toBe("noticeManager:view");
    const users = await menuAt("/baseManager/userManager");
    const userElements = (await adminApi.get(`/api/admin/element/page?menuId=${users.id}&name=btn_`)).json().data;
    expect(userElements.total).toBe(4);
    const postUser = userElements.rows.find((r: ElementRow) => r.code === "userManager:btn_add") as ElementRow;
    expect(postUser.routes).toContainEqual({ method: "POST", route: "/api/admin/user" });

    const edited = await adminApi.put(`/api/admin/element/${element.id}`, {
      ...body,
      name: "浏览",
      routes: [
        { method: "GET", route: "/api/admin/groupType/page" },
        { method: "GET", route: "/api/admin/groupType/all" },
      ],
    });
    expect(edited.json().data).toMatchObject({ name: "浏览", routes: { length: 2 } });

    const dummy = await adminApi.post("/api/admin/element", { ...body, code: "noticeManager:btn_x", routes: [] });
    expect((await adminApi.delete(`/api/admin/element/${dummy.json().data.id}`)).json().message).toBe("删除成功");
    expect((await adminApi.get(`/api/admin/element/${dummy.json().data.id}`)).statusCode).toBe(404);
  });

  it("an element's routes open at once for its holders, and close at once when removed", async () => {
    const { db } = server.deps;
    const element = (
      await adminApi.post("/api/admin/element", {
        menuId,
        code: "noticeManager:btn_types",
        type: "button",
        name: "类型",
        nameEn: "Types",
        routes: [],
      })
    ).json().data as ElementRow;
    // the declarant holds nothing of the kind; give their role this element
    const declarantRole = (await db.select().from(groups)).find((g) => g.code === "declarant");
    if (!declarantRole) throw new Error("no declarant role");
    await db
      .insert(resourceAuthorities)
      .values({ groupId: declarantRole.id, resourceType: "element", resourceId: element.id, grant: "use" });
    server.deps.cache.invalidateAll();
    const declarantApi = createClient(server.app, await server.login("declarant"));
    expect((await declarantApi.get("/api/admin/groupType/all")).statusCode).toBe(403);

    const added = await adminApi.post(`/api/admin/element/${element.id}/route`, {
      method: "GET",
      route: "/api/admin/groupType/all",
    });
    expect(added.json().data.routes).toEqual([{ method: "GET", route: "/api/admin/groupType/all" }]);
    expect((await declarantApi.get("/api/admin/groupType/all")).statusCode).toBe(200);

    const removed = await adminApi.delete(
      `/api/admin/element/${element.id}/route?method=GET&route=${encodeURIComponent("/api/admin/groupType/all")}`,
    );
    expect(removed.json().data.routes).toEqual([]);
    expect((await declarantApi.get("/api/admin/groupType/all")).statusCode).toBe(403);
  });
});

describe("who may change menus", () => {
  it("school_admin and supervisor read the tree (menuManager:view) but may not change it", async () => {
    for (const username of ["school_admin", "supervisor"]) {
      const caller = createClient(server.app, await server.login(username));
      expect((await tree(caller)).length).toBeGreaterThan(5);
      const base = await menuAt("/baseManager");
      for (const [method, url, body] of [
        ["POST", "/api/admin/menu", menuBody(base.id, "sneaky")],
        ["PUT", `/api/admin/menu/${base.id}`, menuBody(null, "baseManager")],
        ["DELETE", `/api/admin/menu/${base.id}`, undefined],
        ["POST", "/api/admin/element", { menuId: base.id, code: "a:b", name: "x", nameEn: "x" }],
      ] as [Method, string, object | undefined][]) {
        const res = await caller.request(method, url, body);
        expectRefused(res, `${username} ${method} ${url}`);
      }
    }
    expect(find(await tree(), "/baseManager/sneaky")).toBeUndefined();
  });

  it("an administrator of another tenant may not change the menus every tenant shares, whatever codes they hold", async () => {
    const { db } = server.deps;
    const userId = randomUUID();
    const typeId = randomUUID();
    const groupId = randomUUID();
    await db.insert(tenants).values({ id: "branch", code: "branch", name: "分校" });
    await db.insert(users).values({
      id: userId,
      tenantId: "branch",
      username: "branch_admin",
      passwordHash: await hashPassword("Branch@2026"),
      name: "分校管理员",
      isSuperAdmin: true,
    });
    await db.insert(groupTypes).values({ id: typeId, tenantId: "branch", code: "role", name: "角色" });
    await db.insert(groups).values({ id: groupId, tenantId: "branch", groupTypeId: typeId, code: "x", name: "x" });
    await db.insert(groupMembers).values({ groupId, userId });
    const branchAdmin = createClient(server.app, await server.login("branch_admin", "Branch@2026"));
    const base = await menuAt("/baseManager");
    const res = await branchAdmin.post("/api/admin/menu", menuBody(base.id, "branchMenu"));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      status: 40001,
      message: "菜单为所有租户共用，只有超级租户的管理员可以修改",
      data: null,
    });
    expect((await tree(branchAdmin)).length).toBeGreaterThan(5);
  });
});
