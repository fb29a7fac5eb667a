import { dismissAppealSchema, type MyAppealCase, upholdAppealSchema } from "@zcps/contracts/zcps/results/api";
import { RESULTS_ELEMENTS as E } from "@zcps/contracts/zcps/results/element-codes";
import { describe, expect, it } from "vitest";
import { appealCases, appealDecisionRequest, defaultNoticeTitle, objectionActions, tabOf, visibleTabs } from "./logic";

const holding =
  (...codes: string[]) =>
  (code: string) =>
    codes.includes(code);

describe("the results page's tabs", () => {
  it("shows each tab to whoever holds its code, the meeting's results to everyone", () => {
    expect(visibleTabs(holding())).toEqual(["meeting"]);
    expect(visibleTabs(holding(E.view, E.publicityView, E.appealView))).toEqual([
      "meeting",
      "publicity",
      "appeals",
      "seals",
    ]);
    expect(visibleTabs(holding(E.appealView))).toEqual(["meeting", "appeals"]);
  });

  it("opens the tab the address names, else the first shown", () => {
    const all = visibleTabs(holding(E.view, E.publicityView, E.appealView));
    expect(tabOf("appeals", all)).toBe("appeals");
    expect(tabOf("publicity", all)).toBe("publicity");
    expect(tabOf(null, all)).toBe("meeting");
    expect(tabOf("nonsense", all)).toBe("meeting");
    // a tab the user may not see is not opened by naming it
    expect(tabOf("appeals", visibleTabs(holding(E.publicityView)))).toBe("meeting");
  });
});

describe("an appeal's decision", () => {
  it("a dismissal sends the reasons and the version, which the contract accepts", () => {
    const request = appealDecisionRequest(7, { decision: "DISMISS", resolution: "  材料属实，维持原决定 " });
    expect(request).toEqual({ action: "dismiss", body: { resolution: "材料属实，维持原决定", version: 7 } });
    expect(dismissAppealSchema.safeParse(request.body).success).toBe(true);
  });

  it("a revocation names its outcome and no stage", () => {
    const request = appealDecisionRequest(3, {
      decision: "REVOKE",
      resolution: "决定依据有误",
      // left over from choosing a re-review first: not sent
      reinstateAt: "PEER_REVIEW",
      toDeclarant: true,
    });
    expect(request).toEqual({
      action: "uphold",
      body: { outcome: "REVOKE", resolution: "决定依据有误", version: 3 },
    });
    expect(upholdAppealSchema.safeParse(request.body).success).toBe(true);
  });

  it("a re-review names its stage and whether the declarant amends it first", () => {
    const back = appealDecisionRequest(4, {
      decision: "REREVIEW",
      resolution: "发回重审",
      reinstateAt: "PEER_REVIEW",
      toDeclarant: true,
    });
    expect(back).toEqual({
      action: "uphold",
      body: { outcome: "REREVIEW", reinstateAt: "PEER_REVIEW", toDeclarant: true, resolution: "发回重审", version: 4 },
    });
    const straight = appealDecisionRequest(4, { decision: "REREVIEW", resolution: "重审", reinstateAt: "UNIT_REVIEW" });
    expect(straight.body).toMatchObject({ reinstateAt: "UNIT_REVIEW", toDeclarant: false });
    expect(upholdAppealSchema.safeParse(back.body).success).toBe(true);
  });

  it("a re-review without its stage is refused by the contract with its message", () => {
    const request = appealDecisionRequest(4, { decision: "REREVIEW", resolution: "重审" });
    const parsed = upholdAppealSchema.safeParse(request.body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("results.reinstateStageRequired");
  });
});

describe("objections", () => {
  it("an open one is taken up or dismissed; one taken up is dismissed or upheld; a decided one is done", () => {
    expect(objectionActions("OPEN")).toEqual(["accept", "dismiss"]);
    expect(objectionActions("ACCEPTED")).toEqual(["dismiss", "uphold"]);
    expect(objectionActions("UPHELD")).toEqual([]);
    expect(objectionActions("DISMISSED")).toEqual([]);
  });

  it("a result notice is titled after its project by default", () => {
    expect(defaultNoticeTitle("2026 年度专业技术职务评审", "结果公示")).toBe("2026 年度专业技术职务评审结果公示");
    expect(defaultNoticeTitle("2026 Title Evaluation", ": results publicity")).toBe(
      "2026 Title Evaluation: results publicity",
    );
    expect(defaultNoticeTitle(undefined, "结果公示")).toBe("");
  });
});

describe("the declarant's appeal card", () => {
  const appealCase = (id: string, appealable: boolean, appeals: number): MyAppealCase => ({
    declarationId: id,
    projectTimeId: "b1",
    batchName: "2026",
    titleName: "教授",
    status: "SENIOR_FAILED",
    appealable,
    windowClosesOn: null,
    decisionReason: null,
    appeals: Array.from({ length: appeals }, (_, i) => ({
      id: `${id}-${i}`,
      grounds: "",
      evidence: [],
      filedAt: "",
      dueOn: "",
      state: "OPEN" as const,
      outcome: null,
      reinstateAt: null,
      resolution: null,
      handledAt: null,
    })),
  });

  it("shows the declarations that may be appealed or were, and no other", () => {
    const shown = appealCases([appealCase("a", true, 0), appealCase("b", false, 1), appealCase("c", false, 0)]);
    expect(shown.map((c) => c.declarationId)).toEqual(["a", "b"]);
  });
});
