import { describe, expect, it } from "vitest";
import { type ProfessorMarks, professorRule, tallyProfessorRound } from "./tally";

const mark = (choice: string, rank: number | null = null, remark: string | null = null) => ({ choice, rank, remark });

describe("the professor committee's tally", () => {
  it("recommends on more than half of all members, whoever submitted (7 members: 4 needed)", () => {
    const ballots: ProfessorMarks[] = [
      { a: mark("AGREE", 1), b: mark("AGREE", 2) },
      { a: mark("AGREE", 2), b: mark("AGREE", 1) },
      { a: mark("AGREE", 1), b: mark("DISAGREE") },
      { a: mark("AGREE", 1), b: mark("AGREE", 1) },
      { a: mark("DISAGREE"), b: mark("ABSTAIN", null, "材料不足") },
    ];
    const tally = tallyProfessorRound(professorRule("1/2"), { members: 7, candidates: ["a", "b"], ballots });
    expect(tally.quorumMet).toBe(true);
    expect(tally.minSubmitted).toBe(5);
    const [a, b] = tally.rows;
    expect(a).toMatchObject({ agree: 4, disagree: 1, threshold: 4, verdict: "PASS", rank: 1, meanRank: 1.25 });
    // 3 of 7 is not more than half
    expect(b).toMatchObject({ agree: 3, disagree: 1, abstain: 1, verdict: "FAIL", rank: null, remarks: ["材料不足"] });
  });

  it("ranks the recommended by recommendations, then by the members' mean rank", () => {
    const ballots: ProfessorMarks[] = [
      { a: mark("AGREE", 2), b: mark("AGREE", 1), c: mark("AGREE", 3) },
      { a: mark("AGREE", 2), b: mark("AGREE", 1), c: mark("AGREE", 3) },
      { a: mark("AGREE", 1), b: mark("AGREE", 2), c: mark("DISAGREE") },
    ];
    const tally = tallyProfessorRound(professorRule("1/2"), { members: 3, candidates: ["a", "b", "c"], ballots });
    expect(tally.rows.map((r) => [r.declarationId, r.rank])).toEqual([
      ["a", 2],
      ["b", 1],
      ["c", 1 + 2],
    ]);
  });

  it("lacks a quorum below 2/3 of the members: no declarant passes", () => {
    const ballots: ProfessorMarks[] = [{ a: mark("AGREE", 1) }, { a: mark("AGREE", 1) }];
    const tally = tallyProfessorRound(professorRule("1/2"), { members: 5, candidates: ["a"], ballots });
    expect(tally.quorumMet).toBe(false);
    expect(tally.rows[0]).toMatchObject({ verdict: "NO_QUORUM", rank: null });
  });

  it("leaves out marks for a declarant no longer before the committee instead of voiding the ballot", () => {
    const ballots: ProfessorMarks[] = [
      { a: mark("AGREE", 1), gone: mark("AGREE", 2) },
      { a: mark("AGREE", 1) },
      { a: mark("AGREE", 1), gone: mark("DISAGREE") },
    ];
    const tally = tallyProfessorRound(professorRule("2/3"), { members: 3, candidates: ["a"], ballots });
    expect(tally.rows).toHaveLength(1);
    expect(tally.rows[0]).toMatchObject({ agree: 3, threshold: 2, verdict: "PASS", rank: 1 });
  });

  it("an inclusive share: 2/3 of 6 members is 4 recommendations", () => {
    const rule = professorRule("2/3");
    const ballots: ProfessorMarks[] = Array.from({ length: 6 }, (_, k) => ({ a: mark(k < 4 ? "AGREE" : "DISAGREE") }));
    const tally = tallyProfessorRound(rule, { members: 6, candidates: ["a"], ballots });
    expect(tally.rows[0]).toMatchObject({ agree: 4, threshold: 4, verdict: "PASS" });
  });

  it("counts a declarant no ballot marked as blank", () => {
    const tally = tallyProfessorRound(professorRule("1/2"), {
      members: 3,
      candidates: ["a", "late"],
      ballots: [{ a: mark("AGREE", 1) }, { a: mark("AGREE", 1) }, { a: mark("AGREE", 1) }],
    });
    expect(tally.rows[1]).toMatchObject({ declarationId: "late", blank: 3, verdict: "FAIL" });
  });
});
