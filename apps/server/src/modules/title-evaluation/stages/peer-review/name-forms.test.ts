import { describe, expect, it } from "vitest";
import { pinyinNameForms } from "./name-forms";

describe("pinyinNameForms", () => {
  it("writes a name surname first and last, the given name joined or hyphenated", () => {
    expect(pinyinNameForms("张晓明")).toEqual([
      "Zhang Xiaoming",
      "Xiaoming Zhang",
      "Zhang Xiao-ming",
      "Xiao-ming Zhang",
    ]);
  });

  it("keeps a compound surname whole, and writes ü as journals do", () => {
    expect(pinyinNameForms("欧阳修")).toEqual(["Ouyang Xiu", "Xiu Ouyang"]);
    expect(pinyinNameForms("吕文")).toEqual(["Lü Wen", "Wen Lü", "Lv Wen", "Wen Lv", "Lu Wen", "Wen Lu"]);
  });

  it("gives nothing for a name not written in two to five Chinese characters", () => {
    expect(pinyinNameForms("张")).toEqual([]);
    expect(pinyinNameForms("John Smith")).toEqual([]);
    expect(pinyinNameForms(null)).toEqual([]);
  });
});
