import { describe, expect, it } from "vitest";
import {
  autoRank,
  type BallotDraftRow,
  changeRow,
  committeeStage,
  draftCounts,
  duplicateRanks,
  itemSummary,
} from "./logic";

const row = (id: string, choice: BallotDraftRow["choice"], rank: number | null = null): BallotDraftRow => ({
  declarationId: id,
  choice,
  rank,
  remark: null,
});

describe("the member's ballot", () => {
  it("keeps a rank only on a recommended declarant", () => {
    expect(changeRow(row("a", "AGREE", 2), { choice: "DISAGREE" })).toEqual(row("a", "DISAGREE", null));
    expect(changeRow(row("a", "ABSTAIN"), { rank: 1 }).rank).toBeNull();
    expect(changeRow(row("a", "AGREE"), { rank: 3 }).rank).toBe(3);
  });

  it("finds ranks shared by two recommended declarants, not those left on other choices", () => {
    const draft = [row("a", "AGREE", 1), row("b", "AGREE", 1), row("c", "AGREE", 2), row("d", "DISAGREE", 2)];
    expect([...duplicateRanks(draft)]).toEqual([1]);
    expect(duplicateRanks([row("a", "AGREE", 1), row("b", "AGREE", null)]).size).toBe(0);
  });

  it("counts the choices, the open ones included", () => {
    const draft = [row("a", "AGREE", 1), row("b", "DISAGREE"), row("c", "ABSTAIN"), row("d", null)];
    expect(draftCounts(draft)).toEqual({ agree: 1, disagree: 1, abstain: 1, open: 1 });
  });

  it("ranks the recommended 1..k: the ranked keep their order, gaps and ties closed, the unranked after", () => {
    const draft = [
      row("a", "AGREE", null),
      row("b", "AGREE", 5),
      row("c", "DISAGREE", 1),
      row("d", "AGREE", 2),
      row("e", "AGREE", 2),
    ];
    expect(autoRank(draft).map((r) => [r.declarationId, r.rank])).toEqual([
      ["a", 4],
      ["b", 3],
      ["c", null],
      ["d", 1],
      ["e", 2],
    ]);
  });
});

describe("a committee's stage", () => {
  it("reads no members, not started, voting, complete and confirmed from the round", () => {
    expect(committeeStage({ roundState: null, submitted: 0, members: 0 })).toBe("NO_MEMBERS");
    expect(committeeStage({ roundState: null, submitted: 0, members: 5 })).toBe("NOT_STARTED");
    expect(committeeStage({ roundState: "OPEN", submitted: 3, members: 5 })).toBe("VOTING");
    expect(committeeStage({ roundState: "OPEN", submitted: 5, members: 5 })).toBe("COMPLETE");
    expect(committeeStage({ roundState: "CONFIRMED", submitted: 5, members: 5 })).toBe("CONFIRMED");
  });
});

describe("a material item's line", () => {
  it("drops the type's name its section already shows, in either language", () => {
    expect(itemSummary("学历学位：武汉大学，博士", "学历学位", "zh")).toBe("武汉大学，博士");
    expect(itemSummary("Education: Wuhan University", "Education", "en")).toBe("Wuhan University");
    expect(itemSummary("武汉大学", "学历学位", "zh")).toBe("武汉大学");
    expect(itemSummary("", undefined, "zh")).toBe("-");
  });
});
