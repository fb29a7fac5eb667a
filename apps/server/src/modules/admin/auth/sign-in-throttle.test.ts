import { describe, expect, it } from "vitest";
import { accountDelayMs, failureKeys, judgeAttempt, type RecentFailures } from "./sign-in-throttle";

const limits = { maxFailures: 5, ipMaxFailures: 30, windowSeconds: 900 };
const none: RecentFailures = { onAccount: 0, fromAddress: 0, onAccountFromAddress: 0, sinceLastOnAccountMs: null };

describe("failureKeys", () => {
  it("counts the account, the address, and the account from the address apart", () => {
    expect(failureKeys("u:judge", "10.0.0.1")).toEqual({
      account: "u:judge",
      address: "ip:10.0.0.1",
      accountFromAddress: "u:judge|ip:10.0.0.1",
    });
  });
});

describe("accountDelayMs", () => {
  it("is none below the limit, then 1 s doubling per failure", () => {
    expect([0, 4].map((n) => accountDelayMs(n, limits))).toEqual([0, 0]);
    expect([5, 6, 7, 8].map((n) => accountDelayMs(n, limits))).toEqual([1000, 2000, 4000, 8000]);
  });

  it("stops at the window divided by the limit, however many failures", () => {
    expect(accountDelayMs(13, limits)).toBe(180_000);
    expect(accountDelayMs(5000, limits)).toBe(180_000);
    expect(accountDelayMs(6, { ...limits, windowSeconds: 5 })).toBe(1000);
  });
});

describe("judgeAttempt", () => {
  it("lets an attempt through without failures", () => {
    expect(judgeAttempt(none, false, limits)).toEqual({ kind: "allowed" });
  });

  it("locks an address out of an account after its own failures there, known address or not", () => {
    const recent = { ...none, onAccount: 5, onAccountFromAddress: 5, sinceLastOnAccountMs: 600_000 };
    expect(judgeAttempt(recent, false, limits)).toEqual({ kind: "locked" });
    expect(judgeAttempt(recent, true, limits)).toEqual({ kind: "locked" });
    expect(judgeAttempt({ ...recent, onAccountFromAddress: 4 }, false, limits)).toEqual({ kind: "allowed" });
  });

  it("locks an address out of every account after its failures on any", () => {
    expect(judgeAttempt({ ...none, fromAddress: 30 }, true, limits)).toEqual({ kind: "locked" });
    expect(judgeAttempt({ ...none, fromAddress: 29 }, false, limits)).toEqual({ kind: "allowed" });
  });

  it("makes another address wait out the account's delay, in whole seconds, then lets it through", () => {
    const recent = { ...none, onAccount: 7, onAccountFromAddress: 1, sinceLastOnAccountMs: 100 };
    expect(judgeAttempt(recent, false, limits)).toEqual({ kind: "wait", seconds: 4 });
    expect(judgeAttempt({ ...recent, sinceLastOnAccountMs: 3001 }, false, limits)).toEqual({
      kind: "wait",
      seconds: 1,
    });
    expect(judgeAttempt({ ...recent, sinceLastOnAccountMs: 4000 }, false, limits)).toEqual({ kind: "allowed" });
  });

  it("does not make an account below the limit wait, nor count a failure stamped just ahead of the clock", () => {
    expect(judgeAttempt({ ...none, onAccount: 4, sinceLastOnAccountMs: -2 }, false, limits)).toEqual({
      kind: "allowed",
    });
    expect(judgeAttempt({ ...none, onAccount: 5, sinceLastOnAccountMs: -2 }, false, limits)).toEqual({
      kind: "wait",
      seconds: 1,
    });
  });

  it("never makes an address the account signed in from wait", () => {
    const recent = { ...none, onAccount: 40, sinceLastOnAccountMs: 0 };
    expect(judgeAttempt(recent, false, limits)).toEqual({ kind: "wait", seconds: 180 });
    expect(judgeAttempt(recent, true, limits)).toEqual({ kind: "allowed" });
  });
});
