import { type Candidate, type Demand, type PreparedRound, prepareRound } from "./candidates";
import { roundContext } from "./constraints";
import { type Choice, hopeless, scarcestFirst, tally, toPlan } from "./plan";
import type { AllocationInput, AllocationPlan } from "./types";

/**
 * The greedy baseline (reference 4.3 B): scarcest declarant first, each takes its best-scored candidates that still
 * have load to give, external ones up to the minimum first, one per institution; a declarant it cannot serve in full
 * gives its experts back. No repair: the flow is measured against it.
 */
export function greedyChoice(prepared: PreparedRound): Choice {
  const capacity = Int32Array.from(prepared.capacity);
  const choice: Choice = new Map();
  for (const demand of scarcestFirst(prepared.demands)) {
    if (hopeless(demand)) continue;
    const picked = pickBest(demand, demand.candidates, capacity);
    if (picked) choice.set(demand.declarant, picked);
  }
  return choice;
}

/**
 * The best-scored candidates with load left, external ones up to the minimum first, one per institution (the pins'
 * institutions taken): taken from `capacity`, or null with `capacity` untouched when they do not make the count.
 */
export function pickBest(demand: Demand, candidates: readonly Candidate[], capacity: Int32Array): Candidate[] | null {
  const picked: Candidate[] = [];
  const groups = new Set(demand.pins.map((p) => p.group));
  const take = (wanted: number, externalOnly: boolean) => {
    for (const c of candidates) {
      if (picked.length >= wanted) return;
      if ((externalOnly && !c.external) || capacity[c.expert]! <= 0 || groups.has(c.group)) continue;
      picked.push(c);
      groups.add(c.group);
      capacity[c.expert]!--;
    }
  };
  take(demand.needExternal, true);
  if (picked.length === demand.needExternal) take(demand.need, false);
  if (picked.length === demand.need) return picked;
  for (const c of picked) capacity[c.expert]!++;
  return null;
}

export function greedyAllocation(input: AllocationInput): AllocationPlan {
  const prepared = prepareRound(roundContext(input), input.pinned ?? []);
  return toPlan(prepared, tally(prepared, greedyChoice(prepared), "GREEDY"));
}
