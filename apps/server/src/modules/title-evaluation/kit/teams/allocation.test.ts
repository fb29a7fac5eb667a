import { describe, expect, it } from "vitest";
import { type AllocationCase, type AllocationTeam, planAllocation } from "./allocation";

const team = (id: string, unitIds: string[] = [], load = 0): AllocationTeam => ({
  id,
  unitIds: new Set(unitIds),
  load,
});
/** `n` declarations of a unit, grouped by their unit (or by the discipline given). */
const cases = (unitId: string, n: number, groupKey = unitId): AllocationCase[] =>
  Array.from({ length: n }, (_, i) => ({ id: `${unitId}-${groupKey}-${i}`, unitId, groupKey }));

function loads(plan: ReturnType<typeof planAllocation>) {
  const byTeam: Record<string, number> = {};
  for (const p of plan.placed) byTeam[p.teamId] = (byTeam[p.teamId] ?? 0) + 1;
  return byTeam;
}
const teamOf = (plan: ReturnType<typeof planAllocation>, caseId: string) =>
  plan.placed.find((p) => p.caseId === caseId)?.teamId;

describe("planAllocation", () => {
  it("splits evenly over the teams, keeping a unit's declarations together where the loads allow", () => {
    const all = ["u1", "u2", "u3", "u4", "u5"].flatMap((u) => cases(u, 2));
    const plan = planAllocation(all, [team("A"), team("B")]);
    expect(plan.unplaced).toEqual([]);
    expect(loads(plan)).toEqual({ A: 5, B: 5 });
    // four units go whole to one team; only the last is split to even the loads
    const whole = ["u1", "u2", "u3", "u4", "u5"].filter(
      (u) => teamOf(plan, `${u}-${u}-0`) === teamOf(plan, `${u}-${u}-1`),
    );
    expect(whole.length).toBe(4);
  });

  it("evens out what the teams already hold", () => {
    const plan = planAllocation(cases("u1", 6), [team("A", [], 4), team("B")]);
    expect(loads(plan)).toEqual({ A: 1, B: 5 });
  });

  it("never gives a team a declaration of a unit one of its members comes from", () => {
    const plan = planAllocation([...cases("cs", 4), ...cases("math", 4)], [team("A", ["cs"]), team("B", ["math"])]);
    expect(plan.unplaced).toEqual([]);
    for (const p of plan.placed) expect(p.teamId).toBe(p.caseId.startsWith("cs") ? "B" : "A");
  });

  it("lists what it could not place, and why", () => {
    const own = planAllocation([...cases("cs", 2), ...cases("math", 1)], [team("A", ["cs"]), team("B", ["cs", "x"])]);
    expect(own.unplaced).toEqual([
      { caseId: "cs-cs-0", reason: "OWN_UNIT" },
      { caseId: "cs-cs-1", reason: "OWN_UNIT" },
    ]);
    expect(own.placed).toHaveLength(1);
    expect(planAllocation(cases("cs", 2), []).unplaced.map((u) => u.reason)).toEqual(["NO_TEAMS", "NO_TEAMS"]);
  });

  it("by discipline: a discipline stays with a team that may take all its units, up to its share", () => {
    const physics = [...cases("u1", 2, "physics"), ...cases("u2", 2, "physics")];
    const together = planAllocation(physics, [team("A", ["u1"]), team("B")]);
    expect(loads(together)).toEqual({ B: 2, A: 2 });
    // B takes what its share allows of the whole group; the rest goes where its unit may go
    for (const p of together.placed) if (p.caseId.startsWith("u1")) expect(p.teamId).toBe("B");
    const apart = planAllocation(physics, [team("A", ["u1"]), team("C", ["u2"])]);
    expect(apart.unplaced).toEqual([]);
    for (const p of apart.placed) expect(p.teamId).toBe(p.caseId.startsWith("u1") ? "C" : "A");
  });

  it("is deterministic and fast enough for a whole batch (5,000 declarations, 20 teams)", () => {
    const big = Array.from({ length: 5000 }, (_, i) => ({ id: `d${i}`, unitId: `u${i % 37}`, groupKey: `u${i % 37}` }));
    const teams = Array.from({ length: 20 }, (_, i) => team(`t${i}`, [`u${i}`]));
    const started = performance.now();
    const plan = planAllocation(big, teams);
    expect(performance.now() - started).toBeLessThan(500);
    expect(plan.unplaced).toEqual([]);
    const counts = Object.values(loads(plan));
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    expect(planAllocation(big, teams)).toEqual(plan);
  });
});
