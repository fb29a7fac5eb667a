import { describe, expect, it } from "vitest";
import { messages, translate } from "../../../messages";
import {
  type AllocationDeclarant,
  type AllocationExpert,
  type AllocationInput,
  allocatePeerReviewers,
  greedyAllocation,
  PIN_ISSUES,
  planViolations,
  suggestReplacement,
  UNMET_REASONS,
} from "./index";

const expert = (id: string, over: Partial<AllocationExpert> = {}): AllocationExpert => ({
  id,
  kind: "EXTERNAL",
  institutionId: `inst-${id}`,
  titleLevel: "FULL_SENIOR",
  disciplineCodes: ["081201"],
  maxLoad: 5,
  active: true,
  ...over,
});
const internal = (id: string, unitId: string, over: Partial<AllocationExpert> = {}) =>
  expert(id, { kind: "INTERNAL", institutionId: "home", unitId, ...over });
const declarant = (id: string, over: Partial<AllocationDeclarant> = {}): AllocationDeclarant => ({
  id,
  unitId: "u1",
  institutionId: "home",
  level: "FULL_SENIOR",
  disciplineCode: "081201",
  ...over,
});
const pairsOf = (plan: { assignments: { declarantId: string; expertId: string }[] }) =>
  plan.assignments.map((a) => `${a.declarantId}→${a.expertId}`).sort();

describe("the unmet explanation", () => {
  // 9 experts: one below the level, one of another discipline, one internal of the declarant's unit, one external
  // in conflict; 5 are left and only 2 of them external, where a full-senior declarant needs 3 of 5
  const input: AllocationInput = {
    seed: 7,
    declarants: [declarant("d1")],
    experts: [
      expert("x1"),
      expert("x2"),
      expert("x3"),
      expert("x4", { titleLevel: "ASSOC_SENIOR" }),
      expert("x5", { disciplineCodes: ["070101"] }),
      internal("i1", "u1"),
      internal("i2", "u2"),
      internal("i3", "u3"),
      internal("i4", "u4"),
    ],
    conflicts: [{ expertId: "x3", targetType: "DECLARANT", targetId: "d1" }],
  };

  it("counts each constraint and names the one that binds, in both languages", () => {
    const plan = allocatePeerReviewers(input);
    expect(plan.assignments).toEqual([]);
    expect(plan.unmet).toHaveLength(1);
    const [unmet] = plan.unmet;
    expect(unmet).toMatchObject({ declarantId: "d1", required: 5, externalMin: 3, reason: "EXTERNAL" });
    expect(unmet?.funnel).toEqual({
      pool: 9,
      available: 9,
      byLevel: 8,
      byDiscipline: 7,
      afterUnit: 6,
      afterConflicts: 5,
      conflicts: 1,
      afterLoad: 5,
      externalAfterConflicts: 2,
      externalAfterLoad: 2,
      institutionsAfterLoad: 5,
    });
    const { key, params } = unmet!.message;
    expect(translate(key, "en", params)).toBe(
      "2 eligible external experts in 0812 after avoiding the unit and 1 conflict; 3 required",
    );
    expect(translate(key, "zh", params)).toBe(
      "回避本单位及 1 项利益冲突后，0812 学科仅有 2 名符合条件的校外专家，需 3 名",
    );
  });

  it("words two conflicts in the plural and a missing level by the level", () => {
    const twoConflicts = allocatePeerReviewers({
      ...input,
      conflicts: [
        { expertId: "x3", targetType: "DECLARANT", targetId: "d1" },
        { expertId: "i2", targetType: "UNIT", targetId: "u1" },
      ],
    }).unmet[0]!;
    expect(twoConflicts.reason).toBe("CONFLICT");
    expect(translate(twoConflicts.message.key, "en", twoConflicts.message.params)).toBe(
      "4 eligible experts in 0812 after avoiding the unit and 2 conflicts; 5 required",
    );
    const noSeniors = allocatePeerReviewers({
      ...input,
      experts: input.experts.map((e) => ({ ...e, titleLevel: "ASSOC_SENIOR" as const })),
    }).unmet[0]!;
    expect(noSeniors.reason).toBe("LEVEL");
    expect(translate(noSeniors.message.key, "en", noSeniors.message.params)).toBe(
      "Only 0 available experts hold the required title level; 5 required",
    );
  });

  it("has a text for every reason, wording and pin issue in zh and en", () => {
    const keys = [
      ...UNMET_REASONS.map((r) => `peer.alloc.unmet.${r}`),
      "peer.alloc.unmet.CONFLICT.oneConflict",
      "peer.alloc.unmet.EXTERNAL.oneConflict",
      "peer.alloc.unmet.EXTERNAL.noConflict",
      ...PIN_ISSUES.map((r) => `peer.alloc.pin.${r}`),
    ];
    for (const key of keys) {
      expect(messages.zh, key).toHaveProperty([key]);
      expect(messages.en, key).toHaveProperty([key]);
    }
  });
});

describe("the composition", () => {
  it("takes at most one expert per institution, an internal expert's unit counting as theirs", () => {
    // the three best-matching externals share one institution; so do two internal experts of one unit
    const input: AllocationInput = {
      seed: 1,
      declarants: [declarant("d1", { level: "ASSOC_SENIOR" })],
      experts: [
        expert("a1", { institutionId: "A", keywords: ["steel"] }),
        expert("a2", { institutionId: "A", keywords: ["steel"] }),
        expert("a3", { institutionId: "A", keywords: ["steel"] }),
        expert("b1", { institutionId: "B", disciplineCodes: ["081202"] }),
        internal("i1", "u2"),
        internal("i2", "u2"),
      ],
    };
    const plan = allocatePeerReviewers({ ...input, declarants: [{ ...input.declarants[0]!, keywords: ["steel"] }] });
    expect(plan.unmet).toEqual([]);
    const experts = plan.assignments.map((a) => a.expertId);
    expect(experts.filter((e) => e.startsWith("a"))).toHaveLength(1);
    expect(experts).toContain("b1");
    expect(experts.filter((e) => e.startsWith("i"))).toHaveLength(1);
    expect(planViolations(input, plan.assignments)).toEqual([]);
  });

  it("follows a rule for a level, track and method before the level's default", () => {
    const experts = ["x1", "x2", "x3", "x4", "x5", "x6", "x7"].map((id) => expert(id));
    const plan = allocatePeerReviewers({
      seed: 1,
      declarants: [declarant("d1", { method: "EXCEPTIONAL" }), declarant("d2")],
      experts,
      policy: { rules: [{ level: "FULL_SENIOR", method: "EXCEPTIONAL", required: 7, externalMin: 5 }] },
    });
    const count = (d: string) => plan.assignments.filter((a) => a.declarantId === d).length;
    expect([count("d1"), count("d2")]).toEqual([7, 5]);
  });

  it("explains each assignment by its score parts", () => {
    const plan = allocatePeerReviewers({
      seed: 3,
      declarants: [declarant("d1", { level: "ASSOC_SENIOR", keywords: ["welding", "steel"] })],
      experts: [
        expert("x1", { keywords: ["steel", "welding"], senior: true, history: { invited: 8, accepted: 8 } }),
        expert("x2", { disciplineCodes: ["081202"] }),
        expert("x3", { disciplineCodes: ["0701"] }),
        internal("i1", "u2", { disciplineCodes: ["0801"] }),
      ],
      policy: { relatedDisciplines: { "0812": ["0801"] } },
    });
    const byExpert = Object.fromEntries(plan.assignments.map((a) => [a.expertId, a]));
    expect(Object.keys(byExpert).sort()).toEqual(["i1", "x1", "x2"]);
    expect(byExpert.x1?.parts).toMatchObject({ discipline: 50, keywords: 20, seniority: 5, response: 9 });
    expect(byExpert.x2?.parts).toMatchObject({ discipline: 30, keywords: 0, seniority: 0, response: 5 });
    expect(byExpert.i1?.parts.discipline).toBe(15);
    const x1 = byExpert.x1!;
    const sum = x1.parts.discipline + x1.parts.keywords + x1.parts.seniority + x1.parts.response + x1.parts.random;
    expect(x1.score).toBeCloseTo(sum, 6);
  });
});

describe("pins", () => {
  const experts = ["x1", "x2", "x3", "x4", "x5"].map((id) => expert(id, { maxLoad: 2 }));
  const base: AllocationInput = {
    seed: 11,
    declarants: [declarant("d1", { level: "ASSOC_SENIOR" }), declarant("d2", { level: "ASSOC_SENIOR" })],
    experts: [...experts, internal("own", "u1"), internal("i2", "u2", { maxLoad: 1 })],
  };
  const free = allocatePeerReviewers(base);
  const unused = ["x1", "x2", "x3", "x4", "x5", "i2"].find((e) => !pairsOf(free).includes(`d1→${e}`))!;

  it("places a feasible pin, reports an infeasible one and never takes a forbidden pair", () => {
    const taken = free.assignments.find((a) => a.declarantId === "d1" && a.expertId !== "i2")!.expertId;
    const plan = allocatePeerReviewers({
      ...base,
      pinned: [
        { declarantId: "d1", expertId: unused },
        { declarantId: "d1", expertId: "own" },
      ],
      forbidden: [{ declarantId: "d1", expertId: taken }],
    });
    expect(plan.unmet).toEqual([]);
    expect(plan.assignments).toContainEqual(
      expect.objectContaining({ declarantId: "d1", expertId: unused, pinned: true }),
    );
    expect(pairsOf(plan)).not.toContain(`d1→${taken}`);
    expect(pairsOf(plan)).not.toContain("d1→own");
    expect(plan.pinIssues).toEqual([
      expect.objectContaining({ declarantId: "d1", expertId: "own", reason: "UNIT", message: expect.anything() }),
    ]);
    expect(planViolations(base, plan.assignments)).toEqual([]);
  });

  it("reports a pin past the expert's load and a pin past the required count", () => {
    const plan = allocatePeerReviewers({
      ...base,
      pinned: [
        { declarantId: "d1", expertId: "i2" },
        { declarantId: "d2", expertId: "i2" },
        { declarantId: "d1", expertId: "x1" },
        { declarantId: "d1", expertId: "x2" },
        { declarantId: "d1", expertId: "x3" },
      ],
    });
    expect(plan.pinIssues.map((p) => [p.declarantId, p.expertId, p.reason])).toEqual([
      ["d1", "x3", "TOO_MANY"],
      ["d2", "i2", "LOAD"],
    ]);
    expect(pairsOf(plan).filter((p) => p.startsWith("d1"))).toEqual(["d1→i2", "d1→x1", "d1→x2"]);
  });
});

describe("the flow against the greedy baseline", () => {
  // d0 can only have c; d1 prefers a to b; d2 can have a or c. Greedy serves d0, then d1 takes a and d2 is left
  // with nobody; the flow moves d1 to b and serves all three.
  const input: AllocationInput = {
    seed: 5,
    policy: { byLevel: { ASSOC_SENIOR: { required: 1, externalMin: 0 } } },
    declarants: [
      declarant("d0", { level: "ASSOC_SENIOR", disciplineCode: "010101" }),
      declarant("d1", { level: "ASSOC_SENIOR", disciplineCode: "020101" }),
      declarant("d2", { level: "ASSOC_SENIOR", disciplineCode: "030101" }),
    ],
    experts: [
      expert("a", { disciplineCodes: ["020101", "030101"], maxLoad: 1 }),
      expert("b", { disciplineCodes: ["020102"], maxLoad: 1 }),
      expert("c", { disciplineCodes: ["010101", "030102"], maxLoad: 1 }),
    ],
  };

  it("serves the declarant greedy leaves out, moving another to its second choice", () => {
    const greedy = greedyAllocation(input);
    expect(greedy.unmet.map((u) => [u.declarantId, u.reason])).toEqual([["d2", "LOAD"]]);
    const plan = allocatePeerReviewers(input);
    expect(plan.method).toBe("FLOW");
    expect(plan.unmet).toEqual([]);
    expect(pairsOf(plan)).toEqual(["d0→c", "d1→b", "d2→a"]);
  });

  it("spreads the load where the scores allow it (convex penalty)", () => {
    const plan = allocatePeerReviewers({
      seed: 2,
      policy: { byLevel: { ASSOC_SENIOR: { required: 1, externalMin: 1 } } },
      declarants: ["d1", "d2", "d3", "d4"].map((id) => declarant(id, { level: "ASSOC_SENIOR" })),
      experts: [expert("star", { maxLoad: 4 }), expert("other", { maxLoad: 4 })],
    });
    expect(plan.loads).toEqual({ other: 2, star: 2 });
  });
});

describe("replacement", () => {
  const input: AllocationInput = {
    seed: 9,
    declarants: [declarant("d1", { level: "ASSOC_SENIOR" }), declarant("d2", { level: "ASSOC_SENIOR" })],
    experts: [
      expert("x1", { institutionId: "A" }),
      expert("x2", { institutionId: "B" }),
      expert("x3", { institutionId: "B" }),
      expert("x4", { institutionId: "C", maxLoad: 1 }),
      expert("x5", { institutionId: "D" }),
      internal("i1", "u2"),
      internal("i2", "u3"),
    ],
  };

  it("suggests an external expert when the others are short of the minimum, within loads and institutions", () => {
    // d1 keeps x1 (institution A) and i1 after x5 declined: one external short; x4 is full with d2
    const result = suggestReplacement(input, {
      declarantId: "d1",
      current: [
        { declarantId: "d1", expertId: "x1" },
        { declarantId: "d1", expertId: "i1" },
        { declarantId: "d2", expertId: "x4" },
      ],
      excludeExpertIds: ["x5"],
    });
    expect(result.mustBeExternal).toBe(true);
    expect(result.suggestions.map((s) => s.expertId).sort()).toEqual(["x2", "x3"]);
    expect(result.unmet).toBeNull();
  });

  it("explains why nobody can replace", () => {
    const result = suggestReplacement(input, {
      declarantId: "d1",
      current: [
        { declarantId: "d1", expertId: "x1" },
        { declarantId: "d1", expertId: "x2" },
        { declarantId: "d2", expertId: "x4" },
      ],
      excludeExpertIds: ["i1", "i2", "x5"],
    });
    expect(result.mustBeExternal).toBe(false);
    expect(result.suggestions).toEqual([]);
    expect(result.unmet?.heldExpertIds).toEqual(["x1", "x2"]);
  });
});
