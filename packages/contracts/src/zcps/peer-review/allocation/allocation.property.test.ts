import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AllocationConflict,
  type AllocationDeclarant,
  type AllocationExpert,
  type AllocationInput,
  allocatePeerReviewers,
  greedyAllocation,
  planViolations,
  suggestReplacement,
} from "./index";

// Small rounds where shortages are common (about half of them leave someone unmet): a few institutions and units,
// three first-level disciplines (two of them related), experts with low load caps, some inactive, declaring or in
// conflict, and random pins and forbidden pairs.
const DISCIPLINES = ["081201", "081202", "0812", "070101", "070102", "020201"];
const KEYWORDS = ["steel", "welding", "optics", "markets", "laser"];
const UNITS = ["u1", "u2", "u3", "u4"];

const expertArb = fc
  .record({
    external: fc.boolean(),
    institution: fc.constantFrom("A", "B", "C", "D", "E"),
    unit: fc.constantFrom(...UNITS),
    full: fc.boolean(),
    disciplines: fc.uniqueArray(fc.constantFrom(...DISCIPLINES), { minLength: 1, maxLength: 2 }),
    keywords: fc.uniqueArray(fc.constantFrom(...KEYWORDS), { maxLength: 3 }),
    senior: fc.boolean(),
    maxLoad: fc.integer({ min: 1, max: 4 }),
    declares: fc.integer({ min: 0, max: 9 }),
    invited: fc.integer({ min: 0, max: 6 }),
    accepted: fc.integer({ min: 0, max: 6 }),
  })
  .map(
    (r) =>
      (i: number): AllocationExpert => ({
        id: `e${String(i).padStart(2, "0")}`,
        personId: r.declares === 0 ? "p0" : `pe${i}`,
        kind: r.external ? "EXTERNAL" : "INTERNAL",
        institutionId: r.external ? r.institution : "home",
        unitId: r.external ? null : r.unit,
        titleLevel: r.full ? "FULL_SENIOR" : "ASSOC_SENIOR",
        disciplineCodes: r.disciplines,
        keywords: r.keywords,
        senior: r.senior,
        maxLoad: r.maxLoad,
        active: r.declares !== 9,
        history: { invited: r.invited, accepted: Math.min(r.accepted, r.invited) },
      }),
  );

const declarantArb = fc
  .record({
    full: fc.boolean(),
    unit: fc.constantFrom(...UNITS),
    discipline: fc.constantFrom(...DISCIPLINES),
    keywords: fc.uniqueArray(fc.constantFrom(...KEYWORDS), { maxLength: 3 }),
  })
  .map(
    (r) =>
      (i: number): AllocationDeclarant => ({
        id: `d${String(i).padStart(2, "0")}`,
        personId: `p${i}`,
        unitId: r.unit,
        institutionId: "home",
        level: r.full ? "FULL_SENIOR" : "ASSOC_SENIOR",
        disciplineCode: r.discipline,
        keywords: r.keywords,
      }),
  );

const roundArb: fc.Arbitrary<AllocationInput> = fc
  .record({
    experts: fc.array(expertArb, { minLength: 4, maxLength: 20 }).map((list) => list.map((make, i) => make(i))),
    declarants: fc.array(declarantArb, { minLength: 1, maxLength: 7 }).map((list) => list.map((make, i) => make(i))),
    conflicts: fc.array(
      fc.record({
        expert: fc.nat(19),
        type: fc.constantFrom("DECLARANT", "UNIT", "INSTITUTION", "PERSON"),
        target: fc.nat(6),
      }),
      { maxLength: 6 },
    ),
    pinned: fc.array(fc.tuple(fc.nat(6), fc.nat(19)), { maxLength: 4 }),
    forbidden: fc.array(fc.tuple(fc.nat(6), fc.nat(19)), { maxLength: 4 }),
    existing: fc.array(fc.nat(1), { maxLength: 20 }),
    smallCompositions: fc.integer({ min: 0, max: 2 }).map((n) => n > 0),
    seed: fc.integer(),
  })
  .map((r) => {
    const expertId = (n: number) => r.experts[n % r.experts.length]!.id;
    const declarant = (n: number) => r.declarants[n % r.declarants.length]!;
    const conflicts: AllocationConflict[] = r.conflicts.map((c) => {
      const d = declarant(c.target);
      const targetId = {
        DECLARANT: d.id,
        PERSON: d.personId!,
        UNIT: d.unitId,
        INSTITUTION: ["A", "B", "home"][c.target % 3]!,
      }[c.type];
      return { expertId: expertId(c.expert), targetType: c.type, targetId };
    });
    const pair = ([d, e]: [number, number]) => ({ declarantId: declarant(d).id, expertId: expertId(e) });
    return {
      seed: r.seed,
      declarants: r.declarants,
      experts: r.experts,
      conflicts,
      pinned: r.pinned.map(pair),
      forbidden: r.forbidden.map(pair),
      existingLoad: Object.fromEntries(r.existing.map((n, i) => [expertId(i), n])),
      policy: {
        relatedDisciplines: { "0812": ["0701"] },
        ...(r.smallCompositions
          ? { byLevel: { FULL_SENIOR: { required: 3, externalMin: 2 }, ASSOC_SENIOR: { required: 2, externalMin: 1 } } }
          : {}),
      },
    } satisfies AllocationInput;
  });

const RUNS = { numRuns: 300 };

describe("allocation on generated rounds", () => {
  it("never breaks a hard constraint, serves or explains every declarant and keeps feasible pins", () => {
    fc.assert(
      fc.property(roundArb, (input) => {
        const plan = allocatePeerReviewers(input);
        expect(planViolations(input, plan.assignments)).toEqual([]);
        const served = new Set(plan.assignments.map((a) => a.declarantId));
        const unmet = new Set(plan.unmet.map((u) => u.declarantId));
        expect([...served].filter((d) => unmet.has(d))).toEqual([]);
        expect(served.size + unmet.size).toBe(input.declarants.length);
        const pairs = new Set(plan.assignments.map((a) => `${a.declarantId}|${a.expertId}`));
        for (const f of input.forbidden ?? []) expect(pairs.has(`${f.declarantId}|${f.expertId}`)).toBe(false);
        const issues = new Set(plan.pinIssues.map((p) => `${p.declarantId}|${p.expertId}`));
        for (const pin of input.pinned ?? []) {
          const key = `${pin.declarantId}|${pin.expertId}`;
          if (issues.has(key)) continue;
          if (served.has(pin.declarantId)) expect(pairs.has(key), key).toBe(true);
          else expect(plan.unmet.find((u) => u.declarantId === pin.declarantId)?.heldExpertIds).toContain(pin.expertId);
        }
      }),
      RUNS,
    );
  });

  it("gives the same plan for the same seed, whatever order the rows come in", () => {
    fc.assert(
      fc.property(roundArb, (input) => {
        const again = allocatePeerReviewers({
          ...input,
          declarants: [...input.declarants].reverse(),
          experts: [...input.experts].reverse(),
        });
        expect(again).toEqual(allocatePeerReviewers(input));
      }),
      RUNS,
    );
  });

  it("serves at least the declarants greedy serves, and as many at an objective no lower", () => {
    fc.assert(
      fc.property(roundArb, (input) => {
        const plan = allocatePeerReviewers(input);
        const greedy = greedyAllocation(input);
        expect(plan.unmet.length).toBeLessThanOrEqual(greedy.unmet.length);
        // a declarant served comes first: serving one more may cost score elsewhere (an expert's load)
        if (plan.unmet.length === greedy.unmet.length)
          expect(plan.objective).toBeGreaterThanOrEqual(greedy.objective - 1e-9);
      }),
      RUNS,
    );
  });

  it("on the round where greedy's objective was higher, serves more declarants than greedy, breaking nothing", () => {
    // found by the property above, when it still asked for an objective no lower whatever was served
    const input: AllocationInput = {
      seed: 0,
      declarants: [
        ["d00", "p0", "u1", "ASSOC_SENIOR", "081201"],
        ["d01", "p1", "u1", "FULL_SENIOR", "081201"],
        ["d02", "p2", "u2", "ASSOC_SENIOR", "070101"],
        ["d03", "p3", "u3", "ASSOC_SENIOR", "081201"],
      ].map(([id, personId, unitId, level, disciplineCode]) => ({
        id: id as string,
        personId: personId as string,
        unitId: unitId as string,
        institutionId: "home",
        level: level as "ASSOC_SENIOR" | "FULL_SENIOR",
        disciplineCode: disciplineCode as string,
        keywords: [],
      })),
      experts: (
        [
          ["e00", "pe0", "INTERNAL", "home", "u2", "070101", 1],
          ["e01", "p0", "INTERNAL", "home", "u1", "081201", 1],
          ["e02", "p0", "INTERNAL", "home", "u1", "081201", 1],
          ["e03", "pe3", "EXTERNAL", "A", null, "081201", 1],
          ["e04", "pe4", "INTERNAL", "home", "u1", "081201", 2],
          ["e05", "pe5", "EXTERNAL", "A", null, "070101", 1],
        ] as const
      ).map(([id, personId, kind, institutionId, unitId, code, maxLoad]) => ({
        id,
        personId,
        kind,
        institutionId,
        unitId,
        titleLevel: "ASSOC_SENIOR" as const,
        disciplineCodes: [code],
        keywords: [],
        senior: false,
        maxLoad,
        active: true,
        history: { invited: 0, accepted: 0 },
      })),
      conflicts: [],
      pinned: [],
      forbidden: [
        { declarantId: "d03", expertId: "e03" },
        { declarantId: "d00", expertId: "e00" },
      ],
      existingLoad: { e00: 0, e01: 0, e02: 0, e03: 0, e04: 1 },
      policy: {
        relatedDisciplines: { "0812": ["0701"] },
        byLevel: { FULL_SENIOR: { required: 3, externalMin: 2 }, ASSOC_SENIOR: { required: 2, externalMin: 1 } },
      },
    };
    const plan = allocatePeerReviewers(input);
    const greedy = greedyAllocation(input);
    expect(plan.unmet.length).toBeLessThan(greedy.unmet.length);
    expect(planViolations(input, plan.assignments)).toEqual([]);
  });

  it("suggests replacements that keep every hard constraint", () => {
    fc.assert(
      fc.property(roundArb, fc.nat(), (input, pick) => {
        const plan = allocatePeerReviewers(input);
        if (plan.assignments.length === 0) return;
        const leaving = plan.assignments[pick % plan.assignments.length]!;
        const current = plan.assignments.filter((a) => a !== leaving);
        const existingLoad = {} as Record<string, number>;
        const result = suggestReplacement(
          { ...input, existingLoad },
          { declarantId: leaving.declarantId, current, excludeExpertIds: [leaving.expertId] },
        );
        for (const s of result.suggestions) {
          expect(s.expertId).not.toBe(leaving.expertId);
          const after = [...current, { declarantId: leaving.declarantId, expertId: s.expertId }];
          expect(planViolations({ ...input, existingLoad }, after)).toEqual([]);
        }
        if (result.suggestions.length === 0) expect(result.unmet?.declarantId).toBe(leaving.declarantId);
      }),
      RUNS,
    );
  });
});
