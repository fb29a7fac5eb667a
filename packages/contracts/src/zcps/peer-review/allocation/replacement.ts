import { type Candidate, eligibleCandidates, groupNumbers } from "./candidates";
import { composition, roundContext } from "./constraints";
import { explainUnmet } from "./explain";
import { loadCost, SCALE } from "./score";
import type { AllocationInput, PeerPair, ScoreParts, UnmetDeclarant } from "./types";

export interface ReplacementRequest {
  declarantId: string;
  /** The round's standing assignments, every declarant's (the experts' loads are counted from them), without the one replaced. */
  current: readonly PeerPair[];
  /** Experts who were assigned to the declarant before (declined, expired, opinion invalid): never suggested again. */
  excludeExpertIds?: readonly string[];
  limit?: number;
}

export interface ReplacementSuggestion {
  expertId: string;
  external: boolean;
  /** Soft score less the load it adds to the expert, in points: what the suggestions are ranked by. */
  gain: number;
  score: number;
  parts: ScoreParts;
  load: number;
  maxLoad: number;
}

export interface ReplacementResult {
  declarantId: string;
  /** The remaining experts are short of the external minimum: only an external expert keeps the composition. */
  mustBeExternal: boolean;
  suggestions: ReplacementSuggestion[];
  /** Why nobody can be suggested, when nobody can. */
  unmet: UnmetDeclarant | null;
}

/**
 * Suggests who replaces an expert of one declarant (补派, reference 4.4 step 4): the same hard constraints as the
 * allocation, given the loads the round carries now, one expert per institution against those who stay, and an
 * external expert when the others are short of the external minimum. Best first by score less the load penalty step.
 */
export function suggestReplacement(input: AllocationInput, request: ReplacementRequest): ReplacementResult {
  const ctx = roundContext(input);
  const d = ctx.declarantIndex.get(request.declarantId);
  if (d === undefined) throw new Error(`unknown declarant ${request.declarantId}`);
  const groupOf = groupNumbers(ctx);
  const load = Int32Array.from(ctx.existing);
  const staying: number[] = [];
  for (const pair of request.current) {
    const e = ctx.expertIndex.get(pair.expertId);
    if (e === undefined) continue;
    load[e]!++;
    if (pair.declarantId === request.declarantId) staying.push(e);
  }
  const excluded = new Set(staying);
  for (const id of request.excludeExpertIds ?? []) {
    const e = ctx.expertIndex.get(id);
    if (e !== undefined) excluded.add(e);
  }
  const comp = composition(ctx, ctx.declarants[d]!);
  const externalStaying = staying.filter((e) => ctx.experts[e]!.kind === "EXTERNAL").length;
  const mustBeExternal = externalStaying < comp.externalMin;
  const gain = (c: Candidate) => c.score - loadCost(ctx.policy, load[c.expert]! + 1, ctx.experts[c.expert]!.maxLoad);
  const open = eligibleCandidates(ctx, d, groupOf, {
    experts: excluded,
    groups: new Set(staying.map((e) => groupOf[e]!)),
  }).filter((c) => load[c.expert]! < ctx.experts[c.expert]!.maxLoad && (!mustBeExternal || c.external));
  const suggestions = open
    .map((c) => ({ c, net: gain(c) }))
    .sort((a, b) => b.net - a.net || a.c.expert - b.c.expert)
    .slice(0, request.limit ?? 5)
    .map(({ c, net }) => ({
      expertId: ctx.experts[c.expert]!.id,
      external: c.external,
      gain: net / SCALE,
      score: c.score / SCALE,
      parts: c.parts,
      load: load[c.expert]!,
      maxLoad: ctx.experts[c.expert]!.maxLoad,
    }));
  let unmet: UnmetDeclarant | null = null;
  if (suggestions.length === 0) {
    const remaining = Int32Array.from(ctx.experts, (e, i) => e.maxLoad - load[i]!);
    unmet = explainUnmet(ctx, d, comp, staying, remaining, groupOf);
  }
  return { declarantId: request.declarantId, mustBeExternal, suggestions, unmet };
}
