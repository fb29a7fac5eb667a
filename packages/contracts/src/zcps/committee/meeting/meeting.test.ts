import { describe, expect, it } from "vitest";
import { translate } from "../../../messages";
import {
  DEFAULT_DRAW_RULE,
  drawErrorKey,
  drawMembers,
  externalsNeeded,
  findRecusals,
  meetingActions,
  moveMeeting,
  type PoolMember,
} from "./index";

/** A pool of `externals` external and `internals` internal members, over three units. */
function pool(externals: number, internals: number): PoolMember[] {
  return [
    ...Array.from({ length: externals }, (_, i) => ({ id: `x${i}`, external: true, unitId: null })),
    ...Array.from({ length: internals }, (_, i) => ({ id: `i${i}`, external: false, unitId: `u${i % 3}` })),
  ];
}

describe("drawing a committee", () => {
  it("draws the size asked, at least the external share (rounded up), the same members for the same seed", () => {
    const members = pool(10, 20);
    const draw = drawMembers(members, DEFAULT_DRAW_RULE, "2026-高评委");
    expect(draw).toMatchObject({ ok: true, external: 4, internal: 7 });
    if (!draw.ok) throw new Error("expected a draw");
    expect(draw.members).toHaveLength(11);
    expect(new Set(draw.members).size).toBe(11);
    expect(draw.members.filter((id) => id.startsWith("x"))).toHaveLength(4);
    expect(drawMembers([...members].reverse(), DEFAULT_DRAW_RULE, "2026-高评委")).toEqual(draw);
    const other = drawMembers(members, DEFAULT_DRAW_RULE, "another seed");
    expect(other.ok && other.members).not.toEqual(draw.members);
    expect(externalsNeeded(11, { numerator: 3, denominator: 10 })).toBe(4);
    expect(externalsNeeded(10, { numerator: 3, denominator: 10 })).toBe(3);
    expect(externalsNeeded(25, { numerator: 3, denominator: 10 })).toBe(8);
  });

  it("never draws a member who declares this year", () => {
    const members = pool(8, 14).map((m) => (m.id === "x0" || m.id === "i0" ? { ...m, declares: true } : m));
    for (const seed of ["a", "b", "c", "d", "e"]) {
      const draw = drawMembers(members, DEFAULT_DRAW_RULE, seed);
      expect(draw.ok && draw.members.some((id) => id === "x0" || id === "i0")).toBe(false);
    }
  });

  it("refuses an even or too small committee, and a pool short of the draw ratio, with the figures", () => {
    expect(drawMembers(pool(10, 20), { ...DEFAULT_DRAW_RULE, size: 12 }, "s")).toEqual({
      ok: false,
      code: "SIZE_EVEN",
      size: 12,
      minSize: 11,
    });
    expect(drawMembers(pool(10, 20), { ...DEFAULT_DRAW_RULE, size: 9 }, "s")).toMatchObject({ code: "SIZE_TOO_SMALL" });
    // 4 externals at 1:2 need 8 in the pool; one of 8 declares
    const short = drawMembers(
      pool(8, 20).map((m) => (m.id === "x3" ? { ...m, declares: true } : m)),
      DEFAULT_DRAW_RULE,
      "s",
    );
    expect(short).toEqual({ ok: false, code: "POOL_TOO_SMALL", kind: "EXTERNAL", need: 8, have: 7 });
    const values = { kind: translate("committee.meeting.kind.EXTERNAL", "zh"), need: 8, have: 7 };
    expect(translate(drawErrorKey("POOL_TOO_SMALL"), "zh", values)).toBe(
      "校外专家库可抽取 7 人，按抽取比例至少需要 8 人",
    );
    expect(
      translate(drawErrorKey("POOL_TOO_SMALL"), "en", {
        ...values,
        kind: translate("committee.meeting.kind.EXTERNAL", "en"),
      }),
    ).toBe("The external pool has 7 members who may be drawn; the draw ratio needs at least 8");
    expect(drawMembers(pool(8, 13), DEFAULT_DRAW_RULE, "s")).toMatchObject({
      code: "POOL_TOO_SMALL",
      kind: "INTERNAL",
    });
  });
});

describe("recusals", () => {
  const members: PoolMember[] = [
    { id: "m1", external: false, unitId: "cs" },
    { id: "m2", external: true, unitId: null },
    { id: "m3", external: false, unitId: "me", declares: true },
  ];
  const candidates = [
    { id: "c1", unitId: "cs" },
    { id: "c2", unitId: "fl" },
  ];

  it("finds them by rule and as declared, one reason a pair", () => {
    const found = findRecusals({
      members,
      candidates,
      conflicts: [{ memberId: "m2", candidateId: "c2" }],
      declared: [
        { memberId: "m1", candidateId: "c2" },
        { memberId: "m1", candidateId: "c1" },
      ],
      sameUnit: true,
    });
    expect(found).toEqual([
      { memberId: "m1", candidateId: "c1", reason: "SAME_UNIT" },
      { memberId: "m1", candidateId: "c2", reason: "DECLARED" },
      { memberId: "m2", candidateId: "c2", reason: "CONFLICT" },
      { memberId: "m3", candidateId: "c1", reason: "DECLARES" },
      { memberId: "m3", candidateId: "c2", reason: "DECLARES" },
    ]);
  });

  it("leaves the same unit alone where the meeting does not recuse it", () => {
    const found = findRecusals({ members: members.slice(0, 2), candidates, sameUnit: false });
    expect(found).toEqual([]);
    expect(translate("committee.meeting.recusal.SAME_UNIT", "en")).toBe("same unit as the declarant");
  });
});

describe("a meeting's lifecycle", () => {
  it("runs draft → running ⇄ paused → ended → archived, and refuses the rest", () => {
    expect(moveMeeting("DRAFT", "start")).toEqual({ ok: true, next: "RUNNING" });
    expect(moveMeeting("RUNNING", "pause")).toEqual({ ok: true, next: "PAUSED" });
    expect(moveMeeting("PAUSED", "resume")).toEqual({ ok: true, next: "RUNNING" });
    expect(moveMeeting("PAUSED", "end")).toEqual({ ok: true, next: "ENDED" });
    expect(moveMeeting("ENDED", "archive")).toEqual({ ok: true, next: "ARCHIVED" });
    expect(moveMeeting("ENDED", "start")).toEqual({ ok: false, code: "NOT_ALLOWED", state: "ENDED" });
    expect(moveMeeting("DRAFT", "end")).toMatchObject({ ok: false });
    expect(meetingActions("RUNNING")).toEqual(["pause", "end"]);
    expect(meetingActions("ARCHIVED")).toEqual([]);
    const state = translate("committee.meeting.state.ENDED", "zh");
    expect(translate("committee.meeting.NOT_ALLOWED", "zh", { state })).toBe(
      "会议当前状态为「已结束」，不能进行该操作",
    );
  });
});
