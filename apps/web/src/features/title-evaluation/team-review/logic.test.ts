import {
  FORMAL_AUDIT_ROUTES,
  PERSONNEL_ROUTES,
  SYNTHESIS_ROUTES,
  type TeamRow,
} from "@zcps/contracts/zcps/team-review/api";
import { describe, expect, it } from "vitest";
import {
  blockedUnits,
  checkBody,
  checkIssues,
  type DecisionValues,
  decisionIssues,
  decisionRequest,
  failingConditions,
  handConflicts,
  initialValues,
  outcomesByUnit,
} from "./logic";

const team = (id: string, units: [string, string][]): TeamRow => ({
  id,
  stage: "FORMAL_AUDIT",
  projectTimeId: "b1",
  name: `第${id}组`,
  leaderId: `${id}-0`,
  members: units.map(([unitId, unitName], i) => ({
    userId: `${id}-${i}`,
    name: `成员${i}`,
    duty: i === 0 ? "LEADER" : "MEMBER",
    unitId,
    unitName,
    unitNameEn: null,
  })),
  unitIds: [...new Set(units.map(([unitId]) => unitId))],
  allocated: 0,
  open: 0,
  decided: 0,
});

const one = team("1", [
  ["cs", "计算机学院"],
  ["math", "数学学院"],
]);
const two = team("2", [
  ["cs", "计算机学院"],
  ["law", "法学院"],
]);

describe("the allocation preview", () => {
  it("names the units every chosen team has a member from: their declarations stay unplaced", () => {
    expect(blockedUnits([one, two]).map((u) => u.name)).toEqual(["计算机学院"]);
    expect(blockedUnits([one]).map((u) => u.name)).toEqual(["计算机学院", "数学学院"]);
    expect(blockedUnits([])).toEqual([]);
  });

  it("finds the chosen declarations a team may not take by hand", () => {
    const rows = [
      { id: "a", unitId: "math" },
      { id: "b", unitId: "law" },
      { id: "c", unitId: null },
    ];
    expect(handConflicts(rows, one).map((r) => r.id)).toEqual(["a"]);
    expect(handConflicts(rows, two).map((r) => r.id)).toEqual(["b"]);
    expect(handConflicts(rows, undefined)).toEqual([]);
  });
});

const declaration = { declarationId: "d1", version: 3 };
const values = (patch: Partial<DecisionValues>): DecisionValues => ({
  ...initialValues(
    [
      { key: "eligible", suggested: true },
      { key: "materials", suggested: null },
    ],
    ["r2"],
  ),
  ...patch,
});
const answered = (patch: Partial<DecisionValues>) =>
  values({
    checklist: [
      { key: "eligible", ok: true },
      { key: "materials", ok: false, note: " 缺一页 " },
    ],
    ...patch,
  });

describe("the conditions a finding names", () => {
  it("are the failing hard leaves, not the groups failing with them nor advisory ones", () => {
    const rules = [
      { id: "all", pass: false, hard: true, depth: 0 },
      { id: "basic", pass: false, hard: true, depth: 1 },
      { id: "hours", pass: false, hard: true, depth: 2 },
      { id: "degree", pass: true, hard: true, depth: 2 },
      { id: "reform", pass: false, hard: false, depth: 1 },
    ];
    expect(failingConditions(rules)).toEqual(["hours"]);
    expect(failingConditions([{ id: "reform", pass: false, hard: false, depth: 0 }])).toEqual(["reform"]);
    expect(failingConditions([{ id: "ok", pass: true, hard: true, depth: 0 }])).toEqual([]);
  });
});

describe("a formal audit decision", () => {
  it("starts from the suggested answers and the failing rules", () => {
    const start = values({});
    expect(start.checklist).toEqual([
      { key: "eligible", ok: true },
      { key: "materials", ok: undefined },
    ]);
    expect(start.ruleIds).toEqual(["r2"]);
  });

  it("passes to personnelForm/submit with the checklist answered, nothing of a return or a finding", () => {
    const v = answered({ decision: "PASS", reason: "x", target: "UNIT", issues: [{ text: "y" }] });
    const request = decisionRequest("FORMAL_AUDIT", "team", declaration, v);
    expect(request.url).toBe(FORMAL_AUDIT_ROUTES.submit);
    expect(request.body).toEqual({
      ...declaration,
      decision: "PASS",
      checklist: [
        { key: "eligible", ok: true },
        { key: "materials", ok: false, note: "缺一页" },
      ],
    });
    expect(decisionIssues("FORMAL_AUDIT", "team", request, v)).toEqual({});
  });

  it("asks for every checklist point and for a decision", () => {
    const v = values({});
    expect(decisionIssues("FORMAL_AUDIT", "team", decisionRequest("FORMAL_AUDIT", "team", declaration, v), v)).toEqual({
      checklist: "team.checklistValueRequired",
      decision: "team.decisionInvalid",
    });
  });

  it("needs a reason to find a declaration ineligible and sends the rules named", () => {
    const v = answered({ decision: "INELIGIBLE", reason: "  " });
    const request = decisionRequest("FORMAL_AUDIT", "team", declaration, v);
    expect(request.body).toMatchObject({ decision: "INELIGIBLE", ruleIds: ["r2"] });
    expect(decisionIssues("FORMAL_AUDIT", "team", request, v)).toEqual({ reason: "team.reasonRequired" });
  });

  it("returns through returnAudit, naming everything to fix at once", () => {
    const v = answered({ decision: "RETURN", target: "DECLARANT", issues: [{ text: "补充学历证明" }, { text: "" }] });
    const request = decisionRequest("FORMAL_AUDIT", "team", declaration, v);
    expect(request.url).toBe(FORMAL_AUDIT_ROUTES.returnAudit);
    expect(decisionIssues("FORMAL_AUDIT", "team", request, v)).toEqual({ "issues.1.text": "team.issueTextRequired" });
    const none = answered({ decision: "RETURN", target: "UNIT", issues: [] });
    expect(
      decisionIssues("FORMAL_AUDIT", "team", decisionRequest("FORMAL_AUDIT", "team", declaration, none), none),
    ).toEqual({ issues: "team.issuesRequired" });
  });

  it("sends a re-check to one department with the named items only", () => {
    const v = answered({ decision: "RETURN", target: "DEPARTMENT", issues: [{ materialType: "PAPER", text: "复核" }] });
    const request = decisionRequest("FORMAL_AUDIT", "team", declaration, v);
    expect(decisionIssues("FORMAL_AUDIT", "team", request, v)).toEqual({
      departId: "team.departRequired",
      issues: "team.recheckItemsRequired",
    });
    const named = answered({
      decision: "RETURN",
      target: "DEPARTMENT",
      departId: "dep1",
      issues: [{ itemId: "i1", materialType: "PAPER", text: "核对检索证明" }],
    });
    const ok = decisionRequest("FORMAL_AUDIT", "team", declaration, named);
    expect(ok.body).toMatchObject({
      target: "DEPARTMENT",
      departId: "dep1",
      issues: [{ itemId: "i1", text: "核对检索证明" }],
    });
    expect(decisionIssues("FORMAL_AUDIT", "team", ok, named)).toEqual({});
  });
});

describe("a synthesis conclusion", () => {
  it("goes to synthetical/submit and needs a comment to dispute", () => {
    const v = answered({ decision: "DISPUTED" });
    const request = decisionRequest("SYNTHESIS_REVIEW", "team", declaration, v);
    expect(request.url).toBe(SYNTHESIS_ROUTES.submit);
    expect(decisionIssues("SYNTHESIS_REVIEW", "team", request, v)).toEqual({ comment: "team.commentRequired" });
  });

  it("refuses a formal audit decision", () => {
    const v = answered({ decision: "PASS" });
    expect(
      decisionIssues("SYNTHESIS_REVIEW", "team", decisionRequest("SYNTHESIS_REVIEW", "team", declaration, v), v),
    ).toEqual({ decision: "team.decisionInvalid" });
  });

  it("is personnel's own through submitUser, with the stage", () => {
    const v = answered({ decision: "QUALIFIED" });
    const request = decisionRequest("SYNTHESIS_REVIEW", "personnel", declaration, v);
    expect(request.url).toBe(PERSONNEL_ROUTES.submitUser);
    expect(request.body).toMatchObject({ stage: "SYNTHESIS_REVIEW", decision: "QUALIFIED" });
    expect(decisionIssues("SYNTHESIS_REVIEW", "personnel", request, v)).toEqual({});
  });
});

describe("a member's check", () => {
  it("records the answers, the suggested conclusion and the comment", () => {
    const v = answered({ decision: "RETURN", comment: " 材料不全 " });
    const body = checkBody(declaration, v);
    expect(body).toEqual({
      ...declaration,
      checklist: [
        { key: "eligible", ok: true },
        { key: "materials", ok: false, note: "缺一页" },
      ],
      conclusion: "RETURN",
      comment: "材料不全",
    });
    expect(checkIssues(body, v)).toEqual({});
    expect(checkIssues(checkBody(declaration, values({})), values({}))).toEqual({
      checklist: "team.checklistValueRequired",
    });
  });
});

describe("outcomes by unit", () => {
  it("sums a unit's titles per status", () => {
    const rows = outcomesByUnit({
      projectTimeId: "b1",
      stage: "FORMAL_AUDIT",
      statuses: ["PASSED", "RETURNED"],
      rows: [
        {
          unitId: "cs",
          unitName: "计算机学院",
          unitNameEn: null,
          titleId: "t1",
          titleName: "教授",
          titleNameEn: "Professor",
          level: "SENIOR",
          counts: { PASSED: 2 },
          total: 2,
        },
        {
          unitId: "cs",
          unitName: "计算机学院",
          unitNameEn: null,
          titleId: "t2",
          titleName: "副教授",
          titleNameEn: "Associate professor",
          level: "ASSOC_SENIOR",
          counts: { PASSED: 1, RETURNED: 1 },
          total: 2,
        },
        {
          unitId: "law",
          unitName: "法学院",
          unitNameEn: null,
          titleId: "t1",
          titleName: "教授",
          titleNameEn: "Professor",
          level: "SENIOR",
          counts: { RETURNED: 1 },
          total: 1,
        },
      ],
      totals: { total: 5 },
    });
    expect(rows.map((r) => [r.unitName, r.counts, r.total])).toEqual([
      ["计算机学院", { PASSED: 3, RETURNED: 1 }, 4],
      ["法学院", { PASSED: 0, RETURNED: 1 }, 1],
    ]);
  });
});
