import { pinyin } from "pinyin-pro";

/**
 * The forms a Chinese name takes in an English text (a paper's byline, an acknowledgement): the surname first or
 * last, the given name's syllables joined or hyphenated, and ü written as ü, v or u, as journals do: 张晓明 is
 * "Zhang Xiaoming", "Xiaoming Zhang", "Xiao-Ming Zhang"; 吕文 is "Lü Wen", "Lv Wen", "Lu Wen". Initials ("X. Zhang")
 * are left out: they name too many others.
 */

/** Two-character surnames: the rest of the name is the given name. */
const COMPOUND_SURNAMES = new Set(
  "欧阳 司马 上官 诸葛 东方 皇甫 尉迟 公孙 慕容 令狐 长孙 宇文 司徒 夏侯 轩辕 端木 南宫 西门 独孤 澹台 呼延 万俟 闻人 申屠 太史 钟离 百里 东郭 第五".split(
    " ",
  ),
);

const HAN = /^\p{Script=Han}{2,5}$/u;
const capital = (syllable: string) => syllable.charAt(0).toUpperCase() + syllable.slice(1);

/** A name's English forms, or none when it is not written in two to five Chinese characters. */
export function pinyinNameForms(name: string | null | undefined): string[] {
  const han = name?.replace(/\s+/gu, "") ?? "";
  if (!HAN.test(han)) return [];
  const syllables = pinyin(han, { toneType: "none", type: "array", surname: "head", v: true });
  const split = COMPOUND_SURNAMES.has(han.slice(0, 2)) && han.length > 2 ? 2 : 1;
  const forms = new Set<string>();
  for (const u of ["ü", "v", "u"]) {
    const spelled = syllables.map((s) => s.replace(/v/g, u));
    const surname = capital(spelled.slice(0, split).join(""));
    const given = spelled.slice(split);
    const givenForms = [given.join(""), given.join("-")];
    for (const g of givenForms) {
      const gn = capital(g);
      forms.add(`${surname} ${gn}`);
      forms.add(`${gn} ${surname}`);
    }
  }
  return [...forms];
}
