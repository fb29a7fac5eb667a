import { describe, expect, it } from "vitest";
import {
  type Ballot,
  DEFAULT_VOTE_RULE,
  MAJORITY_OF_MEMBERS_RULE,
  meetsQuorum,
  minAgree,
  minAttending,
  reachesThreshold,
  tallyGroup,
  type VoteRule,
} from "./index";

/** `attending` ballots on candidate c: `agree` AGREE, the rest DISAGREE. */
const onOne = (attending: number, agree: number): Ballot[] =>
  Array.from({ length: attending }, (_, i) => ({ c: i < agree ? "AGREE" : "DISAGREE" }));

const verdictOf = (rule: VoteRule, members: number, attending: number, agree: number) =>
  tallyGroup(rule, { members, attending, candidates: [{ id: "c" }], ballots: onOne(attending, agree) }).candidates[0]
    ?.verdict;

// reference 5.2: members, min attending = ⌈2M/3⌉, attending, min agree = ⌈2A/3⌉
const TABLE_5_2 = [
  [25, 17, 17, 12],
  [25, 17, 19, 13],
  [25, 17, 21, 14],
  [25, 17, 25, 17],
  [17, 12, 12, 8],
  [17, 12, 15, 10],
  [11, 8, 8, 6],
  [11, 8, 11, 8],
] as const;

describe("the senior committee's rule, reference 5.2's table", () => {
  for (const [members, leastAttending, attending, leastAgree] of TABLE_5_2) {
    it(`${members} members: quorum at ${leastAttending}; ${attending} attending pass on ${leastAgree}`, () => {
      expect(minAttending(DEFAULT_VOTE_RULE, members)).toBe(leastAttending);
      expect(meetsQuorum(DEFAULT_VOTE_RULE, members, leastAttending)).toBe(true);
      expect(meetsQuorum(DEFAULT_VOTE_RULE, members, leastAttending - 1)).toBe(false);
      expect(minAgree(DEFAULT_VOTE_RULE, members, attending)).toBe(leastAgree);
      expect(verdictOf(DEFAULT_VOTE_RULE, members, attending, leastAgree)).toBe("PASS");
      expect(verdictOf(DEFAULT_VOTE_RULE, members, attending, leastAgree - 1)).toBe("FAIL");
      expect(verdictOf(DEFAULT_VOTE_RULE, members, leastAttending, members)).not.toBe("NO_QUORUM");
      expect(verdictOf(DEFAULT_VOTE_RULE, members, leastAttending - 1, leastAttending - 1)).toBe("NO_QUORUM");
    });
  }

  it("is inclusive at exactly two thirds (2/3 以上)", () => {
    expect(reachesThreshold(DEFAULT_VOTE_RULE, 25, 18, 12)).toBe(true);
    expect(reachesThreshold(DEFAULT_VOTE_RULE, 25, 18, 11)).toBe(false);
  });
});

describe("more than half of all members", () => {
  it("passes 4 of 7 and fails 3 of 7 whoever attends", () => {
    expect(minAgree(MAJORITY_OF_MEMBERS_RULE, 7, 5)).toBe(4);
    for (const attending of [5, 6, 7]) {
      expect(verdictOf(MAJORITY_OF_MEMBERS_RULE, 7, attending, 4), `${attending} attending`).toBe("PASS");
      expect(verdictOf(MAJORITY_OF_MEMBERS_RULE, 7, attending, 3), `${attending} attending`).toBe("FAIL");
    }
  });

  it("is strict at exactly half", () => {
    expect(minAgree(MAJORITY_OF_MEMBERS_RULE, 8, 8)).toBe(5);
    expect(reachesThreshold(MAJORITY_OF_MEMBERS_RULE, 8, 8, 4)).toBe(false);
  });

  it("still asks its quorum", () => {
    expect(minAttending(MAJORITY_OF_MEMBERS_RULE, 7)).toBe(5);
    expect(verdictOf(MAJORITY_OF_MEMBERS_RULE, 7, 4, 4)).toBe("NO_QUORUM");
  });
});

describe("other configured rules", () => {
  it("takes a strict share of attending and an inclusive one of members", () => {
    const strictHalf: VoteRule = { ...DEFAULT_VOTE_RULE, numerator: 1, denominator: 2, comparison: "MORE_THAN" };
    expect(minAgree(strictHalf, 9, 6)).toBe(4);
    expect(minAgree(strictHalf, 9, 7)).toBe(4);
    const twoThirdsOfMembers: VoteRule = { ...DEFAULT_VOTE_RULE, kind: "OF_MEMBERS" };
    expect(minAgree(twoThirdsOfMembers, 25, 17)).toBe(17);
    expect(verdictOf(twoThirdsOfMembers, 25, 17, 16)).toBe("FAIL");
  });

  it("refuses a rule whose fractions are not integers", () => {
    const rule: VoteRule = { ...DEFAULT_VOTE_RULE, numerator: 0.66 };
    expect(() => verdictOf(rule, 7, 7, 5)).toThrow(RangeError);
  });
});
