import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../src/db/schema";
import { sha256 } from "../src/platform/tokens";
import { createClient, requestToken, type TokenCaller } from "./client";
import {
  DEMO_PASSWORD,
  encrypt,
  lastSmsCode,
  phoneFields,
  sendSmsCode,
  startTestServer,
  type TestServer,
} from "./harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

/** Each test signs in from its own address (`ip`) so the per-address throttle of one test does not leak into another. */
function token(fields: Record<string, string>, options: TokenCaller = {}, target: TestServer = server) {
  return requestToken(target.app, fields, { ...options, ip: options.ip ?? "10.0.0.1" });
}

const passwordLogin = (username: string, password: string, ip: string) =>
  token({ username, password: encrypt(password), is_encrypt: "1" }, { ip });

const sendCode = (mobilePhone: string, purpose: "login" | "reset", ip: string, target: TestServer = server) =>
  sendSmsCode(target, mobilePhone, purpose, ip);
const smsCode = (mobilePhone: string, target: TestServer = server) => lastSmsCode(target, mobilePhone);

function me(access: string) {
  return createClient(server.app, access).get("/api/admin/user/front/info");
}

const BAD_CREDENTIALS = { status: 400, message: "账户或密码错误！", data: null };

describe("POST /api/auth/oauth/token (password grant)", () => {
  it("issues a token for an encrypted password and a trimmed username", async () => {
    const res = await token({ username: " admin ", password: encrypt(DEMO_PASSWORD), is_encrypt: "1" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.access_token).toMatch(/^[\w-]{40,}$/);
    expect(body).toMatchObject({ token_type: "bearer", tgc: null, session: null });
    expect(body.expires_in).toBeGreaterThan(0);
    const info = await me(body.access_token);
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toMatchObject({ id: body.userId, username: "admin" });
  });

  it("accepts a plain password with is_encrypt=0, and the account name in any case", async () => {
    const plain = await token({ username: "ADMIN", password: DEMO_PASSWORD, is_encrypt: "0" });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().access_token).toBeTruthy();
  });

  it("answers the same message for a wrong password, an unknown account and a bad ciphertext", async () => {
    const ip = "10.0.1.1";
    const wrong = await token({ username: "declarant", password: "nope12!", is_encrypt: "0" }, { ip });
    const unknown = await token({ username: "nobody", password: "nope12!", is_encrypt: "0" }, { ip });
    const garbled = await token({ username: "declarant", password: "not-base64!", is_encrypt: "1" }, { ip });
    const empty = await token({ username: "   ", password: "" }, { ip });
    for (const res of [wrong, unknown, garbled, empty]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(BAD_CREDENTIALS);
    }
    const en = await token({ username: "nobody", password: "nope12!" }, { ip, lang: "en" });
    expect(en.json()).toEqual({ status: 400, message: "Wrong account or password!", data: null });
  });

  it("refuses a wrong client secret, an unknown client and a missing Basic header with 401 40301", async () => {
    const fields = { username: "admin", password: DEMO_PASSWORD };
    const wrongSecret = await token(fields, { authorization: `Basic ${Buffer.from("console:x").toString("base64")}` });
    const unknownClient = await token(fields, {
      authorization: `Basic ${Buffer.from("other:console-secret").toString("base64")}`,
    });
    const missing = await token(fields, { authorization: null });
    const bearerInstead = await token(fields, { authorization: "Bearer abc" });
    for (const res of [wrongSecret, unknownClient, missing, bearerInstead]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 40301, message: "客户端认证失败", data: null });
    }
    const en = await token(fields, { authorization: null, lang: "en" });
    expect(en.json().message).toBe("Client authentication failed");
  });

  it("slows an account after five failures from several addresses, without locking its owner out", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await token({ username: "judge", password: "bad-pass1!" }, { ip: `10.0.2.${i}` });
      expect(res.statusCode).toBe(400);
    }
    const res = await token({ username: "judge", password: DEMO_PASSWORD }, { ip: "10.0.2.9" });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      status: 429,
      message: "该账户近期登录失败次数较多，请 1 秒后再试",
      data: { retryAfter: 1 },
    });
    const en = await token({ username: "judge", password: DEMO_PASSWORD }, { ip: "10.0.2.9", lang: "en" });
    expect(en.json().message).toBe("This account has had many failed sign-ins recently, please try again in 1 s");
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await passwordLogin("judge", DEMO_PASSWORD, "10.0.2.9")).statusCode).toBe(200);
  });

  it("clears an account's failures after a successful sign-in", async () => {
    for (let i = 0; i < 4; i++) await token({ username: "judge_chair", password: "bad-pass1!" }, { ip: "10.0.3.1" });
    expect((await passwordLogin("judge_chair", DEMO_PASSWORD, "10.0.3.1")).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await token({ username: "judge_chair", password: "bad-pass1!" }, { ip: "10.0.3.2" });
    expect((await passwordLogin("judge_chair", DEMO_PASSWORD, "10.0.3.2")).statusCode).toBe(200);
  });

  it("refuses a disabled user with the same message, and ends their open sessions", async () => {
    const before = await server.login("expert_out");
    await server.deps.db.update(users).set({ enabled: false }).where(eq(users.username, "expert_out"));
    const res = await passwordLogin("expert_out", DEMO_PASSWORD, "10.0.4.1");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(BAD_CREDENTIALS);
    const open = await me(before);
    expect(open.statusCode).toBe(401);
    expect(open.json().status).toBe(40101);
    await server.deps.db.update(users).set({ enabled: true }).where(eq(users.username, "expert_out"));
    expect((await passwordLogin("expert_out", DEMO_PASSWORD, "10.0.4.1")).statusCode).toBe(200);
  });

  it("returns a CAS ticket and session id for a CAS login", async () => {
    const res = await token({ username: "professor", password: DEMO_PASSWORD, have_cas_login: "1" });
    expect(res.statusCode).toBe(200);
    expect(res.json().tgc).toMatch(/^TGT-/);
    expect(res.json().session).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("DELETE /api/auth/oauth/token", () => {
  it("revokes a token sent with the Bearer prefix: the next call gets 401 with 40101", async () => {
    const access = await server.login("unit_admin");
    expect((await me(access)).statusCode).toBe(200);
    const out = await createClient(server.app).delete(`/api/auth/oauth/token?access_token=Bearer%20${access}`);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ status: 200, message: "", data: null });
    const after = await me(access);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ status: 40101, message: "用户身份过期,请重新登录!", data: null });
  });

  it("revokes a bare token too, and only that one", async () => {
    const first = await server.login("unit_admin");
    const second = await server.login("unit_admin");
    const out = await createClient(server.app).delete(`/api/auth/oauth/token?access_token=${first}`);
    expect(out.json()).toEqual({ status: 200, message: "", data: null });
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it("answers success for an unknown or already revoked token", async () => {
    const out = await createClient(server.app).delete("/api/auth/oauth/token?access_token=garbage");
    expect(out.json()).toEqual({ status: 200, message: "", data: null });
  });
});

describe("token lifetime", () => {
  it("refuses an expired token with 401 40101", async () => {
    const access = await server.login("personnel");
    await server.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sha256(access)));
    const res = await me(access);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 40101, message: "用户身份过期,请重新登录!", data: null });
  });
});

describe("GET /api/auth/user/ignoreUserToken/getVerifyCodeId", () => {
  it("sends a six-digit code by SMS and returns its id", async () => {
    const res = await sendCode("13800000003", "login", "10.0.5.1");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 200, message: "验证码已发送" });
    expect(body.data).toEqual({ verifyCodeId: expect.stringMatching(/^[0-9a-f-]{36}$/), expiresIn: 300 });
    expect(smsCode("13800000003")).toMatch(/^\d{6}$/);
  });

  it("refuses a second code for the same number within 60 s with 429", async () => {
    const res = await sendCode("13800000003", "login", "10.0.5.2");
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ status: 429, message: "登录尝试过多，请稍后再试", data: null });
  });

  it("refuses an invalid or missing mobile number", async () => {
    for (const mobile of ["12345", "1380000000", "23800000000", "abc"]) {
      const res = await sendCode(mobile, "login", "10.0.5.3");
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 400, message: "手机号输入不合法", data: null });
    }
    const en = await createClient(server.app, null, { ip: "10.0.5.3", lang: "en" }).get(
      "/api/auth/user/ignoreUserToken/getVerifyCodeId?mobilePhone=12345",
    );
    expect(en.json().message).toBe("Invalid mobile number");
    const missing = await createClient(server.app, null, { ip: "10.0.5.4" }).get(
      "/api/auth/user/ignoreUserToken/getVerifyCodeId",
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("请输入手机号");
  });

  it("accepts the 09 pattern and a number without an account (the reply reveals nothing)", async () => {
    const res = await sendCode("0912345678", "login", "10.0.5.5");
    expect(res.statusCode).toBe(200);
    expect(smsCode("0912345678")).toMatch(/^\d{6}$/);
  });
});

describe("phone sign-in", () => {
  it("signs in with the SMS code once, and refuses it the second time", async () => {
    const sent = await sendCode("13800000002", "login", "10.0.6.1");
    const { verifyCodeId } = sent.json().data;
    const fields = phoneFields("13800000002", verifyCodeId, smsCode("13800000002"));
    const first = await token(fields, { ip: "10.0.6.1" });
    expect(first.statusCode).toBe(200);
    const info = await me(first.json().access_token);
    expect(info.json().data.username).toBe("declarant");
    const again = await token(fields, { ip: "10.0.6.1" });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(BAD_CREDENTIALS);
  });

  it("refuses a wrong code, a code sent to another number and a reset code", async () => {
    const login = (await sendCode("13800000005", "login", "10.0.6.2")).json().data.verifyCodeId;
    const code = smsCode("13800000005");
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const wrong = await token(phoneFields("13800000005", login, wrongCode), { ip: "10.0.6.2" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(BAD_CREDENTIALS);
    const otherNumber = await token(phoneFields("13800000006", login, code), { ip: "10.0.6.2" });
    expect(otherNumber.statusCode).toBe(400);
    expect(otherNumber.json()).toEqual(BAD_CREDENTIALS);
    const reset = (await sendCode("13800000007", "reset", "10.0.6.2")).json().data.verifyCodeId;
    const resetCode = await token(phoneFields("13800000007", reset, smsCode("13800000007")), { ip: "10.0.6.2" });
    expect(resetCode.statusCode).toBe(400);
    // the right code still works after one wrong try
    expect((await token(phoneFields("13800000005", login, code), { ip: "10.0.6.2" })).statusCode).toBe(200);
  });

  it("refuses a valid code for a number without an account", async () => {
    const id = (await sendCode("13912345678", "login", "10.0.6.3")).json().data.verifyCodeId;
    const res = await token(phoneFields("13912345678", id, smsCode("13912345678")), { ip: "10.0.6.3" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(BAD_CREDENTIALS);
  });
});

describe("password reset by SMS code", () => {
  const mobile = "13800000004"; // unit_leader
  // the route allows ten calls a minute per address
  let calls = 0;
  const reset = (body: Record<string, string>, lang?: string) =>
    createClient(server.app, null, { ip: `10.0.7.${100 + Math.floor(calls++ / 10)}`, lang }).post(
      "/api/auth/user/ignoreUserToken/resetPasswordByCode?is_encrypt=1",
      body,
    );

  it("refuses a wrong code and a weak password, then resets and revokes every session", async () => {
    const sessionA = await server.login("unit_leader");
    const sessionB = await server.login("unit_leader");
    const verifyCodeId = (await sendCode(mobile, "reset", "10.0.7.1")).json().data.verifyCodeId;
    const code = smsCode(mobile);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, "0");

    const wrong = await reset({
      mobilePhone: mobile,
      verifyCodeId,
      verifyCode: wrongCode,
      password: encrypt("New#pass1"),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ status: 400, message: "验证码错误或已过期", data: null });
    const wrongEn = await reset(
      { mobilePhone: mobile, verifyCodeId, verifyCode: wrongCode, password: encrypt("New#pass1") },
      "en",
    );
    expect(wrongEn.json().message).toBe("The verification code is wrong or has expired");

    const weak = await reset({ mobilePhone: mobile, verifyCodeId, verifyCode: code, password: encrypt("abcdefg") });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe("密码中必须包含字母、数字、特殊字符！长度6-20");

    const done = await reset({ mobilePhone: mobile, verifyCodeId, verifyCode: code, password: encrypt("New#pass1") });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: 200, message: "密码已重置，请使用新密码登录", data: null });

    for (const access of [sessionA, sessionB]) expect((await me(access)).statusCode).toBe(401);
    expect((await passwordLogin("unit_leader", DEMO_PASSWORD, "10.0.7.2")).json()).toEqual(BAD_CREDENTIALS);
    expect((await passwordLogin("unit_leader", "New#pass1", "10.0.7.2")).statusCode).toBe(200);

    const reused = await reset({
      mobilePhone: mobile,
      verifyCodeId,
      verifyCode: code,
      password: encrypt("Other#pass2"),
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe("验证码错误或已过期");
  });

  it("locks a code after five wrong tries", async () => {
    const lockMobile = "13800000009"; // synthesis_member
    const verifyCodeId = (await sendCode(lockMobile, "reset", "10.0.7.3")).json().data.verifyCodeId;
    const code = smsCode(lockMobile);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    for (let i = 0; i < 5; i++) {
      const res = await reset({
        mobilePhone: lockMobile,
        verifyCodeId,
        verifyCode: wrongCode,
        password: encrypt("New#pass1"),
      });
      expect(res.statusCode).toBe(400);
    }
    const right = await reset({
      mobilePhone: lockMobile,
      verifyCodeId,
      verifyCode: code,
      password: encrypt("New#pass1"),
    });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe("验证码错误或已过期");
    expect((await passwordLogin("synthesis_member", DEMO_PASSWORD, "10.0.7.4")).statusCode).toBe(200);
  });

  it("refuses a login code and a code for another number", async () => {
    const other = "13800000010"; // peer_admin
    const loginId = (await sendCode(other, "login", "10.0.7.5")).json().data.verifyCodeId;
    const asReset = await reset({
      mobilePhone: other,
      verifyCodeId: loginId,
      verifyCode: smsCode(other),
      password: encrypt("New#pass1"),
    });
    expect(asReset.statusCode).toBe(400);
    expect(asReset.json().message).toBe("验证码错误或已过期");
    const invalid = await reset({ mobilePhone: "123", verifyCodeId: loginId, verifyCode: "123456", password: "x" });
    expect(invalid.json()).toEqual({ status: 400, message: "手机号输入不合法", data: null });
  });
});

describe("password reset by e-mail", () => {
  const email = "dept.reviewer@example.edu.cn";
  const sendMail = (address: string, ip: string, lang?: string) =>
    createClient(server.app, null, { ip, lang }).post("/api/auth/user/ignoreUserToken/sendResetMail", {
      email: address,
    });
  const resetByMail = (resetToken: string, password: string, lang?: string) =>
    createClient(server.app, null, { ip: "10.0.8.9", lang }).post(
      "/api/auth/user/ignoreUserToken/resetPasswordByMail?is_encrypt=1",
      { token: resetToken, password: encrypt(password) },
    );

  it("mails a link whose token resets the password once and revokes every session", async () => {
    const open = await server.login("dept_reviewer");
    const sent = await sendMail(" DEPT.REVIEWER@example.edu.cn ", "10.0.8.1");
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ status: 200, message: "如果该邮箱已绑定账户，重置链接已发送", data: null });
    const mail = server.deps.mail.last(email);
    expect(mail?.subject).toBeTruthy();
    const resetToken = /\/findPwdByEmail\?token=([\w-]+)/.exec(mail?.text ?? "")?.[1] as string;
    expect(resetToken).toBeTruthy();

    const weak = await resetByMail(resetToken, "short");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe("密码中必须包含字母、数字、特殊字符！长度6-20");

    const done = await resetByMail(resetToken, "Mail#pass1");
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: 200, message: "密码已重置，请使用新密码登录", data: null });
    expect((await me(open)).statusCode).toBe(401);
    expect((await passwordLogin("dept_reviewer", DEMO_PASSWORD, "10.0.8.2")).json()).toEqual(BAD_CREDENTIALS);
    expect((await passwordLogin("dept_reviewer", "Mail#pass1", "10.0.8.2")).statusCode).toBe(200);

    const twice = await resetByMail(resetToken, "Mail#pass2");
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ status: 400, message: "重置链接无效或已过期", data: null });
    const twiceEn = await resetByMail(resetToken, "Mail#pass2", "en");
    expect(twiceEn.json().message).toBe("The reset link is invalid or has expired");
  });

  it("answers success for an unknown e-mail and sends nothing", async () => {
    const before = server.deps.mail.outbox.length;
    const sent = await sendMail("nobody@example.edu.cn", "10.0.8.3");
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe("如果该邮箱已绑定账户，重置链接已发送");
    const en = await sendMail("nobody@example.edu.cn", "10.0.8.3", "en");
    expect(en.json().message).toBe("If an account uses this e-mail, a reset link has been sent");
    expect(server.deps.mail.outbox.length).toBe(before);
    expect(server.deps.mail.last("nobody@example.edu.cn")).toBeUndefined();
  });

  it("refuses an invalid e-mail and an unknown or malformed token with a localized message", async () => {
    const invalid = await sendMail("not-an-email", "10.0.8.4");
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ status: 400, message: "邮箱输入不合法", data: null });
    const unknown = await resetByMail("x".repeat(43), "Mail#pass1");
    expect(unknown.json()).toEqual({ status: 400, message: "重置链接无效或已过期", data: null });
    const tooShort = await resetByMail("short", "Mail#pass1");
    expect(tooShort.json()).toEqual({
      status: 400,
      message: "请求参数不合法：token 长度不能少于 16 个字符",
      data: null,
    });
    const tooShortEn = await resetByMail("short", "Mail#pass1", "en");
    expect(tooShortEn.json().message).toBe("Invalid request parameter: token must be at least 16 characters long");
  });
});

describe("with small limits and a CAS logout address", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({
      LOGIN_IP_MAX_FAILURES: "3",
      LOGIN_MAX_FAILURES: "20",
      CAS_LOGOUT_URL: "https://cas.example.edu.cn/cas/logout",
    });
  });
  afterAll(async () => limited.close());

  it("throttles an address after its failures, whatever the account, but not another address", async () => {
    for (const username of ["declarant", "judge", "nobody"]) {
      const res = await token({ username, password: "bad-pass1!" }, { ip: "10.1.0.1" }, limited);
      expect(res.statusCode).toBe(400);
    }
    const blocked = await token({ username: "admin", password: DEMO_PASSWORD }, { ip: "10.1.0.1" }, limited);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().status).toBe(429);
    const elsewhere = await token({ username: "admin", password: DEMO_PASSWORD }, { ip: "10.1.0.2" }, limited);
    expect(elsewhere.statusCode).toBe(200);
  });

  it("locks a sign-in code after five wrong tries", async () => {
    const mobile = "13800000011"; // expert_in
    const id = (await sendCode(mobile, "login", "10.1.1.1", limited)).json().data.verifyCodeId;
    const code = smsCode(mobile, limited);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    for (let i = 0; i < 5; i++) {
      const res = await token(phoneFields(mobile, id, wrongCode), { ip: `10.1.1.${10 + i}` }, limited);
      expect(res.statusCode).toBe(400);
    }
    const right = await token(phoneFields(mobile, id, code), { ip: "10.1.1.20" }, limited);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual(BAD_CREDENTIALS);
  });

  it("answers the CAS logout address on logout", async () => {
    const access = await limited.login("professor");
    const out = await createClient(limited.app).delete(`/api/auth/oauth/token?access_token=${access}`);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ status: 200, message: "https://cas.example.edu.cn/cas/logout", data: null });
  });
});
