import {
  checkPair,
  composition,
  disciplinePeers,
  institutionGroup,
  type PairVerdict,
  pairKey,
  type RoundContext,
} from "./constraints";
import { jaccard, pairRandom, scaledScore, scoreParts } from "./score";
import type { Composition, PeerPair, PinIssue, PinIssueReason, ScoreParts } from "./types";

/** A hard-feasible expert for a declarant, with the soft score (thousandths of a point) and its parts. */
export interface Candidate {
  expert: number;
  score: number;
  parts: ScoreParts;
  external: boolean;
  group: number;
}

/** What a declarant still needs once its pins are placed, and the experts that may fill it, best first. */
export interface Demand {
  declarant: number;
  composition: Composition;
  pins: Candidate[];
  need: number;
  needExternal: number;
  candidates: Candidate[];
  /** Hard-feasible experts before pruning to the candidate limit. */
  eligible: number;
}

export interface PreparedRound {
  ctx: RoundContext;
  demands: Demand[];
  pinIssues: PinIssue[];
  /** Load each expert may still take, after their existing load and the accepted pins. */
  capacity: Int32Array;
  /** Institution group strings, by the numbers candidates carry. */
  groupOf: Int32Array;
}

const pinMessage = (reason: PinIssueReason) => `peer.alloc.pin.${reason}`;

export function candidateFor(ctx: RoundContext, d: number, e: number, closeness: number, groupOf: Int32Array) {
  const declarant = ctx.declarants[d]!;
  const expert = ctx.experts[e]!;
  const random = pairRandom(ctx.seedHash, ctx.declarantHash[d]!, ctx.expertHash[e]!);
  const overlap = jaccard(ctx.declarantWords[d]!, ctx.expertWords[e]!);
  const parts = scoreParts(ctx.policy, declarant, expert, closeness, overlap, random);
  return { expert: e, score: scaledScore(parts), parts, external: expert.kind === "EXTERNAL", group: groupOf[e]! };
}

const bestFirst = (a: Candidate, b: Candidate) => b.score - a.score || a.expert - b.expert;

/** Every hard-feasible expert of declarant d, best first (experts and groups in `skip` left out). */
export function eligibleCandidates(
  ctx: RoundContext,
  d: number,
  groupOf: Int32Array,
  skip: { experts?: ReadonlySet<number>; groups?: ReadonlySet<number> } = {},
): Candidate[] {
  const declarant = ctx.declarants[d]!;
  const found: Candidate[] = [];
  for (const e of disciplinePeers(ctx, declarant)) {
    if (skip.experts?.has(e) || skip.groups?.has(groupOf[e]!)) continue;
    const { verdict, closeness } = checkPair(ctx, declarant, ctx.experts[e]!);
    if (verdict === "OK") found.push(candidateFor(ctx, d, e, closeness, groupOf));
  }
  return found.sort(bestFirst);
}

/** The best `limit`, plus further external experts until there are twice the external minimum (when there are). */
function prune(sorted: Candidate[], limit: number, needExternal: number): Candidate[] {
  if (sorted.length <= limit) return sorted;
  const kept = sorted.slice(0, limit);
  let external = kept.filter((c) => c.external).length;
  for (let i = limit; i < sorted.length && external < 2 * needExternal; i++) {
    const c = sorted[i]!;
    if (!c.external) continue;
    kept.push(c);
    external++;
  }
  return kept;
}

export function groupNumbers(ctx: RoundContext): Int32Array {
  const numbers = new Map<string, number>();
  return Int32Array.from(ctx.experts, (e) => {
    const key = institutionGroup(e);
    let n = numbers.get(key);
    if (n === undefined) {
      n = numbers.size;
      numbers.set(key, n);
    }
    return n;
  });
}

const pinReason = (verdict: PairVerdict): PinIssueReason => (verdict === "OK" ? "UNKNOWN" : verdict);

/** The round's demands: pins checked and placed first (they reserve the experts' load), then candidates scored. */
export function prepareRound(ctx: RoundContext, pinned: readonly PeerPair[]): PreparedRound {
  const groupOf = groupNumbers(ctx);
  const capacity = Int32Array.from(ctx.experts, (e, i) => Math.max(0, e.maxLoad - ctx.existing[i]!));
  const pinIssues: PinIssue[] = [];
  const pinsOf = new Map<number, Candidate[]>();
  const sortedPins = [...pinned].sort((a, b) =>
    pairKey(a.declarantId, a.expertId) < pairKey(b.declarantId, b.expertId) ? -1 : 1,
  );
  for (const pin of sortedPins) {
    const issue = (reason: PinIssueReason, params: Record<string, string | number> = {}) =>
      pinIssues.push({ ...pin, reason, message: { key: pinMessage(reason), params } });
    const d = ctx.declarantIndex.get(pin.declarantId);
    const e = ctx.expertIndex.get(pin.expertId);
    if (d === undefined || e === undefined) {
      issue("UNKNOWN");
      continue;
    }
    const declarant = ctx.declarants[d]!;
    const expert = ctx.experts[e]!;
    if (ctx.forbidden.has(pairKey(pin.declarantId, pin.expertId))) {
      issue("FORBIDDEN");
      continue;
    }
    const { verdict, closeness } = checkPair(ctx, declarant, expert);
    if (verdict !== "OK") {
      issue(pinReason(verdict));
      continue;
    }
    const comp = composition(ctx, declarant);
    const placed = pinsOf.get(d) ?? [];
    if (placed.some((p) => p.expert === e)) continue;
    if (placed.length >= comp.required) issue("TOO_MANY", { required: comp.required });
    else if (expert.kind === "INTERNAL" && placed.filter((p) => !p.external).length >= comp.required - comp.externalMin)
      issue("EXTERNAL_MIN", { externalMin: comp.externalMin, required: comp.required });
    else if (placed.some((p) => p.group === groupOf[e])) issue("INSTITUTION");
    else if (capacity[e]! <= 0) issue("LOAD", { maxLoad: expert.maxLoad });
    else {
      placed.push(candidateFor(ctx, d, e, closeness, groupOf));
      pinsOf.set(d, placed);
      capacity[e]!--;
    }
  }
  const demands: Demand[] = ctx.declarants.map((declarant, d) => {
    const comp = composition(ctx, declarant);
    const pins = pinsOf.get(d) ?? [];
    const needExternal = Math.max(0, comp.externalMin - pins.filter((p) => p.external).length);
    const all = eligibleCandidates(ctx, d, groupOf, {
      experts: new Set(pins.map((p) => p.expert)),
      groups: new Set(pins.map((p) => p.group)),
    });
    return {
      declarant: d,
      composition: comp,
      pins,
      need: comp.required - pins.length,
      needExternal,
      candidates: prune(all, ctx.policy.candidateLimit, needExternal),
      eligible: all.length,
    };
  });
  return { ctx, demands, pinIssues, capacity, groupOf };
}
