import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { elementRoutes, users } from "../src/db/schema";
import { DEMO_PASSWORD, encrypt, startTestServer, type TestServer } from "./harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";

function call(method: Method, url: string, token?: string, payload?: object, lang?: string) {
  return server.app.inject({
    method,
    url,
    headers: { ...(token ? server.bearer(token) : {}), ...(lang ? { "accept-language": lang } : {}) },
    ...(payload ? { payload } : {}),
  });
}

const FORBIDDEN = { status: 40001, message: "没有权限执行此操作", data: null };
const TOKEN_INVALID = { status: 40101, message: "用户身份过期,请重新登录!", data: null };

/**
 * Every registered route, read from `printRoutes({ commonPrefix: false })`: each line is a tree node whose
 * indentation (4 columns per level) gives its depth; a node's path is its ancestors' segments joined.
 */
function registeredRoutes(): { method: Method; url: string }[] {
  const routes: { method: Method; url: string }[] = [];
  const stack: string[] = [];
  for (const line of server.app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    stack.length = depth;
    stack.push(match[2] ?? "");
    for (const method of (match[3] ?? "").split(", ")) {
      if (method === "GET" || method === "POST" || method === "PUT" || method === "DELETE") {
        routes.push({ method, url: stack.join("") });
      }
    }
  }
  return routes;
}

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
  const routes = () => registeredRoutes().filter((r) => r.url.startsWith("/api/"));

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
        const res = await server.app.inject({
          method,
          url: concrete(url),
          headers: authorization === undefined ? {} : { authorization },
        });
        expect(res.statusCode, `${label} ${authorization}`).toBe(401);
        expect(res.json(), `${label} ${authorization}`).toEqual(TOKEN_INVALID);
      }
    }
    const en = await server.app.inject({ url: "/api/admin/user/front/info", headers: { "accept-language": "en" } });
    expect(en.json()).toEqual({
      status: 40101,
      message: "Your session has expired, please sign in again!",
      data: null,
    });
  });

  it("lets the public routes through without a token", async () => {
    for (const { method, url } of routes().filter((r) => isPublic(r.method, r.url))) {
      const res = await server.app.inject({ method, url: concrete(url), remoteAddress: "10.2.0.1" });
      const body = String(res.headers["content-type"] ?? "").includes("json") ? res.json() : {};
      expect(body.status, `${method} ${url}`).not.toBe(40101);
    }
    expect((await server.app.inject({ url: "/api/ping" })).json()).toEqual({
      status: 200,
      message: "pong",
      data: null,
    });
    expect((await server.app.inject({ url: "/api/health" })).json()).toEqual({
      status: 200,
      message: "ok",
      data: null,
    });
    const docs = await server.app.inject({ url: "/api/docs" });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers["content-type"]).toMatch(/text\/html/);
  });

  it("answers an unknown /api path with a 404 envelope", async () => {
    const res = await call("GET", "/api/no/such/thing", undefined, undefined, "en");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, message: "Record not found", data: null });
  });
});

describe("element codes on user administration", () => {
  let supervisor: string;
  let declarant: string;
  let targetId: string;
  let pageBefore: { total: number };

  beforeAll(async () => {
    [supervisor, declarant] = await Promise.all([server.login("supervisor"), server.login("declarant")]);
    const page = (await call("GET", "/api/admin/user/page?username=judge_chair", supervisor)).json().data;
    targetId = page.rows[0].id;
    pageBefore = (await call("GET", "/api/admin/user/page", supervisor)).json().data;
  });

  it("the supervisor (userManager:view only) can read the list, a user and the department tree", async () => {
    // 17 demo accounts and the demo school's 300 staff accounts
    expect(pageBefore.total).toBe(317);
    expect((await call("GET", "/api/admin/user/pageNoSelf", supervisor)).statusCode).toBe(200);
    expect((await call("GET", `/api/admin/user/${targetId}`, supervisor)).json().data.username).toBe("judge_chair");
    expect((await call("GET", "/api/admin/user/findNode", supervisor)).statusCode).toBe(200);
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
      const res = await call(method, url, supervisor, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    const en = await call("DELETE", `/api/admin/user/${targetId}`, supervisor, undefined, "en");
    expect(en.json()).toEqual({ status: 40001, message: "You are not allowed to do this", data: null });

    const after = (await call("GET", "/api/admin/user/page", supervisor)).json().data;
    expect(after.total).toBe(pageBefore.total);
    const target = (await call("GET", `/api/admin/user/${targetId}`, supervisor)).json().data;
    expect(target).toMatchObject({ name: "朱红", enabled: true });
    expect((await call("GET", "/api/admin/user/page?username=sneaky", supervisor)).json().data.total).toBe(0);
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
      const res = await call("GET", url, declarant);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    // their own account calls stay open
    expect((await call("GET", "/api/admin/user/front/info", declarant)).statusCode).toBe(200);
  });

  it("a non-super user manager cannot change, reset or delete the super admin", async () => {
    const manager = await server.login("school_admin");
    const adminRow = (await call("GET", "/api/admin/user/page?username=admin", manager))
      .json()
      .data.rows.find((r: { username: string }) => r.username === "admin");
    expect(adminRow.isSuperAdmin).toBe(true);
    const reset = await call("PUT", `/api/admin/user/${adminRow.id}/password?is_encrypt=1`, manager, {
      password: encrypt("Owned@2026"),
    });
    expect(reset.statusCode).toBe(403);
    expect(reset.json()).toEqual(FORBIDDEN);
    const disable = await call("PUT", `/api/admin/user/${adminRow.id}`, manager, {
      name: adminRow.name,
      departId: adminRow.departId,
      enabled: false,
    });
    expect(disable.statusCode).toBe(403);
    expect((await call("DELETE", `/api/admin/user/${adminRow.id}`, manager)).statusCode).toBe(403);
    expect(await server.login("admin", DEMO_PASSWORD)).toBeTruthy();
  });
});

describe("the route table and the element mapping (generated from every registered route)", () => {
  const table = () => server.app.routeTable;

  it("knows every /api route the server registered", () => {
    const fromTable = new Set(table().map((r) => `${r.method} ${r.route}`));
    // the documentation plugin's own routes (public, no data) are left out
    for (const { method, url } of registeredRoutes().filter(
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
    const token = await server.login("no_role");
    for (const route of table().filter((r) => r.access === "element")) {
      const res = await server.app.inject({
        method: route.method as Method,
        url: concrete(route.route),
        headers: server.bearer(token),
        ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${route.method} ${route.route}`).toBe(403);
      expect(res.json(), `${route.method} ${route.route}`).toEqual(FORBIDDEN);
    }
  });
});
