import { describe, expect, it } from "vitest";
import {
  commentLength,
  initialOpinion,
  opinionIssues,
  opinionMax,
  opinionRequest,
  opinionTotal,
  secondsLeft,
} from "./logic";

const criteria = [
  { key: "innovation", zh: "学术创新", en: "Innovation", max: 40 },
  { key: "impact", zh: "学术影响", en: "Impact", max: 30 },
  { key: "rigour", zh: "研究规范", en: "Rigour", max: 30 },
];
const packet = { criteria, commentMinLength: 10 };

describe("the code's countdown", () => {
  it("counts 60 seconds down from the sending, and allows another code at 0", () => {
    expect(secondsLeft(null, 5_000)).toBe(0);
    expect(secondsLeft(1_000, 1_000)).toBe(60);
    expect(secondsLeft(1_000, 1_500)).toBe(60);
    expect(secondsLeft(1_000, 2_000)).toBe(59);
    expect(secondsLeft(1_000, 60_999)).toBe(1);
    expect(secondsLeft(1_000, 61_000)).toBe(0);
    expect(secondsLeft(1_000, 99_000)).toBe(0);
  });
});

describe("the opinion", () => {
  it("totals the scores given, out of the criteria's maxima", () => {
    expect(opinionTotal(criteria, {})).toBeNull();
    expect(opinionTotal(criteria, { innovation: 35, impact: null })).toBe(35);
    expect(opinionTotal(criteria, { innovation: 35, impact: 25.5, rigour: 28 })).toBe(88.5);
    expect(opinionMax(criteria)).toBe(100);
  });

  it("counts the comment's characters as read, not UTF-16 units, without surrounding spaces", () => {
    expect(commentLength(undefined)).toBe(0);
    expect(commentLength("  研究扎实  ")).toBe(4);
    expect(commentLength("𠀀ab")).toBe(3);
  });

  it("names what a submission lacks: each score, the conclusion, the comment's length", () => {
    expect(opinionIssues(packet, { scores: { innovation: 50 }, comment: "太短" })).toEqual([
      { key: "erUi.issue.scoreMax", criterion: "innovation", max: 40 },
      { key: "erUi.issue.score", criterion: "impact" },
      { key: "erUi.issue.score", criterion: "rigour" },
      { key: "erUi.issue.conclusion" },
      { key: "erUi.issue.comment", min: 10, length: 2 },
    ]);
    expect(
      opinionIssues(packet, {
        scores: { innovation: 40, impact: 0, rigour: 30 },
        conclusion: "AGREE",
        comment: "代表作创新性突出，论证严谨，同意晋升。",
      }),
    ).toEqual([]);
  });

  it("saves a draft with anything missing, but never a score past its max", () => {
    expect(opinionIssues(packet, { scores: {} }, true)).toEqual([]);
    expect(opinionIssues(packet, { scores: { rigour: 31 } }, true)).toEqual([
      { key: "erUi.issue.scoreMax", criterion: "rigour", max: 30 },
    ]);
  });

  it("sends only the scores given and the comment trimmed, and starts from the saved opinion", () => {
    expect(opinionRequest("a1", { scores: { innovation: 30, impact: null }, comment: " 好 " })).toEqual({
      assignmentId: "a1",
      scores: { innovation: 30 },
      comment: "好",
    });
    expect(initialOpinion({ opinion: null })).toEqual({ scores: {}, conclusion: undefined, comment: "" });
  });
});
