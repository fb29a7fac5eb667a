import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { messages, translate } from "./messages";
import {
  changePasswordFormSchema,
  EMAIL_PATTERN,
  emailSchema,
  LIMITS,
  loginFormSchema,
  MOBILE_PATTERN,
  mobileSchema,
  newPasswordSchema,
  oldPasswordSchema,
  PASSWORD_RULE,
  pageQuerySchema,
  phoneLoginFormSchema,
  profileUpdateSchema,
  resetByCodeSchema,
  resetByEmailSchema,
  resetPasswordSchema,
  uniqueCheckQuerySchema,
  userCreateSchema,
  userPageQuerySchema,
  userUpdateSchema,
} from "./validation";

/** The first message a schema gives for a value, or null when the value passes. */
function firstMessage(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const message = result.error.issues[0]?.message ?? "";
  // every schema message is a catalogue key
  expect(Object.keys(messages.zh)).toContain(message);
  return message;
}

const zh = (value: unknown, schema: z.ZodType) => {
  const key = firstMessage(schema, value);
  return key === null ? null : translate(key, "zh");
};

describe("LIMITS (spec 5 and 9)", () => {
  it("holds the spec's lengths", () => {
    expect(LIMITS).toMatchObject({
      name: 20,
      username: 20,
      idNo: 18,
      no: 32,
      phone: 20,
      email: 32,
      description: 100,
      passwordMin: 5,
      passwordMax: 20,
    });
  });
});

describe("old password", () => {
  it("is required, 5 to 20 characters (the message says 6), trimmed", () => {
    expect(zh("", oldPasswordSchema)).toBe("请输入旧密码");
    expect(zh("   ", oldPasswordSchema)).toBe("请输入旧密码");
    expect(zh(undefined, oldPasswordSchema)).toBe("请输入旧密码");
    expect(zh("abcd", oldPasswordSchema)).toBe("长度在 6 到 20 个字符");
    expect(zh("abcde", oldPasswordSchema)).toBeNull();
    expect(zh("a".repeat(20), oldPasswordSchema)).toBeNull();
    expect(zh("a".repeat(21), oldPasswordSchema)).toBe("长度在 6 到 20 个字符");
    expect(oldPasswordSchema.parse("  abcde  ")).toBe("abcde");
    expect(zh("  abcd  ", oldPasswordSchema)).toBe("长度在 6 到 20 个字符");
  });
});

describe("new password", () => {
  const rule = "密码中必须包含字母、数字、特殊字符！长度6-20";

  it("is required", () => {
    expect(zh("", newPasswordSchema)).toBe("请输入密码");
    expect(zh(undefined, newPasswordSchema)).toBe("请输入密码");
  });

  it("is 5 to 20 characters with the length message", () => {
    expect(zh("Ab1!", newPasswordSchema)).toBe("长度在 6 到 20 个字符");
    expect(zh(`Ab1!${"x".repeat(17)}`, newPasswordSchema)).toBe("长度在 6 到 20 个字符");
  });

  it("needs a letter, a digit and a special character, 6 to 20 long", () => {
    for (const weak of ["Ab1!x", "abcdef", "123456", "!@#$%^", "abc123", "abc!@#", "123!@#", "abc 123"]) {
      expect(zh(weak, newPasswordSchema), weak).toBe(rule);
    }
    for (const strong of ["Abc12!", "a1#bcd", "Demo@2026", `A1!${"x".repeat(17)}`, "密码ab1!"]) {
      expect(zh(strong, newPasswordSchema), strong).toBeNull();
    }
    expect(PASSWORD_RULE.test("a1!bcd")).toBe(true);
    expect(PASSWORD_RULE.test("a1 bcd")).toBe(false);
  });

  it("is trimmed before the checks", () => {
    expect(newPasswordSchema.parse("  Abc12!  ")).toBe("Abc12!");
    expect(zh("  Ab1! ", newPasswordSchema)).toBe("长度在 6 到 20 个字符");
    expect(resetPasswordSchema.parse({ password: " Abc12! " })).toEqual({ password: "Abc12!" });
  });
});

describe("change-password form", () => {
  const form = (oldPass: string, pass: string, checkPass: string) =>
    changePasswordFormSchema.safeParse({ oldPass, pass, checkPass });

  it("needs the confirmation and refuses a mismatch on checkPass", () => {
    const missing = form("abcde", "Abc12!", "");
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]).toMatchObject({ path: ["checkPass"], message: "v.checkPassRequired" });
    expect(translate("v.checkPassRequired")).toBe("请再次输入密码");
    const mismatch = form("abcde", "Abc12!", "Abc12?");
    expect(mismatch.error?.issues).toEqual([
      expect.objectContaining({ path: ["checkPass"], message: "v.passMismatch" }),
    ]);
    expect(translate("v.passMismatch")).toBe("两次输入密码不一致!");
  });

  it("compares trimmed values and returns them trimmed", () => {
    expect(form(" abcde ", " Abc12! ", "Abc12!  ").data).toEqual({
      oldPass: "abcde",
      pass: "Abc12!",
      checkPass: "Abc12!",
    });
  });

  it("reports each field's own message", () => {
    const result = form("", "abcdef", "abcdef");
    const first = new Map<string, string>();
    for (const issue of result.error?.issues ?? []) {
      const path = issue.path.join(".");
      if (!first.has(path)) first.set(path, translate(issue.message));
    }
    expect(Object.fromEntries(first)).toEqual({
      oldPass: "请输入旧密码",
      pass: "密码中必须包含字母、数字、特殊字符！长度6-20",
    });
  });
});

describe("e-mail", () => {
  it("is required, under 32 characters and well formed, trimmed", () => {
    expect(zh("", emailSchema)).toBe("请输入邮箱");
    expect(zh(undefined, emailSchema)).toBe("请输入邮箱");
    const at32 = `${"a".repeat(26)}@ex.cn`;
    expect(at32).toHaveLength(32);
    expect(zh(at32, emailSchema)).toBeNull();
    expect(zh(`a${at32}`, emailSchema)).toBe("长度必须小于32个字符");
    for (const bad of ["plain", "a@b", "a@b.c", "a b@ex.cn", "@ex.cn", "a@.cn", "a@ex..cn", "a@ex.cn."]) {
      expect(zh(bad, emailSchema), bad).toBe("邮箱输入不合法");
    }
    for (const good of ["a@ex.cn", "first.last+tag@mail.edu.cn", "A_B-c%d@EX-1.ORG"]) {
      expect(zh(good, emailSchema), good).toBeNull();
      expect(EMAIL_PATTERN.test(good)).toBe(true);
    }
    expect(emailSchema.parse("  a@ex.cn  ")).toBe("a@ex.cn");
  });
});

describe("mobile phone", () => {
  it("accepts 13, 14, 15, 17 or 18 followed by 9 digits, and 09 followed by 8 digits", () => {
    for (const prefix of ["13", "14", "15", "17", "18"]) {
      expect(zh(`${prefix}012345678`, mobileSchema), prefix).toBeNull();
    }
    expect(zh("0912345678", mobileSchema)).toBeNull();
    expect(MOBILE_PATTERN.test("0912345678")).toBe(true);
  });

  it("refuses everything else with '手机号输入不合法', and an empty value with '请输入手机号'", () => {
    for (const bad of [
      "10012345678",
      "11012345678",
      "12012345678",
      "16012345678",
      "19012345678",
      "1301234567",
      "130123456789",
      "091234567",
      "09123456789",
      "0812345678",
      "+8613012345678",
      "1301234567a",
    ]) {
      expect(zh(bad, mobileSchema), bad).toBe("手机号输入不合法");
    }
    expect(zh("", mobileSchema)).toBe("请输入手机号");
    expect(zh(undefined, mobileSchema)).toBe("请输入手机号");
    expect(mobileSchema.parse(" 13012345678 ")).toBe("13012345678");
  });
});

describe("profile form", () => {
  const base = { id: "u1", mobilePhone: "13012345678", email: "a@ex.cn" };

  it("trims values and stores empty optional ones as null", () => {
    expect(
      profileUpdateSchema.parse({
        ...base,
        mobilePhone: " 13012345678 ",
        email: " a@ex.cn ",
        telPhone: "  ",
        description: "  remark  ",
      }),
    ).toMatchObject({ mobilePhone: "13012345678", email: "a@ex.cn", telPhone: null, description: "remark" });
  });

  it("limits office phone to 20 and remarks to 100", () => {
    expect(zh({ ...base, telPhone: "1".repeat(20) }, profileUpdateSchema)).toBeNull();
    expect(zh({ ...base, telPhone: "1".repeat(21) }, profileUpdateSchema)).toBe("电话长度不能超过 20 个字符");
    expect(zh({ ...base, description: "字".repeat(100) }, profileUpdateSchema)).toBeNull();
    expect(zh({ ...base, description: "字".repeat(101) }, profileUpdateSchema)).toBe("备注长度不能超过 100 个字符");
  });

  it("requires the mobile phone and the e-mail", () => {
    expect(zh({ id: "u1", email: "a@ex.cn" }, profileUpdateSchema)).toBe("请输入手机号");
    expect(zh({ id: "u1", mobilePhone: "13012345678" }, profileUpdateSchema)).toBe("请输入邮箱");
  });
});

describe("user administration forms", () => {
  const user = { username: "new_user", password: "Abc12!", name: "新用户", departId: "d1" };

  it("checks the account: required, 3 to 20, letters digits _ . -", () => {
    expect(zh({ ...user, username: "" }, userCreateSchema)).toBe("请输入账户");
    expect(zh({ ...user, username: "ab" }, userCreateSchema)).toBe("账户长度在 3 到 20 个字符");
    expect(zh({ ...user, username: "a".repeat(21) }, userCreateSchema)).toBe("账户长度在 3 到 20 个字符");
    expect(zh({ ...user, username: "a b" }, userCreateSchema)).toBe("账户只能包含字母、数字、下划线、点和减号");
    expect(zh({ ...user, username: "张三丰" }, userCreateSchema)).toBe("账户只能包含字母、数字、下划线、点和减号");
    expect(zh({ ...user, username: "a.b-c_1" }, userCreateSchema)).toBeNull();
    expect(userCreateSchema.parse({ ...user, username: "  abc  " }).username).toBe("abc");
  });

  it("checks the password, the name and the department", () => {
    expect(zh({ ...user, password: "abcdef" }, userCreateSchema)).toBe("密码中必须包含字母、数字、特殊字符！长度6-20");
    expect(zh({ ...user, name: " " }, userCreateSchema)).toBe("请输入姓名");
    expect(zh({ ...user, name: "名".repeat(21) }, userCreateSchema)).toBe("姓名长度不能超过 20 个字符");
    expect(zh({ ...user, name: "名".repeat(20) }, userCreateSchema)).toBeNull();
    expect(zh({ ...user, departId: "" }, userCreateSchema)).toBe("请选择部门");
    expect(zh({ ...user, departId: undefined }, userCreateSchema)).toBe("请选择部门");
  });

  it("accepts empty contact fields as null, and checks given ones", () => {
    const parsed = userCreateSchema.parse({ ...user, email: "", mobilePhone: "  ", idNo: "", no: "" });
    expect(parsed).toMatchObject({ email: null, mobilePhone: null, idNo: null, no: null, enabled: true });
    expect(zh({ ...user, email: "bad" }, userCreateSchema)).toBe("邮箱输入不合法");
    expect(zh({ ...user, email: `${"a".repeat(27)}@ex.cn` }, userCreateSchema)).toBe("长度必须小于32个字符");
    expect(zh({ ...user, mobilePhone: "123" }, userCreateSchema)).toBe("手机号输入不合法");
    expect(userCreateSchema.parse({ ...user, email: " A@ex.cn ", mobilePhone: " 0912345678 " })).toMatchObject({
      email: "A@ex.cn",
      mobilePhone: "0912345678",
    });
  });

  it("limits ID 18, number 32, phone 20 and remarks 100", () => {
    const cases: [Record<string, string>, string][] = [
      [{ idNo: "1".repeat(19) }, "身份证号长度不能超过 18 个字符"],
      [{ no: "1".repeat(33) }, "工号长度不能超过 32 个字符"],
      [{ telPhone: "1".repeat(21) }, "电话长度不能超过 20 个字符"],
      [{ description: "x".repeat(101) }, "备注长度不能超过 100 个字符"],
    ];
    for (const [override, message] of cases) {
      expect(zh({ ...user, ...override }, userCreateSchema), message).toBe(message);
    }
    const atLimits = {
      idNo: "1".repeat(18),
      no: "1".repeat(32),
      telPhone: "1".repeat(20),
      description: "x".repeat(100),
    };
    expect(zh({ ...user, ...atLimits }, userCreateSchema)).toBeNull();
  });

  it("the update form has no account, password or super-admin flag", () => {
    const parsed = userUpdateSchema.parse({ ...user, isSuperAdmin: true, enabled: false });
    expect(parsed).not.toHaveProperty("username");
    expect(parsed).not.toHaveProperty("password");
    expect(parsed).not.toHaveProperty("isSuperAdmin");
    expect(parsed.enabled).toBe(false);
  });
});

describe("query schemas", () => {
  it("pages default to 1 and 20, limit at most 100", () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(userPageQuerySchema.parse({ page: "3", limit: "50", name: " 李 " })).toMatchObject({
      page: 3,
      limit: 50,
      name: "李",
    });
    for (const bad of [{ page: "0" }, { limit: "0" }, { limit: "101" }, { page: "1.5" }, { page: "x" }]) {
      expect(pageQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(userPageQuerySchema.safeParse({ enabled: "yes" }).success).toBe(false);
  });

  it("trims uniqueness-check values", () => {
    expect(uniqueCheckQuerySchema.parse({ email: " a@ex.cn ", id: "u1" })).toEqual({ email: "a@ex.cn", id: "u1" });
  });
});

describe("sign-in and reset forms", () => {
  it("trims the account and requires both fields", () => {
    expect(loginFormSchema.parse({ username: "  admin ", password: "x" })).toEqual({
      username: "admin",
      password: "x",
    });
    expect(zh({ username: " ", password: "x" }, loginFormSchema)).toBe("请输入账户");
    expect(zh({ username: "admin", password: "" }, loginFormSchema)).toBe("请输入密码");
  });

  it("needs a valid mobile number and a six-digit code", () => {
    expect(zh({ mobile: "13012345678", verifyCode: " 123456 " }, phoneLoginFormSchema)).toBeNull();
    expect(zh({ mobile: "13012345678", verifyCode: "12345" }, phoneLoginFormSchema)).toBe("请输入验证码");
    expect(zh({ mobile: "123", verifyCode: "123456" }, phoneLoginFormSchema)).toBe("手机号输入不合法");
    const reset = { mobilePhone: "13012345678", verifyCodeId: "id", verifyCode: "123456", password: "Abc12!" };
    expect(zh(reset, resetByCodeSchema)).toBeNull();
    expect(zh({ ...reset, verifyCode: "abcdef" }, resetByCodeSchema)).toBe("请输入验证码");
    expect(zh({ ...reset, password: "abcdef" }, resetByCodeSchema)).toBe(
      "密码中必须包含字母、数字、特殊字符！长度6-20",
    );
    expect(resetByEmailSchema.safeParse({ token: "short", password: "Abc12!" }).success).toBe(false);
    expect(resetByEmailSchema.safeParse({ token: "x".repeat(16), password: "Abc12!" }).success).toBe(true);
  });
});
