// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { UnitDeclarationRow } from "@zcps/contracts/zcps/unit-review/api";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import i18n from "../../../../i18n";
import { unitReviewLocales } from "../locales";
import { DecisionActions, type DecisionHandlers, type ReviewMode } from "./decision-actions";

const row = (patch: Partial<UnitDeclarationRow> = {}): UnitDeclarationRow => ({
  id: "d1",
  version: 2,
  staffName: "李明",
  employeeNo: "T0002",
  titleName: "副教授",
  titleNameEn: "Associate professor",
  level: "ASSOC_SENIOR",
  trackCode: "",
  status: "UNIT_REVIEW",
  returnedFrom: null,
  submittedAt: null,
  precheck: { kind: "PASS", pass: true, hardPass: true, softFailed: 0 },
  quotaExempt: false,
  unitRank: null,
  signedBy: null,
  reviewers: [],
  openObjections: 0,
  ...patch,
});

function show(mode: ReviewMode, leaderSignature: boolean, declaration = row()) {
  const chosen: string[] = [];
  const handlers: DecisionHandlers = {
    onApprove: () => chosen.push("approve"),
    onReturn: () => chosen.push("return"),
    onReject: () => chosen.push("reject"),
  };
  render(<DecisionActions row={declaration} mode={mode} leaderSignature={leaderSignature} handlers={handlers} />);
  return chosen;
}

const buttons = () => screen.queryAllByRole("button").map((b) => (b.textContent ?? "").replace(/\s/g, ""));

beforeAll(async () => {
  i18n.addResourceBundle("zh", "translation", unitReviewLocales.zh, true, true);
  await i18n.changeLanguage("zh");
});
afterEach(cleanup);

describe("the decisions on a row under the unit's review", () => {
  it("lets the administrator approve and return, the leader approve and reject", () => {
    const chosen = show("admin", false);
    expect(buttons()).toEqual(["通过", "退回"]);
    fireEvent.click(screen.getByRole("button", { name: /退\s*回/ }));
    expect(chosen).toEqual(["return"]);
    cleanup();
    show("leader", false);
    expect(buttons()).toEqual(["通过", "不通过"]);
  });

  it("makes the administrator's approval a signature where the leader signs second, once per version", () => {
    show("admin", true);
    expect(buttons()).toEqual(["签署", "退回"]);
    cleanup();
    show("admin", true, row({ signedBy: "王芳" }));
    expect(buttons()).toEqual(["退回"]);
    expect(screen.getByText("已签署，待负责人审批")).toBeTruthy();
  });

  it("keeps the leader's approval until an administrator has signed", () => {
    show("leader", true);
    expect(screen.getByRole("button", { name: /^通\s*过$/ }).hasAttribute("disabled")).toBe(true);
    cleanup();
    show("leader", true, row({ signedBy: "王芳" }));
    expect(screen.getByRole("button", { name: /^通\s*过$/ }).hasAttribute("disabled")).toBe(false);
  });

  it("offers nothing once the declaration has left the unit's review", () => {
    show("admin", false, row({ status: "UNIT_PUBLICITY" }));
    expect(buttons()).toEqual([]);
  });
});
