import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { GROUP_ACTIONS, GROUP_STATES } from "@zcps/contracts/zcps/committee/api";
import { MEETING_ACTIONS, MEETING_STATES, RECUSAL_REASONS } from "@zcps/contracts/zcps/committee/meeting";
import { VOTE_CHOICES } from "@zcps/contracts/zcps/committee/vote";
import { describe, expect, it } from "vitest";
import { committeeLocales } from "./locales";
import { VERDICT_TAGS } from "./logic";
import { committeePages } from "./pages";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("the senior committee's pages", () => {
  const { zh, en } = committeeLocales as { zh: Record<string, string>; en: Record<string, string> };
  // plural forms differ by language (English has _one and _other, Chinese neither)
  const has = (table: Record<string, string>, key: string) => {
    const base = key.replace(/_(one|other)$/, "");
    return base in table || `${base}_other` in table;
  };

  it("has every text in both languages", () => {
    const base = (table: Record<string, string>) =>
      new Set(Object.keys(table).map((k) => k.replace(/_(one|other)$/, "")));
    const [zhKeys, enKeys] = [base(zh), base(en)];
    expect([...zhKeys].filter((k) => !enKeys.has(k))).toEqual([]);
    expect([...enKeys].filter((k) => !zhKeys.has(k))).toEqual([]);
    for (const [key, text] of [...Object.entries(zh), ...Object.entries(en)]) expect(text, key).toBeTruthy();
  });

  it("every key a page asks for exists in both languages, the vocabularies' included", () => {
    const missing: string[] = [];
    for (const file of sourceFiles(__dirname)) {
      for (const match of readFileSync(file, "utf8").matchAll(/["'`]((?:cmtUi|committee)\.[A-Za-z][\w.]*)["'`]/g)) {
        const key = match[1] as string;
        for (const table of [zh, en]) if (!has(table, key)) missing.push(`${file}: ${key}`);
      }
    }
    const vocabulary = [
      ...MEETING_STATES.map((s) => `committee.meeting.state.${s}`),
      ...MEETING_ACTIONS.flatMap((a) => [`cmtUi.move.${a}`, `cmtUi.moveConfirm.${a}`]),
      ...GROUP_STATES.map((s) => `committee.group.state.${s}`),
      ...GROUP_ACTIONS.flatMap((a) => [`cmtUi.groupMove.${a}`, `cmtUi.groupMoveConfirm.${a}`]),
      ...RECUSAL_REASONS.map((r) => `committee.meeting.recusal.${r}`),
      ...VOTE_CHOICES.map((c) => `cmtUi.choice.${c}`),
      ...Object.values(VERDICT_TAGS).map((tag) => tag.key),
      ...["DRAWN", "CHOSEN"].map((s) => `cmtUi.source.${s}`),
    ];
    for (const key of vocabulary) for (const table of [zh, en]) if (!has(table, key)) missing.push(key);
    expect(missing).toEqual([]);
  });

  it("serves the meetings, the vote and the results", () => {
    expect(Object.keys(committeePages.pages).sort()).toEqual(["/HighJudgesRes/HighJudges", "/hwgl/hygl", "/hwgl/ycgl"]);
  });
});
