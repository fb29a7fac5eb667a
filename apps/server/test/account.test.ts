import { MENU_TREE } from "@zcps/contracts/menus";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, createClient, signedIn } from "./client";
import { DEMO_PASSWORD, encrypt, startTestServer, type TestServer } from "./harness";
import { HEADER_ONLY_PDF, keptFiles, noisePng, PNG, TRUNCATED_PNG } from "./real-files";

let server: TestServer;
let declarantApi: Client;
let adminApi: Client;
beforeAll(async () => {
  server = await startTestServer();
  [declarantApi, adminApi] = await signedIn(server, ["declarant", "admin"]);
});
afterAll(async () => server.close());

async function profileOf(caller: Client) {
  return (await caller.post("/api/admin/user/getLoginUserInfo")).json().data;
}

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe("GET /api/admin/user/front/info", () => {
  it("describes the super admin with menu codes, element codes and localized portal links", async () => {
    const res = await adminApi.get("/api/admin/user/front/info");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 200, message: "成功" });
    expect(body.data).toMatchObject({
      username: "admin",
      name: "系统管理员",
      avatar: "/static/default_avatar.png",
      tenantId: "default",
      description: "",
    });
    expect(body.data.id).toMatch(/^[0-9a-f-]{36}$/);
    const elements: { type: string; code: string }[] = body.data.elements;
    expect(elements).toEqual(
      expect.arrayContaining([
        { type: "menu", code: "baseManager" },
        { type: "menu", code: "userManager" },
        { type: "menu", code: "ReporterSummary" },
        { type: "uri", code: "userManager:view" },
        { type: "button", code: "userManager:btn_add" },
        { type: "button", code: "userManager:btn_edit" },
        { type: "button", code: "userManager:btn_del" },
        { type: "button", code: "userManager:btn_resetPassword" },
      ]),
    );
    for (const element of elements) {
      expect(element.type === "menu").toBe(!element.code.includes(":"));
    }
    const links = body.data.setting.articlePlatform;
    expect(links.map((l: { title: string }) => l.title)).toEqual(["学校主页", "人事处", "信息门户"]);
    expect(links[0]).toEqual({ id: expect.any(String), title: "学校主页", url: "https://www.example.edu.cn" });

    const en = (await adminApi.with({ lang: "en" }).get("/api/admin/user/front/info")).json();
    expect(en.message).toBe("Success");
    expect(en.data.setting.articlePlatform.map((l: { title: string }) => l.title)).toEqual([
      "University home",
      "Personnel Office",
      "Information portal",
    ]);
  });

  it("gives the declarant its menus and the elements of its own pages, without userManager", async () => {
    const data = (await declarantApi.get("/api/admin/user/front/info")).json().data;
    expect(data).toMatchObject({ username: "declarant", name: "李明", description: "申报人" });
    const elements = data.elements as { code: string; type: string }[];
    const menus = elements.filter((e) => e.type === "menu").map((e) => e.code);
    expect(menus.sort()).toEqual(["messageCenter", "personErrorCorrection", "userCenter", "zcps"]);
    const codes = elements.filter((e) => e.type !== "menu").map((e) => e.code);
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(code).toMatch(/^(userCenter|personErrorCorrection|messageCenter):/);
  });
});

describe("GET /api/admin/user/front/menus", () => {
  it("gives the declarant only the title-evaluation group with its three children", async () => {
    const res = await declarantApi.get("/api/admin/user/front/menus");
    expect(res.statusCode).toBe(200);
    const tree = res.json().data;
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({
      code: "zcps",
      path: "/zcps",
      title: "职称评审",
      titleEn: "Title evaluation",
      icon: "TrophyOutlined",
      parentId: null,
    });
    expect(tree[0].children.map((c: { path: string }) => c.path)).toEqual([
      "/zcps/personErrorCorrection",
      "/zcps/userCenter",
      "/zcps/messageCenter",
    ]);
    expect(tree[0].children[1]).toMatchObject({ code: "userCenter", title: "个人中心", titleEn: "My centre" });
  });

  it("gives the super admin every group of MENU_TREE with every child, in order", async () => {
    const tree = (await adminApi.get("/api/admin/user/front/menus")).json().data;
    expect(tree.map((g: { code: string }) => g.code)).toEqual(MENU_TREE.map((g) => g.code));
    for (const [i, group] of MENU_TREE.entries()) {
      expect(tree[i].children.map((c: { code: string }) => c.code)).toEqual((group.children ?? []).map((c) => c.code));
      expect(tree[i].icon).toBe(group.icon);
    }
    const unit = tree.find((g: { code: string }) => g.code === "UnitAuditMan");
    const summary = unit.children.find((c: { code: string }) => c.code === "ReporterSummary");
    expect(summary.path).toBe("/UnitAuditMan/ReporterSummary/:isAdmin");
    const users = tree[0].children[0];
    expect(users).toMatchObject({ code: "userManager", path: "/baseManager/userManager", title: "用户管理" });
  });

  it("gives the supervisor the basic-configuration pages they audit, and no service management", async () => {
    const supervisorApi = createClient(server.app, await server.login("supervisor"));
    const tree = (await supervisorApi.get("/api/admin/user/front/menus")).json().data;
    const base = tree.find((g: { code: string }) => g.code === "baseManager");
    const pages = base.children.map((c: { code: string }) => c.code);
    for (const code of ["userManager", "gateLogManager", "menuManager", "groupManager", "groupTypeManager"]) {
      expect(pages).toContain(code);
    }
    expect(tree.some((g: { code: string }) => g.code === "authManager")).toBe(false);
  });
});

describe("POST /api/admin/user/getLoginUserInfo", () => {
  it("returns the signed-in user's profile without administrative fields", async () => {
    const res = await declarantApi.post("/api/admin/user/getLoginUserInfo");
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      username: "declarant",
      name: "李明",
      depart: { name: "计算机科学与技术学院" },
      mobilePhone: "13800000002",
      email: "declarant@example.edu.cn",
      no: "T0002",
      idNo: "110101198001010002",
      sex: "1",
      nation: "01",
      avatar: "/static/default_avatar.png",
    });
    expect(data.departId).toBe(data.depart.id);
    for (const hidden of ["enabled", "isSuperAdmin", "roles", "tenantId", "passwordHash", "updatedBy"]) {
      expect(data).not.toHaveProperty(hidden);
    }
  });
});

describe("password of the signed-in user", () => {
  const check = (caller: Client, oldPass: string) =>
    caller.get(`/api/admin/user/front/checkOldPassword?${q({ is_encrypt: "1", oldPass })}`);
  const change = (caller: Client, oldPass: string, newPass: string, lang?: string) =>
    caller
      .with({ lang })
      .post(
        `/api/admin/user/front/changePassword?${q({ is_encrypt: "1", oldPass: encrypt(oldPass), newPass: encrypt(newPass) })}`,
      );

  it("checkOldPassword answers true for the current password and false otherwise", async () => {
    expect((await check(declarantApi, encrypt(DEMO_PASSWORD))).json()).toEqual({
      status: 200,
      message: "成功",
      data: true,
    });
    expect((await check(declarantApi, encrypt("Wrong@2026"))).json().data).toBe(false);
    expect((await check(declarantApi, "not-a-ciphertext")).json().data).toBe(false);
  });

  it("changePassword: a wrong old password gives data false with '修改失败'", async () => {
    const expert = createClient(server.app, await server.login("expert_in"));
    const res = await change(expert, "Wrong@2026", "Next@2027");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: "修改失败", data: false });
    expect((await change(expert, "Wrong@2026", "Next@2027", "en")).json().message).toBe("Change failed");
  });

  it("changePassword: a weak new password is refused with the rule message", async () => {
    const expert = createClient(server.app, await server.login("expert_in"));
    for (const weak of ["abcdefg", "1234567", "abc1234", "Ab1!"]) {
      const res = await change(expert, DEMO_PASSWORD, weak);
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe(400);
      expect(res.json().message).toMatch(/^(密码中必须包含字母、数字、特殊字符！长度6-20|长度在 6 到 20 个字符)$/);
    }
    expect((await change(expert, DEMO_PASSWORD, "abcdefg")).json().message).toBe(
      "密码中必须包含字母、数字、特殊字符！长度6-20",
    );
    expect((await change(expert, DEMO_PASSWORD, "abcdefg", "en")).json().message).toBe(
      "The password must contain a letter, a digit and a special character! Length 6-20",
    );
    const missing = await expert.post("/api/admin/user/front/changePassword?is_encrypt=1");
    expect(missing.statusCode).toBe(400);
  });

  it("changePassword succeeds, keeps the current token and revokes the user's other tokens", async () => {
    const current = createClient(server.app, await server.login("expert_in"));
    const other = createClient(server.app, await server.login("expert_in"));
    expect((await other.get("/api/admin/user/front/info")).statusCode).toBe(200);
    const res = await change(current, DEMO_PASSWORD, "Next@2027");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: "修改成功", data: true });
    expect((await current.get("/api/admin/user/front/info")).statusCode).toBe(200);
    const revoked = await other.get("/api/admin/user/front/info");
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().status).toBe(40101);
    expect((await check(current, encrypt("Next@2027"))).json().data).toBe(true);
    await expect(server.login("expert_in")).rejects.toThrow(/账户或密码错误/);
    expect(await server.login("expert_in", "Next@2027")).toBeTruthy();
  });
});

describe("uniqueness checks of the signed-in user", () => {
  it("checkEmail: the user's own e-mail is available, another user's is not", async () => {
    const own = await declarantApi.get(`/api/admin/user/front/checkEmail?${q({ email: "declarant@example.edu.cn" })}`);
    expect(own.json()).toEqual({ status: 200, message: "成功", data: true });
    const free = await declarantApi.get(`/api/admin/user/front/checkEmail?${q({ email: "free@example.edu.cn" })}`);
    expect(free.json().data).toBe(true);
    const taken = await declarantApi.get(`/api/admin/user/front/checkEmail?${q({ email: "ADMIN@example.edu.cn" })}`);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ status: 200, message: "租户中邮箱已存在！", data: false });
    const en = await declarantApi
      .with({ lang: "en" })
      .get(`/api/admin/user/front/checkEmail?${q({ email: "admin@example.edu.cn" })}`);
    expect(en.json().message).toBe("This e-mail already exists in the tenant!");
  });

  it("checkMobilePhone: the user's own number is available, another user's is not", async () => {
    const own = await declarantApi.get(`/api/admin/user/front/checkMobilePhone?${q({ mobilePhone: "13800000002" })}`);
    expect(own.json()).toEqual({ status: 200, message: "成功", data: true });
    const taken = await declarantApi.get(`/api/admin/user/front/checkMobilePhone?${q({ mobilePhone: "13800000000" })}`);
    expect(taken.json()).toEqual({ status: 200, message: "租户中手机号已存在！", data: false });
    const en = await declarantApi
      .with({ lang: "en" })
      .get(`/api/admin/user/front/checkMobilePhone?${q({ mobilePhone: "13800000000" })}`);
    expect(en.json().message).toBe("This mobile number already exists in the tenant!");
  });

  it("ignores an id naming someone else (the check is always about the caller)", async () => {
    const adminId = (await profileOf(adminApi)).id;
    const res = await declarantApi.get(
      `/api/admin/user/front/checkEmail?${q({ id: adminId, email: "admin@example.edu.cn" })}`,
    );
    expect(res.json().data).toBe(false);
  });
});

describe("PUT /api/admin/user/front/profile", () => {
  let id: string;
  let departId: string;
  beforeAll(async () => {
    const profile = await profileOf(declarantApi);
    id = profile.id;
    departId = profile.departId;
  });
  const valid = () => ({
    id,
    mobilePhone: "13800000002",
    telPhone: "",
    email: "declarant@example.edu.cn",
    departId,
    description: "",
  });
  const put = (body: object, lang?: string) => declarantApi.with({ lang }).put("/api/admin/user/front/profile", body);

  it("refuses invalid values with the spec's messages in both languages", async () => {
    const cases: [object, string, string][] = [
      [{ mobilePhone: "12345678901" }, "手机号输入不合法", "Invalid mobile number"],
      [{ mobilePhone: "" }, "请输入手机号", "Please enter the mobile number"],
      [{ email: "not-an-email" }, "邮箱输入不合法", "Invalid e-mail"],
      [{ email: "" }, "请输入邮箱", "Please enter the e-mail"],
      [{ email: `${"a".repeat(27)}@ex.cn` }, "长度必须小于32个字符", "Must be shorter than 32 characters"],
      [{ telPhone: "1".repeat(21) }, "电话长度不能超过 20 个字符", "The phone number must not exceed 20 characters"],
      [{ description: "x".repeat(101) }, "备注长度不能超过 100 个字符", "Remarks must not exceed 100 characters"],
    ];
    for (const [change, zh, en] of cases) {
      const res = await put({ ...valid(), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toEqual({ status: 400, message: zh, data: null });
      expect((await put({ ...valid(), ...change }, "en")).json().message).toBe(en);
    }
    expect((await profileOf(declarantApi)).email).toBe("declarant@example.edu.cn");
  });

  it("refuses someone else's id with 403", async () => {
    const adminId = (await profileOf(adminApi)).id;
    const res = await put({ ...valid(), id: adminId, mobilePhone: "13900000001", email: "hijack@example.edu.cn" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 40001, message: "没有权限执行此操作", data: null });
    expect((await profileOf(adminApi)).email).toBe("admin@example.edu.cn");
  });

  it("refuses an e-mail or mobile number another user holds", async () => {
    const email = await put({ ...valid(), email: "Admin@example.edu.cn" });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toEqual({ status: 400, message: "租户中邮箱已存在！", data: null });
    const mobile = await put({ ...valid(), mobilePhone: "13800000000" }, "en");
    expect(mobile.statusCode).toBe(400);
    expect(mobile.json().message).toBe("This mobile number already exists in the tenant!");
  });

  it("saves trimmed values with '创建成功', leaving the department alone", async () => {
    const res = await put({
      id,
      mobilePhone: " 0912345678 ",
      telPhone: " 010-62750000 ",
      email: " li.ming@example.edu.cn ",
      departId: "another-depart",
      description: "  备注  ",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, message: "创建成功" });
    const expected = {
      mobilePhone: "0912345678",
      telPhone: "010-62750000",
      email: "li.ming@example.edu.cn",
      description: "备注",
      departId,
    };
    expect(res.json().data).toMatchObject(expected);
    expect(await profileOf(declarantApi)).toMatchObject(expected);
    // front/info is cached per user: the edit must show at once
    expect((await declarantApi.get("/api/admin/user/front/info")).json().data.description).toBe("备注");
    const en = await put({ ...valid(), mobilePhone: "0912345678", email: "li.ming@example.edu.cn" }, "en");
    expect(en.json().message).toBe("Created successfully");
    expect((await profileOf(declarantApi)).telPhone).toBeNull();
  });
});

describe("POST /api/admin/user/front/changeAvatar", () => {
  const upload = (caller: Client, filename: string, content: Buffer, contentType = "image/png", lang?: string) =>
    caller.with({ lang }).upload("/api/admin/user/front/changeAvatar", {
      filename,
      content,
      contentType,
    });

  it("stores a PNG and serves it publicly as image/png", async () => {
    const professor = createClient(server.app, await server.login("professor"));
    const res = await upload(professor, "me.png", PNG);
    expect(res.statusCode).toBe(200);
    const avatar: string = res.json().data.avatar;
    expect(avatar).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const file = await createClient(server.app).get(avatar);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect((await professor.get("/api/admin/user/front/info")).json().data.avatar).toBe(avatar);
    expect((await profileOf(professor)).avatar).toBe(avatar);
  });

  it("accepts an image over the general 1 MB body limit (up to 2 MB)", async () => {
    const professor = createClient(server.app, await server.login("professor"));
    const big = noisePng(1_500_000);
    expect(big.length).toBeGreaterThan(1_500_000);
    const res = await upload(professor, "big.png", big);
    expect(res.statusCode, res.body).toBe(200);
  });

  it("refuses a text file renamed .png, whatever its declared type", async () => {
    const professor = createClient(server.app, await server.login("professor"));
    const res = await upload(professor, "fake.png", Buffer.from("hello, not an image"), "image/png");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: "头像只能是 JPG 或 PNG 图片", data: null });
    const en = await upload(professor, "fake.png", Buffer.from("hello, not an image"), "image/png", "en");
    expect(en.json().message).toBe("The avatar must be a JPG or PNG image");
    expect((await upload(professor, "scan.png", HEADER_ONLY_PDF)).json().message).toBe("头像只能是 JPG 或 PNG 图片");
  });

  it("refuses a PNG that does not decode, and keeps nothing of it", async () => {
    const professor = createClient(server.app, await server.login("professor"));
    const before = await keptFiles(server);
    const res = await upload(professor, "cut.png", TRUNCATED_PNG);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      message: "图片无法打开，可能已损坏或不完整，请重新保存后上传",
      data: null,
    });
    expect(await keptFiles(server)).toEqual(before);
  });

  it("refuses an image over 2 MB", async () => {
    const professor = createClient(server.app, await server.login("professor"));
    const huge = noisePng(2 * 1024 * 1024);
    const res = await upload(professor, "huge.png", huge);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: "头像大小不能超过 2MB", data: null });
    expect((await upload(professor, "huge.png", huge, "image/png", "en")).json().message).toBe(
      "The avatar must not exceed 2 MB",
    );
  });

  it("refuses an empty file", async () => {
    const professor = createClient(server.app, await server.login("professor"));
    const res = await upload(professor, "empty.png", Buffer.alloc(0));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("请选择头像图片");
  });

  it("answers 404 for an unknown file and 400 for a malformed id", async () => {
    const anonymous = createClient(server.app);
    const unknown = await anonymous.get("/api/files/00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 404, message: "记录不存在", data: null });
    const malformed = await anonymous.get("/api/files/..%2F..%2Fetc%2Fpasswd");
    expect(malformed.statusCode).toBe(400);
  });
});
