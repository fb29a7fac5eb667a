import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { departs as departTable, users } from "../src/db/schema";
import { type Client, createClient, data, expectBadRequest, requestToken, signedIn } from "./client";
import { encrypt, startTestServer, type TestServer } from "./harness";

let server: TestServer;
/** school_admin holds userManager with every button but is not a super admin */
let managerApi: Client;
let adminApi: Client;
const departs = new Map<string, string>();

interface Depart {
  id: string;
  parentId: string | null;
  code: string;
  name: string;
  children: Depart[];
}

/** The seeded tenant's live users (the demo roles and the demo school's staff), as the database counts them. */
let SEEDED: number;

/** Live users of the seeded tenant matching the condition, counted in the database. */
async function liveUsers(where?: SQL): Promise<number> {
  const [row] = await server.deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.tenantId, "default"), isNull(users.deletedAt), where));
  return row?.n ?? 0;
}

beforeAll(async () => {
  server = await startTestServer();
  SEEDED = await liveUsers();
  [managerApi, adminApi] = await signedIn(server, ["school_admin", "admin"]);
  const tree: Depart[] = (await adminApi.get("/api/admin/user/findNode")).json().data;
  const walk = (nodes: Depart[]) => {
    for (const node of nodes) {
      departs.set(node.code, node.id);
      walk(node.children);
    }
  };
  walk(tree);
});
afterAll(async () => server.close());

const q = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

interface Row {
  id: string;
  username: string;
  name: string;
  departId: string | null;
  enabled: boolean;
}

async function page(params: Record<string, string | number>, caller = managerApi, path = "page") {
  const res = await caller.get(`/api/admin/user/${path}?${q({ page: 1, limit: 20, ...params })}`);
  return data<{ rows: Row[]; total: number }>(res);
}

async function idOf(username: string): Promise<string> {
  const { rows } = await page({ username, limit: 100 });
  const row = rows.find((r) => r.username === username);
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

function tokenCall(username: string, password: string) {
  return requestToken(server.app, { username, password: encrypt(password), is_encrypt: "1" });
}

describe("GET /api/admin/user/findNode", () => {
  it("returns the department tree: the school with its units and offices", async () => {
    const res = await managerApi.get("/api/admin/user/findNode");
    expect(res.statusCode).toBe(200);
    const tree: Depart[] = res.json().data;
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ code: "root", name: "示范大学", parentId: null });
    const units = await server.deps.db
      .select({ id: departTable.id })
      .from(departTable)
      .where(eq(departTable.parentId, tree[0]?.id as string));
    expect(tree[0]?.children).toHaveLength(units.length);
    expect(tree[0]?.children.find((d) => d.code === "cs")).toEqual({
      id: expect.any(String),
      parentId: tree[0]?.id,
      code: "cs",
      name: "计算机科学与技术学院",
      children: [],
    });
  });
});

describe("GET /api/admin/user/page and pageNoSelf", () => {
  it("pages every live user of the tenant with their department and roles", async () => {
    const res = await managerApi.get("/api/admin/user/page?page=1&limit=100&username=declarant");
    expect(res.json()).toMatchObject({ status: 200, message: "成功" });
    const { total } = await page({ limit: 100 });
    expect(total).toBe(SEEDED);
    const declarant = res.json().data.rows.find((r: Row) => r.username === "declarant");
    expect(declarant).toMatchObject({
      name: "李明",
      depart: { id: departs.get("cs"), name: "计算机科学与技术学院" },
      mobilePhone: "13800000002",
      email: "declarant@example.edu.cn",
      enabled: true,
      isSuperAdmin: false,
      roles: ["申报人"],
      avatar: "/static/default_avatar.png",
      tenantId: "default",
      tenantName: "示范大学",
    });
    expect(declarant).not.toHaveProperty("passwordHash");
  });

  it("matches the keyword against the name or the account, case-insensitively", async () => {
    expect((await page({ name: "李明" })).rows.map((r) => r.username)).toEqual(["declarant"]);
    const judges = await page({ name: "JUDGE", username: "JUDGE" });
    expect(judges.total).toBe(2);
    expect(judges.rows.map((r) => r.username).sort()).toEqual(["judge", "judge_chair"]);
    expect((await page({ username: "chair" })).rows.map((r) => r.name)).toEqual(["朱红"]);
    expect((await page({ name: "nobody-matches" })).total).toBe(0);
  });

  it("treats % and _ in the keyword literally", async () => {
    expect((await page({ name: "%" })).total).toBe(0);
    const underscored = await page({ name: "_" });
    expect(underscored.total).toBe(await liveUsers(sql`${users.username} like '%\\_%' or ${users.name} like '%\\_%'`));
    expect(underscored.total).toBeGreaterThan(5);
    expect(underscored.rows.every((r) => r.username.includes("_"))).toBe(true);
  });

  it("filters by department", async () => {
    const cs = await page({ departId: departs.get("cs") as string, limit: 100 });
    expect(cs.rows.map((r) => r.username)).toEqual(expect.arrayContaining(["declarant", "unit_admin", "unit_leader"]));
    expect(cs.rows.every((r) => r.departId === departs.get("cs"))).toBe(true);
    expect(cs.total).toBe(await liveUsers(eq(users.departId, departs.get("cs") as string)));
    const hr = await page({ departId: departs.get("hr") as string });
    expect(hr.total).toBe(await liveUsers(eq(users.departId, departs.get("hr") as string)));
    expect(hr.total).toBeGreaterThan(0);
    expect(hr.rows.every((r) => r.departId === departs.get("hr"))).toBe(true);
  });

  it("paginates with a stable order and the full total on every page", async () => {
    const limit = 100;
    const count = Math.ceil(SEEDED / limit) + 1;
    const pages = await Promise.all(Array.from({ length: count }, (_, i) => page({ page: i + 1, limit })));
    expect(pages.map((p) => p.rows.length)).toEqual(
      Array.from({ length: count }, (_, i) => Math.max(0, Math.min(limit, SEEDED - i * limit))),
    );
    expect(pages.every((p) => p.total === SEEDED)).toBe(true);
    const ids = pages.flatMap((p) => p.rows.map((r) => r.id));
    expect(new Set(ids).size).toBe(SEEDED);
  });

  it("refuses an out-of-range page or limit with a localized message", async () => {
    const invalid: [Record<string, string | number>, string][] = [
      [{ page: 0 }, "请求参数不合法：page 不能小于 1"],
      [{ limit: 0 }, "请求参数不合法：limit 不能小于 1"],
      [{ limit: 101 }, "请求参数不合法：limit 不能大于 100"],
      [{ page: "x" }, "请求参数不合法：page 的类型应为 number"],
    ];
    for (const [params, message] of invalid) {
      const res = await managerApi.get(`/api/admin/user/page?${q(params)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 400, message, data: null });
    }
    const en = await managerApi.with({ lang: "en" }).get("/api/admin/user/page?limit=101");
    expect(en.json().message).toBe("Invalid request parameter: limit must be at most 100");
  });

  it("pageNoSelf leaves the caller out", async () => {
    const result = await page({ username: "admin", limit: 100 }, managerApi, "pageNoSelf");
    expect((await page({ limit: 100 }, managerApi, "pageNoSelf")).total).toBe(SEEDED - 1);
    expect(result.rows.some((r) => r.username === "school_admin")).toBe(false);
    const asAdmin = await page({ username: "admin", limit: 100 }, adminApi, "pageNoSelf");
    expect(asAdmin.rows.some((r) => r.username === "admin")).toBe(false);
    expect(asAdmin.rows.some((r) => r.username === "school_admin")).toBe(true);
  });
});

describe("uniqueness checks", () => {
  const check = async (path: string, params: Record<string, string>, lang?: string) => {
    const res = await managerApi.with({ lang }).get(`/api/admin/user/${path}?${q(params)}`);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it("answers true with '成功' for free values and empty ones", async () => {
    const free: [string, Record<string, string>][] = [
      ["checkUserNameFormAll", { username: "brand_new" }],
      ["checkNoFormTenant", { no: "Z9999" }],
      ["checkIdNoFormTenant", { idNo: "110101199912319999" }],
      ["checkMobilePhoneFormTenant", { mobilePhone: "13999999999" }],
      ["checkEmailFormTenant", { email: "free@example.edu.cn" }],
      ["checkEmailFormTenant", { email: "" }],
      ["checkNoFormTenant", {}],
    ];
    for (const [path, params] of free) {
      expect(await check(path, params), path).toEqual({ status: 200, message: "成功", data: true });
    }
  });

  it("answers false with the field's message for taken values, in zh and en", async () => {
    const taken: [string, Record<string, string>, string, string][] = [
      ["checkUserNameFormAll", { username: "ADMIN" }, "账户已存在！", "This account already exists!"],
      ["checkNoFormTenant", { no: "T0002" }, "租户中工号已存在！", "This staff number already exists in the tenant!"],
      [
        "checkIdNoFormTenant",
        { idNo: "110101198001010002" },
        "租户中身份证号已存在！",
        "This ID number already exists in the tenant!",
      ],
      [
        "checkMobilePhoneFormTenant",
        { mobilePhone: "13800000002" },
        "租户中手机号已存在！",
        "This mobile number already exists in the tenant!",
      ],
      [
        "checkEmailFormTenant",
        { email: " Declarant@Example.edu.cn " },
        "租户中邮箱已存在！",
        "This e-mail already exists in the tenant!",
      ],
    ];
    for (const [path, params, zh, en] of taken) {
      expect(await check(path, params), path).toEqual({ status: 200, message: zh, data: false });
      expect((await check(path, params, "en")).message).toBe(en);
    }
  });

  it("does not count the user being edited (id)", async () => {
    const id = await idOf("declarant");
    expect((await check("checkUserNameFormAll", { id, username: "declarant" })).data).toBe(true);
    expect((await check("checkEmailFormTenant", { id, email: "declarant@example.edu.cn" })).data).toBe(true);
    expect((await check("checkMobilePhoneFormTenant", { id, mobilePhone: "13800000000" })).data).toBe(false);
  });
});

describe("user lifecycle", () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    username: "new_teacher",
    password: encrypt("Teach@2026"),
    name: "新教师",
    departId: departs.get("cs"),
    mobilePhone: "13911112222",
    telPhone: "010-12345678",
    email: "new.teacher@example.edu.cn",
    no: "N0001",
    idNo: "110101199001011234",
    sex: "2",
    nation: "01",
    description: "  新入职  ",
    ...overrides,
  });
  const create = (payload: object, lang?: string) =>
    managerApi.with({ lang }).post("/api/admin/user?is_encrypt=1", payload);
  const update = (id: string, payload: object, lang?: string) =>
    managerApi.with({ lang }).put(`/api/admin/user/${id}`, payload);
  const editable = (overrides: Record<string, unknown> = {}) => {
    const { username: _u, password: _p, ...rest } = body(overrides);
    return rest;
  };
  let id: string;
  let teacher: Client;

  it("refuses invalid fields with their messages", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { username: "a b" },
        "账户只能包含字母、数字、下划线、点和减号",
        "The account may contain letters, digits, underscore, dot and hyphen only",
      ],
      [{ username: "ab" }, "账户长度在 3 到 20 个字符", "The account must be 3 to 20 characters"],
      [{ username: "" }, "请输入账户", "Please enter the account"],
      [
        { password: encrypt("abcdefg") },
        "密码中必须包含字母、数字、特殊字符！长度6-20",
        "The password must contain a letter, a digit and a special character! Length 6-20",
      ],
      [{ mobilePhone: "1391111222" }, "手机号输入不合法", "Invalid mobile number"],
      [{ email: "new.teacher@" }, "邮箱输入不合法", "Invalid e-mail"],
      [{ email: `${"a".repeat(27)}@ex.cn` }, "长度必须小于32个字符", "Must be shorter than 32 characters"],
      [{ name: " " }, "请输入姓名", "Please enter the name"],
      [{ name: "名".repeat(21) }, "姓名长度不能超过 20 个字符", "The name must not exceed 20 characters"],
      [{ departId: "" }, "请选择部门", "Please choose a department"],
      [{ idNo: "1".repeat(19) }, "身份证号长度不能超过 18 个字符", "The ID number must not exceed 18 characters"],
      [{ departId: "no-such-depart" }, "部门不存在", "Department not found"],
      [{ password: "not-a-ciphertext" }, "请求参数不合法", "Invalid request"],
    ];
    for (const [override, zh, en] of cases) {
      const res = await create(body(override));
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json(), JSON.stringify(override)).toEqual({ status: 400, message: zh, data: null });
      expect((await create(body(override), "en")).json().message).toBe(en);
    }
    expect((await page({ name: "新教师" })).total).toBe(0);
  });

  it("refuses values another user holds", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ username: "Declarant" }, "账户已存在！"],
      [{ mobilePhone: "13800000002" }, "租户中手机号已存在！"],
      [{ email: "DECLARANT@example.edu.cn" }, "租户中邮箱已存在！"],
      [{ no: "T0002" }, "租户中工号已存在！"],
      [{ idNo: "110101198001010002" }, "租户中身份证号已存在！"],
    ];
    for (const [override, message] of cases) {
      const res = await create(body(override));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 400, message, data: null });
    }
    expect((await page({})).total).toBe(SEEDED);
  });

  it("creates a user from an encrypted password, trims values and ignores a super-admin flag", async () => {
    const res = await create({ ...body(), isSuperAdmin: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, message: "创建成功" });
    const row = res.json().data;
    expect(row).toMatchObject({
      username: "new_teacher",
      name: "新教师",
      depart: { id: departs.get("cs"), name: "计算机科学与技术学院" },
      description: "新入职",
      enabled: true,
      isSuperAdmin: false,
      roles: [],
      updatedBy: "胡军",
    });
    id = row.id;
    expect((await page({})).total).toBe(SEEDED + 1);
    expect((await managerApi.get("/api/admin/user/checkUserNameFormAll?username=NEW_TEACHER")).json().data).toBe(false);
  });

  it("lets the new user sign in", async () => {
    const res = await tokenCall("new_teacher", "Teach@2026");
    expect(res.statusCode).toBe(200);
    teacher = createClient(server.app, res.json().access_token);
    const info = await teacher.get("/api/admin/user/front/info");
    expect(info.json().data).toMatchObject({ id, username: "new_teacher", name: "新教师", elements: [] });
  });

  it("gets one user, and 404 for an unknown id", async () => {
    const res = await managerApi.get(`/api/admin/user/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, username: "new_teacher", mobilePhone: "13911112222" });
    const unknown = await managerApi.get("/api/admin/user/00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 404, message: "记录不存在", data: null });
    const en = await managerApi.with({ lang: "en" }).get("/api/admin/user/unknown");
    expect(en.json().message).toBe("Record not found");
  });

  it("updates a user, refusing a duplicate e-mail and an unknown id", async () => {
    const duplicate = await update(id, editable({ email: "admin@example.edu.cn" }));
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ status: 400, message: "租户中邮箱已存在！", data: null });
    const unknown = await update(
      "00000000-0000-4000-8000-000000000000",
      editable({ mobilePhone: "13977776666", email: "ghost@example.edu.cn", no: "G1", idNo: "G1" }),
    );
    expect(unknown.statusCode).toBe(404);
    const invalid = await update(id, editable({ mobilePhone: "123" }));
    expect(invalid.json().message).toBe("手机号输入不合法");

    const res = await update(id, editable({ name: " 新教师二 ", departId: departs.get("me"), isSuperAdmin: true }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, message: "修改成功" });
    expect(res.json().data).toMatchObject({
      name: "新教师二",
      depart: { name: "机械工程学院" },
      isSuperAdmin: false,
      enabled: true,
    });
    expect((await managerApi.get(`/api/admin/user/${id}`)).json().data.name).toBe("新教师二");
    // the user's cached front/info follows the change
    expect((await teacher.get("/api/admin/user/front/info")).json().data.name).toBe("新教师二");
  });

  it("disabling a user ends their sessions and keeps them out; enabling lets them back", async () => {
    const session = createClient(server.app, (await tokenCall("new_teacher", "Teach@2026")).json().access_token);
    expect((await session.get("/api/admin/user/front/info")).statusCode).toBe(200);
    const res = await update(id, editable({ enabled: false }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.enabled).toBe(false);
    const after = await session.get("/api/admin/user/front/info");
    expect(after.statusCode).toBe(401);
    expect(after.json().status).toBe(40101);
    expect((await tokenCall("new_teacher", "Teach@2026")).json()).toEqual({
      status: 400,
      message: "账户或密码错误！",
      data: null,
    });
    expect((await page({ enabled: "false" })).rows.map((r) => r.username)).toEqual(["new_teacher"]);
    expect((await update(id, editable({ enabled: true }))).statusCode).toBe(200);
    expect((await tokenCall("new_teacher", "Teach@2026")).statusCode).toBe(200);
  });

  it("resets a password: their sessions end, the new password works, a weak one is refused", async () => {
    const session = createClient(server.app, (await tokenCall("new_teacher", "Teach@2026")).json().access_token);
    const reset = (password: string, target = id) =>
      managerApi.put(`/api/admin/user/${target}/password?is_encrypt=1`, { password: encrypt(password) });
    const weak = await reset("abcdefg");
    expectBadRequest(weak, "密码中必须包含字母、数字、特殊字符！长度6-20");
    expect((await reset("Reset#2026", "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);

    const res = await reset("Reset#2026");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: "密码已重置", data: null });
    expect((await session.get("/api/admin/user/front/info")).statusCode).toBe(401);
    expect((await tokenCall("new_teacher", "Teach@2026")).statusCode).toBe(400);
    expect((await tokenCall("new_teacher", "Reset#2026")).statusCode).toBe(200);
  });

  it("deletes softly: gone from the page and from sign-in; the account name is free again", async () => {
    const session = createClient(server.app, (await tokenCall("new_teacher", "Reset#2026")).json().access_token);
    const res = await managerApi.delete(`/api/admin/user/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: "删除成功", data: null });
    expect((await page({ name: "new_teacher" })).total).toBe(0);
    expect((await page({})).total).toBe(SEEDED);
    expect((await managerApi.get(`/api/admin/user/${id}`)).statusCode).toBe(404);
    expect((await session.get("/api/admin/user/front/info")).statusCode).toBe(401);
    expect((await tokenCall("new_teacher", "Reset#2026")).json().message).toBe("账户或密码错误！");
    expect((await managerApi.delete(`/api/admin/user/${id}`)).statusCode).toBe(404);
    expect(
      (await managerApi.get("/api/admin/user/checkEmailFormTenant?email=new.teacher@example.edu.cn")).json().data,
    ).toBe(true);

    const again = await create(body());
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).not.toBe(id);
  });

  it("refuses to delete the signed-in account", async () => {
    const self = await idOf("school_admin");
    const res = await managerApi.delete(`/api/admin/user/${self}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: "不能删除当前登录的账户", data: null });
    const en = await managerApi.with({ lang: "en" }).delete(`/api/admin/user/${self}`);
    expect(en.json().message).toBe("You cannot delete the account you are signed in with");
    expect((await managerApi.get("/api/admin/user/front/info")).statusCode).toBe(200);
  });
});

describe("GET /api/dict/dictValue/feign/{name} and feignId/{id}", () => {
  it("lists the sexes and the 56 ethnic groups for any signed-in user", async () => {
    const declarantApi = createClient(server.app, await server.login("declarant"));
    const sexes = await declarantApi.get("/api/dict/dictValue/feign/comm_sex");
    expect(sexes.statusCode).toBe(200);
    expect(sexes.json().data).toEqual([
      { id: expect.any(String), code: "comm_sex_1", value: "1", label: "男", labelEn: "Male" },
      { id: expect.any(String), code: "comm_sex_2", value: "2", label: "女", labelEn: "Female" },
    ]);
    const nations = (await declarantApi.get("/api/dict/dictValue/feign/nation")).json().data;
    expect(nations).toHaveLength(56);
    expect(nations[0]).toMatchObject({ value: "01", label: "汉族", labelEn: "Han" });
    expect(nations[55]).toMatchObject({ value: "56", label: "基诺族" });
    expect(new Set(nations.map((n: { value: string }) => n.value)).size).toBe(56);
    expect((await declarantApi.get("/api/dict/dictValue/feign/no_such_type")).json()).toEqual({
      status: 200,
      message: "成功",
      data: [],
    });

    const one = await declarantApi.get(`/api/dict/dictValue/feignId/${nations[1].id}`);
    expect(one.json().data).toEqual(nations[1]);
    const unknown = await declarantApi.get("/api/dict/dictValue/feignId/unknown");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("记录不存在");
  });
});

describe("cached user lists", () => {
  const find = async (username: string) => {
    const page = await adminApi.get(`/api/admin/user/page?${q({ page: 1, limit: 20, name: username })}`);
    return (page.json().data.rows as { username: string; mobilePhone: string | null; avatar: string }[]).find(
      (r) => r.username === username,
    );
  };

  it("show a user's own profile change at once", async () => {
    expect((await find("professor"))?.mobilePhone).toBe("13800000013");
    const professor = createClient(server.app, await server.login("professor"));
    const me = (await professor.post("/api/admin/user/getLoginUserInfo")).json().data;
    const saved = await professor.put("/api/admin/user/front/profile", {
      id: me.id,
      mobilePhone: "13912345678",
      email: me.email,
    });
    expect(saved.statusCode).toBe(200);
    expect((await find("professor"))?.mobilePhone).toBe("13912345678");
  });
});
