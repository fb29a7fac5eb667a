import { describe, expect, it } from "vitest";
import { translate } from "../../../messages";
import { ballotErrorKey, checkBallot } from "./index";

const candidates = ["a", "b", "c", "d"];

describe("a ballot's check", () => {
  it("accepts a ballot within the cap, blanks allowed", () => {
    expect(checkBallot({ a: "AGREE", b: "AGREE", c: "DISAGREE" }, { cap: 2, candidates })).toEqual({
      ok: true,
      agree: 2,
    });
    expect(checkBallot({}, { cap: 2, candidates })).toEqual({ ok: true, agree: 0 });
  });

  it("refuses an over-vote with the numbers for the message", () => {
    const check = checkBallot({ a: "AGREE", b: "AGREE", c: "AGREE", d: "ABSTAIN" }, { cap: 2, candidates });
    expect(check).toEqual({ ok: false, code: "OVER_VOTE", cap: 2, count: 3 });
    if (check.ok || check.code !== "OVER_VOTE") throw new Error("expected an over-vote");
    const values = { cap: check.cap, count: check.count };
    expect(translate(ballotErrorKey(check.code), "zh", values)).toBe("最多可投 2 人同意票，您已选 3 人");
    expect(translate(ballotErrorKey(check.code), "en", values)).toBe("You may approve at most 2; you have approved 3");
  });

  it("approves any number when uncapped", () => {
    const all = Object.fromEntries(candidates.map((id) => [id, "AGREE" as const]));
    expect(checkBallot(all, { cap: null, candidates: new Set(candidates) })).toEqual({ ok: true, agree: 4 });
  });

  it("refuses an unknown candidate, and one the voter is recused from", () => {
    expect(checkBallot({ a: "AGREE", x: "DISAGREE" }, { cap: 2, candidates })).toEqual({
      ok: false,
      code: "UNKNOWN_CANDIDATE",
      candidateId: "x",
    });
    expect(checkBallot({ a: "AGREE", b: "ABSTAIN" }, { cap: 2, candidates, recusedFrom: ["b"] })).toEqual({
      ok: false,
      code: "RECUSED_CANDIDATE",
      candidateId: "b",
    });
    expect(translate(ballotErrorKey("UNKNOWN_CANDIDATE"), "en", { candidate: "X" })).toBe(
      "The ballot names X, who is not on this group's list",
    );
  });
});
