import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type Response, requestToken } from "./client";
import {
  DEMO_PASSWORD,
  encrypt,
  lastSmsCode,
  phoneFields,
  sendSmsCode,
  startTestServer,
  type TestServer,
} from "./harness";

/** The default LOGIN_MAX_FAILURES: failures on an account from one address before that address is refused it. */
const MAX_FAILURES = 5;
const WRONG = "bad-pass1!";

const BAD_CREDENTIALS = { status: 400, message: "账户或密码错误！", data: null };
const LOCKED = { status: 429, message: "登录尝试过多，请稍后再试", data: null };
const DELAYED = (seconds: number) => `该账户近期登录失败次数较多，请 ${seconds} 秒后再试`;

let server: TestServer;
let short: TestServer;
beforeAll(async () => {
  [server, short] = await Promise.all([startTestServer(), startTestServer({ LOGIN_WINDOW_SECONDS: "4" })]);
});
afterAll(async () => Promise.all([server.close(), short.close()]));

function signIn(username: string, password: string, ip: string, { lang = "", target = server } = {}) {
  return requestToken(target.app, { username, password: encrypt(password), is_encrypt: "1" }, { ip, lang });
}

async function failFrom(username: string, ips: string[], target = server) {
  for (const ip of ips) expect((await signIn(username, WRONG, ip, { target })).json()).toEqual(BAD_CREDENTIALS);
}

const addresses = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}.${i + 1}`);

function expectSignedIn(res: Response) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().access_token).toBeTruthy();
}

/** A refusal to wait: 429, the message, and the wait in seconds in `data` and Retry-After; answers the wait. */
function expectDelayed(res: Response, message = DELAYED): number {
  expect(res.statusCode, res.body).toBe(429);
  const body = res.json();
  expect(body).toEqual({
    status: 429,
    message: message(body.data.retryAfter),
    data: { retryAfter: expect.any(Number) },
  });
  expect(res.headers["retry-after"]).toBe(String(body.data.retryAfter));
  return body.data.retryAfter;
}

const pause = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 50));

const sendCode = (mobilePhone: string, ip: string) => sendSmsCode(server, mobilePhone, "login", ip);
const smsCode = (mobilePhone: string) => lastSmsCode(server, mobilePhone);

const phoneSignIn = (mobile: string, verifyCodeId: string, code: string, ip: string) =>
  requestToken(server.app, phoneFields(mobile, verifyCodeId, code), { ip });

async function usernameOf(res: Response): Promise<string> {
  expectSignedIn(res);
  const info = await createClient(server.app, res.json().access_token).get("/api/admin/user/front/info");
  return info.json().data.username;
}

describe("an attacker at one address", () => {
  it("is refused the account after five failures, even with the right password; the owner signs in elsewhere", async () => {
    const attacker = "10.9.0.1";
    const owner = "10.9.0.2";
    await failFrom("judge", Array(MAX_FAILURES).fill(attacker));

    // the account's failures slow another address down for a second; it is not locked
    expect(expectDelayed(await signIn("judge", DEMO_PASSWORD, owner))).toBe(1);

    const locked = await signIn("judge", DEMO_PASSWORD, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(LOCKED);
    const lockedEn = await signIn("judge", DEMO_PASSWORD, attacker, { lang: "en" });
    expect(lockedEn.json()).toEqual({ ...LOCKED, message: "Too many sign-in attempts, please try again later" });

    await pause(1);
    expectSignedIn(await signIn("judge", DEMO_PASSWORD, owner));
    // the owner's sign-in does not let the attacker's address back in
    expect((await signIn("judge", DEMO_PASSWORD, attacker)).json()).toEqual(LOCKED);
  });
});

describe("an attacker rotating addresses", () => {
  it("waits longer after each failure, and a refused attempt does not count", async () => {
    const rotating = addresses("10.9.1", 20);
    const next = () => rotating.shift() as string;
    await failFrom("judge_chair", Array.from({ length: MAX_FAILURES }, next));

    const first = expectDelayed(await signIn("judge_chair", WRONG, next()));
    // hammering meanwhile is refused, in the caller's language, and does not lengthen the wait
    const hammering = expectDelayed(
      await signIn("judge_chair", WRONG, next(), { lang: "en" }),
      (seconds) => `This account has had many failed sign-ins recently, please try again in ${seconds} s`,
    );
    expect(hammering).toBeLessThanOrEqual(first);
    await pause(first);
    await failFrom("judge_chair", [next()]);
    const second = expectDelayed(await signIn("judge_chair", WRONG, next()));
    expect([first, second]).toEqual([1, 2]);

    // never a lock: the owner, at an address of their own, signs in once the wait the answer names is over
    const owner = "10.9.1.200";
    const wait = expectDelayed(await signIn("judge_chair", DEMO_PASSWORD, owner));
    expect(wait).toBeLessThanOrEqual(second);
    await pause(wait);
    expectSignedIn(await signIn("judge_chair", DEMO_PASSWORD, owner));
  });

  it("does not make the owner wait at an address they signed in from before", async () => {
    const usual = "10.9.2.1";
    expectSignedIn(await signIn("declarant", DEMO_PASSWORD, usual));
    await failFrom("declarant", addresses("10.9.3", MAX_FAILURES));
    expectDelayed(await signIn("declarant", DEMO_PASSWORD, "10.9.3.100"));
    expectSignedIn(await signIn("declarant", DEMO_PASSWORD, usual));
    // the owner's sign-in ends the account's wait for every address
    expectSignedIn(await signIn("declarant", DEMO_PASSWORD, "10.9.3.100"));
  });
});

describe("attempts arriving together", () => {
  const statuses = (replies: Response[]) => replies.map((res) => res.statusCode).sort();

  it("from one address: exactly five are checked, the others refused", async () => {
    const replies = await Promise.all(Array.from({ length: 10 }, () => signIn("dept_assigner", WRONG, "10.9.7.1")));
    expect(statuses(replies)).toEqual([...Array(5).fill(400), ...Array(5).fill(429)]);
    for (const res of replies.filter((r) => r.statusCode === 429)) expect(res.json()).toEqual(LOCKED);
  });

  it("from many addresses once the account waits: one is checked, the others wait", async () => {
    await failFrom("formal_auditor", addresses("10.9.8", MAX_FAILURES - 1));
    const replies = await Promise.all(addresses("10.9.9", 8).map((ip) => signIn("formal_auditor", WRONG, ip)));
    expect(statuses(replies)).toEqual([400, ...Array(7).fill(429)]);
    for (const res of replies.filter((r) => r.statusCode === 429)) expectDelayed(res);
  });
});

describe("phone-code sign-in", () => {
  it("is not blocked by password failures, not even from the attacker's address", async () => {
    const attacker = "10.9.4.1";
    await failFrom("unit_admin", Array(MAX_FAILURES).fill(attacker));
    expect((await signIn("unit_admin", DEMO_PASSWORD, attacker)).json()).toEqual(LOCKED);

    const mobile = "13800000003"; // unit_admin
    const { verifyCodeId } = (await sendCode(mobile, attacker)).json().data;
    expect(await usernameOf(await phoneSignIn(mobile, verifyCodeId, smsCode(mobile), attacker))).toBe("unit_admin");
  });

  it("refuses an address after its wrong codes for a number, not the owner at theirs", async () => {
    const mobile = "13800000004"; // unit_leader
    const usual = "10.9.5.1";
    const attacker = "10.9.5.2";
    expectSignedIn(await signIn("unit_leader", DEMO_PASSWORD, usual));
    for (let i = 0; i < MAX_FAILURES; i++) {
      const res = await phoneSignIn(mobile, `guess-${i}`, "000000", attacker);
      expect(res.json()).toEqual(BAD_CREDENTIALS);
    }
    const { verifyCodeId } = (await sendCode(mobile, usual)).json().data;
    const code = smsCode(mobile);
    // refused before the code is looked at, so it stays good for the owner
    expect((await phoneSignIn(mobile, verifyCodeId, code, attacker)).json()).toEqual(LOCKED);
    expect(await usernameOf(await phoneSignIn(mobile, verifyCodeId, code, usual))).toBe("unit_leader");
  });
});

describe("after the window (LOGIN_WINDOW_SECONDS=4)", () => {
  it("forgets the failures: the address is let in again and the account no longer waits", async () => {
    const attacker = "10.9.6.1";
    await failFrom("professor", Array(MAX_FAILURES).fill(attacker), short);
    expect((await signIn("professor", DEMO_PASSWORD, attacker, { target: short })).json()).toEqual(LOCKED);
    expectDelayed(await signIn("professor", WRONG, "10.9.6.2", { target: short }));

    await pause(4);
    expect((await signIn("professor", WRONG, "10.9.6.3", { target: short })).json()).toEqual(BAD_CREDENTIALS);
    expectSignedIn(await signIn("professor", DEMO_PASSWORD, attacker, { target: short }));
  });
});
