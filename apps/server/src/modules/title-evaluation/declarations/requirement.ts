import type { RequirementRecord } from "./repo";

export type RequirementChoice = { titleId: string; trackCode: string; method: string };

/**
 * The current requirement among a batch's: the highest version of the exact title × track × method, else track "",
 * else NORMAL.
 */
export function pickRequirement(candidates: readonly RequirementRecord[], key: RequirementChoice) {
  const pick = (track: string, method: string) =>
    candidates
      .filter((r) => r.titleId === key.titleId && r.trackCode === track && r.method === method)
      .reduce<RequirementRecord | null>((best, r) => (best && best.version >= r.version ? best : r), null);
  return pick(key.trackCode, key.method) ?? pick("", key.method) ?? pick(key.trackCode, "NORMAL") ?? pick("", "NORMAL");
}
