import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { elementRoutes, users } from "../src/db/schema";
import { type Client, createClient, type Method, send, signedIn } from "./client";
import { DEMO_PASSWORD, encrypt, registeredRoutes, startTestServer, type TestServer } from "./harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const FORBIDDEN = { status: 40001, message: "没有权限执行此操作", data: null };
const TOKEN_INVALID = { status: 40101, message: "用户身份过期,请重新登录!", data: null };

/** The calls that need no token (spec: sign-in, codes, self-service reset; avatars for <img>; probes; API docs). */
const PUBLIC = new Set([
  "POST /api/auth/oauth/token",
  "DELETE /api/auth/oauth/token",
  "GET /api/auth/user/ignoreUserToken/getVerifyCodeId",
  "POST /api/auth/user/ignoreUserToken/resetPasswordByCode",
  "POST /api/auth/user/ignoreUserToken/sendResetMail",
  "POST /api/auth/user/ignoreUserToken/resetPasswordByMail",
  "GET /api/files/:id",
  "GET /api/ping",
  "GET /api/health",
  // account applications come from people without an account (zcps/userAudit)
  "POST /api/zcps-sh/userAudit/apply",
  "GET /api/zcps-sh/userAudit/apply/units",
]);
const isPublic = (method: string, url: string) => PUBLIC.has(`${method} ${url}`) || url.startsWith("/api/docs");

/** The brief's endpoints: each must be registered. */
const DOCUMENTED = [
  "POST /api/auth/oauth/token",
  "DELETE /api/auth/oauth/token",
  "GET /api/auth/user/ignoreUserToken/getVerifyCodeId",
  "POST /api/auth/user/ignoreUserToken/resetPasswordByCode",
  "POST /api/auth/user/ignoreUserToken/sendResetMail",
  "POST /api/auth/user/ignoreUserToken/resetPasswordByMail",
  "GET /api/admin/user/front/info",
  "GET /api/admin/user/front/menus",
  "POST /api/admin/user/getLoginUserInfo",
  "POST /api/admin/user/front/changePassword",
  "GET /api/admin/user/front/checkOldPassword",
  "POST /api/admin/user/front/changeAvatar",
  "GET /api/admin/user/front/checkEmail",
  "GET /api/admin/user/front/checkMobilePhone",
  "PUT /api/admin/user/front/profile",
  "GET /api/zcps-sh/sys/listPro",
  "GET /api/zcps-sh/sys/checkPro",
  "GET /api/zcps-sh/dashboard",
  "GET /api/admin/user/page",
  "GET /api/admin/user/pageNoSelf",
  "POST /api/admin/user",
  "GET /api/admin/user/:id",
  "PUT /api/admin/user/:id",
  "DELETE /api/admin/user/:id",
  "PUT /api/admin/user/:id/password",
  "GET /api/admin/user/checkUserNameFormAll",
  "GET /api/admin/user/checkNoFormTenant",
  "GET /api/admin/user/checkIdNoFormTenant",
  "GET /api/admin/user/checkMobilePhoneFormTenant",
  "GET /api/admin/user/checkEmailFormTenant",
  "GET /api/admin/user/findNode",
  "GET /api/dict/dictValue/feign/:name",
];

const concrete = (url: string) =>
  url
    .replace(/:id\b/g, "00000000-0000-4000-8000-000000000000")
    .replace(/:name\b/g, "comm_sex")
    .replace(/\*$/, "anything");

describe("every route", () => {
  const routes = () => registeredRoutes(server.app).filter((r) => r.url.startsWith("/api/"));

  it("includes every endpoint of the brief, and the parser sees the whole table", async () => {
    const seen = new Set(routes().map((r) => `${r.method} ${r.url}`));
    for (const endpoint of DOCUMENTED) expect(seen, endpoint).toContain(endpoint);
    for (const endpoint of PUBLIC) expect(seen, endpoint).toContain(endpoint);
    // the OpenAPI document lists the same paths (it leaves out hidden ones)
    const spec = server.app.swagger() as { paths: Record<string, object> };
    const urls = new Set(routes().map((r) => r.url));
    for (const path of Object.keys(spec.paths)) expect(urls, path).toContain(path.replace(/\{(\w+)\}/g, ":$1"));
  });

  it("answers 401 with 40101 on every non-public /api route without a token or with a garbage one", async () => {
    const privateRoutes = routes().filter((r) => !isPublic(r.method, r.url));
    expect(privateRoutes.length).toBeGreaterThanOrEqual(DOCUMENTED.length - PUBLIC.size);
    for (const { method, url } of privateRoutes) {
      const label = `${method} ${url}`;
      for (const authorization of [
        undefined,
        "Bearer garbage",
        "garbage",
        "Bearer ",
        "Basic Y29uc29sZTpjb25zb2xlLXNlY3JldA==",
      ]) {
        const res = await send(server.app, method, concrete(url), { authorization });
        expect(res.statusCode, `${label} ${authorization}`).toBe(401);
        expect(res.json(), `${label} ${authorization}`).toEqual(TOKEN_INVALID);
      }
    }
    const en = await createClient(server.app, null, { lang: "en" }).get("/api/admin/user/front/info");
    expect(en.json()).toEqual({
      status: 40101,
      message: "Your session has expired, please sign in again!",
      data: null,
    });
    // five requests to each of some five hundred routes
  }, 120_000);

  it("lets the public routes through without a token", async () => {
    const anonymous = createClient(server.app, null, { ip: "10.2.0.1" });
    for (const { method, url } of routes().filter((r) => isPublic(r.method, r.url))) {
      const res = await anonymous.request(method, concrete(url));
      const body = String(res.headers["content-type"] ?? "").includes("json") ? res.json() : {};
      expect(body.status, `${method} ${url}`).not.toBe(40101);
    }
    expect((await createClient(server.app).get("/api/ping")).json()).toEqual({
      status: 200,
      message: "pong",
      data: null,
    });
    expect((await createClient(server.app).get("/api/health")).json()).toEqual({
      status: 200,
      message: "ok",
      data: null,
    });
    const docs = await createClient(server.app).get("/api/docs");
    expect(docs.statusCode).toBe(200);
    expect(docs.headers["content-type"]).toMatch(/text\/html/);
  });

  it("answers an unknown /api path with a 404 envelope", async () => {
    const res = await createClient(server.app, null, { lang: "en" }).get("/api/no/such/thing");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, message: "No such API", data: null });
  });
});

describe("element codes on user administration", () => {
  let supervisorApi: Client;
  let declarantApi: Client;
  let targetId: string;
  let pageBefore: { total: number };

  beforeAll(async () => {
    [supervisorApi, declarantApi] = await signedIn(server, ["supervisor", "declarant"]);
    const page = (await supervisorApi.get("/api/admin/user/page?username=judge_chair")).json().data;
    targetId = page.rows[0].id;
    pageBefore = (await supervisorApi.get("/api/admin/user/page")).json().data;
  });

  it("the supervisor (userManager:view only) can read the list, a user and the department tree", async () => {
    // 18 demo accounts, the demo school's 300 staff accounts, an assigner and a reviewer for each of the three
    // offices the department stage's demo round needs, and the team stages' second formal auditor and graduate school
    // reviewer, the accounts of the 47 approved external experts besides expert_out, and the senior committee's ten
    // external members
    expect(pageBefore.total).toBe(384);
    expect((await supervisorApi.get("/api/admin/user/pageNoSelf")).statusCode).toBe(200);
    expect((await supervisorApi.get(`/api/admin/user/${targetId}`)).json().data.username).toBe("judge_chair");
    expect((await supervisorApi.get("/api/admin/user/findNode")).statusCode).toBe(200);
  });

  it("the supervisor gets 403 with 40001 on every write, and nothing changes", async () => {
    const writes: [Method, string, object | undefined][] = [
      [
        "POST",
        "/api/admin/user?is_encrypt=1",
        { username: "sneaky", password: encrypt("Sneak@2026"), name: "x", departId: "x" },
      ],
      ["PUT", `/api/admin/user/${targetId}`, { name: "改名", departId: "x", enabled: false }],
      ["DELETE", `/api/admin/user/${targetId}`, undefined],
      ["PUT", `/api/admin/user/${targetId}/password?is_encrypt=1`, { password: encrypt("Taken@2026") }],
      ["GET", "/api/admin/user/checkUserNameFormAll?username=x", undefined],
      ["GET", "/api/admin/user/checkEmailFormTenant?email=x@example.edu.cn", undefined],
    ];
    for (const [method, url, payload] of writes) {
      const res = await supervisorApi.request(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    const en = await supervisorApi.with({ lang: "en" }).delete(`/api/admin/user/${targetId}`);
    expect(en.json()).toEqual({ status: 40001, message: "You are not allowed to do this", data: null });

    const after = (await supervisorApi.get("/api/admin/user/page")).json().data;
    expect(after.total).toBe(pageBefore.total);
    const target = (await supervisorApi.get(`/api/admin/user/${targetId}`)).json().data;
    expect(target).toMatchObject({ name: "朱红", enabled: true });
    expect((await supervisorApi.get("/api/admin/user/page?username=sneaky")).json().data.total).toBe(0);
    expect(await server.login("judge_chair", DEMO_PASSWORD)).toBeTruthy();
  });

  it("the declarant (no userManager) gets 403 on every user-administration call", async () => {
    for (const url of [
      "/api/admin/user/page",
      "/api/admin/user/pageNoSelf",
      "/api/admin/user/findNode",
      `/api/admin/user/${targetId}`,
      "/api/admin/user/checkNoFormTenant?no=1",
    ]) {
      const res = await declarantApi.get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    // their own account calls stay open
    expect((await declarantApi.get("/api/admin/user/front/info")).statusCode).toBe(200);
  });

  it("a non-super user manager cannot change, reset or delete the super admin", async () => {
    const managerApi = createClient(server.app, await server.login("school_admin"));
    const adminRow = (await managerApi.get("/api/admin/user/page?username=admin"))
      .json()
      .data.rows.find((r: { username: string }) => r.username === "admin");
    expect(adminRow.isSuperAdmin).toBe(true);
    const reset = await managerApi.put(`/api/admin/user/${adminRow.id}/password?is_encrypt=1`, {
      password: encrypt("Owned@2026"),
    });
    expect(reset.statusCode).toBe(403);
    expect(reset.json()).toEqual(FORBIDDEN);
    const disable = await managerApi.put(`/api/admin/user/${adminRow.id}`, {
      name: adminRow.name,
      departId: adminRow.departId,
      enabled: false,
    });
    expect(disable.statusCode).toBe(403);
    expect((await managerApi.delete(`/api/admin/user/${adminRow.id}`)).statusCode).toBe(403);
    expect(await server.login("admin", DEMO_PASSWORD)).toBeTruthy();
  });
});

describe("the route table and the element mapping (generated from every registered route)", () => {
  const table = () => server.app.routeTable;

  it("knows every /api route the server registered", () => {
    const fromTable = new Set(table().map((r) => `${r.method} ${r.route}`));
    // the documentation plugin's own routes (public, no data) are left out
    for (const { method, url } of registeredRoutes(server.app).filter(
      (r) => r.url.startsWith("/api/") && !r.url.startsWith("/api/docs"),
    )) {
      expect(fromTable, `${method} ${url}`).toContain(`${method} ${url}`);
    }
    for (const route of table().filter((r) => r.access === "public")) {
      expect(isPublic(route.method, route.route), `${route.method} ${route.route} is public`).toBe(true);
    }
  });

  it("opens every route that needs an element through at least one seeded element, and maps nothing that is not registered", async () => {
    const mapped = await server.deps.db.select().from(elementRoutes);
    const mappedKeys = new Set(mapped.map((r) => `${r.method} ${r.route}`));
    const registered = new Set(table().map((r) => `${r.method} ${r.route}`));
    for (const route of table().filter((r) => r.access === "element")) {
      expect(mappedKeys, `${route.method} ${route.route}`).toContain(`${route.method} ${route.route}`);
    }
    for (const key of mappedKeys) expect(registered, key).toContain(key);
  });

  it("answers 403 with 40001 on every element route to a signed-in user who holds none of its codes", async () => {
    // an account in no role group: every demo role now holds some element (the declarant its own declaration's)
    const [declarant] = await server.deps.db.select().from(users).where(eq(users.username, "declarant"));
    await server.deps.db.insert(users).values({
      ...(declarant as typeof users.$inferSelect),
      id: randomUUID(),
      username: "no_role",
      no: "NOROLE",
      mobilePhone: null,
      email: null,
      idNo: null,
    });
    const noRole = createClient(server.app, await server.login("no_role"));
    for (const route of table().filter((r) => r.access === "element")) {
      const res = await noRole.request(
        route.method as Method,
        concrete(route.route),
        route.method === "GET" || route.method === "DELETE" ? undefined : {},
      );
      expect(res.statusCode, `${route.method} ${route.route}`).toBe(403);
      expect(res.json(), `${route.method} ${route.route}`).toEqual(FORBIDDEN);
    }
  });
});
