// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { FORMAL_AUDIT_ROUTES, type TeamCheckContent } from "@zcps/contracts/zcps/team-review/api";
import App from "antd/es/app";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import i18n from "../../../../i18n";
import { provideLayoutApis } from "../../../../test/jsdom-layout";
import { teamReviewLocales } from "../locales";
import { DecisionForm } from "./decision-form";

const content = (): TeamCheckContent => ({
  stage: "FORMAL_AUDIT",
  declaration: {
    header: {
      id: "d1",
      version: 4,
      staffName: "李明",
      employeeNo: "T0002",
      unitId: "cs",
      unitName: "计算机学院",
      unitNameEn: null,
      titleName: "副教授",
      titleNameEn: "Associate professor",
      level: "ASSOC_SENIOR",
      trackCode: "",
      trackName: null,
      trackNameEn: null,
      method: "NORMAL",
      status: "FORMAL_AUDIT",
      submittedAt: null,
      eligible: true,
      projectTimeId: "b1",
      batchName: "2026 常规批",
      batchNameEn: null,
      seriesCode: "TEACHER",
      returnedFrom: null,
      pledgeSignedAt: null,
      eligibility: null,
      namedLists: [],
      listEffects: { quotaExempt: false, seniorityRelaxYears: 0, separateGroup: false, skipPeerReview: false },
    },
    sections: [
      {
        materialType: "COURSE_TAUGHT",
        items: [
          {
            id: "i1",
            payload: { courseName: "数据结构", hours: 450 },
            source: "self",
            isRepresentative: false,
            representativeOrder: null,
            verifyStatus: "VERIFIED",
            verifyComment: null,
            attachments: [],
          },
        ],
      },
    ],
    decisions: [],
  },
  eligibility: {
    requirementId: "req1",
    requirementText: "副教授申报条件",
    pass: false,
    hardPass: false,
    failedRuleIds: ["r-hours"],
    rules: [
      { id: "r-all", pass: false, text: "全部满足", actual: null, expected: "", hard: true, depth: 0 },
      {
        id: "r-hours",
        pass: false,
        text: "教学工作量不少于 500 学时",
        actual: 450,
        expected: "≥ 500",
        hard: true,
        depth: 1,
      },
    ],
    counted: [{ materialType: "COURSE_TAUGHT", declared: 1, verified: 1 }],
    declaredPass: true,
    evaluatedAt: "2026-05-01T08:00:00Z",
  },
  verdicts: [],
  checklist: [
    {
      key: "conditionsMet",
      label: { zh: "符合申报条件", en: "Meets the conditions" },
      suggested: false,
      hint: "有 1 项条件未满足",
    },
    { key: "materialsComplete", label: { zh: "材料齐全", en: "Materials complete" }, suggested: null, hint: null },
  ],
  checks: [],
  duplicates: [],
  case: { status: "PENDING", teamId: "t1", teamName: "第一组", returnDeadline: null, returnTarget: null },
  allowed: { check: true, submit: true, withdraw: false, rule: false },
  returnTargets: ["DECLARANT", "UNIT", "DEPARTMENT"],
  departments: [{ departId: "jwc", name: "教务处", nameEn: "Academic Affairs", itemIds: ["i1"] }],
  leaderConfirms: false,
});

const sent: { url: string; body: unknown }[] = [];

function show(shown: TeamCheckContent = content()) {
  const client = new QueryClient();
  const done = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <App>
        <DecisionForm stage="FORMAL_AUDIT" mode="team" content={shown} canCheck canSubmit onDone={done} />
      </App>
    </QueryClientProvider>,
  );
  return done;
}

// queries by text and label: role queries walk antd's whole tree and take seconds each in jsdom
const press = (label: string) => fireEvent.click(screen.getByText(label).closest("button") as HTMLElement);
const labelled = (label: string) => document.querySelector(`[aria-label="${label}"]`) as HTMLElement;
const choose = (group: string, option: string) => fireEvent.click(within(labelled(group)).getByText(option));

beforeAll(async () => {
  provideLayoutApis();
  i18n.addResourceBundle("zh", "translation", teamReviewLocales.zh, true, true);
  await i18n.changeLanguage("zh");
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init.body)) });
    return new Response(
      JSON.stringify({
        status: 200,
        message: "已退回",
        data: { declarationId: "d1", state: "RETURNED", version: 5, status: "RETURNED", returnDeadline: "2026-05-08" },
      }),
      { status: 200 },
    );
  });
});
afterEach(() => {
  cleanup();
  sent.length = 0;
});

describe("the team's decision form", { timeout: 60_000 }, () => {
  it("says at once everything a decision lacks, and sends nothing", () => {
    show();
    press("提交审核结论");
    expect(screen.getByText("请逐项确认审核要点")).toBeTruthy();
    expect(screen.getByText("审核结论不合法")).toBeTruthy();
    choose("材料齐全", "是");
    choose("审核结论", "不符合申报条件");
    press("提交审核结论");
    expect(screen.queryByText("请逐项确认审核要点")).toBeNull();
    expect(screen.getByText("认定不符合申报条件须填写理由")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("names the failing rules of an ineligible declaration from those that fail on verified items", () => {
    show();
    choose("审核结论", "不符合申报条件");
    const rules = screen.getByLabelText("未满足的条件").closest(".ant-select") as HTMLElement;
    expect(within(rules).getByText("教学工作量不少于 500 学时")).toBeTruthy();
  });

  it("asks a re-check for its department and items, then returns with every issue and shows the deadline", async () => {
    const done = show();
    choose("材料齐全", "否");
    choose("审核结论", "退回整改");
    choose("退回对象", "职能部门复核");
    fireEvent.change(screen.getByLabelText("第 1 个问题"), { target: { value: "核对授课学时" } });
    press("提交审核结论");
    expect(screen.getByText("退回职能部门复核须选择一个部门")).toBeTruthy();
    expect(screen.getByText("退回职能部门复核须列出需复核的材料")).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.mouseDown(labelled("复核部门"));
    fireEvent.click(await screen.findByTitle("教务处（1 项材料）"));
    fireEvent.mouseDown(labelled("第 1 个问题的材料"));
    fireEvent.click((await screen.findAllByText(/数据结构/)).at(-1) as HTMLElement);
    press("提交审核结论");
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        url: FORMAL_AUDIT_ROUTES.returnAudit,
        body: {
          declarationId: "d1",
          version: 4,
          decision: "RETURN",
          checklist: [
            { key: "conditionsMet", ok: false },
            { key: "materialsComplete", ok: false },
          ],
          target: "DEPARTMENT",
          departId: "jwc",
          issues: [{ itemId: "i1", text: "核对授课学时" }],
        },
      },
    ]);
    expect(await screen.findByText("已退回，整改截止 2026-05-08")).toBeTruthy();
  });

  it("lets the leader confirm a member's check: its answers, conclusion and comment fill the decision", () => {
    const confirming = content();
    confirming.leaderConfirms = true;
    confirming.checks = [
      {
        id: "c1",
        kind: "CHECK",
        teamId: "t1",
        teamName: "第一组",
        userId: "u2",
        userName: "王芳",
        conclusion: "PASS",
        checklist: [
          { key: "conditionsMet", ok: true },
          { key: "materialsComplete", ok: true },
        ],
        comment: "材料齐全",
        detail: {},
        declarationVersion: 4,
        createdAt: "2026-05-01T08:00:00Z",
      },
    ];
    show(confirming);
    expect(screen.getByText("王芳已记录审核意见")).toBeTruthy();
    press("采用该意见");
    const decision = labelled("审核结论");
    expect(within(decision).getByText("通过").closest("label")?.className).toContain("checked");
    expect((labelled("审核意见") as HTMLTextAreaElement).value).toBe("材料齐全");
    const conditions = labelled("符合申报条件");
    expect(within(conditions).getByText("是").closest("label")?.className).toContain("checked");
  });
});
