import { peerRoundSettingsSchema } from "@zcps/contracts/zcps/peer-review/api";
import { describe, expect, it } from "vitest";
import { commentLength, draftRefusal, submitRefusal } from "./expert-opinion";

const settings = peerRoundSettingsSchema.parse({ commentMinLength: 10 });
const graded = peerRoundSettingsSchema.parse({ passRule: { kind: "GRADED", minPassing: 3, maxD: 1 }, criteria: [] });
const full = {
  scores: { innovation: 30, impact: 20, rigour: 20 },
  conclusion: "AGREE",
  comment: "一二三四五六七八九十",
};

describe("a draft", () => {
  it("holds only the round's criteria, each within its maximum", () => {
    expect(draftRefusal(settings, { ...full, scores: { novelty: 1 } }, "zh")).toEqual({
      key: "peer.opinion.unknownCriterion",
      values: { criterion: "novelty" },
    });
    expect(draftRefusal(settings, { ...full, scores: { rigour: 30.5 } }, "en")).toEqual({
      key: "peer.opinion.scoreRange",
      values: { criterion: "Rigour", max: 30 },
    });
    expect(draftRefusal(settings, { scores: {}, conclusion: null, comment: "" }, "zh")).toBeNull();
  });

  it("concludes on the round's scale", () => {
    expect(draftRefusal(settings, { ...full, conclusion: "B" }, "zh")?.key).toBe("peer.opinion.conclusionScale");
    expect(draftRefusal(graded, { scores: {}, conclusion: "B", comment: "" }, "zh")).toBeNull();
    expect(draftRefusal(graded, { scores: {}, conclusion: "AGREE", comment: "" }, "zh")?.key).toBe(
      "peer.opinion.conclusionScale",
    );
  });
});

describe("a submission", () => {
  it("needs every criterion, a conclusion, the comment's length and a signature, in that order", () => {
    expect(submitRefusal(settings, { ...full, scores: { innovation: 1 } }, true, "zh")).toEqual({
      key: "peer.opinion.missingScore",
      values: { criterion: "学术影响" },
    });
    expect(submitRefusal(settings, { ...full, conclusion: null }, true, "zh")?.key).toBe("peer.opinion.noConclusion");
    expect(submitRefusal(settings, { ...full, comment: "一二三 四五六七八九" }, true, "zh")).toEqual({
      key: "peer.opinion.commentShort",
      values: { min: 10, length: 9 },
    });
    expect(submitRefusal(settings, full, false, "zh")?.key).toBe("peer.opinion.noSignature");
    expect(submitRefusal(settings, full, true, "zh")).toBeNull();
  });

  it("counts a comment's characters as a reader does, blanks aside", () => {
    expect(commentLength("  好 的\n👍 ok ")).toBe(5);
  });
});
