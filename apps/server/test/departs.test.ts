import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, data, expectBadRequest, expectRefused, type Method, signedIn } from "./client";
import { startTestServer, type TestServer } from "./harness";

let server: TestServer;
/** school_admin holds every departManager code; supervisor and declarant none */
let managerApi: Client;
let supervisorApi: Client;
let declarantApi: Client;

interface Node {
  id: string;
  parentId: string | null;
  code: string;
  name: string;
  type: string;
  orderNum: number;
  userCount: number;
  children: Node[];
}

interface UserRow {
  id: string;
  username: string;
  name: string;
  departId: string | null;
  departName: string | null;
}

const ids = new Map<string, string>();

beforeAll(async () => {
  server = await startTestServer();
  [managerApi, supervisorApi, declarantApi] = await signedIn(server, ["school_admin", "supervisor", "declarant"]);
  await refresh();
});
afterAll(async () => server.close());

async function tree(): Promise<Node[]> {
  return data(await managerApi.get("/api/admin/depart/tree"));
}

function walk(nodes: Node[], visit: (node: Node) => void) {
  for (const node of nodes) {
    visit(node);
    walk(node.children, visit);
  }
}

async function refresh() {
  const nodes = await tree();
  walk(nodes, (node) => ids.set(node.code, node.id));
  return nodes;
}

function nodeOf(nodes: Node[], code: string): Node | undefined {
  let found: Node | undefined;
  walk(nodes, (node) => {
    if (node.code === code) found = node;
  });
  return found;
}

const id = (code: string) => ids.get(code) as string;

async function departUsers(code: string, query = ""): Promise<{ rows: UserRow[]; total: number }> {
  return data(await managerApi.get(`/api/admin/depart/user?departId=${id(code)}${query}`));
}

async function userId(username: string) {
  const res = await managerApi.get(`/api/admin/user/page?username=${username}`);
  return (res.json().data.rows as UserRow[]).find((r) => r.username === username)?.id as string;
}

describe("the organisation tree", () => {
  it("is one school with its units and offices on the second level, with user counts", async () => {
    const nodes = await tree();
    expect(nodes).toHaveLength(1);
    expect(nodes[0]).toMatchObject({ code: "root", name: "示范大学", type: "school", parentId: null });
    const second = nodes[0]?.children ?? [];
    expect(second.map((n) => n.code).slice(0, 3)).toEqual(["cs", "me", "fl"]);
    // three demo accounts and the demo school's 25 staff accounts of the unit
    expect(second.find((n) => n.code === "cs")).toMatchObject({ type: "unit", userCount: 28 });
    expect(second.find((n) => n.code === "hr")).toMatchObject({ type: "office" });
  });

  it("creates a section under a unit; the code is unique in the tenant and there is one root", async () => {
    const res = await managerApi.post("/api/admin/depart", {
      parentId: id("cs"),
      code: "cs_se",
      name: "软件工程系",
      nameEn: "Department of Software Engineering",
      type: "section",
      orderNum: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: "创建成功", data: { code: "cs_se", parentId: id("cs") } });
    await managerApi.post("/api/admin/depart", {
      parentId: id("cs"),
      code: "cs_ai",
      name: "人工智能系",
      type: "section",
      orderNum: 2,
    });
    await refresh();
    expect(nodeOf(await tree(), "cs")?.children.map((c) => c.code)).toEqual(["cs_se", "cs_ai"]);

    const taken = await managerApi.post("/api/admin/depart", {
      parentId: id("cs"),
      code: "CS_SE",
      name: "重复",
      type: "section",
    });
    expectBadRequest(taken, "租户中部门编码已存在");
    expect((await managerApi.get("/api/admin/depart/checkCode?code=cs_se")).json()).toMatchObject({ data: false });
    expect((await managerApi.get(`/api/admin/depart/checkCode?code=cs_se&id=${id("cs_se")}`)).json().data).toBe(true);

    const secondRoot = await managerApi.post("/api/admin/depart", {
      code: "root2",
      name: "第二根",
      type: "school",
    });
    expect(secondRoot.json().message).toBe("组织架构只能有一个根节点，请选择上级部门");
    const badType = await managerApi.post("/api/admin/depart", {
      parentId: id("cs"),
      code: "x1",
      name: "x",
      type: "galaxy",
    });
    expect(badType.json().message).toBe("请选择部门类型");
  });

  it("renames a department and the user lists show the new name at once", async () => {
    const before = await managerApi.get("/api/admin/user/page?username=declarant");
    expect(before.json().data.rows[0].depart.name).toBe("计算机科学与技术学院");
    const res = await managerApi.put(`/api/admin/depart/${id("cs")}`, {
      parentId: id("root"),
      code: "cs",
      name: "计算机学院",
      nameEn: "School of Computing",
      type: "unit",
      orderNum: 0,
    });
    expect(res.json()).toMatchObject({ message: "修改成功", data: { name: "计算机学院" } });
    const after = await managerApi.get("/api/admin/user/page?username=declarant");
    expect(after.json().data.rows[0].depart.name).toBe("计算机学院");
    await managerApi.put(`/api/admin/depart/${id("cs")}`, {
      parentId: id("root"),
      code: "cs",
      name: "计算机科学与技术学院",
      nameEn: "School of Computer Science",
      type: "unit",
      orderNum: 0,
    });
  });

  it("moves a department by drag and drop, renumbering its new siblings, and never under itself", async () => {
    const moved = await managerApi.put(`/api/admin/depart/${id("cs_ai")}/move`, { parentId: id("cs"), index: 0 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(nodeOf(await tree(), "cs")?.children.map((c) => [c.code, c.orderNum])).toEqual([
      ["cs_ai", 0],
      ["cs_se", 1],
    ]);
    const across = await managerApi.put(`/api/admin/depart/${id("cs_ai")}/move`, {
      parentId: id("me"),
      index: 5,
    });
    expect(across.json().data.parentId).toBe(id("me"));
    expect(nodeOf(await tree(), "me")?.children.map((c) => c.code)).toEqual(["cs_ai"]);

    const cycle = await managerApi.put(`/api/admin/depart/${id("cs")}/move`, { parentId: id("cs_se"), index: 0 });
    expectBadRequest(cycle, "不能把部门移到它自己或它的下级部门之下");
    const edit = await managerApi.put(`/api/admin/depart/${id("root")}`, {
      parentId: id("cs"),
      code: "root",
      name: "示范大学",
      type: "school",
    });
    expect(edit.json().message).toBe("不能把部门移到它自己或它的下级部门之下");
    await managerApi.put(`/api/admin/depart/${id("cs_ai")}/move`, { parentId: id("cs"), index: 1 });
  });
});

describe("the users of a department", () => {
  it("lists a department's users, paged and filtered, with the sub-departments on request", async () => {
    // the unit's three demo accounts and its 25 demo staff accounts (s2026…)
    const cs = await departUsers("cs", "&limit=100");
    expect(cs.total).toBe(28);
    expect(
      cs.rows
        .map((r) => r.username)
        .filter((u) => !/^s\d+$/.test(u))
        .sort(),
    ).toEqual(["declarant", "unit_admin", "unit_leader"]);
    expect(cs.rows[0]?.departName).toBe("计算机科学与技术学院");
    expect((await departUsers("cs", "&limit=20&page=2")).rows).toHaveLength(8);
    expect((await departUsers("cs", "&keyword=unit_")).total).toBe(2);
    expect((await departUsers("root")).total).toBe(0);
    // every account of the school, the external experts' and the committee's external members' (under 校外专家)
    // among them
    expect((await departUsers("root", "&descendants=true")).total).toBe(384);
  });

  it("finds candidates outside the department and adds them; a user's department is never left empty", async () => {
    const candidates = await managerApi.get(`/api/admin/depart/user/candidates?departId=${id("cs_se")}&keyword=declar`);
    expect(candidates.json().data.map((r: UserRow) => r.username)).toEqual(["declarant"]);
    const declarantId = await userId("declarant");
    const added = await managerApi.post("/api/admin/depart/user", {
      departId: id("cs_se"),
      userIds: [declarantId],
    });
    expect(added.json().message).toBe("用户已加入该部门");
    expect((await departUsers("cs_se")).rows.map((r) => r.username)).toEqual(["declarant"]);
    expect((await departUsers("cs")).total).toBe(27);
    expect((await departUsers("cs", "&descendants=true")).total).toBe(28);
    const row = (await managerApi.get(`/api/admin/user/${declarantId}`)).json().data;
    expect(row.depart).toMatchObject({ id: id("cs_se"), name: "软件工程系" });

    const unknown = await managerApi.post("/api/admin/depart/user", {
      departId: id("cs_se"),
      userIds: [declarantId, "no-such-user"],
    });
    expectBadRequest(unknown, "所选用户不存在或不在您的管理范围内");
    const empty = await managerApi.post("/api/admin/depart/user", { departId: id("cs_se"), userIds: [] });
    expect(empty.statusCode).toBe(400);
  });

  it("refuses to delete a department with sub-departments or users; moving the users is the way", async () => {
    const withChildren = await managerApi.delete(`/api/admin/depart/${id("cs")}`);
    expectBadRequest(withChildren, "该部门还有下级部门，不能删除");
    const withUsers = await managerApi.with({ lang: "en" }).delete(`/api/admin/depart/${id("cs_se")}`);
    expect(withUsers.json().message).toBe(
      "The department still has users and cannot be deleted; move them to another department first",
    );

    const moved = await managerApi.put("/api/admin/depart/user/move", {
      targetDepartId: id("cs"),
      userIds: [await userId("declarant")],
    });
    expect(moved.json().message).toBe("用户已移动到所选部门");
    expect((await departUsers("cs_se")).total).toBe(0);
    expect((await departUsers("cs")).total).toBe(28);

    expect((await managerApi.delete(`/api/admin/depart/${id("cs_se")}`)).json().message).toBe("删除成功");
    expect((await managerApi.delete(`/api/admin/depart/${id("cs_ai")}`)).statusCode).toBe(200);
    expect(nodeOf(await tree(), "cs")?.children).toEqual([]);
    expect((await managerApi.delete(`/api/admin/depart/${id("cs_se")}`)).statusCode).toBe(404);
  });

  it("lets a department go whose only users were deleted accounts", async () => {
    await managerApi.post("/api/admin/depart", {
      parentId: id("fl"),
      code: "fl_tmp",
      name: "临时系",
      type: "section",
    });
    await refresh();
    const created = await managerApi.post("/api/admin/user?is_encrypt=0", {
      username: "depart_gone",
      password: "Gone@2026",
      name: "将删除",
      departId: id("fl_tmp"),
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await managerApi.delete(`/api/admin/user/${created.json().data.id}`)).statusCode).toBe(200);
    expect((await managerApi.delete(`/api/admin/depart/${id("fl_tmp")}`)).statusCode).toBe(200);
  });
});

describe("element codes on departments", () => {
  it("closes every department call to users without departManager codes", async () => {
    for (const caller of [supervisorApi, declarantApi]) {
      for (const [method, url, payload] of [
        ["GET", "/api/admin/depart/tree", undefined],
        ["GET", `/api/admin/depart/user?departId=${id("cs")}`, undefined],
        ["POST", "/api/admin/depart", { parentId: id("cs"), code: "sneaky", name: "x", type: "section" }],
        ["PUT", "/api/admin/depart/user/move", { targetDepartId: id("cs"), userIds: ["x"] }],
        ["DELETE", `/api/admin/depart/${id("hr")}`, undefined],
      ] as [Method, string, object | undefined][]) {
        const res = await caller.request(method, url, payload);
        expectRefused(res);
      }
    }
    expect(nodeOf(await tree(), "hr")).toBeDefined();
  });
});
