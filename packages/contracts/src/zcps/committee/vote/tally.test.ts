import { describe, expect, it } from "vitest";
import { translate } from "../../../messages";
import {
  type Ballot,
  type ChairFlag,
  chairFlagKey,
  DEFAULT_VOTE_RULE,
  MAJORITY_OF_MEMBERS_RULE,
  tallyGroup,
  tallyRevote,
  type VoteChoice,
  type VoteRule,
} from "./index";

/** Ballots from columns: `marks[c]` is candidate c's marks down the ballots ("A" agree, "D", "S" abstain, "-" blank). */
function ballots(marks: Record<string, string>): Ballot[] {
  const count = Math.max(...Object.values(marks).map((m) => m.length));
  const choice: Record<string, VoteChoice> = { A: "AGREE", D: "DISAGREE", S: "ABSTAIN" };
  return Array.from({ length: count }, (_, i) => {
    const ballot: Record<string, VoteChoice> = {};
    for (const [id, column] of Object.entries(marks)) {
      const mark = choice[column[i] ?? "-"];
      if (mark) ballot[id] = mark;
    }
    return ballot;
  });
}

const candidate = (tally: ReturnType<typeof tallyGroup>, id: string) =>
  tally.candidates.find((c) => c.candidateId === id)!;

describe("counting", () => {
  it("records attendance, ballots cast and the counts; abstain and blank do not agree", () => {
    // 11 members, 9 attending, 8 ballots: c has 6 agree, 1 disagree, 1 abstain, 1 without a ballot
    const tally = tallyGroup(DEFAULT_VOTE_RULE, {
      members: 11,
      attending: 9,
      candidates: [{ id: "c" }, { id: "d" }],
      ballots: ballots({ c: "AAAAAADS", d: "AAAAA-SS" }),
    });
    expect(candidate(tally, "c")).toMatchObject({
      members: 11,
      attending: 9,
      recused: 0,
      eligible: 9,
      ballotsCast: 8,
      agree: 6,
      disagree: 1,
      abstain: 1,
      blank: 1,
      threshold: 6,
      quorumMet: true,
      verdict: "PASS",
      rank: 1,
    });
    // 5 agree of 9 attending: the blank and the abstentions weigh against
    expect(candidate(tally, "d")).toMatchObject({ ballotsCast: 7, agree: 5, abstain: 2, blank: 2, verdict: "FAIL" });
    expect(tally).toMatchObject({ quorumMet: true, minAttending: 8, ballots: 8, voidBallots: 0, passed: ["c"] });
  });

  it("ranks by agree, equal agree sharing a rank", () => {
    const tally = tallyGroup(DEFAULT_VOTE_RULE, {
      members: 3,
      attending: 3,
      candidates: [{ id: "a" }, { id: "b" }, { id: "c" }, { id: "d" }],
      ballots: ballots({ a: "AD-", b: "AAA", c: "A-D", d: "DDD" }),
    });
    expect(tally.candidates.map((c) => c.rank)).toEqual([2, 1, 2, 4]);
  });

  it("decides nothing without the group's quorum, and tells the chair", () => {
    const tally = tallyGroup(DEFAULT_VOTE_RULE, {
      members: 25,
      attending: 16,
      candidates: [{ id: "c" }],
      ballots: ballots({ c: "AAAAAAAAAAAAAAAA" }),
    });
    expect(tally.quorumMet).toBe(false);
    expect(candidate(tally, "c")).toMatchObject({ agree: 16, quorumMet: false, verdict: "NO_QUORUM" });
    expect(tally.passed).toEqual([]);
    expect(tally.flags).toEqual([{ code: "GROUP_NO_QUORUM", members: 25, attending: 16, required: 17 }]);
  });

  it("voids a ballot that names an unknown candidate or over-votes, and counts it blank", () => {
    const tally = tallyGroup(DEFAULT_VOTE_RULE, {
      members: 3,
      attending: 3,
      cap: 1,
      candidates: [{ id: "a" }, { id: "b" }],
      ballots: [{ a: "AGREE" }, { a: "AGREE", b: "AGREE" }, { a: "AGREE", x: "DISAGREE" }],
    });
    expect(tally.voidBallots).toBe(2);
    expect(candidate(tally, "a")).toMatchObject({ agree: 1, ballotsCast: 1, blank: 2, verdict: "FAIL" });
  });

  it("refuses inconsistent counts", () => {
    const base = { members: 5, attending: 4, candidates: [{ id: "c" }], ballots: ballots({ c: "AAAA" }) };
    expect(() => tallyGroup(DEFAULT_VOTE_RULE, { ...base, attending: 3 })).toThrow(/4 ballots for 3/);
    expect(() => tallyGroup(DEFAULT_VOTE_RULE, { ...base, members: 3 })).toThrow(RangeError);
    expect(() => tallyGroup(DEFAULT_VOTE_RULE, { ...base, candidates: [{ id: "c", recused: 1 }] })).toThrow(
      /4 marks for candidate c, 3 members may vote/,
    );
    expect(() => tallyGroup(DEFAULT_VOTE_RULE, { ...base, candidates: [{ id: "c" }, { id: "c" }] })).toThrow(
      /listed twice/,
    );
  });

  it("tallies 25 members on 300 candidates", () => {
    const ids = Array.from({ length: 300 }, (_, i) => `c${i}`);
    const cast = Array.from({ length: 25 }, (_, v) =>
      Object.fromEntries(ids.map((id, i) => [id, (i + v) % 3 === 0 ? "DISAGREE" : "AGREE"])),
    ) as Ballot[];
    const tally = tallyGroup(DEFAULT_VOTE_RULE, {
      members: 25,
      attending: 25,
      candidates: ids.map((id) => ({ id })),
      ballots: cast,
    });
    expect(tally.candidates.every((c) => c.agree + c.disagree === 25 && c.blank === 0)).toBe(true);
    // 16 or 17 agree of 25: 17 needed
    expect(tally.passed.length).toBe(tally.candidates.filter((c) => c.agree >= 17).length);
    expect(tally.passed.length).toBeGreaterThan(0);
    expect(tally.passed.length).toBeLessThan(300);
  });
});

describe("recusal", () => {
  it("lowers the threshold for that candidate only", () => {
    // 25 members, 19 attending: 13 agree needed; with 2 recused from a, 17 may vote and 12 suffice
    const tally = tallyGroup(DEFAULT_VOTE_RULE, {
      members: 25,
      attending: 19,
      candidates: [{ id: "a", recused: 2 }, { id: "b" }],
      ballots: ballots({ a: "AAAAAAAAAAAADDDDD--", b: "AAAAAAAAAAAADDDDDDD" }),
    });
    expect(candidate(tally, "a")).toMatchObject({
      recused: 2,
      eligible: 17,
      eligibleMembers: 23,
      ballotsCast: 17,
      agree: 12,
      blank: 0,
      threshold: 12,
      quorumMet: true,
      verdict: "PASS",
    });
    expect(candidate(tally, "b")).toMatchObject({ eligible: 19, agree: 12, threshold: 13, verdict: "FAIL" });
    expect(tally.flags).toEqual([]);
  });

  it("flags to the chair a candidate whose own quorum fails", () => {
    // 25 members, 17 attending (a quorum); 1 recused from a leaves 16 of 24 (quorum 16); 2 recused leave 15 of 23
    const tally = tallyGroup(DEFAULT_VOTE_RULE, {
      members: 25,
      attending: 17,
      candidates: [
        { id: "a", recused: 1 },
        { id: "b", recused: 2 },
      ],
      ballots: ballots({ a: "AAAAAAAAAAAAAAAA-", b: "AAAAAAAAAAAAAAA--" }),
    });
    expect(candidate(tally, "a")).toMatchObject({ eligible: 16, quorumMet: true, verdict: "PASS" });
    expect(candidate(tally, "b")).toMatchObject({ eligible: 15, agree: 15, quorumMet: false, verdict: "NO_QUORUM" });
    const flag = {
      code: "CANDIDATE_NO_QUORUM",
      candidateId: "b",
      recused: 2,
      eligible: 15,
      required: 16,
    } satisfies ChairFlag;
    expect(tally.flags).toEqual([flag]);
    expect(tally.passed).toEqual(["a"]);
    expect(translate(chairFlagKey(flag.code), "zh", { ...flag, candidate: "张三" })).toBe(
      "张三：2 人回避后，可表决的到会委员 15 人，不足法定人数 16 人，请主任委员决定",
    );
    expect(translate(chairFlagKey(flag.code), "en", { ...flag, candidate: "Zhang San" })).toBe(
      "Zhang San: after 2 recused, 15 attending members may vote, fewer than the quorum of 16; the chair decides",
    );
  });

  it("keeps the recused in the counts, as not agreeing, when the rule says so", () => {
    const rule: VoteRule = { ...DEFAULT_VOTE_RULE, recusal: "COUNTED" };
    const tally = tallyGroup(rule, {
      members: 25,
      attending: 19,
      candidates: [{ id: "a", recused: 2 }],
      ballots: ballots({ a: "AAAAAAAAAAAADDDDD--" }),
    });
    expect(candidate(tally, "a")).toMatchObject({ eligible: 19, eligibleMembers: 25, blank: 0, threshold: 13 });
    expect(candidate(tally, "a").verdict).toBe("FAIL");
  });

  it("counts a recused member out of all members under the members' majority", () => {
    // 7 members, 1 recused from a: more than half of 6 is 4
    const tally = tallyGroup(MAJORITY_OF_MEMBERS_RULE, {
      members: 7,
      attending: 7,
      candidates: [{ id: "a", recused: 1 }],
      ballots: ballots({ a: "AAAD--" }),
    });
    expect(candidate(tally, "a")).toMatchObject({ eligibleMembers: 6, threshold: 4, agree: 3, verdict: "FAIL" });
  });
});

describe("capped voting", () => {
  it("passes the top q of those reaching the threshold", () => {
    // 6 attending, 4 needed, at most 2 approvals each: a 6, b 4, c 2 (below), d 0
    const tally = tallyGroup(DEFAULT_VOTE_RULE, {
      members: 7,
      attending: 6,
      cap: 2,
      candidates: [{ id: "a" }, { id: "b" }, { id: "c" }, { id: "d" }],
      ballots: ballots({ a: "AAAAAA", b: "AAAA--", c: "----AA", d: "DDDDDD" }),
    });
    expect(tally.passed).toEqual(["a", "b"]);
    expect(tally.tiedAtCap).toBeNull();
    expect(tally.candidates.map((c) => c.verdict)).toEqual(["PASS", "PASS", "FAIL", "FAIL"]);
  });

  it("fails a candidate that reached the threshold but ranks below the cap", () => {
    // 7 members, more than half of all: 4 needed; 3 approvals each: a 6, b 6, c 5 pass, d 4 takes no seat
    const tally = tallyGroup(MAJORITY_OF_MEMBERS_RULE, {
      members: 7,
      attending: 7,
      cap: 3,
      candidates: [{ id: "a" }, { id: "b" }, { id: "c" }, { id: "d" }],
      ballots: ballots({ a: "AAAAAAD", b: "AAAAADA", c: "AAADDAA", d: "DDDAAAA" }),
    });
    expect(tally).toMatchObject({ voidBallots: 0, passed: ["a", "b", "c"], tiedAtCap: null, flags: [] });
    expect(candidate(tally, "d")).toMatchObject({ agree: 4, threshold: 4, reachedThreshold: true, verdict: "FAIL" });
    expect(candidate(tally, "d").rank).toBe(4);
  });

  // 9 members attending, 6 needed, at most 3 approvals each: a 9 passes; b, c and d tie on 6 for the 2 seats left
  // (d has a recused member, whose ballot leaves d out: 6 of 8); e disagrees everywhere
  const tiedGroup = () =>
    tallyGroup(DEFAULT_VOTE_RULE, {
      members: 9,
      attending: 9,
      cap: 3,
      candidates: [{ id: "a" }, { id: "b" }, { id: "c" }, { id: "d", recused: 1 }, { id: "e" }],
      ballots: ballots({ a: "AAAAAAAAA", b: "AAAAAADDD", c: "AAADDDAAA", d: "-DDAAAAAA", e: "DDDDDDDDD" }),
    });

  it("sends a tie at the boundary to a re-vote among the tied only, for the seats left", () => {
    const tally = tiedGroup();
    expect(tally.voidBallots).toBe(0);
    expect(tally.candidates.map((c) => [c.candidateId, c.agree, c.verdict, c.rank])).toEqual([
      ["a", 9, "PASS", 1],
      ["b", 6, "TIE_REVOTE", 2],
      ["c", 6, "TIE_REVOTE", 2],
      ["d", 6, "TIE_REVOTE", 2],
      ["e", 0, "FAIL", 5],
    ]);
    expect(tally.passed).toEqual(["a"]);
    expect(tally.tiedAtCap).toEqual({
      candidates: [{ id: "b" }, { id: "c" }, { id: "d", recused: 1 }],
      seats: 2,
      agree: 6,
    });
    const flag = tally.flags[0]!;
    expect(flag).toEqual({ code: "TIE_REVOTE", candidateIds: ["b", "c", "d"], agree: 6, seats: 2 });
    if (flag.code !== "TIE_REVOTE") throw new Error("expected a tie");
    const values = { count: flag.candidateIds.length, agree: flag.agree, seats: flag.seats };
    expect(translate(chairFlagKey(flag.code), "zh", values)).toBe(
      "3 名候选人同意票相同（6 票），超出名额，需在他们之间重新投票决定剩余 2 个名额",
    );
  });

  it("decides the tie in a re-vote among the tied", () => {
    const tie = tiedGroup().tiedAtCap!;
    // at most 2 approvals each: b 9, c 6, d 3
    const revote = tallyRevote(DEFAULT_VOTE_RULE, tie, {
      members: 9,
      attending: 9,
      ballots: ballots({ b: "AAAAAAAAA", c: "AAAAAADDD", d: "-DDDDDAAA" }),
    });
    expect(revote.cap).toBe(2);
    expect(revote.passed).toEqual(["b", "c"]);
    expect(revote.tiedAtCap).toBeNull();
    expect(revote.candidates.map((c) => c.verdict)).toEqual(["PASS", "PASS", "FAIL"]);
  });

  it("can tie again in the re-vote", () => {
    const tie = tiedGroup().tiedAtCap!;
    const revote = tallyRevote(DEFAULT_VOTE_RULE, tie, {
      members: 9,
      attending: 9,
      ballots: ballots({ b: "AAAAAADDD", c: "AAADDDAAA", d: "-DDAAAAAA" }),
    });
    expect(revote.passed).toEqual([]);
    expect(revote.tiedAtCap).toEqual({ ...tie, agree: 6 });
    expect(tallyRevote(DEFAULT_VOTE_RULE, revote.tiedAtCap!, { members: 9, attending: 9, ballots: [] }).passed).toEqual(
      [],
    );
  });

  it("asks the threshold again in the re-vote, unless it decides by rank alone", () => {
    const tie = tiedGroup().tiedAtCap!;
    const meeting = { members: 9, attending: 9, ballots: ballots({ b: "AAAAAAAAA", c: "AAAAADDDD", d: "-DDDDAAAA" }) };
    expect(tallyRevote(DEFAULT_VOTE_RULE, tie, meeting).passed).toEqual(["b"]);
    const byRank = tallyRevote(DEFAULT_VOTE_RULE, tie, meeting, { rankOnly: true });
    expect(byRank.passed).toEqual(["b", "c"]);
    expect(byRank.candidates.map((c) => c.threshold)).toEqual([0, 0, 0]);
  });

  it("passes nobody with no seat left", () => {
    const tally = tallyGroup(DEFAULT_VOTE_RULE, {
      members: 3,
      attending: 3,
      cap: 0,
      candidates: [{ id: "a" }],
      ballots: ballots({ a: "DDD" }),
    });
    expect(tally).toMatchObject({ passed: [], tiedAtCap: null });
  });

  it("passes everyone reaching the threshold when uncapped", () => {
    const tally = tallyGroup(DEFAULT_VOTE_RULE, {
      members: 9,
      attending: 9,
      candidates: [{ id: "a" }, { id: "b" }, { id: "c" }, { id: "d", recused: 1 }, { id: "e" }],
      ballots: ballots({ a: "AAAAAAAAA", b: "AAAAAADDD", c: "AAADDDAAA", d: "-DDAAAAAA", e: "DDDDDDDDD" }),
    });
    expect(tally.passed).toEqual(["a", "b", "c", "d"]);
  });
});
