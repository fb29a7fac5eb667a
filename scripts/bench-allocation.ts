// The peer-review allocation's figure of `npm run bench` (in-process, no server): a generated round of 3,000
// full-senior declarants (5 experts each, 3 external) and 2,000 experts over 40 first-level disciplines, 150 outside
// institutions and 30 units, with conflicts, experts who declare and related disciplines; the engine (min-cost flow)
// and the greedy baseline are timed on it. `npx tsx scripts/bench-allocation.ts` prints the row alone.
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  type AllocationConflict,
  type AllocationDeclarant,
  type AllocationExpert,
  type AllocationInput,
  type AllocationPlan,
  allocatePeerReviewers,
  greedyAllocation,
  planViolations,
} from "@zcps/contracts/zcps/peer-review/allocation";

export const ALLOCATION_DECLARANTS = 3000;
export const ALLOCATION_EXPERTS = 2000;
export const EXPERTS_PER_DECLARANT = 5;
const ALLOCATION_BUDGET_SECONDS = 2;
const DISCIPLINES = 40;
const INSTITUTIONS = 150;
const UNITS = 30;

/** mulberry32: a small seeded generator, so the round is the same on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** The generated round: the same for the same seed. */
export function allocationRound(seed = 2026): AllocationInput {
  const rnd = random(seed);
  const int = (n: number) => Math.floor(rnd() * n);
  const first = (i: number) => `08${String(10 + i).padStart(2, "0")}`;
  const second = (i: number) => `${first(i)}0${1 + int(3)}`;
  const words = (i: number) => Array.from({ length: 3 }, () => `kw${i}-${int(10)}`);
  const experts: AllocationExpert[] = Array.from({ length: ALLOCATION_EXPERTS }, (_, n) => {
    const discipline = int(DISCIPLINES);
    const external = rnd() < 0.7;
    const codes = [second(discipline)];
    if (rnd() < 0.2) codes.push(second((discipline + 1) % DISCIPLINES));
    const invited = int(20);
    return {
      id: `expert-${String(n).padStart(4, "0")}`,
      personId: external ? null : `staff-${n}`,
      kind: external ? "EXTERNAL" : "INTERNAL",
      institutionId: external ? `institution-${int(INSTITUTIONS)}` : "home",
      unitId: external ? null : `unit-${int(UNITS)}`,
      titleLevel: rnd() < 0.9 ? "FULL_SENIOR" : "ASSOC_SENIOR",
      disciplineCodes: codes,
      keywords: words(discipline),
      senior: rnd() < 0.3,
      maxLoad: 8 + int(5),
      active: rnd() < 0.97,
      history: { invited, accepted: int(invited + 1) },
    };
  });
  const declarants: AllocationDeclarant[] = Array.from({ length: ALLOCATION_DECLARANTS }, (_, n) => {
    const discipline = int(DISCIPLINES);
    return {
      id: `declarant-${String(n).padStart(4, "0")}`,
      // one internal expert in fifty declares this year too
      personId: n % 50 === 0 ? `staff-${n % ALLOCATION_EXPERTS}` : `declarant-staff-${n}`,
      unitId: `unit-${int(UNITS)}`,
      institutionId: "home",
      level: "FULL_SENIOR",
      disciplineCode: second(discipline),
      keywords: words(discipline),
    };
  });
  const conflicts: AllocationConflict[] = Array.from({ length: 3000 }, () => ({
    expertId: experts[int(ALLOCATION_EXPERTS)]!.id,
    targetType: "DECLARANT" as const,
    targetId: declarants[int(ALLOCATION_DECLARANTS)]!.id,
  }));
  for (let i = 0; i < 100; i++)
    conflicts.push({
      expertId: experts[int(ALLOCATION_EXPERTS)]!.id,
      targetType: "UNIT",
      targetId: `unit-${int(UNITS)}`,
    });
  const relatedDisciplines = Object.fromEntries(
    Array.from({ length: DISCIPLINES / 2 }, (_, i) => [first(2 * i), [first(2 * i + 1)]]),
  );
  return { seed, declarants, experts, conflicts, policy: { relatedDisciplines } };
}

const seconds = (run: () => void) => {
  const started = performance.now();
  run();
  return (performance.now() - started) / 1000;
};

export function allocationFigures() {
  const round = allocationRound();
  let plan: AllocationPlan | undefined;
  const cold = seconds(() => {
    plan = allocatePeerReviewers(round);
  });
  const warm = [0, 1].map(() => seconds(() => allocatePeerReviewers(round)));
  let greedy: AllocationPlan | undefined;
  const greedySeconds = seconds(() => {
    greedy = greedyAllocation(round);
  });
  if (!plan || !greedy) throw new Error("no plan");
  return {
    engineSeconds: Math.max(cold, ...warm),
    greedySeconds,
    assignments: plan.assignments.length,
    unmet: plan.unmet.length,
    greedyUnmet: greedy.unmet.length,
    objective: plan.objective,
    greedyObjective: greedy.objective,
    method: plan.method,
    violations: planViolations(round, plan.assignments).length,
  };
}

/** The budget's row of docs/benchmarks.md. */
export const allocationRow = (f: ReturnType<typeof allocationFigures>) =>
  `| peer-review allocation of ${ALLOCATION_DECLARANTS.toLocaleString("en")} declarants × ${ALLOCATION_EXPERTS.toLocaleString("en")} experts × ${EXPERTS_PER_DECLARANT} ≤ ${ALLOCATION_BUDGET_SECONDS} s (min-cost flow, in-process, slowest of 3) | ${f.engineSeconds.toFixed(2)} s: ${f.assignments.toLocaleString("en")} assignments, ${f.unmet} unmet, objective ${f.objective.toFixed(0)}, ${f.violations} violations; greedy ${f.greedySeconds.toFixed(2)} s, ${f.greedyUnmet} unmet, objective ${f.greedyObjective.toFixed(0)} | ${f.engineSeconds <= ALLOCATION_BUDGET_SECONDS && f.violations === 0 ? "within budget" : "**over budget**"} |`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(allocationRow(allocationFigures()));
}
