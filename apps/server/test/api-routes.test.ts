import type { ApiRouteList, ApiRouteRow } from "@zcps/contracts/api-routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, createClient, data, expectBadRequest, expectRefused, signedIn } from "./client";
import { startTestServer, type TestServer, twoInstances } from "./harness";

/** The API route page (/authManager/apiManager): the live route table, searched, and each route turned off. */

const LIST = "/api/admin/api-routes";
const SWITCH = "/api/admin/api-routes/switch";
const INSTANCES = "/api/admin/instances";

const page = async (api: Client, query = "") => data<ApiRouteList>(await api.get(`${LIST}${query}`));
const row = async (api: Client, method: string, path: string): Promise<ApiRouteRow | undefined> =>
  (await page(api, `?limit=500&search=${encodeURIComponent(path)}`)).rows.find(
    (r) => r.method === method && r.path === path,
  );

describe("the API route page", () => {
  let server: TestServer;
  let admin: Client;
  let judge: Client;
  beforeAll(async () => {
    server = await startTestServer();
    [admin, judge] = await signedIn(server, ["school_admin", "judge"]);
  });
  afterAll(() => server.close());

  it("lists a known route with its summary, service and element code", async () => {
    expect(await row(admin, "GET", INSTANCES)).toMatchObject({
      summary: "Every server instance with its heartbeat and status (UP, STALE, DOWN)",
      service: "admin",
      serviceName: "后台管理",
      codes: ["serviceEurekaManager:view"],
      enabled: true,
      locked: false,
    });
    const en = await row(admin.with({ lang: "en" }), "GET", INSTANCES);
    expect(en?.serviceName).toBe("Administration");
    const all = await page(admin, "?limit=500");
    expect(all.total).toBeGreaterThan(50);
    expect(all.rows.find((r) => r.path === "/api/auth/oauth/token")).toMatchObject({ service: "auth", locked: true });
  });

  it("searches by path and summary and filters by service, method and state", async () => {
    const searched = await page(admin, "?limit=500&search=heartbeat");
    expect(searched.rows.map((r) => r.path)).toContain(INSTANCES);
    expect(searched.rows.every((r) => `${r.path} ${r.summary}`.toLowerCase().includes("heartbeat"))).toBe(true);
    const dict = await page(admin, "?limit=500&service=dict");
    expect(dict.total).toBeGreaterThan(0);
    expect(dict.rows.every((r) => r.service === "dict")).toBe(true);
    const deletes = await page(admin, "?limit=500&method=DELETE");
    expect(deletes.rows.every((r) => r.method === "DELETE")).toBe(true);
    const paged = await page(admin, "?limit=5&page=2");
    expect(paged.rows).toHaveLength(5);
    expect((await page(admin, "?disabledOnly=true")).total).toBe(0);
  });

  it("makes a disabled route answer 503 with the reason, and re-enabling restores it", async () => {
    const off = await admin.put(SWITCH, { method: "GET", path: INSTANCES, enabled: false, reason: "维护中" });
    expect(data(off)).toBeNull();
    const refused = await admin.get(INSTANCES);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ status: 503, message: "该接口已停用：维护中" });
    const refusedEn = await admin.with({ lang: "en" }).get(INSTANCES);
    expect(refusedEn.json().message).toBe("This interface is disabled: 维护中");
    // the HEAD the server answers for every GET is the same interface, and is off with it
    const token = await server.login("school_admin");
    const head = await server.app.inject({
      method: "HEAD",
      url: INSTANCES,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(head.statusCode).toBe(503);
    expect(await row(admin, "GET", INSTANCES)).toMatchObject({
      enabled: false,
      reason: "维护中",
      updatedBy: "school_admin",
    });
    expect((await page(admin, "?disabledOnly=true")).rows.map((r) => r.path)).toEqual([INSTANCES]);

    data(await admin.put(SWITCH, { method: "GET", path: INSTANCES, enabled: true }));
    expect((await admin.get(INSTANCES)).statusCode).toBe(200);
    expect((await row(admin, "GET", INSTANCES))?.enabled).toBe(true);
  });

  it("never disables sign-in, the menus, the user info or this page", async () => {
    for (const [method, path] of [
      ["POST", "/api/auth/oauth/token"],
      ["GET", "/api/admin/user/front/info"],
      ["GET", "/api/admin/user/front/menus"],
      ["GET", LIST],
      ["PUT", SWITCH],
    ]) {
      const res = await admin.put(SWITCH, { method, path, enabled: false, reason: "x" });
      expectBadRequest(res, "该接口用于登录、菜单或本页面，不能停用");
    }
    expect((await page(admin, "?disabledOnly=true")).total).toBe(0);
  });

  it("refuses bad input and changes nothing", async () => {
    expectBadRequest(await admin.put(SWITCH, { method: "GET", path: "/api/nope", enabled: false, reason: "x" }));
    expectBadRequest(await admin.put(SWITCH, { method: "FETCH", path: INSTANCES, enabled: false, reason: "x" }));
    expectBadRequest(await admin.put(SWITCH, { method: "POST", path: INSTANCES, enabled: false, reason: "x" }));
    expectBadRequest(
      await admin.put(SWITCH, { method: "GET", path: INSTANCES, enabled: false }),
      "停用接口需要填写原因",
    );
    expectBadRequest(await admin.get(`${LIST}?method=FETCH`));
    expect((await page(admin, "?disabledOnly=true")).total).toBe(0);
    expect((await admin.get(INSTANCES)).statusCode).toBe(200);
  });

  it("is refused without a token (401) and without the codes (403)", async () => {
    const anonymous = createClient(server.app);
    expect((await anonymous.get(LIST)).statusCode).toBe(401);
    expect(
      (await anonymous.put(SWITCH, { method: "GET", path: INSTANCES, enabled: false, reason: "x" })).statusCode,
    ).toBe(401);
    expectRefused(await judge.get(LIST));
    expectRefused(await judge.put(SWITCH, { method: "GET", path: INSTANCES, enabled: false, reason: "x" }));
    expect((await page(admin, "?disabledOnly=true")).total).toBe(0);
  });
});

// Two instances need a shared server database: this part runs in the PostgreSQL pass of the suite.
describe.runIf(Boolean(process.env.DATABASE_URL))("a switch on two instances of one PostgreSQL database", () => {
  const pair = twoInstances();

  it("disabled on one, the other answers 503 within a second; enabled again, it answers", async () => {
    const token = await pair.first.login("school_admin");
    const onFirst = createClient(pair.first.app, token);
    const onSecond = createClient(pair.second.app, token);
    expect((await onSecond.get(INSTANCES)).statusCode).toBe(200);
    data(await onFirst.put(SWITCH, { method: "GET", path: INSTANCES, enabled: false, reason: "维护中" }));
    await expect.poll(async () => (await onSecond.get(INSTANCES)).statusCode, { timeout: 1000 }).toBe(503);
    data(await onFirst.put(SWITCH, { method: "GET", path: INSTANCES, enabled: true }));
    await expect.poll(async () => (await onSecond.get(INSTANCES)).statusCode, { timeout: 1000 }).toBe(200);
  });
});
