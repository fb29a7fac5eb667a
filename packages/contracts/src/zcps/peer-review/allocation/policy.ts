import { TITLE_LEVELS, type TitleLevel } from "../../catalogue/catalogue";
import type { AllocationDeclarant, AllocationInput, AllocationPolicy, Composition } from "./types";

/** DOMAIN.md "Rules with numbers": 5 experts for full-senior titles (3 external), 3 for associate-senior (2). */
export const DEFAULT_ALLOCATION_POLICY: AllocationPolicy = {
  byLevel: {
    FULL_SENIOR: { required: 5, externalMin: 3 },
    ASSOC_SENIOR: { required: 3, externalMin: 2 },
    INTERMEDIATE: { required: 3, externalMin: 2 },
    JUNIOR: { required: 3, externalMin: 2 },
  },
  rules: [],
  reviewerLevel: {},
  relatedDisciplines: {},
  candidateLimit: 40,
  weights: { discipline: 50, keywords: 20, seniority: 10, response: 10, random: 1, loadBalance: 5 },
};

export function resolvePolicy(input: AllocationInput): AllocationPolicy {
  const given = input.policy ?? {};
  return {
    ...DEFAULT_ALLOCATION_POLICY,
    ...given,
    byLevel: { ...DEFAULT_ALLOCATION_POLICY.byLevel, ...given.byLevel },
    weights: { ...DEFAULT_ALLOCATION_POLICY.weights, ...given.weights },
  };
}

/** The declarant's composition: the most specific matching rule (level, track, method), else its level's. */
export function compositionFor(policy: AllocationPolicy, declarant: AllocationDeclarant): Composition {
  let best: Composition = policy.byLevel[declarant.level];
  let bestFields = -1;
  for (const rule of policy.rules) {
    if (rule.level !== undefined && rule.level !== declarant.level) continue;
    if (rule.track !== undefined && rule.track !== declarant.track) continue;
    if (rule.method !== undefined && rule.method !== declarant.method) continue;
    const fields =
      Number(rule.level !== undefined) + Number(rule.track !== undefined) + Number(rule.method !== undefined);
    if (fields > bestFields) {
      best = { required: rule.required, externalMin: rule.externalMin };
      bestFields = fields;
    }
  }
  return { required: best.required, externalMin: Math.min(best.externalMin, best.required) };
}

const rank = (level: TitleLevel) => TITLE_LEVELS.indexOf(level);

export const requiredReviewerLevel = (policy: AllocationPolicy, level: TitleLevel): TitleLevel =>
  policy.reviewerLevel[level] ?? level;

export const levelSuffices = (expertLevel: TitleLevel, required: TitleLevel) => rank(expertLevel) >= rank(required);

/** The first-level discipline (一级学科) of a code: its first 4 digits. */
export const firstLevel = (code: string) => code.slice(0, 4);

/** Whether two first-level disciplines are related in the configured map (either direction). */
export function related(policy: AllocationPolicy, a: string, b: string): boolean {
  return (policy.relatedDisciplines[a]?.includes(b) ?? false) || (policy.relatedDisciplines[b]?.includes(a) ?? false);
}
