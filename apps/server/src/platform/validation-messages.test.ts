import { idSchema } from "@zcps/contracts/validation";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { invalidInput } from "./db-errors";
import { fastifyIssue, type Issue, issueMessage } from "./validation-messages";

/** The first issue zod raises for `value`. */
function firstIssue(schema: z.ZodType, value: unknown): Issue {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`${JSON.stringify(value)} passed`);
  return result.error.issues[0] as Issue;
}
const zh = (schema: z.ZodType, value: unknown) => issueMessage(firstIssue(schema, value), "zh");
const en = (schema: z.ZodType, value: unknown) => issueMessage(firstIssue(schema, value), "en");

describe("the message of a schema's refusal", () => {
  it("names the field and the limit it broke", () => {
    const page = z.object({ limit: z.coerce.number().int().min(1).max(100) });
    expect(zh(page, { limit: 101 })).toBe("请求参数不合法：limit 不能大于 100");
    expect(en(page, { limit: 101 })).toBe("Invalid request parameter: limit must be at most 100");
    expect(zh(page, { limit: 0 })).toBe("请求参数不合法：limit 不能小于 1");
    expect(en(page, { limit: "x" })).toBe("Invalid request parameter: limit must be of type number");
    expect(en(page, { limit: 1.5 })).toBe("Invalid request parameter: limit must be of type int");
    const open = z.object({ n: z.number().positive().lt(10).multipleOf(2) });
    expect(en(open, { n: 0 })).toBe("Invalid request parameter: n must be greater than 0");
    expect(zh(open, { n: 12 })).toBe("请求参数不合法：n 必须小于 10");
    expect(zh(open, { n: 3 })).toBe("请求参数不合法：n 必须是 2 的倍数");
  });

  it("tells a missing field from one of the wrong type", () => {
    const body = z.object({ name: z.string() });
    expect(zh(body, {})).toBe("请求参数不合法：缺少 name");
    expect(en(body, {})).toBe("Invalid request parameter: name is required");
    expect(zh(body, { name: 1 })).toBe("请求参数不合法：name 的类型应为 string");
  });

  it("describes lengths, sizes, formats and choices", () => {
    expect(zh(z.object({ id: idSchema }), { id: "" })).toBe("请求参数不合法：id 不能为空");
    expect(zh(z.object({ id: idSchema }), { id: "a".repeat(65) })).toBe("请求参数不合法：id 长度不能超过 64 个字符");
    expect(en(z.object({ id: idSchema }), { id: "a\u0000" })).toBe(
      "Invalid request parameter: id has an invalid format",
    );
    expect(en(z.object({ code: z.string().min(3) }), { code: "ab" })).toBe(
      "Invalid request parameter: code must be at least 3 characters long",
    );
    expect(zh(z.object({ pin: z.string().length(6) }), { pin: "1" })).toBe("请求参数不合法：pin 长度必须为 6 个字符");
    const list = z.object({ ids: z.array(z.string()).min(2).max(3) });
    expect(en(list, { ids: ["a"] })).toBe("Invalid request parameter: ids must have at least 2 items");
    expect(zh(list, { ids: ["a", "b", "c", "d"] })).toBe("请求参数不合法：ids 不能超过 3 项");
    expect(zh(z.object({ ids: z.array(z.string()).nonempty() }), { ids: [] })).toBe("请求参数不合法：ids 不能为空");
    expect(en(z.object({ file: z.uuid() }), { file: "x" })).toBe(
      "Invalid request parameter: file must be a valid uuid",
    );
    expect(zh(z.object({ to: z.email() }), { to: "x" })).toBe("请求参数不合法：to 应为有效的 email");
    const choice = z.object({ kind: z.enum(["a", "b"]) });
    expect(zh(choice, { kind: "c" })).toBe("请求参数不合法：kind 只能是以下值之一：a, b");
    expect(en(choice, { kind: "c" })).toBe("Invalid request parameter: kind must be one of: a, b");
  });

  it("names nested fields by their path, and the keys a strict schema does not know", () => {
    const nested = z.object({ admin: z.strictObject({ emails: z.array(z.string().max(3)) }) });
    expect(en(nested, { admin: { emails: ["abcd"] } })).toBe(
      "Invalid request parameter: admin.emails.0 must be at most 3 characters long",
    );
    expect(zh(nested, { admin: { emails: [], bogus: 1, other: 2 } })).toBe(
      "请求参数不合法：不支持的参数 admin.bogus, admin.other",
    );
    const refined = z.object({ a: z.number() }).refine((v) => v.a > 1, { path: ["a"] });
    expect(en(refined, { a: 1 })).toBe("Invalid request parameter: a is invalid");
  });

  it("names the whole input when the issue is about it", () => {
    const issue = firstIssue(z.object({ a: z.string() }), [1]);
    expect(issueMessage(issue, "zh", "body")).toBe("请求参数不合法：body 的类型应为 object");
  });

  it("keeps a schema's own catalogue message, untouched", () => {
    const password = z.object({ pass: z.string("v.passRequired").min(6, "v.passLength") });
    expect(zh(password, {})).toBe("请输入密码");
    expect(zh(password, { pass: "abc" })).toBe("长度在 6 到 20 个字符");
    expect(en(password, { pass: "abc" })).toBe("Length must be 6 to 20 characters");
  });

  it("reads the issue fastify-type-provider-zod hands to Fastify", () => {
    const entry = {
      keyword: "too_big",
      instancePath: "/limit",
      message: "Too big: expected number to be <=100",
      params: { origin: "number", maximum: 100, inclusive: true },
    };
    expect(issueMessage(fastifyIssue(entry), "zh")).toBe("请求参数不合法：limit 不能大于 100");
    expect(issueMessage(undefined, "en")).toBe("Invalid request");
  });
});

describe("a database error from a bad value", () => {
  it("is told apart by its SQLSTATE, through the driver's wrappers", () => {
    const wrapped = (code: string) => ({ message: "Failed query", cause: { code, message: "..." } });
    expect(invalidInput(wrapped("22021"))).toBe("param.badCharacter");
    expect(invalidInput(wrapped("22P05"))).toBe("param.badCharacter");
    expect(invalidInput(wrapped("22001"))).toBe("param.valueTooLong");
    expect(invalidInput(wrapped("22P02"))).toBe("param.badValue");
    expect(invalidInput(wrapped("23505"))).toBeNull();
    expect(invalidInput(wrapped("22012"))).toBeNull();
    expect(invalidInput(new Error("boom"))).toBeNull();
  });
});
