/**
 * The summary of a declarant's peer review and the batch's pass rule (reference 4.5, DOMAIN.md "Rules with numbers").
 * Pure: the server's summary, the console's preview and the tests read the same verdict.
 *
 * - RATIO: PASS iff agree ≥ ceil(numerator / denominator × valid) (2/3: 3 → 2, 5 → 4, 7 → 5).
 * - VETO: PASS iff disagree ≤ maxDisagree.
 * - GRADED: conclusions A/B/C/D; PASS iff A+B+C ≥ minPassing and D ≤ maxD.
 * With `supplementOnBorderline`, a RATIO or VETO result one opinion short of passing is NEEDS_MORE (add experts).
 *
 * The verdict is final only when every required opinion is in (`complete`); `determined` says whether the outcome
 * can no longer change with the outstanding opinions (the early decision, never told to the experts).
 */

export const AGREE_CONCLUSIONS = ["AGREE", "DISAGREE"] as const;
export const GRADED_CONCLUSIONS = ["A", "B", "C", "D"] as const;
export type AgreeConclusion = (typeof AGREE_CONCLUSIONS)[number];
export type GradedConclusion = (typeof GRADED_CONCLUSIONS)[number];
export type PeerConclusion = AgreeConclusion | GradedConclusion;

export type PassRule =
  | {
      kind: "RATIO";
      numerator: number;
      denominator: number;
      supplementOnBorderline?: boolean;
      supplementCount?: number;
    }
  | { kind: "VETO"; maxDisagree: number; supplementOnBorderline?: boolean; supplementCount?: number }
  | { kind: "GRADED"; minPassing: number; maxD: number };

export const DEFAULT_PASS_RULE: PassRule = { kind: "RATIO", numerator: 2, denominator: 3 };

/** The scale an expert concludes on under a rule: agree or not, or a grade. */
export const conclusionScale = (rule: PassRule): readonly PeerConclusion[] =>
  rule.kind === "GRADED" ? GRADED_CONCLUSIONS : AGREE_CONCLUSIONS;

export const PEER_VERDICTS = ["PASS", "FAIL", "NEEDS_MORE"] as const;
export type PeerVerdict = (typeof PEER_VERDICTS)[number];

export interface OpinionForSummary {
  conclusion: PeerConclusion;
  /** the criteria scores' total, when the round scores */
  score?: number | null;
  valid: boolean;
}

export interface PeerSummary {
  required: number;
  /** valid submitted opinions */
  valid: number;
  invalid: number;
  agree: number;
  disagree: number;
  grades: Record<GradedConclusion, number>;
  meanScore: number | null;
  /** agree needed (RATIO), on the valid opinions counted so far or on the required number when none is in */
  threshold: number | null;
  /** every required opinion is in and valid */
  complete: boolean;
  /** the outcome cannot change whatever the outstanding opinions say */
  determined: boolean;
  /** the rule's verdict on the opinions in; null while neither complete nor determined */
  verdict: PeerVerdict | null;
}

const passes = (c: PeerConclusion) => c === "AGREE" || c === "A" || c === "B" || c === "C";

/** The agree count the ratio rule asks of `valid` opinions. */
export const ratioThreshold = (valid: number, numerator: number, denominator: number) =>
  Math.ceil((numerator * valid) / denominator - 1e-9);

function verdictOf(
  rule: PassRule,
  agree: number,
  disagree: number,
  grades: Record<GradedConclusion, number>,
  n: number,
) {
  switch (rule.kind) {
    case "RATIO": {
      const need = ratioThreshold(n, rule.numerator, rule.denominator);
      if (agree >= need) return "PASS" as const;
      return rule.supplementOnBorderline && agree === need - 1 ? ("NEEDS_MORE" as const) : ("FAIL" as const);
    }
    case "VETO":
      if (disagree <= rule.maxDisagree) return "PASS" as const;
      return rule.supplementOnBorderline && disagree === rule.maxDisagree + 1
        ? ("NEEDS_MORE" as const)
        : ("FAIL" as const);
    case "GRADED":
      return grades.A + grades.B + grades.C >= rule.minPassing && grades.D <= rule.maxD
        ? ("PASS" as const)
        : ("FAIL" as const);
  }
}

/** Summarises the opinions of one declarant under the rule; `required` is how many experts it needs. */
export function summarisePeerReview(
  rule: PassRule,
  required: number,
  opinions: readonly OpinionForSummary[],
): PeerSummary {
  const valid = opinions.filter((o) => o.valid);
  const grades: Record<GradedConclusion, number> = { A: 0, B: 0, C: 0, D: 0 };
  let agree = 0;
  let disagree = 0;
  for (const o of valid) {
    if (o.conclusion in grades) grades[o.conclusion as GradedConclusion]++;
    if (passes(o.conclusion)) agree++;
    else disagree++;
  }
  const scores = valid.map((o) => o.score).filter((s): s is number => typeof s === "number");
  const meanScore = scores.length ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100) / 100 : null;
  const outstanding = Math.max(0, required - valid.length);
  const complete = outstanding === 0 && valid.length > 0;
  // the outcome is determined when the best and the worst completion of the outstanding opinions agree
  let determined = complete;
  let verdict: PeerVerdict | null = null;
  if (complete) verdict = verdictOf(rule, agree, disagree, grades, valid.length);
  else if (valid.length > 0) {
    const n = valid.length + outstanding;
    const best = verdictOf(rule, agree + outstanding, disagree, { ...grades, A: grades.A + outstanding }, n);
    const worst = verdictOf(rule, agree, disagree + outstanding, { ...grades, D: grades.D + outstanding }, n);
    if (best === worst) {
      determined = true;
      verdict = best;
    }
  }
  const threshold =
    rule.kind === "RATIO" ? ratioThreshold(Math.max(valid.length, required), rule.numerator, rule.denominator) : null;
  return {
    required,
    valid: valid.length,
    invalid: opinions.length - valid.length,
    agree,
    disagree,
    grades,
    meanScore,
    threshold,
    complete,
    determined,
    verdict,
  };
}
