import { hashString } from "../../../seeded-hash";
import { compositionFor, firstLevel, levelSuffices, requiredReviewerLevel, resolvePolicy } from "./policy";
import { disciplineCloseness, keywordSet } from "./score";
import type {
  AllocationConflict,
  AllocationDeclarant,
  AllocationExpert,
  AllocationInput,
  AllocationPolicy,
  Composition,
} from "./types";

/**
 * The hard constraints of reference 4.2 over one round: what makes a (declarant, expert) pair allowed at all, in the
 * order the unmet explanations count them. Ids are sorted once, so a plan depends on the seed and not on the order
 * the rows came in.
 */

/** The first hard constraint a pair breaks, in funnel order, or OK. */
export type PairVerdict = "OK" | "INACTIVE" | "DECLARES" | "LEVEL" | "DISCIPLINE" | "UNIT" | "CONFLICT";

export interface RoundContext {
  policy: AllocationPolicy;
  seed: string;
  seedHash: number;
  declarants: AllocationDeclarant[];
  experts: AllocationExpert[];
  expertIndex: Map<string, number>;
  declarantIndex: Map<string, number>;
  expertHash: Uint32Array;
  declarantHash: Uint32Array;
  expertWords: Set<string>[];
  declarantWords: Set<string>[];
  /** Load the experts carry from before this plan. */
  existing: Int32Array;
  /** First-level discipline → the experts holding it (indices). */
  byDiscipline: Map<string, number[]>;
  /** Related first-level disciplines, both directions. */
  relatedOf: Map<string, Set<string>>;
  /** First-level discipline → the experts of it and of its related ones (filled as declarants ask). */
  peersOf: Map<string, number[]>;
  declaring: Set<string>;
  /** Expert id → the conflict keys (type:id) of the targets they may not review. */
  conflicts: Map<string, Set<string>>;
  /** Declarant → the keys a conflict may name it by (computed once, not for every pair). */
  conflictTargets: Map<AllocationDeclarant, string[]>;
  forbidden: Set<string>;
}

export const pairKey = (declarantId: string, expertId: string) => `${declarantId}\u0000${expertId}`;
const conflictKey = (type: AllocationConflict["targetType"], id: string) => `${type}:${id}`;
const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * At most one expert per institution per declarant: an internal expert's unit counts as their institution, since
 * every internal expert shares the university (the policy's "校外 × 3 + 校内 × 2" needs two internal experts).
 */
export const institutionGroup = (e: AllocationExpert) =>
  e.kind === "EXTERNAL" ? `I:${e.institutionId}` : `U:${e.unitId ?? e.id}`;

export function roundContext(input: AllocationInput): RoundContext {
  const policy = resolvePolicy(input);
  const declarants = [...input.declarants].sort(byId);
  const experts = [...input.experts].sort(byId);
  const seed = String(input.seed);
  const expertIndex = new Map(experts.map((e, i) => [e.id, i]));
  const byDiscipline = new Map<string, number[]>();
  experts.forEach((e, i) => {
    for (const first of new Set(e.disciplineCodes.map(firstLevel))) {
      const list = byDiscipline.get(first);
      if (list) list.push(i);
      else byDiscipline.set(first, [i]);
    }
  });
  const relatedOf = new Map<string, Set<string>>();
  const relate = (a: string, b: string) => {
    const set = relatedOf.get(a) ?? new Set<string>();
    set.add(b);
    relatedOf.set(a, set);
  };
  for (const [a, list] of Object.entries(policy.relatedDisciplines))
    for (const b of list) {
      relate(a, b);
      relate(b, a);
    }
  const conflicts = new Map<string, Set<string>>();
  for (const c of input.conflicts ?? []) {
    const set = conflicts.get(c.expertId) ?? new Set<string>();
    set.add(conflictKey(c.targetType, c.targetId));
    conflicts.set(c.expertId, set);
  }
  const declaring = new Set(input.batchDeclarantPersonIds ?? []);
  for (const d of declarants) if (d.personId) declaring.add(d.personId);
  return {
    policy,
    seed,
    seedHash: hashString(seed),
    declarants,
    experts,
    expertIndex,
    declarantIndex: new Map(declarants.map((d, i) => [d.id, i])),
    expertHash: Uint32Array.from(experts, (e) => hashString(e.id)),
    declarantHash: Uint32Array.from(declarants, (d) => hashString(d.id)),
    expertWords: experts.map((e) => keywordSet(e.keywords)),
    declarantWords: declarants.map((d) => keywordSet(d.keywords)),
    existing: Int32Array.from(experts, (e) => input.existingLoad?.[e.id] ?? 0),
    byDiscipline,
    relatedOf,
    peersOf: new Map(),
    declaring,
    conflicts,
    conflictTargets: new Map(declarants.map((d) => [d, conflictTargets(d)])),
    forbidden: new Set((input.forbidden ?? []).map((p) => pairKey(p.declarantId, p.expertId))),
  };
}

export const composition = (ctx: RoundContext, d: AllocationDeclarant): Composition => compositionFor(ctx.policy, d);

/** Whether the expert is in the pool at all: active, not blacklisted, not declaring in the batch. */
function availability(ctx: RoundContext, e: AllocationExpert): PairVerdict {
  if (!e.active || e.blacklisted) return "INACTIVE";
  if (e.personId && ctx.declaring.has(e.personId)) return "DECLARES";
  return "OK";
}

/** The pair's verdict and, when it is OK, the discipline closeness (0 < closeness ≤ 1). */
export function checkPair(
  ctx: RoundContext,
  d: AllocationDeclarant,
  e: AllocationExpert,
): { verdict: PairVerdict; closeness: number } {
  const available = availability(ctx, e);
  if (available !== "OK") return { verdict: available, closeness: 0 };
  if (!levelSuffices(e.titleLevel, requiredReviewerLevel(ctx.policy, d.level)))
    return { verdict: "LEVEL", closeness: 0 };
  const closeness = disciplineCloseness(ctx.policy, d.disciplineCode, e.disciplineCodes);
  if (closeness === 0) return { verdict: "DISCIPLINE", closeness };
  const ownUnit = e.kind === "INTERNAL" && e.unitId != null && e.unitId === d.unitId;
  const ownInstitution = e.kind === "EXTERNAL" && e.institutionId === d.institutionId;
  if (ownUnit || ownInstitution) return { verdict: "UNIT", closeness };
  if (conflicted(ctx, d, e)) return { verdict: "CONFLICT", closeness };
  return { verdict: "OK", closeness };
}

function conflicted(ctx: RoundContext, d: AllocationDeclarant, e: AllocationExpert): boolean {
  if (ctx.forbidden.size > 0 && ctx.forbidden.has(pairKey(d.id, e.id))) return true;
  const set = ctx.conflicts.get(e.id);
  if (!set) return false;
  for (const key of ctx.conflictTargets.get(d) ?? conflictTargets(d)) if (set.has(key)) return true;
  return false;
}

/** The conflict keys that name a declarant: itself, its person, its unit and its institution. */
const conflictTargets = (d: AllocationDeclarant) => [
  conflictKey("DECLARANT", d.id),
  ...(d.personId ? [conflictKey("PERSON", d.personId)] : []),
  conflictKey("UNIT", d.unitId),
  conflictKey("INSTITUTION", d.institutionId),
];

/** Experts worth checking for a declarant: those of its first-level discipline and of the related ones. */
export function disciplinePeers(ctx: RoundContext, d: AllocationDeclarant): readonly number[] {
  const first = firstLevel(d.disciplineCode);
  let peers = ctx.peersOf.get(first);
  if (!peers) {
    const lists = [ctx.byDiscipline.get(first) ?? []];
    for (const other of ctx.relatedOf.get(first) ?? []) lists.push(ctx.byDiscipline.get(other) ?? []);
    peers = [...new Set(lists.flat())].sort((a, b) => a - b);
    ctx.peersOf.set(first, peers);
  }
  return peers;
}
