import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import {
  ALLOCATE_BY,
  CASE_STATUSES,
  CHECK_KINDS,
  QUEUE_FILTERS,
  TEAM_DECISIONS,
  TEAM_DUTIES,
  TEAM_RETURN_TARGETS,
} from "@zcps/contracts/zcps/team-review/api";
import { describe, expect, it } from "vitest";
import { teamReviewLocales } from "./locales";
import { teamReviewPages } from "./pages";
import { stageOf } from "./stage";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("the team stages' pages", () => {
  const { zh, en } = teamReviewLocales as { zh: Record<string, string>; en: Record<string, string> };

  it("has every text in both languages", () => {
    // plural forms differ by language (English has _one and _other, Chinese _other only)
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
      for (const match of readFileSync(file, "utf8").matchAll(/["'`]((?:teamUi|team)\.[A-Za-z][\w.]*)["'`]/g)) {
        const key = match[1] as string;
        for (const table of [zh, en]) if (!(key in table)) missing.push(`${file}: ${key}`);
      }
    }
    const vocabulary = [
      ...CASE_STATUSES.map((s) => `team.status.${s}`),
      ...TEAM_DECISIONS.map((d) => `team.decision.${d}`),
      ...TEAM_DUTIES.map((d) => `team.duty.${d}`),
      ...CHECK_KINDS.map((k) => `teamUi.kind.${k}`),
      ...TEAM_RETURN_TARGETS.map((target) => `teamUi.target.${target}`),
      ...QUEUE_FILTERS.map((f) => `teamUi.queue.${f}`),
      ...ALLOCATE_BY.map((b) => `teamUi.by.${b}`),
      ...["all", "no", "yes"].map((a) => `teamUi.allocated.${a}`),
      ...["inStage", "unallocated", "checked", "disputed", "returnsOpen"].map((f) => `teamUi.fig.${f}`),
    ];
    for (const key of vocabulary) for (const table of [zh, en]) if (!(key in table)) missing.push(key);
    expect(missing).toEqual([]);
  });

  it("serves both stages from one page per shape, each reading its stage from its route", () => {
    const { pages } = teamReviewPages;
    for (const [formal, synthesis] of [
      ["/FormalAudit/TeamAssignment", "/PersonnelSynthesis/TeamAssignmentZH"],
      ["/FormalAudit/TeamAudit", "/PersonnelSynthesis/TeamAuditZH"],
      ["/FormalAudit/TeamStatistics", "/PersonnelSynthesis/TeamStatisticsZH"],
      ["/FormalAudit/ResultCount", "/PersonnelSynthesis/PersonnelSynthesisResultCount"],
    ] as const) {
      expect(pages[formal]).toBeDefined();
      expect(pages[formal]).toBe(pages[synthesis]);
      expect(stageOf(formal)).toBe("FORMAL_AUDIT");
      expect(stageOf(synthesis)).toBe("SYNTHESIS_REVIEW");
    }
    // four shared shapes, the synthesis results and the declarant statistics
    expect(new Set(Object.values(pages)).size).toBe(6);
    expect(pages["/PersonnelSynthesis/RSZcjzcsblb"]).toBeUndefined();
  });
});
