import { describe, expect, it } from "vitest";
import { LANGUAGES, languageFrom, messages, translate } from "./messages";

describe("message catalogue", () => {
  it("has every key in zh and en, none empty", () => {
    const zhKeys = Object.keys(messages.zh).sort();
    expect(Object.keys(messages.en).sort()).toEqual(zhKeys);
    expect(LANGUAGES).toEqual(["zh", "en"]);
    for (const lang of LANGUAGES) {
      for (const [key, text] of Object.entries(messages[lang])) expect(text.trim(), `${lang} ${key}`).not.toBe("");
    }
  });

  it("has English texts without Chinese characters, and Chinese texts that differ from them", () => {
    for (const [key, text] of Object.entries(messages.en)) {
      expect(/[\u4e00-\u9fff]/.test(text), key).toBe(false);
      expect(translate(key, "zh"), key).not.toBe(text);
    }
  });

  it("carries the spec's exact Chinese texts (sections 5 and 8)", () => {
    const spec: Record<string, string> = {
      "auth.badCredentials": "账户或密码错误！",
      "v.oldPassRequired": "请输入旧密码",
      "v.passLength": "长度在 6 到 20 个字符",
      "password.oldWrong": "旧密码错误！",
      "v.passRequired": "请输入密码",
      "v.passRule": "密码中必须包含字母、数字、特殊字符！长度6-20",
      "v.checkPassRequired": "请再次输入密码",
      "v.passMismatch": "两次输入密码不一致!",
      "v.emailRequired": "请输入邮箱",
      "v.emailTooLong": "长度必须小于32个字符",
      "v.emailInvalid": "邮箱输入不合法",
      "user.emailTaken": "租户中邮箱已存在！",
      "v.mobileRequired": "请输入手机号",
      "v.mobileInvalid": "手机号输入不合法",
      "user.mobileTaken": "租户中手机号已存在！",
      "common.created": "创建成功",
      "project.switched": "切换成功",
      "project.switchFailed": "切换失败",
      "password.changed": "修改成功",
      "password.changeFailed": "修改失败",
    };
    for (const [key, text] of Object.entries(spec)) expect(translate(key, "zh"), key).toBe(text);
  });

  it("translates by language and falls back to the key for an unknown one", () => {
    expect(translate("auth.badCredentials")).toBe("账户或密码错误！");
    expect(translate("auth.badCredentials", "en")).toBe("Wrong account or password!");
    expect(translate("no.such.key", "en")).toBe("no.such.key");
  });

  it("fills {name} placeholders from the values given, leaving the others", () => {
    expect(translate("param.max", "zh", { field: "limit", max: 100 })).toBe("limit 不能大于 100");
    expect(translate("param.max", "en", { field: "limit", max: 100 })).toBe("limit must be at most 100");
    expect(translate("param.max", "en", { field: "limit" })).toBe("limit must be at most {max}");
  });

  it("picks the language from Accept-Language, Chinese by default", () => {
    expect(languageFrom(undefined)).toBe("zh");
    expect(languageFrom("")).toBe("zh");
    expect(languageFrom("zh")).toBe("zh");
    expect(languageFrom("zh-CN,zh;q=0.9,en;q=0.8")).toBe("zh");
    expect(languageFrom("en")).toBe("en");
    expect(languageFrom("EN-us, zh;q=0.5")).toBe("en");
    expect(languageFrom("fr-FR")).toBe("zh");
  });
});
