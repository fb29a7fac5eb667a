import type { DeclareCountRow, PrecheckVerdict, QuotaUse, RecommendRow } from "@zcps/contracts/zcps/unit-review/api";
import { describe, expect, it } from "vitest";
import { countMatrix, draftOf, duplicateRanks, needsOverride, quotaWithDraft, returnScope, verdictOf } from "./logic";

const precheck = (pass: boolean | null, hardPass: boolean | null, softFailed = 0): PrecheckVerdict => ({
  kind: hardPass === null ? "NONE" : !hardPass ? "FAIL" : pass ? "PASS" : "ADVISORY",
  pass,
  hardPass,
  softFailed,
});

describe("the pre-check verdict beside the approve button", () => {
  it("tells pass, advisory conditions unmet, hard conditions failed and never evaluated apart", () => {
    expect(verdictOf(precheck(true, true))).toBe("pass");
    expect(verdictOf(precheck(false, true, 2))).toBe("advisory");
    expect(verdictOf(precheck(false, false, 1))).toBe("fail");
    expect(verdictOf(precheck(null, null))).toBe("none");
  });

  it("asks for an override reason only when the hard conditions are known to fail", () => {
    expect(needsOverride(precheck(false, false))).toBe(true);
    expect(needsOverride(precheck(false, true, 3))).toBe(false);
    expect(needsOverride(precheck(null, null))).toBe(false);
  });
});

describe("an itemised return", () => {
  const sections = [
    { materialType: "Paper", items: [{ id: "p1" }, { id: "p2" }] },
    { materialType: "Award", items: [{ id: "a1" }, { id: "a2" }] },
    { materialType: "Patent", items: [] },
  ];

  it("sends a fully checked section as its type and single items by id", () => {
    expect(returnScope(sections, ["type:Paper", "p1", "p2", "a2"])).toEqual({
      materialTypes: ["Paper"],
      itemIds: ["a2"],
    });
    expect(returnScope(sections, ["type:Patent"])).toEqual({ materialTypes: ["Patent"] });
  });

  it("returns the whole declaration when nothing is checked", () => {
    expect(returnScope(sections, [])).toEqual({});
  });
});

describe("the count table", () => {
  const row = (titleId: string, counts: Record<string, number>): DeclareCountRow => ({
    titleId,
    titleName: titleId,
    titleNameEn: titleId,
    level: "ASSOC_SENIOR",
    counts,
    total: Object.values(counts).reduce((a, b) => a + b, 0),
  });

  it("keeps the states that occur in the machine's order, with column and grand totals", () => {
    const matrix = countMatrix(
      [row("t1", { UNIT_REVIEW: 2, RETURNED: 1 }), row("t2", { UNIT_PUBLICITY: 3, UNIT_REVIEW: 0 })],
      ["UNIT_REVIEW", "UNIT_PUBLICITY", "RETURNED"],
    );
    expect(matrix.states).toEqual(["UNIT_REVIEW", "UNIT_PUBLICITY", "RETURNED"]);
    expect(matrix.columnTotals).toEqual({ UNIT_REVIEW: 2, UNIT_PUBLICITY: 3, RETURNED: 1 });
    expect(matrix.total).toBe(6);
  });
});

describe("the recommendation draft", () => {
  const rec = (id: string, level: string, quotaExempt = false): RecommendRow => ({
    id,
    version: 1,
    staffName: id,
    employeeNo: id,
    titleName: "教授",
    titleNameEn: "Professor",
    level,
    trackCode: "",
    status: "UNIT_RECOMMENDATION",
    precheck: precheck(true, true),
    quotaExempt,
    rank: null,
    recommend: false,
    remark: null,
  });
  const rows = [
    rec("a", "FULL_SENIOR"),
    rec("b", "FULL_SENIOR"),
    rec("c", "FULL_SENIOR", true),
    rec("d", "ASSOC_SENIOR"),
  ];
  const quotas: QuotaUse[] = [
    { level: "FULL_SENIOR", trackCode: "", allocated: 2, used: 1, left: 1 },
    { level: "ASSOC_SENIOR", trackCode: "", allocated: 3, used: 0, left: 3 },
  ];

  it("finds ranks given twice", () => {
    const draft = draftOf(rows).map((d, i) => ({ ...d, rank: [1, 2, 2, null][i] ?? null }));
    expect([...duplicateRanks(draft)]).toEqual([2]);
  });

  it("counts the recommended declarations against what is left of each level's quota, the exempt ones aside", () => {
    const draft = draftOf(rows).map((d) => ({ ...d, recommend: d.declarationId !== "d" }));
    const [full, assoc] = quotaWithDraft(quotas, rows, draft);
    expect(full).toMatchObject({ planned: 2, over: true });
    expect(assoc).toMatchObject({ planned: 0, over: false });
    const fewer = draft.map((d) => (d.declarationId === "b" ? { ...d, recommend: false } : d));
    expect(quotaWithDraft(quotas, rows, fewer)[0]).toMatchObject({ planned: 1, over: false });
  });
});
