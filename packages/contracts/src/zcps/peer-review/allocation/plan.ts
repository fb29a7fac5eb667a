import type { Candidate, Demand, PreparedRound } from "./candidates";
import { explainUnmet } from "./explain";
import { loadPenalty, SCALE } from "./score";
import type { AllocationPlan, PeerAssignmentProposal } from "./types";

/** What an allocator chose: the experts it found for each declarant it could serve in full (pins excluded). */
export type Choice = Map<number, Candidate[]>;

/** Scarcest first: the fewest candidates to spare, then the declarant's order. */
export function scarcestFirst(demands: readonly Demand[]): Demand[] {
  return [...demands].sort(
    (a, b) => a.candidates.length - a.need - (b.candidates.length - b.need) || a.declarant - b.declarant,
  );
}

/** Whether a declarant cannot be served whatever the others get: too few candidates, externals or institutions. */
export function hopeless(demand: Demand): boolean {
  if (demand.candidates.length < demand.need) return true;
  const external = new Set<number>();
  const all = new Set<number>();
  for (const c of demand.candidates) {
    all.add(c.group);
    if (c.external) external.add(c.group);
  }
  return all.size < demand.need || external.size < demand.needExternal;
}

export interface Tally {
  method: AllocationPlan["method"];
  choice: Choice;
  served: number;
  /** In thousandths of a point. */
  score: number;
  penalty: number;
  planLoad: Int32Array;
}

/** Adds up a choice: the declarants served with their pins, their scores, and the plan's load penalty. */
export function tally(prepared: PreparedRound, choice: Choice, method: Tally["method"]): Tally {
  const { ctx, demands } = prepared;
  const planLoad = new Int32Array(ctx.experts.length);
  let score = 0;
  for (const [d, chosen] of choice) {
    for (const c of [...demands[d]!.pins, ...chosen]) {
      planLoad[c.expert]!++;
      score += c.score;
    }
  }
  let penalty = 0;
  ctx.experts.forEach((e, i) => {
    if (planLoad[i]! > 0) penalty += loadPenalty(ctx.policy, ctx.existing[i]!, planLoad[i]!, e.maxLoad);
  });
  return { method, choice, served: choice.size, score, penalty, planLoad };
}

/** More declarants served first, then the higher objective; the flow's plan on a tie. */
export const better = (a: Tally, b: Tally) =>
  b.served > a.served || (b.served === a.served && b.score - b.penalty > a.score - a.penalty) ? b : a;

export function toPlan(prepared: PreparedRound, t: Tally): AllocationPlan {
  const { ctx, demands, groupOf } = prepared;
  const assignments: PeerAssignmentProposal[] = [];
  // what each expert can still take once the plan is made (the pins of declarants left out are free again)
  const remaining = Int32Array.from(ctx.experts, (e, i) => e.maxLoad - ctx.existing[i]! - t.planLoad[i]!);
  for (const demand of demands) {
    const chosen = t.choice.get(demand.declarant);
    if (!chosen) continue;
    const declarantId = ctx.declarants[demand.declarant]!.id;
    const pinned = new Set(demand.pins);
    const all = [...demand.pins, ...chosen].sort((a, b) => b.score - a.score || a.expert - b.expert);
    for (const c of all)
      assignments.push({
        declarantId,
        expertId: ctx.experts[c.expert]!.id,
        external: c.external,
        pinned: pinned.has(c),
        score: c.score / SCALE,
        parts: c.parts,
      });
  }
  const unmet = demands
    .filter((d) => !t.choice.has(d.declarant))
    .map((d) =>
      explainUnmet(
        ctx,
        d.declarant,
        d.composition,
        d.pins.map((p) => p.expert),
        remaining,
        groupOf,
      ),
    );
  const loads: Record<string, number> = {};
  ctx.experts.forEach((e, i) => {
    if (t.planLoad[i]! > 0) loads[e.id] = t.planLoad[i]!;
  });
  return {
    seed: ctx.seed,
    method: t.method,
    assignments,
    unmet,
    pinIssues: prepared.pinIssues,
    totalScore: t.score / SCALE,
    loadPenalty: t.penalty / SCALE,
    objective: (t.score - t.penalty) / SCALE,
    loads,
  };
}
