import { peerAllocationMessages } from "@zcps/contracts/zcps/peer-review/allocation";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { peerReviewLocales } from "./locales";
import {
  cancellable,
  confirmable,
  explain,
  forbidPair,
  loadBars,
  passRuleText,
  pinPair,
  planTotals,
  remindable,
  replacementReasonFor,
  verdictCounts,
} from "./logic";

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    lng: "zh",
    resources: {
      zh: { translation: peerReviewLocales.zh },
      en: { translation: peerReviewLocales.en },
    },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
});

describe("the engine's explanations", () => {
  const unmet = {
    key: "peer.alloc.unmet.EXTERNAL.oneConflict",
    params: { count: 2, discipline: "0812", required: 3, conflicts: 1 },
  };

  it("words an unmet declarant in Chinese and in English with its figures", async () => {
    await i18n.changeLanguage("zh");
    expect(explain(i18n.t, unmet)).toBe("回避本单位及 1 项利益冲突后，0812 学科仅有 2 名符合条件的校外专家，需 3 名");
    await i18n.changeLanguage("en");
    expect(explain(i18n.t, unmet)).toBe(
      "2 eligible external experts in 0812 after avoiding the unit and 1 conflict; 3 required",
    );
  });

  it("words every pin issue and unmet reason the engine can give", async () => {
    await i18n.changeLanguage("en");
    for (const key of Object.keys(peerAllocationMessages.en)) {
      const text = explain(i18n.t, { key, params: { count: 1, required: 5, discipline: "0812", maxLoad: 3 } });
      expect(text, key).not.toBe(key);
      expect(text, key).not.toMatch(/\{(count|required|discipline|maxLoad)\}/);
    }
  });

  it("says the pass rule in words", async () => {
    await i18n.changeLanguage("zh");
    expect(passRuleText(i18n.t, { kind: "RATIO", numerator: 2, denominator: 3 })).toBe("同意 ≥ 有效意见的 2/3");
    await i18n.changeLanguage("en");
    expect(passRuleText(i18n.t, { kind: "VETO", maxDisagree: 1 })).toBe("at most 1 disagree");
  });
});

describe("pins and forbidden pairs", () => {
  const a = { declarantId: "d1", expertId: "e1" };
  const b = { declarantId: "d1", expertId: "e2" };

  it("never pin and forbid the same pair", () => {
    const pinned = pinPair({ pinned: [], forbidden: [a] }, a);
    expect(pinned).toEqual({ pinned: [a], forbidden: [] });
    const forbidden = forbidPair({ pinned: [a, b], forbidden: [] }, a);
    expect(forbidden).toEqual({ pinned: [b], forbidden: [a] });
  });

  it("hold a pair once", () => {
    expect(pinPair({ pinned: [a], forbidden: [] }, { ...a }).pinned).toHaveLength(1);
    expect(forbidPair({ pinned: [], forbidden: [a] }, { ...a }).forbidden).toHaveLength(1);
  });
});

describe("what the pages offer", () => {
  it("counts what a submit sends: the served declarants and their experts", () => {
    const declarant = (n: number) => ({ assignments: Array.from({ length: n }, () => ({})) });
    expect(planTotals({ declarants: [declarant(5), declarant(3)] } as never)).toEqual({
      declarations: 2,
      invitations: 8,
    });
  });

  it("orders the load histogram by load", () => {
    expect(loadBars({ "3": 1, "1": 12, "2": 4 })).toEqual([
      { load: 1, experts: 12 },
      { load: 2, experts: 4 },
      { load: 3, experts: 1 },
    ]);
  });

  it("cancels an invitation only before its packet is opened, reminds only those still out", () => {
    expect(cancellable({ status: "INVITED", openedAt: null })).toBe(true);
    expect(cancellable({ status: "ACCEPTED", openedAt: "2026-11-20T08:00:00Z" })).toBe(false);
    expect(cancellable({ status: "DECLINED", openedAt: null })).toBe(false);
    expect(remindable({ status: "ACCEPTED" })).toBe(true);
    expect(remindable({ status: "COMPLETED" })).toBe(false);
  });

  it("replaces a declined, expired or invalid invitation with the matching reason", () => {
    expect(replacementReasonFor("DECLINED")).toBe("DECLINED");
    expect(replacementReasonFor("EXPIRED")).toBe("EXPIRED");
    expect(replacementReasonFor("INVALID")).toBe("INVALID_OPINION");
    expect(replacementReasonFor("COMPLETED")).toBeNull();
  });

  it("confirms only complete verdicts not confirmed yet, and counts them", () => {
    const rows = [
      { complete: true, verdict: "PASS", confirmedVerdict: null },
      { complete: true, verdict: "FAIL", confirmedVerdict: null },
      { complete: false, verdict: "PASS", confirmedVerdict: null },
      { complete: true, verdict: "PASS", confirmedVerdict: "PASS" },
    ] as const;
    const chosen = rows.filter(confirmable);
    expect(chosen).toHaveLength(2);
    expect(verdictCounts(chosen)).toEqual({ pass: 1, fail: 1, more: 0 });
  });
});
