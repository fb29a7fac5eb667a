import { describe, expect, it } from "vitest";
import { type OpinionForSummary, type PassRule, ratioThreshold, summarisePeerReview } from "./pass-rule";

const ratio: PassRule = { kind: "RATIO", numerator: 2, denominator: 3 };
const op = (conclusion: OpinionForSummary["conclusion"], valid = true, score?: number): OpinionForSummary => ({
  conclusion,
  valid,
  score,
});
const agreeing = (agree: number, disagree: number) => [
  ...Array.from({ length: agree }, () => op("AGREE")),
  ...Array.from({ length: disagree }, () => op("DISAGREE")),
];

describe("the 2/3 ratio rule", () => {
  it("asks 2 of 3, 4 of 5 and 5 of 7", () => {
    expect([3, 5, 7].map((n) => ratioThreshold(n, 2, 3))).toEqual([2, 4, 5]);
    expect(ratioThreshold(6, 2, 3)).toBe(4);
  });

  it("passes 4 of 5 and fails 3 of 5", () => {
    expect(summarisePeerReview(ratio, 5, agreeing(4, 1)).verdict).toBe("PASS");
    const fail = summarisePeerReview(ratio, 5, agreeing(3, 2));
    expect(fail).toMatchObject({ verdict: "FAIL", complete: true, agree: 3, disagree: 2, threshold: 4 });
  });

  it("passes 2 of 3", () => {
    expect(summarisePeerReview(ratio, 3, agreeing(2, 1)).verdict).toBe("PASS");
  });

  it("does not count an invalid opinion, and waits for its replacement", () => {
    const summary = summarisePeerReview(ratio, 3, [op("AGREE"), op("AGREE", false), op("DISAGREE")]);
    expect(summary).toMatchObject({ valid: 2, invalid: 1, complete: false, determined: false, verdict: null });
  });

  it("decides early when the outstanding opinions cannot change the outcome", () => {
    // 5 required, 2 disagree already: at most 3 agree, 4 needed
    const early = summarisePeerReview(ratio, 5, agreeing(0, 2));
    expect(early).toMatchObject({ complete: false, determined: true, verdict: "FAIL" });
    // 3 required, 2 agree in: passes whatever the third says
    expect(summarisePeerReview(ratio, 3, agreeing(2, 0))).toMatchObject({ determined: true, verdict: "PASS" });
    expect(summarisePeerReview(ratio, 5, agreeing(2, 1))).toMatchObject({ determined: false, verdict: null });
  });

  it("calls for more experts one agreement short when the rule says so", () => {
    const rule: PassRule = { ...ratio, supplementOnBorderline: true };
    expect(summarisePeerReview(rule, 5, agreeing(3, 2)).verdict).toBe("NEEDS_MORE");
    expect(summarisePeerReview(rule, 5, agreeing(2, 3)).verdict).toBe("FAIL");
  });

  it("averages the scores of valid opinions", () => {
    const summary = summarisePeerReview(ratio, 3, [
      op("AGREE", true, 80),
      op("AGREE", true, 91),
      op("DISAGREE", false, 10),
    ]);
    expect(summary.meanScore).toBe(85.5);
  });

  it("has no verdict before any opinion", () => {
    expect(summarisePeerReview(ratio, 3, [])).toMatchObject({ valid: 0, complete: false, verdict: null, threshold: 2 });
  });
});

describe("the veto and graded rules", () => {
  it("passes at most one disagreement of five", () => {
    const veto: PassRule = { kind: "VETO", maxDisagree: 1 };
    expect(summarisePeerReview(veto, 5, agreeing(4, 1)).verdict).toBe("PASS");
    expect(summarisePeerReview(veto, 5, agreeing(3, 2)).verdict).toBe("FAIL");
  });

  it("counts grades A, B and C as passing and limits D", () => {
    const graded: PassRule = { kind: "GRADED", minPassing: 3, maxD: 1 };
    const summary = summarisePeerReview(graded, 4, [op("A"), op("B"), op("C"), op("D")]);
    expect(summary).toMatchObject({ verdict: "PASS", grades: { A: 1, B: 1, C: 1, D: 1 }, agree: 3, disagree: 1 });
    expect(summarisePeerReview(graded, 4, [op("A"), op("B"), op("D"), op("D")]).verdict).toBe("FAIL");
  });
});
