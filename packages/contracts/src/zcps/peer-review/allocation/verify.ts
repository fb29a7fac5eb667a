import { checkPair, composition, institutionGroup, type PairVerdict, roundContext } from "./constraints";
import type { AllocationInput, PeerPair } from "./types";

export type PlanViolation =
  | { rule: Exclude<PairVerdict, "OK"> | "UNKNOWN"; declarantId: string; expertId: string }
  | { rule: "LOAD"; expertId: string; load: number; maxLoad: number }
  | { rule: "COUNT"; declarantId: string; count: number; required: number }
  | { rule: "EXTERNAL_MIN"; declarantId: string; external: number; externalMin: number }
  | { rule: "INSTITUTION" | "DUPLICATE"; declarantId: string; expertId: string };

/**
 * Every hard constraint (reference 4.2) a set of assignments breaks, checked afresh against the round: for a plan
 * the allocator made, and for one an administrator edited before submitting it.
 */
export function planViolations(input: AllocationInput, assignments: readonly PeerPair[]): PlanViolation[] {
  const ctx = roundContext(input);
  const found: PlanViolation[] = [];
  const load = Int32Array.from(ctx.existing);
  const byDeclarant = new Map<string, string[]>();
  for (const a of assignments) {
    const list = byDeclarant.get(a.declarantId) ?? [];
    list.push(a.expertId);
    byDeclarant.set(a.declarantId, list);
  }
  for (const [declarantId, expertIds] of byDeclarant) {
    const d = ctx.declarantIndex.get(declarantId);
    const declarant = d === undefined ? undefined : ctx.declarants[d];
    const groups = new Set<string>();
    const seen = new Set<string>();
    let external = 0;
    for (const expertId of expertIds) {
      const e = ctx.expertIndex.get(expertId);
      const expert = e === undefined ? undefined : ctx.experts[e];
      if (!declarant || !expert || e === undefined) {
        found.push({ rule: "UNKNOWN", declarantId, expertId });
        continue;
      }
      load[e]!++;
      if (seen.has(expertId)) found.push({ rule: "DUPLICATE", declarantId, expertId });
      seen.add(expertId);
      const { verdict } = checkPair(ctx, declarant, expert);
      if (verdict !== "OK") found.push({ rule: verdict, declarantId, expertId });
      const group = institutionGroup(expert);
      if (groups.has(group)) found.push({ rule: "INSTITUTION", declarantId, expertId });
      groups.add(group);
      if (expert.kind === "EXTERNAL") external++;
    }
    if (!declarant) continue;
    const { required, externalMin } = composition(ctx, declarant);
    if (expertIds.length !== required) found.push({ rule: "COUNT", declarantId, count: expertIds.length, required });
    if (external < externalMin) found.push({ rule: "EXTERNAL_MIN", declarantId, external, externalMin });
  }
  ctx.experts.forEach((expert, e) => {
    if (load[e]! > expert.maxLoad && load[e]! > ctx.existing[e]!)
      found.push({ rule: "LOAD", expertId: expert.id, load: load[e]!, maxLoad: expert.maxLoad });
  });
  return found;
}
