import { messages } from "@zcps/contracts/messages";
import { describe, expect, it } from "vitest";
import { en } from "../i18n/locales/en";
import { zh } from "../i18n/locales/zh";
import { feedbackFor, isSuccess, REQUEST_KEYS } from "./request-errors";

describe("success", () => {
  it("is HTTP 200 or body status 200", () => {
    expect(isSuccess(200, { access_token: "x" })).toBe(true);
    expect(isSuccess(201, { status: 200, message: "", data: null })).toBe(true);
    expect(isSuccess(400, { status: 400, message: "bad" })).toBe(false);
    expect(isSuccess(500, null)).toBe(false);
  });
});

describe("error catalogue (spec 8)", () => {
  it("no response (timed out, aborted, connection dropped, network down): '服务请求超时！' as an error for 5 s", () => {
    const timeout = { kind: "message", level: "error", text: REQUEST_KEYS.timeout, translate: true, seconds: 5 };
    // the request layer passes every failure without an answer as HTTP status 0, with or without a body
    expect(feedbackFor({ httpStatus: 0 })).toEqual(timeout);
    expect(feedbackFor({ httpStatus: 0, body: null })).toEqual(timeout);
    expect(feedbackFor({ httpStatus: 0, body: { message: "Failed to fetch" } })).toEqual(timeout);
    expect(zh[REQUEST_KEYS.timeout]).toBe("服务请求超时！");
    expect(en[REQUEST_KEYS.timeout]).toBe("The service request timed out!");
  });

  it("400: the body message as a warning", () => {
    const f = feedbackFor({ httpStatus: 400, body: { status: 400, message: messages.zh["auth.badCredentials"] } });
    expect(f).toEqual({ kind: "message", level: "warning", text: "账户或密码错误！", translate: false, seconds: 5 });
  });

  it("401 with 40101: session expired (log out)", () => {
    expect(feedbackFor({ httpStatus: 401, body: { status: 40101, message: "x" } })).toEqual({ kind: "sessionExpired" });
  });

  it("401 with 40001 and 403: notification titled '禁止' with the body message for 2 s", () => {
    const expected = {
      kind: "notification",
      level: "error",
      titleKey: REQUEST_KEYS.forbiddenTitle,
      text: "没有权限执行此操作",
      seconds: 2,
    };
    expect(feedbackFor({ httpStatus: 401, body: { status: 40001, message: "没有权限执行此操作" } })).toEqual(expected);
    expect(feedbackFor({ httpStatus: 403, body: { status: 40001, message: "没有权限执行此操作" } })).toEqual(expected);
    expect(zh[REQUEST_KEYS.forbiddenTitle]).toBe("禁止");
  });

  it("body status 30101: notification titled '失败' for 2 s", () => {
    const f = feedbackFor({ httpStatus: 200, body: { status: 30101, message: "名额已满" } });
    expect(f).toEqual({
      kind: "notification",
      level: "error",
      titleKey: REQUEST_KEYS.failedTitle,
      text: "名额已满",
      seconds: 2,
    });
    expect(zh[REQUEST_KEYS.failedTitle]).toBe("失败");
  });

  it("504: '后端服务异常，请联系管理员！' for 5 s", () => {
    const f = feedbackFor({ httpStatus: 504, body: null });
    expect(f).toMatchObject({ kind: "message", level: "error", text: REQUEST_KEYS.gatewayDown, seconds: 5 });
    expect(zh[REQUEST_KEYS.gatewayDown]).toBe("后端服务异常，请联系管理员！");
  });

  it("anything else: the body message as an error for 5 s, a generic text without one", () => {
    expect(feedbackFor({ httpStatus: 500, body: { status: 500, message: "服务器内部错误" } })).toEqual({
      kind: "message",
      level: "error",
      text: "服务器内部错误",
      translate: false,
      seconds: 5,
    });
    expect(feedbackFor({ httpStatus: 401, body: { status: 40301, message: "客户端认证失败" } })).toMatchObject({
      level: "error",
      text: "客户端认证失败",
    });
    // a real answer without a message of its own (a proxy's bare 502) is the generic failure, not a timeout
    expect(feedbackFor({ httpStatus: 502, body: null })).toEqual({
      kind: "message",
      level: "error",
      text: REQUEST_KEYS.failed,
      translate: true,
      seconds: 5,
    });
  });

  it("every catalogue text exists in both languages", () => {
    for (const key of Object.values(REQUEST_KEYS)) {
      expect(zh[key]).toBeTruthy();
      expect(en[key]).toBeTruthy();
    }
  });
});
