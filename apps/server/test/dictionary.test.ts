import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, data, expectBadRequest, expectRefused, type Method, signedIn } from "./client";
import { startTestServer, type TestServer } from "./harness";

let server: TestServer;
/** school_admin holds every dictManager code; supervisor only dictManager:view; declarant none */
let managerApi: Client;
let supervisorApi: Client;
let declarantApi: Client;

beforeAll(async () => {
  server = await startTestServer();
  [managerApi, supervisorApi, declarantApi] = await signedIn(server, ["school_admin", "supervisor", "declarant"]);
});
afterAll(async () => server.close());

interface Value {
  id: string;
  code: string;
  value: string;
  label: string;
  labelEn: string;
}

interface TypeNode {
  id: string;
  parentId: string | null;
  code: string;
  name: string;
  nameEn: string | null;
  valueCount: number;
  children: TypeNode[];
}

async function values(name: string, caller = declarantApi): Promise<Value[]> {
  return data(await caller.get(`/api/dict/dictValue/feign/${name}`));
}

async function tree(caller = managerApi): Promise<TypeNode[]> {
  return data(await caller.get("/api/dict/dictType/tree"));
}

function find(nodes: TypeNode[], code: string): TypeNode | undefined {
  for (const node of nodes) {
    if (node.code === code) return node;
    const below = find(node.children, code);
    if (below) return below;
  }
  return undefined;
}

describe("the seeded dictionary", () => {
  it("answers feign/{name} with the enabled values in order, each with both labels", async () => {
    const sexes = await values("comm_sex");
    expect(sexes.map((v) => [v.value, v.label, v.labelEn])).toEqual([
      ["1", "男", "Male"],
      ["2", "女", "Female"],
    ]);
    const nations = await values("nation");
    expect(nations).toHaveLength(56);
    expect(nations[0]).toMatchObject({ value: "01", label: "汉族", code: "nation_01" });
    expect(nations.at(-1)).toMatchObject({ value: "56", label: "基诺族" });
    for (const name of ["political_status", "degree", "education", "zcps_jstd", "recommend_remark"]) {
      for (const value of await values(name)) {
        expect(value.label, `${name} ${value.value}`).toMatch(/[\u4e00-\u9fff]/);
        expect(value.labelEn, `${name} ${value.value}`).toMatch(/^[A-Z]/);
      }
    }
  });

  it("holds the national lists and the title-evaluation lists", async () => {
    const political = (await values("political_status")).map((v) => v.label);
    expect(political).toHaveLength(13);
    expect(political[0]).toBe("中共党员");
    expect(political).toContain("九三学社社员");
    expect(political.at(-1)).toBe("群众");
    expect((await values("degree")).map((v) => v.label)).toEqual(["博士", "硕士", "学士", "无"]);
    expect((await values("education")).map((v) => v.label).slice(0, 4)).toEqual([
      "博士研究生",
      "硕士研究生",
      "大学本科",
      "大学专科",
    ]);
    expect((await values("zcps_jstd")).map((v) => v.label).slice(0, 3)).toEqual(["正高级", "副高级", "中级"]);
    expect((await values("title_high_level")).map((v) => v.label)).toEqual(["正高级", "副高级"]);
    const subLevels = (await values("title_sub_level")).map((v) => v.label);
    expect(subLevels).toHaveLength(13);
    expect(subLevels).toEqual(expect.arrayContaining(["教授二级", "副教授五级", "讲师八级", "讲师十级"]));
    const remarks = (await values("recommend_remark")).map((v) => v.label);
    expect(remarks).toEqual(expect.arrayContaining(["优先推荐", "推荐", "不推荐"]));
  });

  it("holds the 14 categories and the 117 first-level disciplines of the 2022 catalogue", async () => {
    const categories = await values("subjectType");
    expect(categories).toHaveLength(14);
    expect(categories[0]).toMatchObject({ value: "01", label: "哲学" });
    expect(categories.at(-1)).toMatchObject({ value: "14", label: "交叉学科" });
    let disciplines = 0;
    for (const category of categories) {
      const list = await values(`subjectType_${category.value}`);
      expect(list.length, category.label).toBeGreaterThan(0);
      for (const d of list) expect(d.value.slice(0, 2), d.label).toBe(category.value);
      disciplines += list.length;
    }
    expect(disciplines).toBe(117);
    expect(await values("subjectType_08")).toEqual(
      expect.arrayContaining([expect.objectContaining({ value: "0812", label: "计算机科学与技术" })]),
    );
    expect((await values("subjectType_02"))[0]).toMatchObject({ value: "0201", label: "理论经济学" });
    const typeTree = await tree();
    expect(find(typeTree, "subjectType")?.children).toHaveLength(14);
    expect(find(typeTree, "comm")?.children.map((c) => c.code)).toEqual([
      "comm_sex",
      "nation",
      "political_status",
      "degree",
      "education",
    ]);
    expect(find(typeTree, "nation")?.valueCount).toBe(56);
  });

  it("answers feignId/{id} with one value and 404 for an unknown id", async () => {
    const [first] = await values("degree");
    const res = await declarantApi.get(`/api/dict/dictValue/feignId/${first?.id}`);
    expect(res.json().data).toMatchObject({ value: "2", label: "博士" });
    expect((await declarantApi.get("/api/dict/dictValue/feignId/nope")).statusCode).toBe(404);
  });
});

describe("maintaining types and values", () => {
  let parentId: string;
  let childId: string;

  it("creates a type, refuses a taken code and reports it on the check", async () => {
    const created = await managerApi.post("/api/dict/dictType", {
      code: "e2e_parent",
      name: "测试类型",
      nameEn: "Test type",
      orderNum: 9,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message).toBe("创建成功");
    parentId = created.json().data.id;

    const taken = await managerApi.with({ lang: "en" }).post("/api/dict/dictType", {
      code: "E2E_PARENT",
      name: "重复",
    });
    expectBadRequest(taken, "This dictionary type code already exists in the tenant");
    const check = (await managerApi.get("/api/dict/dictType/checkCode?code=e2e_parent")).json();
    expect(check).toMatchObject({ data: false, message: "租户中字典类型编码已存在" });
    const own = (await managerApi.get(`/api/dict/dictType/checkCode?code=e2e_parent&id=${parentId}`)).json();
    expect(own.data).toBe(true);

    const bad = await managerApi.post("/api/dict/dictType", { code: "1bad", name: "x" });
    expectBadRequest(bad, "编码以字母开头，只能包含字母、数字和下划线");

    const child = await managerApi.post("/api/dict/dictType", { parentId, code: "e2e_child", name: "子类型" });
    expect(child.statusCode, child.body).toBe(200);
    childId = child.json().data.id;
    expect(find(await tree(), "e2e_parent")?.children.map((c) => c.code)).toEqual(["e2e_child"]);
  });

  it("refuses to move a type under itself or its descendants", async () => {
    const res = await managerApi.put(`/api/dict/dictType/${parentId}`, {
      parentId: childId,
      code: "e2e_parent",
      name: "测试类型",
    });
    expectBadRequest(res, "不能把字典类型移到它自己或它的下级类型之下");
    const renamed = await managerApi.put(`/api/dict/dictType/${parentId}`, {
      code: "e2e_parent",
      name: "测试类型（改）",
      nameEn: "Test type (renamed)",
    });
    expect(renamed.json()).toMatchObject({ message: "修改成功", data: { name: "测试类型（改）" } });
  });

  it("adds values, keeps code and value unique within the type, and pages and filters them", async () => {
    const add = (code: string, value: string, label: string, orderNum: number, enabled = true) =>
      managerApi.post("/api/dict/dictValue", {
        typeId: childId,
        code,
        value,
        label,
        labelEn: `${label} en`,
        orderNum,
        enabled,
      });
    expect((await add("e2e_child_b", "b", "乙", 2)).statusCode).toBe(200);
    expect((await add("e2e_child_a", "a", "甲", 1)).statusCode).toBe(200);
    expect((await add("e2e_child_c", "c", "丙", 3, false)).statusCode).toBe(200);

    const sameCode = await add("e2e_child_a", "z", "重复编码", 4);
    expectBadRequest(sameCode, "该字典类型下已有此编码");
    const sameValue = await add("e2e_child_z", "a", "重复值", 4);
    expect(sameValue.json().message).toBe("该字典类型下已有此值");
    const check = await managerApi.get(`/api/dict/dictValue/checkCode?typeId=${childId}&value=a`);
    expect(check.json()).toMatchObject({ data: false, message: "该字典类型下已有此值" });
    const missingEn = await managerApi.post("/api/dict/dictValue", {
      typeId: childId,
      code: "e2e_child_y",
      value: "y",
      label: "无英文",
    });
    expect(missingEn.json().message).toBe("请输入英文名称");

    // the look-up leaves the disabled value out and follows the order
    expect((await values("e2e_child")).map((v) => v.label)).toEqual(["甲", "乙"]);

    const page = (url: string) => supervisorApi.get(`/api/dict/dictValue/page?typeId=${childId}&${url}`);
    const all = (await page("page=1&limit=2")).json().data;
    expect(all.total).toBe(3);
    expect(all.rows.map((r: Value) => r.label)).toEqual(["甲", "乙"]);
    expect((await page("page=2&limit=2")).json().data.rows.map((r: Value) => r.label)).toEqual(["丙"]);
    expect((await page("keyword=%E4%B9%99")).json().data.rows.map((r: Value) => r.value)).toEqual(["b"]);
    expect((await page("enabled=false")).json().data.rows.map((r: Value) => r.value)).toEqual(["c"]);
    expect((await page("keyword=child_c%20en")).json().data.total).toBe(0);
  });

  it("edits a value: disabling it takes it out of the look-up", async () => {
    const rows = (await managerApi.get(`/api/dict/dictValue/page?typeId=${childId}`)).json().data.rows as Value[];
    const a = rows.find((r) => r.value === "a") as Value;
    const res = await managerApi.put(`/api/dict/dictValue/${a.id}`, {
      typeId: childId,
      code: a.code,
      value: "a",
      label: "甲（停用）",
      labelEn: "A (disabled)",
      orderNum: 1,
      enabled: false,
    });
    expect(res.json()).toMatchObject({ message: "修改成功", data: { label: "甲（停用）", enabled: false } });
    expect((await values("e2e_child")).map((v) => v.label)).toEqual(["乙"]);
    expect((await supervisorApi.get(`/api/dict/dictValue/${a.id}`)).json().data.enabled).toBe(false);
  });

  it("refuses to delete a type with child types or values, with a clear message in both languages", async () => {
    const parent = await managerApi.delete(`/api/dict/dictType/${parentId}`);
    expectBadRequest(parent, "该字典类型还有下级类型，不能删除");
    const child = await managerApi.with({ lang: "en" }).delete(`/api/dict/dictType/${childId}`);
    expect(child.json().message).toBe(
      "The dictionary type still has values and cannot be deleted; delete the values first",
    );
    expect(find(await tree(), "e2e_child")?.valueCount).toBe(3);
  });

  it("deletes the values, then the types", async () => {
    const rows = (await managerApi.get(`/api/dict/dictValue/page?typeId=${childId}`)).json().data.rows as Value[];
    for (const row of rows) {
      const res = await managerApi.delete(`/api/dict/dictValue/${row.id}`);
      expect(res.json().message).toBe("删除成功");
    }
    expect((await managerApi.delete(`/api/dict/dictValue/${rows[0]?.id}`)).statusCode).toBe(404);
    expect((await managerApi.delete(`/api/dict/dictType/${childId}`)).statusCode).toBe(200);
    expect((await managerApi.delete(`/api/dict/dictType/${parentId}`)).statusCode).toBe(200);
    expect(find(await tree(), "e2e_parent")).toBeUndefined();
    expect((await managerApi.get(`/api/dict/dictType/${parentId}`)).statusCode).toBe(404);
  });
});

describe("element codes on the dictionary", () => {
  it("lets the supervisor read but not change, and the declarant neither (the look-ups stay open)", async () => {
    expect((await tree(supervisorApi)).length).toBeGreaterThan(0);
    const sex = find(await tree(supervisorApi), "comm_sex") as TypeNode;
    expect((await supervisorApi.get(`/api/dict/dictValue/page?typeId=${sex.id}`)).json().data.total).toBe(2);
    for (const [method, url, payload] of [
      ["POST", "/api/dict/dictType", { code: "sneaky", name: "x" }],
      ["PUT", `/api/dict/dictType/${sex.id}`, { code: "comm_sex", name: "x" }],
      ["DELETE", `/api/dict/dictType/${sex.id}`, undefined],
      ["POST", "/api/dict/dictValue", { typeId: sex.id, code: "comm_sex_9", value: "9", label: "x", labelEn: "x" }],
    ] as [Method, string, object | undefined][]) {
      const res = await supervisorApi.request(method, url, payload);
      expectRefused(res);
    }
    expect((await declarantApi.get("/api/dict/dictType/tree")).statusCode).toBe(403);
    expect((await values("comm_sex", declarantApi)).length).toBe(2);
  });
});
