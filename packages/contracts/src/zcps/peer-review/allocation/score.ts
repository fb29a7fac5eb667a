import { mix } from "../../../seeded-hash";
import { firstLevel, related } from "./policy";
import type { AllocationDeclarant, AllocationExpert, AllocationPolicy, ScoreParts } from "./types";

/**
 * The soft score of a hard-feasible pair (reference 4.3): discipline closeness, keyword overlap, seniority, response
 * rate and a seeded random tie-break, in points. Scores and load costs are also kept as integers (thousandths of a
 * point) so the flow and the greedy baseline add them up exactly alike.
 */

export const SCALE = 1000;

/** The tie-break of a pair under a seed, in [0, 1): the same seed always gives the same value. */
export const pairRandom = (seedHash: number, declarantHash: number, expertHash: number) =>
  mix(seedHash ^ mix(declarantHash + mix(expertHash))) / 2 ** 32;

/** 1 for the same second-level discipline, 0.6 for the same first-level, 0.3 for a related one, 0 otherwise. */
export function disciplineCloseness(policy: AllocationPolicy, declarantCode: string, expertCodes: readonly string[]) {
  const first = firstLevel(declarantCode);
  let best = 0;
  for (const code of expertCodes) {
    if (declarantCode.length >= 6 && code === declarantCode) return 1;
    if (firstLevel(code) === first) best = Math.max(best, 0.6);
    else if (related(policy, first, firstLevel(code))) best = Math.max(best, 0.3);
  }
  return best;
}

/** A person's keywords, trimmed and lower-cased, for the overlap. */
export const keywordSet = (words: readonly string[] | undefined) =>
  new Set((words ?? []).map((w) => w.trim().toLowerCase()).filter(Boolean));

export function jaccard(left: ReadonlySet<string>, right: ReadonlySet<string>): number {
  if (left.size === 0 || right.size === 0) return 0;
  let common = 0;
  for (const w of left) if (right.has(w)) common++;
  return common / (left.size + right.size - common);
}

/** Accepted / invited, smoothed so that a new expert stands at one half rather than at 0 or 1. */
export const responseRate = (expert: AllocationExpert) =>
  ((expert.history?.accepted ?? 0) + 1) / ((expert.history?.invited ?? 0) + 2);

const round3 = (x: number) => Math.round(x * SCALE) / SCALE;

export function scoreParts(
  policy: AllocationPolicy,
  declarant: AllocationDeclarant,
  expert: AllocationExpert,
  closeness: number,
  overlap: number,
  random: number,
): ScoreParts {
  const w = policy.weights;
  const seniorWeight = declarant.level === "FULL_SENIOR" ? 1 : 0.5;
  return {
    discipline: round3(w.discipline * closeness),
    keywords: round3(w.keywords * overlap),
    seniority: expert.senior ? round3(w.seniority * seniorWeight) : 0,
    response: round3(w.response * responseRate(expert)),
    random: round3(w.random * random),
  };
}

/** The score in thousandths of a point. */
export const scaledScore = (p: ScoreParts) =>
  Math.round((p.discipline + p.keywords + p.seniority + p.response + p.random) * SCALE);

/**
 * What the k-th assignment (1-based, existing load included) costs an expert who takes at most maxLoad, in
 * thousandths of a point: the increments of loadBalance · L² / maxLoad, so the costs grow with the load (convex) and
 * stay below 2 · loadBalance, under any score of a discipline match.
 */
export const loadCost = (policy: AllocationPolicy, k: number, maxLoad: number) =>
  Math.round((SCALE * policy.weights.loadBalance * (2 * k - 1)) / Math.max(1, maxLoad));

/** The penalty of taking `added` assignments on top of `existing`, in thousandths of a point. */
export function loadPenalty(policy: AllocationPolicy, existing: number, added: number, maxLoad: number): number {
  let sum = 0;
  for (let k = existing + 1; k <= existing + added; k++) sum += loadCost(policy, k, maxLoad);
  return sum;
}
