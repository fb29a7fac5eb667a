import type { GatewayHitsView, GatewayRuleRow } from "@zcps/contracts/gateway";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Client, createClient, data, expectBadRequest, expectRefused, signedIn } from "./client";
import { startTestServer, type TestServer, twoInstances } from "./harness";

/** The gateway rules page (/authManager/gatewayManager): per path prefix, rate limits and a maintenance switch. */

const RULES = "/api/admin/gateway/rules";
const HITS = "/api/admin/gateway/hits";
/** the route the rules are tried on: school_admin and admin may read it */
const TARGET = "/api/admin/instances";

const rules = async (api: Client) => data<GatewayRuleRow[]>(await api.get(RULES));

const rule = (over: Record<string, unknown> = {}) => ({
  pathPrefix: TARGET,
  perUserPerMinute: null,
  perAddressPerMinute: null,
  maintenance: false,
  enabled: true,
  ...over,
});

const maintenanceOn = {
  maintenance: true,
  maintenanceMessage: "实例列表维护中，十分钟后恢复",
  maintenanceMessageEn: "The instance list is under maintenance, back in ten minutes",
};

/** A fixed one-minute window must not roll over during a burst: wait for the next minute when near its end. */
async function freshMinute(seconds = 40) {
  const inMinute = (Date.now() / 1000) % 60;
  if (inMinute > seconds) await new Promise((resolve) => setTimeout(resolve, (60.5 - inMinute) * 1000));
}

async function burst(clients: Client[], times: number) {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) codes.push((await (clients[i % clients.length] as Client).get(TARGET)).statusCode);
  return codes;
}

describe("the gateway rules page", () => {
  let server: TestServer;
  let admin: Client;
  let schoolAdmin: Client;
  beforeAll(async () => {
    server = await startTestServer();
    [admin, schoolAdmin] = await signedIn(server, ["admin", "school_admin"]);
  });
  afterAll(() => server.close());
  afterEach(async () => {
    for (const row of await rules(admin)) data(await admin.delete(`${RULES}/${row.id}`));
  });

  it("starts with one example rule, disabled, that limits nothing", async () => {
    expect((await rules(admin)).map((r) => [r.pathPrefix, r.enabled])).toEqual([["/api/zcps/", false]]);
    expect((await schoolAdmin.get(TARGET)).statusCode).toBe(200);
  });

  it("refuses the request past a per-user limit with 429, a clear message and Retry-After", async () => {
    await freshMinute(50);
    const created = data<GatewayRuleRow>(await admin.post(RULES, rule({ perUserPerMinute: 5, description: "试验" })));
    expect(created).toMatchObject({ pathPrefix: TARGET, perUserPerMinute: 5, updatedBy: "admin" });
    expect(await burst([schoolAdmin], 5)).toEqual([200, 200, 200, 200, 200]);
    const refused = await schoolAdmin.get(TARGET);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toMatchObject({
      status: 429,
      message: `请求过于频繁：${TARGET} 下每个用户每分钟最多 5 次，请 ${refused.headers["retry-after"]} 秒后再试`,
      data: { prefix: TARGET, keyKind: "user", limit: 5 },
    });
    const refusedEn = await schoolAdmin.with({ lang: "en" }).get(TARGET);
    expect(refusedEn.json().message).toMatch(
      /^Too many requests: under \/api\/admin\/instances each user may make at most 5 a minute; please try again in \d+ s$/,
    );
    // another user is counted apart; a path outside the prefix is not counted
    expect((await admin.get(TARGET)).statusCode).toBe(200);
    expect((await schoolAdmin.get("/api/admin/user/front/info")).statusCode).toBe(200);

    const view = data<GatewayHitsView>(await admin.get(HITS));
    expect(view.hits.find((h) => h.ruleId === created.id)).toMatchObject({
      keyKind: "user",
      requests: 8,
      keys: 2,
      busiest: 7,
    });
    // deleting the rule lifts the limit at once
    data(await admin.delete(`${RULES}/${created.id}`));
    expect((await schoolAdmin.get(TARGET)).statusCode).toBe(200);
  });

  it("counts per address whoever calls", async () => {
    await freshMinute(50);
    data(await admin.post(RULES, rule({ perAddressPerMinute: 2 })));
    const fromA = [schoolAdmin.with({ ip: "10.1.1.1" }), admin.with({ ip: "10.1.1.1" })];
    expect(await burst(fromA, 2)).toEqual([200, 200]);
    const refused = await schoolAdmin.with({ ip: "10.1.1.1" }).get(TARGET);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain("每个地址每分钟最多 2 次");
    expect((await schoolAdmin.with({ ip: "10.1.1.2" }).get(TARGET)).statusCode).toBe(200);
  });

  it("answers 503 with the rule's own message in the caller's language while under maintenance", async () => {
    const created = data<GatewayRuleRow>(await admin.post(RULES, rule(maintenanceOn)));
    const refused = await schoolAdmin.get(TARGET);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ status: 503, message: "实例列表维护中，十分钟后恢复" });
    expect((await schoolAdmin.with({ lang: "en" }).get(TARGET)).json().message).toBe(
      "The instance list is under maintenance, back in ten minutes",
    );
    // an escaped letter reaches the same route, and the same rule
    expect((await schoolAdmin.get("/api/admin/inst%61nces")).statusCode).toBe(503);
    // the page itself and the user info stay open
    expect((await admin.get(RULES)).statusCode).toBe(200);
    expect((await schoolAdmin.get("/api/admin/user/front/info")).statusCode).toBe(200);
    data(await admin.put(`${RULES}/${created.id}`, rule({ ...maintenanceOn, maintenance: false })));
    expect((await schoolAdmin.get(TARGET)).statusCode).toBe(200);
  });

  it("lets the most specific prefix win and ignores a disabled rule", async () => {
    data(await admin.post(RULES, rule({ pathPrefix: "/api/admin/inst", ...maintenanceOn })));
    const specific = data<GatewayRuleRow>(await admin.post(RULES, rule({ perUserPerMinute: 1000 })));
    expect((await schoolAdmin.get(TARGET)).statusCode).toBe(200);
    data(await admin.put(`${RULES}/${specific.id}`, rule({ perUserPerMinute: 1000, enabled: false })));
    expect((await schoolAdmin.get(TARGET)).statusCode).toBe(503);
  });

  it("refuses bad input with a clear message and changes nothing", async () => {
    const existing = data<GatewayRuleRow>(await admin.post(RULES, rule({ perUserPerMinute: 100 })));
    const badPrefix = "路径前缀须以 /api/ 开头，不能含空格、? 或 #，最多 200 个字符";
    expectBadRequest(await admin.post(RULES, rule({ pathPrefix: "/admin/x" })), badPrefix);
    expectBadRequest(await admin.post(RULES, rule({ pathPrefix: "/api/admin/a b" })), badPrefix);
    expectBadRequest(
      await admin.post(RULES, rule({ pathPrefix: "/api/dict/", perUserPerMinute: -1 })),
      "每分钟限额须为 1 到 100000 的整数，留空表示不限",
    );
    expectBadRequest(
      await admin.with({ lang: "en" }).post(RULES, rule({ pathPrefix: "/api/dict/", perAddressPerMinute: 1.5 })),
      "A per-minute limit is a whole number from 1 to 100000; leave it empty for no limit",
    );
    expectBadRequest(
      await admin.post(RULES, rule({ pathPrefix: "/api/dict/", maintenance: true, maintenanceMessage: "维护" })),
      "开启维护时须填写中文和英文维护提示",
    );
    const locked = "该前缀包含登录、菜单或网关规则页面自身的接口，不能为它设置规则，否则将无法再关闭它";
    for (const pathPrefix of ["/api/admin/gateway", "/api/admin/gate", "/api/auth/oauth", "/api/", "/api/admin/"]) {
      expectBadRequest(await admin.post(RULES, rule({ pathPrefix, ...maintenanceOn })), locked);
    }
    expectBadRequest(
      await admin.put(`${RULES}/${existing.id}`, rule({ pathPrefix: "/api/admin/user/front", ...maintenanceOn })),
      locked,
    );
    expectBadRequest(await admin.post(RULES, rule({ perUserPerMinute: 5 })), "该路径前缀已有规则");
    expect(await rules(admin)).toEqual([existing]);
    expect((await admin.put(`${RULES}/no-such-rule`, rule())).statusCode).toBe(404);
    expect((await admin.get("/api/admin/user/front/info")).statusCode).toBe(200);
  });

  it("is refused without a token (401) and without the codes (403)", async () => {
    const anonymous = createClient(server.app);
    expect((await anonymous.get(RULES)).statusCode).toBe(401);
    expect((await anonymous.post(RULES, rule(maintenanceOn))).statusCode).toBe(401);
    expectRefused(await schoolAdmin.get(RULES));
    expectRefused(await schoolAdmin.get(HITS));
    expectRefused(await schoolAdmin.post(RULES, rule(maintenanceOn)));
    expect(await rules(admin)).toEqual([]);
  });
});

// Two instances need a shared server database: this part runs in the PostgreSQL pass of the suite.
describe.runIf(Boolean(process.env.DATABASE_URL))("gateway rules on two instances of one PostgreSQL database", () => {
  const pair = twoInstances();

  it("a limit of 60 a minute set on one refuses the 61st request on the other", async () => {
    const admin = createClient(pair.first.app, await pair.first.login("admin"));
    const token = await pair.first.login("school_admin");
    const onFirst = createClient(pair.first.app, token);
    const onSecond = createClient(pair.second.app, token);
    // the second instance has its rules loaded (none) before the rule is set
    expect((await onSecond.get(TARGET)).statusCode).toBe(200);
    await freshMinute(40);
    const created = data<GatewayRuleRow>(await admin.post(RULES, rule({ perUserPerMinute: 60 })));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await burst([onFirst, onSecond], 60)).toEqual(Array(60).fill(200));
    const refused = await onSecond.get(TARGET);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain("每个用户每分钟最多 60 次");
    expect(refused.headers["retry-after"]).toBeDefined();
    data(await admin.delete(`${RULES}/${created.id}`));
    await expect.poll(async () => (await onSecond.get(TARGET)).statusCode, { timeout: 1000 }).toBe(200);
  });

  it("maintenance switched on through one answers 503 with its message on the other within a second", async () => {
    const admin = createClient(pair.first.app, await pair.first.login("admin"));
    const onSecond = createClient(pair.second.app, await pair.first.login("school_admin"));
    expect((await onSecond.get(TARGET)).statusCode).toBe(200);
    const created = data<GatewayRuleRow>(await admin.post(RULES, rule(maintenanceOn)));
    await expect.poll(async () => (await onSecond.get(TARGET)).statusCode, { timeout: 1000 }).toBe(503);
    expect((await onSecond.get(TARGET)).json().message).toBe("实例列表维护中，十分钟后恢复");
    data(await admin.put(`${RULES}/${created.id}`, rule({ ...maintenanceOn, maintenance: false })));
    await expect.poll(async () => (await onSecond.get(TARGET)).statusCode, { timeout: 1000 }).toBe(200);
    data(await admin.delete(`${RULES}/${created.id}`));
  });
});
