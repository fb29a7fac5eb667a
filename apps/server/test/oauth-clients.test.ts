import { OAUTH_CLIENT_API } from "@zcps/contracts/elements-oauth-clients";
import type { OAuthClientRow, OAuthClientWithSecret } from "@zcps/contracts/oauth-clients";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oauthClients } from "../src/db/schema";
import { type Client, createClient, data, expectBadRequest, expectRefused, requestToken, signedIn } from "./client";
import { DEMO_PASSWORD, encrypt, startTestServer, type TestServer } from "./harness";

let server: TestServer;
let adminApi: Client;

const basic = (clientId: string, secret: string) => `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}`;

/** The administrator's password sign-in through the client with this secret; `fields` add to the form. */
const signInThrough = (clientId: string, secret: string, fields: Record<string, string> = {}) =>
  requestToken(
    server.app,
    { username: "admin", password: encrypt(DEMO_PASSWORD), is_encrypt: "1", ...fields },
    { authorization: basic(clientId, secret), lang: "en" },
  );

const form = {
  clientId: "portal-app",
  name: "门户",
  description: "学校门户",
  grantTypes: ["password"],
  scopes: ["read", "profile"],
  redirectUris: ["https://portal.example.edu.cn/callback"],
  accessTokenSeconds: 3600,
  enabled: true,
};

const listed = async (): Promise<OAuthClientRow[]> =>
  data(await adminApi.get(`${OAUTH_CLIENT_API}/page?limit=100`)).rows;

beforeAll(async () => {
  server = await startTestServer();
  adminApi = createClient(server.app, await server.login("admin"), { lang: "zh" });
});
afterAll(async () => server.close());

describe("OAuth clients", () => {
  let created: OAuthClientWithSecret;

  it("creates a client and shows its secret once; the list and the row never carry it", async () => {
    const res = await adminApi.post(OAUTH_CLIENT_API, form);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("客户端已创建，请立即复制密钥，它只显示这一次");
    created = res.json().data;
    expect(created.secret).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(created.client).toMatchObject({ ...form, isConsole: false });

    const rows = await listed();
    expect(rows.map((row) => row.clientId)).toEqual(expect.arrayContaining(["console", "portal-app"]));
    const text = JSON.stringify(rows) + (await adminApi.get(`${OAUTH_CLIENT_API}/${created.client.id}`)).body;
    expect(text).not.toContain(created.secret);
    expect(text).not.toMatch(/secret/i);
    // stored as the hash the token endpoint checks, never in clear
    const [stored] = await server.deps.db.select().from(oauthClients).where(eq(oauthClients.id, created.client.id));
    expect(stored?.secretHash).not.toContain(created.secret);
  });

  it("the console's own client has every grant it signs in with and cannot be deleted or disabled", async () => {
    const consoleRow = (await listed()).find((row) => row.clientId === "console") as OAuthClientRow;
    expect(consoleRow).toMatchObject({ isConsole: true, enabled: true });
    expect(consoleRow.grantTypes).toEqual(["password", "phone_code", "sign_in_link", "cas"]);
    const refusal = "这是控制台自身的客户端：不能删除、停用或去掉密码授权，否则所有人都将无法登录";
    expectBadRequest(await adminApi.delete(`${OAUTH_CLIENT_API}/${consoleRow.id}`), refusal);
    expectBadRequest(await adminApi.put(`${OAUTH_CLIENT_API}/${consoleRow.id}/enabled`, { enabled: false }), refusal);
    const { id, isConsole, createdAt, updatedAt, ...fields } = consoleRow;
    expectBadRequest(await adminApi.put(`${OAUTH_CLIENT_API}/${id}`, { ...fields, enabled: false }), refusal);
    expectBadRequest(await adminApi.put(`${OAUTH_CLIENT_API}/${id}`, { ...fields, grantTypes: ["cas"] }), refusal);
    expect((await listed()).find((row) => row.id === id)).toEqual(consoleRow);
    expect((await signInThrough("console", "console-secret")).statusCode).toBe(200);
  });

  it("the token endpoint takes the new client's secret for its grant and refuses a grant it lacks", async () => {
    const res = await signInThrough("portal-app", created.secret);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().expires_in).toBe(3600);

    const cas = await signInThrough("portal-app", created.secret, { have_cas_login: "1" });
    expect(cas.statusCode).toBe(401);
    expect(cas.json().message).toBe("This client may not use this grant type");
    const link = await signInThrough("portal-app", created.secret, { link_token: "x".repeat(40) });
    expect(link.json().message).toBe("This client may not use this grant type");
    expect((await signInThrough("portal-app", "wrong")).json().message).toBe("Client authentication failed");
  });

  it("grants the scopes asked for among the client's, all of them when none is asked, and refuses another", async () => {
    expect((await signInThrough("portal-app", created.secret)).json().scope).toBe("read profile");
    const one = await signInThrough("portal-app", created.secret, { scope: "profile" });
    expect(one.json().scope).toBe("profile");
    const other = await signInThrough("portal-app", created.secret, { scope: "read admin" });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('This client may not ask for the scope "admin"');
    // the console's client holds no scope to ask for
    const consoleAsk = await requestToken(
      server.app,
      { username: "admin", password: encrypt(DEMO_PASSWORD), is_encrypt: "1", scope: "read" },
      { lang: "zh" },
    );
    expect(consoleAsk.json().message).toBe("该客户端无权申请权限范围“read”");
  });

  it("a grant given later is taken at the next request", async () => {
    const { id } = created.client;
    const res = await adminApi.put(`${OAUTH_CLIENT_API}/${id}`, { ...form, grantTypes: ["password", "cas"] });
    expect(data(res).grantTypes).toEqual(["password", "cas"]);
    const cas = await signInThrough("portal-app", created.secret, { have_cas_login: "1" });
    expect(cas.statusCode, cas.body).toBe(200);
    expect(cas.json().tgc).toMatch(/^TGT-/);
  });

  it("rotating the secret refuses the old one at once and takes the new one", async () => {
    const res = await adminApi.post(`${OAUTH_CLIENT_API}/${created.client.id}/secret`);
    expect(res.json().message).toBe("密钥已重置，旧密钥立即失效；新密钥只显示这一次");
    const rotated: OAuthClientWithSecret = data(res);
    expect(rotated.secret).not.toBe(created.secret);
    const old = await signInThrough("portal-app", created.secret);
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe("Client authentication failed");
    expect((await signInThrough("portal-app", rotated.secret)).statusCode).toBe(200);
    created = rotated;
  });

  it("a disabled client is refused at the next request, and taken again once enabled", async () => {
    const url = `${OAUTH_CLIENT_API}/${created.client.id}/enabled`;
    expect(data(await adminApi.put(url, { enabled: false })).enabled).toBe(false);
    const refused = await signInThrough("portal-app", created.secret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe("Client authentication failed");
    expect(data(await adminApi.put(url, { enabled: true })).enabled).toBe(true);
    expect((await signInThrough("portal-app", created.secret)).statusCode).toBe(200);
  });

  it("refuses bad input with a clear message and changes nothing", async () => {
    const before = await listed();
    expectBadRequest(await adminApi.post(OAUTH_CLIENT_API, { ...form, name: "另一个" }), "客户端 ID 已存在");
    const badUrl = await adminApi.with({ lang: "en" }).post(OAUTH_CLIENT_API, {
      ...form,
      clientId: "other-app",
      redirectUris: ["not a url"],
    });
    expectBadRequest(badUrl);
    expect(badUrl.json().message).toContain("A redirect URI must be a valid URL starting with http or https");
    for (const seconds of [59, 30 * 24 * 3600 + 1]) {
      const res = await adminApi.post(OAUTH_CLIENT_API, {
        ...form,
        clientId: "other-app",
        accessTokenSeconds: seconds,
      });
      expectBadRequest(res);
      expect(res.json().message).toContain("令牌有效期须为 60 秒到 2592000 秒（30 天）之间的整数");
    }
    const noGrant = await adminApi.post(OAUTH_CLIENT_API, { ...form, clientId: "other-app", grantTypes: [] });
    expect(noGrant.json().message).toContain("请至少选择一种授权方式");
    const second = data(await adminApi.post(OAUTH_CLIENT_API, { ...form, clientId: "second-app" })).client;
    expectBadRequest(
      await adminApi.put(`${OAUTH_CLIENT_API}/${second.id}`, { ...form, clientId: "portal-app" }),
      "客户端 ID 已存在",
    );
    expect(data(await adminApi.delete(`${OAUTH_CLIENT_API}/${second.id}`))).toBeNull();
    expect(await listed()).toEqual(before);
  });

  it("deletes a client, whose secret is then refused", async () => {
    const res = await adminApi.delete(`${OAUTH_CLIENT_API}/${created.client.id}`);
    expect(res.json().message).toBe("删除成功");
    expect((await signInThrough("portal-app", created.secret)).statusCode).toBe(401);
    expect((await listed()).map((row) => row.clientId)).toEqual(["console"]);
  });

  it("answers 401 without a token and 403 to anyone but the super administrator", async () => {
    const anonymous = await createClient(server.app).get(`${OAUTH_CLIENT_API}/page`);
    expect(anonymous.statusCode).toBe(401);
    const [schoolAdmin] = await signedIn(server, ["school_admin"]);
    expectRefused(await schoolAdmin.get(`${OAUTH_CLIENT_API}/page`));
    expectRefused(await schoolAdmin.post(OAUTH_CLIENT_API, { ...form, clientId: "sneaky-app" }));
    expect((await listed()).map((row) => row.clientId)).toEqual(["console"]);
  });
});
