import type { ApiRouteList } from "@zcps/contracts/api-routes";
import { OAUTH_CLIENT_API } from "@zcps/contracts/elements-oauth-clients";
import { SERVICES_API } from "@zcps/contracts/elements-services";
import type { OAuthClientWithSecret } from "@zcps/contracts/oauth-clients";
import { SERVICE_DEFAULTS, type ServiceClientRow, type ServiceRow, serviceCodeOf } from "@zcps/contracts/services";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, createClient, data, expectBadRequest, expectRefused, requestToken, signedIn } from "./client";
import { DEMO_PASSWORD, encrypt, startTestServer, type TestServer, twoInstances } from "./harness";

/** The service page (/authManager/serviceManager): services by path prefix, their switch and their clients. */

const LIST = `${SERVICES_API}/page`;
const CLIENTS = `${SERVICES_API}/clients`;
const switchOf = (code: string) => `${SERVICES_API}/${code}/enabled`;
const clientsOf = (code: string) => `${SERVICES_API}/${code}/clients`;

/** A signed-in route of the dictionary service and one of the title evaluation's management service. */
const DICT_ROUTE = "/api/dict/dictValue/feign/zcps_jstd";
const ZCPS_SH_ROUTE = "/api/zcps-sh/sys/listPro";
const ADMIN_ROUTE = "/api/admin/user/front/info";

const basic = (clientId: string, secret: string) => `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}`;

const services = async (api: Client): Promise<ServiceRow[]> => data(await api.get(LIST)).rows;
const service = async (api: Client, code: string): Promise<ServiceRow | undefined> =>
  (await services(api)).find((row) => row.code === code);
const byClient = async (api: Client): Promise<ServiceClientRow[]> => data(await api.get(CLIENTS));

/** A second OAuth client (a portal) and the administrator signed in through it. */
async function portalSignIn(server: TestServer, admin: Client, clientId = "portal-app") {
  const created: OAuthClientWithSecret = data(
    await admin.post(OAUTH_CLIENT_API, {
      clientId,
      name: "门户",
      grantTypes: ["password"],
      accessTokenSeconds: 3600,
      enabled: true,
    }),
  );
  const res = await requestToken(
    server.app,
    { username: "admin", password: encrypt(DEMO_PASSWORD), is_encrypt: "1" },
    { authorization: basic(clientId, created.secret) },
  );
  expect(res.statusCode, res.body).toBe(200);
  const token = res.json().access_token as string;
  return { id: created.client.id, token, api: createClient(server.app, token) };
}

describe("the service page", () => {
  let server: TestServer;
  let admin: Client;
  let schoolAdmin: Client;
  let portal: { id: string; token: string; api: Client };
  beforeAll(async () => {
    server = await startTestServer();
    [admin, schoolAdmin] = await signedIn(server, ["admin", "school_admin"]);
    portal = await portalSignIn(server, admin);
  });
  afterAll(() => server.close());

  it("lists every path prefix of the live route table with its names, route count and lock", async () => {
    const rows = await services(admin);
    const codes = rows.map((row) => row.code);
    // the known services first, in the defaults' order; any other prefix the route table has is listed too
    expect(codes.filter((code) => code in SERVICE_DEFAULTS)).toEqual(
      Object.keys(SERVICE_DEFAULTS).filter((code) => codes.includes(code)),
    );
    expect(codes).toEqual(
      expect.arrayContaining(["auth", "admin", "dict", "zcps-sh", "zcps", "files", "docs", "platform"]),
    );
    expect(new Set(codes)).toEqual(new Set(server.app.routeTable.map((route) => serviceCodeOf(route.route))));
    const adminRow = rows.find((row) => row.code === "admin");
    expect(adminRow).toMatchObject({
      prefixes: ["/api/admin"],
      name: "后台管理",
      nameEn: "Administration",
      enabled: true,
      locked: true,
      publicOnly: false,
      allClients: true,
      clients: [],
    });
    expect(adminRow?.routeCount).toBeGreaterThan(50);
    expect(rows.find((row) => row.code === "auth")).toMatchObject({ locked: true, publicOnly: true });
    expect(rows.find((row) => row.code === "platform")).toMatchObject({
      prefixes: ["/api/health", "/api/ping"],
      routeCount: 2,
      locked: true,
    });
    expect(rows.find((row) => row.code === "zcps-sh")).toMatchObject({ locked: false, publicOnly: false });
    // the route counts add up to the route table
    const table = new Set(server.app.routeTable.map((route) => `${route.method} ${route.route}`));
    expect(rows.reduce((sum, row) => sum + row.routeCount, 0)).toBe(table.size);
    const en = await service(admin.with({ lang: "en" }), "dict");
    expect(en).toMatchObject({ name: "Dictionaries", description: "Dictionary types and their values" });
    const searched = data(await admin.get(`${LIST}?search=zcps`)).rows as ServiceRow[];
    expect(searched.map((row) => row.code).sort()).toEqual(["zcps", "zcps-sh"]);
  });

  it("lets every existing client call every service at first", async () => {
    const all = (await services(admin)).map((row) => row.code);
    const clients = await byClient(admin);
    expect(clients.map((client) => client.clientId)).toEqual(expect.arrayContaining(["console", "portal-app"]));
    for (const client of clients) expect(client.services).toEqual(all);
    expect(clients.find((client) => client.clientId === "console")?.isConsole).toBe(true);
    expect((await portal.api.get(ZCPS_SH_ROUTE)).statusCode).toBe(200);
  });

  it("edits a service's names and descriptions, which the API route page shows too", async () => {
    const input = { nameZh: "字典服务", nameEn: "Dictionary service", descriptionZh: "字典", descriptionEn: null };
    const res = await admin.put(`${SERVICES_API}/dict`, input);
    expect(res.json().message).toBe("服务已保存");
    expect(data<ServiceRow>(res)).toMatchObject({ ...input, name: "字典服务", updatedBy: "admin" });
    const routes: ApiRouteList = data(await admin.with({ lang: "en" }).get("/api/admin/api-routes?service=dict"));
    expect(routes.rows[0]?.serviceName).toBe("Dictionary service");
  });

  it("makes a disabled service answer 503 under its whole prefix with the reason, and enabling restores it", async () => {
    expect((await admin.get(DICT_ROUTE)).statusCode).toBe(200);
    const off = await admin.put(switchOf("dict"), { enabled: false, reason: "升级维护" });
    expect(data(off)).toBeNull();
    expect(off.json().message).toBe("服务状态已更新");

    const refused = await admin.get(DICT_ROUTE);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      status: 503,
      message: "服务「字典服务」已停用：升级维护",
      data: { service: "dict", reason: "升级维护" },
    });
    expect((await admin.with({ lang: "en" }).get("/api/dict/dictType/tree")).json().message).toBe(
      "The service “Dictionary service” is disabled: 升级维护",
    );
    // even without a token: the service answers nothing under its prefix
    expect((await createClient(server.app).get(DICT_ROUTE)).statusCode).toBe(503);
    // other services go on
    expect((await admin.get(ZCPS_SH_ROUTE)).statusCode).toBe(200);
    expect(await service(admin, "dict")).toMatchObject({ enabled: false, reason: "升级维护", updatedBy: "admin" });

    data(await admin.put(switchOf("dict"), { enabled: true }));
    expect((await admin.get(DICT_ROUTE)).statusCode).toBe(200);
    expect(await service(admin, "dict")).toMatchObject({ enabled: true, reason: null });
  });

  it("never disables sign-in, the back office or the health check", async () => {
    for (const [code, name] of [
      ["auth", "认证授权"],
      ["admin", "后台管理"],
      ["platform", "平台"],
    ]) {
      expectBadRequest(
        await admin.put(switchOf(code as string), { enabled: false, reason: "x" }),
        `服务「${name}」承载登录、后台管理或健康检查，不能停用`,
      );
    }
    expect((await services(admin)).every((row) => row.enabled)).toBe(true);
    expect((await createClient(server.app).get("/api/health")).statusCode).toBe(200);
  });

  it("refuses a token whose client may not call the service (403), and lets it once allowed", async () => {
    const saved = await admin.put(clientsOf("zcps-sh"), { allClients: false, clients: ["console"] });
    expect(saved.json().message).toBe("已更新可调用该服务的客户端");
    expect(await service(admin, "zcps-sh")).toMatchObject({ allClients: false, clients: ["console"] });

    const refused = await portal.api.get(ZCPS_SH_ROUTE);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      status: 40331,
      message: "客户端 portal-app 未被授权调用服务「职称评审管理」",
    });
    expect((await portal.api.with({ lang: "en" }).post("/api/zcps-sh/sys/findTable", {})).json().message).toBe(
      "The client portal-app may not call the service “Title evaluation (management)”",
    );
    // the same user through the console's client, and the portal on another service, go on
    expect((await admin.get(ZCPS_SH_ROUTE)).statusCode).toBe(200);
    expect((await portal.api.get(ADMIN_ROUTE)).statusCode).toBe(200);
    const clients = await byClient(admin);
    expect(clients.find((c) => c.clientId === "portal-app")?.services).not.toContain("zcps-sh");
    expect(clients.find((c) => c.clientId === "console")?.services).toContain("zcps-sh");

    data(await admin.put(clientsOf("zcps-sh"), { allClients: false, clients: ["console", "portal-app"] }));
    expect((await portal.api.get(ZCPS_SH_ROUTE)).statusCode).toBe(200);
    data(await admin.put(clientsOf("zcps-sh"), { allClients: true, clients: [] }));
    expect(await service(admin, "zcps-sh")).toMatchObject({ allClients: true, clients: [] });
  });

  it("keeps the console's client on sign-in and the back office; other clients may lose the back office", async () => {
    expectBadRequest(
      await admin.put(clientsOf("admin"), { allClients: false, clients: ["portal-app"] }),
      "控制台自身的客户端 console 必须能调用服务「后台管理」，否则所有人都将无法登录或管理系统",
    );
    data(await admin.put(clientsOf("admin"), { allClients: false, clients: ["console"] }));
    expect((await portal.api.get(ADMIN_ROUTE)).statusCode).toBe(403);
    expect((await admin.get(ADMIN_ROUTE)).statusCode).toBe(200);
    data(await admin.put(clientsOf("admin"), { allClients: true, clients: [] }));
    expect((await portal.api.get(ADMIN_ROUTE)).statusCode).toBe(200);
  });

  it("refuses bad input with a clear message and changes nothing", async () => {
    const before = await services(admin);
    expectBadRequest(await admin.put(switchOf("nope"), { enabled: false, reason: "x" }), "没有这个服务");
    expectBadRequest(await admin.put(switchOf("Bad Code"), { enabled: false, reason: "x" }), "没有这个服务");
    expectBadRequest(await admin.put(switchOf("dict"), { enabled: false }), "停用服务需要填写原因");
    expectBadRequest(await admin.put(switchOf("dict"), { enabled: false, reason: "   " }), "停用服务需要填写原因");
    expectBadRequest(
      await admin.put(switchOf("dict"), { enabled: false, reason: "x".repeat(201) }),
      "原因不能超过 200 个字符",
    );
    expectBadRequest(await admin.put(switchOf("dict"), { enabled: "no" }));
    expectBadRequest(await admin.put(`${SERVICES_API}/dict`, { nameZh: " ", nameEn: "Dict" }), "请输入中文名称");
    expectBadRequest(await admin.put(`${SERVICES_API}/dict`, { nameZh: "字典" }), "请输入英文名称");
    expectBadRequest(
      await admin.put(`${SERVICES_API}/dict`, { nameZh: "字".repeat(51), nameEn: "Dict" }),
      "名称不能超过 50 个字符",
    );
    expectBadRequest(
      await admin.put(`${SERVICES_API}/dict`, { nameZh: "字典", nameEn: "Dict", descriptionZh: "x".repeat(201) }),
      "描述不能超过 200 个字符",
    );
    expectBadRequest(
      await admin.put(clientsOf("dict"), { allClients: false, clients: [] }),
      "请至少选择一个客户端；若不允许任何客户端调用，请停用该服务",
    );
    expectBadRequest(
      await admin.with({ lang: "en" }).put(clientsOf("dict"), { allClients: false, clients: ["console", "ghost"] }),
      "There is no client ghost",
    );
    expectBadRequest(
      await admin.put(clientsOf("auth"), { allClients: false, clients: ["console"] }),
      "服务「认证授权」的接口都是公开的，调用时不带令牌，无法按客户端限制",
    );
    expectBadRequest(await admin.put(clientsOf("nope"), { allClients: true }), "没有这个服务");
    expectBadRequest(await admin.put(clientsOf("dict"), { clients: ["console"] }));
    expect(await services(admin)).toEqual(before);
    expect((await admin.get(DICT_ROUTE)).statusCode).toBe(200);
  });

  it("drops a deleted client's grants", async () => {
    data(await admin.put(clientsOf("dict"), { allClients: false, clients: ["console", "portal-app"] }));
    data(await admin.delete(`${OAUTH_CLIENT_API}/${portal.id}`));
    expect((await service(admin, "dict"))?.clients).toEqual(["console"]);
    data(await admin.put(clientsOf("dict"), { allClients: true }));
  });

  it("is refused without a token (401) and without the codes (403)", async () => {
    const anonymous = createClient(server.app);
    expect((await anonymous.get(LIST)).statusCode).toBe(401);
    expect((await anonymous.put(switchOf("dict"), { enabled: false, reason: "x" })).statusCode).toBe(401);
    expectRefused(await schoolAdmin.get(LIST));
    expectRefused(await schoolAdmin.get(CLIENTS));
    expectRefused(await schoolAdmin.put(switchOf("dict"), { enabled: false, reason: "x" }));
    expectRefused(await schoolAdmin.put(clientsOf("dict"), { allClients: false, clients: ["console"] }));
    expectRefused(await schoolAdmin.put(`${SERVICES_API}/dict`, { nameZh: "字典", nameEn: "Dict" }));
    expect(await service(admin, "dict")).toMatchObject({ enabled: true, allClients: true });
  });
});

// Two instances need a shared server database: this part runs in the PostgreSQL pass of the suite.
describe.runIf(Boolean(process.env.DATABASE_URL))("services on two instances of one PostgreSQL database", () => {
  const pair = twoInstances();

  it("disabled, or kept from a client, on one: the other refuses within a second; restored, it answers", async () => {
    const adminOnFirst = createClient(pair.first.app, await pair.first.login("admin"));
    const adminOnSecond = createClient(pair.second.app, await pair.first.login("admin"));
    const portalOnSecond = createClient(pair.second.app, (await portalSignIn(pair.first, adminOnFirst)).token);
    expect((await adminOnSecond.get(DICT_ROUTE)).statusCode).toBe(200);
    expect((await portalOnSecond.get(ZCPS_SH_ROUTE)).statusCode).toBe(200);

    data(await adminOnFirst.put(switchOf("dict"), { enabled: false, reason: "升级维护" }));
    await expect.poll(async () => (await adminOnSecond.get(DICT_ROUTE)).statusCode, { timeout: 1000 }).toBe(503);
    expect((await adminOnSecond.get(DICT_ROUTE)).json().message).toBe("服务「数据字典」已停用：升级维护");
    data(await adminOnFirst.put(switchOf("dict"), { enabled: true }));
    await expect.poll(async () => (await adminOnSecond.get(DICT_ROUTE)).statusCode, { timeout: 1000 }).toBe(200);

    data(await adminOnFirst.put(clientsOf("zcps-sh"), { allClients: false, clients: ["console"] }));
    await expect.poll(async () => (await portalOnSecond.get(ZCPS_SH_ROUTE)).statusCode, { timeout: 1000 }).toBe(403);
    expect((await adminOnSecond.get(ZCPS_SH_ROUTE)).statusCode).toBe(200);
    data(await adminOnFirst.put(clientsOf("zcps-sh"), { allClients: true }));
    await expect.poll(async () => (await portalOnSecond.get(ZCPS_SH_ROUTE)).statusCode, { timeout: 1000 }).toBe(200);
  });
});
