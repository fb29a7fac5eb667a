import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASIC, DEMO_PASSWORD, encrypt, startTestServer, type TestServer } from "./harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

function token(fields: Record<string, string>, authorization = BASIC) {
  return server.app.inject({
    method: "POST",
    url: "/api/auth/oauth/token",
    headers: { authorization, "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ grant_type: "password", tenant_id: "default", ...fields }).toString(),
  });
}

describe("POST /api/auth/oauth/token", () => {
  it("issues a token for an encrypted password", async () => {
    const res = await token({ username: " admin ", password: encrypt(DEMO_PASSWORD), is_encrypt: "1" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.access_token).toMatch(/^[\w-]{40,}$/);
    expect(body).toMatchObject({ token_type: "bearer", tgc: null, session: null });
    expect(body.expires_in).toBeGreaterThan(0);
  });

  it("answers the same message for a wrong password and an unknown account", async () => {
    const wrong = await token({ username: "declarant", password: "nope12!", is_encrypt: "0" });
    const unknown = await token({ username: "nobody", password: "nope12!", is_encrypt: "0" });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 400, message: "账户或密码错误！", data: null });
    }
  });

  it("refuses a wrong client with 401", async () => {
    const res = await token({ username: "admin", password: DEMO_PASSWORD }, `Basic ${Buffer.from("console:x").toString("base64")}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe(40301);
  });

  it("throttles an account after five failures, even with the right password", async () => {
    for (let i = 0; i < 5; i++) await token({ username: "judge", password: "bad-pass1!" });
    const res = await token({ username: "judge", password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(429);
  });

  it("returns a CAS ticket for a CAS login", async () => {
    const res = await token({ username: "professor", password: DEMO_PASSWORD, have_cas_login: "1" });
    expect(res.statusCode).toBe(200);
    expect(res.json().tgc).toMatch(/^TGT-/);
  });
});

describe("DELETE /api/auth/oauth/token", () => {
  it("revokes the token: the next call gets 401 with 40101", async () => {
    const access = await server.login("unit_admin");
    expect((await server.app.inject({ url: "/api/admin/user/front/info", headers: server.bearer(access) })).statusCode).toBe(200);
    const out = await server.app.inject({ method: "DELETE", url: `/api/auth/oauth/token?access_token=Bearer%20${access}` });
    expect(out.json()).toMatchObject({ status: 200, message: "" });
    const after = await server.app.inject({ url: "/api/admin/user/front/info", headers: server.bearer(access) });
    expect(after.statusCode).toBe(401);
    expect(after.json().status).toBe(40101);
  });
});

describe("phone sign-in", () => {
  it("signs in with the SMS code once, and refuses it the second time", async () => {
    const sent = await server.app.inject({ url: "/api/auth/user/ignoreUserToken/getVerifyCodeId?mobilePhone=13800000002&purpose=login" });
    expect(sent.statusCode).toBe(200);
    const { verifyCodeId } = sent.json().data;
    const code = /(\d{6})/.exec(server.deps.sms.last("13800000002")?.text ?? "")?.[1] as string;
    const fields = { username: "13800000002", password: "", mobile_login: "1", is_encrypt: "0", verify_code_id: verifyCodeId, verify_code: code };
    const first = await token(fields);
    expect(first.statusCode).toBe(200);
    expect((await token(fields)).statusCode).toBe(400);
  });
});
