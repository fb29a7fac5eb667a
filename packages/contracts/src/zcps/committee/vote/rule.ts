/**
 * A committee's quorum and pass rule (reference 5.1, 5.2 and 5.4, DOMAIN.md "Committees"). Pure, integer arithmetic
 * only: a fraction n/d of a count c is compared as `d·x ≥ n·c` (or `>`), never as a floating-point ratio.
 *
 * - The senior committee (高评委, the default): quorum `3·attending ≥ 2·members`; pass `3·agree ≥ 2·attending`
 *   (2/3 以上 is inclusive). Abstentions and blank or void ballots count in the denominator, as not agreeing.
 * - A professor committee or unit group may pass on "more than half of all members" (`2·agree > members`), whoever
 *   attends; the quorum still applies.
 * - Recusal: by default a member recused from a candidate leaves both counts for that candidate
 *   (`A_c = attending − recused_c`, quorum `3·A_c ≥ 2·(members − recused_c)`); with `recusal: "COUNTED"` the recused
 *   stay in the counts and weigh as not agreeing (the mainland rule text is silent, reference 5.2).
 */

export const VOTE_RULE_KINDS = ["OF_ATTENDING", "OF_MEMBERS"] as const;
export type VoteRuleKind = (typeof VOTE_RULE_KINDS)[number];

/** `AT_LEAST`: agree ≥ the share (以上, inclusive); `MORE_THAN`: agree > the share (超过, strict). */
export type VoteComparison = "AT_LEAST" | "MORE_THAN";

export interface Fraction {
  numerator: number;
  denominator: number;
}

interface VoteRuleBase {
  /** the share of the base that agree must reach */
  numerator: number;
  denominator: number;
  comparison: VoteComparison;
  /** attending ≥ this share of the members (inclusive) */
  quorum: Fraction;
  /** EXCLUDED (default): a recused member leaves attendance and membership for that candidate */
  recusal?: "EXCLUDED" | "COUNTED";
}

/** The threshold is a share of the members attending, or of all the members (the committee's size). */
export type VoteRule = (VoteRuleBase & { kind: "OF_ATTENDING" }) | (VoteRuleBase & { kind: "OF_MEMBERS" });

/** The senior-judge committee's rule, the default: 2/3 of attending, inclusive; quorum 2/3 of members. */
export const SENIOR_COMMITTEE_RULE: VoteRule = {
  kind: "OF_ATTENDING",
  numerator: 2,
  denominator: 3,
  comparison: "AT_LEAST",
  quorum: { numerator: 2, denominator: 3 },
};

/** "得票数必须大于评委人数的一半" (reference 5.4): more than half of all members; quorum 2/3 of members. */
export const MAJORITY_OF_MEMBERS_RULE: VoteRule = {
  kind: "OF_MEMBERS",
  numerator: 1,
  denominator: 2,
  comparison: "MORE_THAN",
  quorum: { numerator: 2, denominator: 3 },
};

export const DEFAULT_VOTE_RULE = SENIOR_COMMITTEE_RULE;

/** ⌊a / b⌋ for integers a ≥ 0, b > 0, exact (a − a mod b is a multiple of b). */
const floorDiv = (a: number, b: number) => (a - (a % b)) / b;
const ceilDiv = (a: number, b: number) => floorDiv(a + b - 1, b);

const isCount = (n: number) => Number.isSafeInteger(n) && n >= 0;

/** Throws a RangeError for a rule whose fractions are not non-negative integers over positive ones. */
export function assertVoteRule(rule: VoteRule): void {
  const fractions = [rule, rule.quorum];
  for (const f of fractions)
    if (!isCount(f.numerator) || !isCount(f.denominator) || f.denominator === 0)
      throw new RangeError(`vote rule: ${f.numerator}/${f.denominator} is not a fraction of integers`);
}

/** The fewest attending members that make a quorum of `members` (reference 5.2: 25 → 17, 17 → 12, 11 → 8). */
export const minAttending = (rule: VoteRule, members: number) =>
  Math.max(1, ceilDiv(rule.quorum.numerator * members, rule.quorum.denominator));

/** Whether `attending` of `members` make a quorum: `d·attending ≥ n·members`, and someone attends. */
export const meetsQuorum = (rule: VoteRule, members: number, attending: number) =>
  attending > 0 && rule.quorum.denominator * attending >= rule.quorum.numerator * members;

/** The count the threshold is a share of: the attending members, or all of them. */
const baseOf = (rule: VoteRule, members: number, attending: number) =>
  rule.kind === "OF_ATTENDING" ? attending : members;

/** Whether `agree` reaches the rule's threshold for `members` with `attending` present. */
export function reachesThreshold(rule: VoteRule, members: number, attending: number, agree: number): boolean {
  const lhs = rule.denominator * agree;
  const rhs = rule.numerator * baseOf(rule, members, attending);
  return rule.comparison === "AT_LEAST" ? lhs >= rhs : lhs > rhs;
}

/** The fewest agree votes that pass (reference 5.2: 25 members, 19 attending → 13; 7 members, half strict → 4). */
export function minAgree(rule: VoteRule, members: number, attending: number): number {
  const share = rule.numerator * baseOf(rule, members, attending);
  return rule.comparison === "AT_LEAST" ? ceilDiv(share, rule.denominator) : floorDiv(share, rule.denominator) + 1;
}
