import {
  NAMED_LIST_DEFAULT_EFFECTS,
  type NamedListEffects,
  type NamedListType,
  namedListEffectsSchema,
  namedListSettingKey,
} from "@zcps/contracts/zcps/staff/api";
import type { Executor } from "../../../db/client";
import * as repo from "./named-list-repo";

/** What a declaration gains from its declarant's named lists, merged. */
export interface MergedEffects {
  quotaExempt: boolean;
  /** the largest relaxation of the seniority requirement, in years */
  seniorityRelaxYears: number;
  separateGroup: boolean;
  skipPeerReview: boolean;
  /** the approved entries behind the effects */
  lists: { listType: NamedListType; level: string | null }[];
}

/** Merges entries' effects: any exemption counts, and the longest relaxation wins. */
export function mergeEffects(entries: readonly { effects: NamedListEffects }[]): Omit<MergedEffects, "lists"> {
  return {
    quotaExempt: entries.some((e) => e.effects.quotaExempt === true),
    seniorityRelaxYears: Math.max(0, ...entries.map((e) => e.effects.seniorityRelaxYears ?? 0)),
    separateGroup: entries.some((e) => e.effects.separateGroup === true),
    skipPeerReview: entries.some((e) => e.effects.skipPeerReview === true),
  };
}

/**
 * The effects of a staff member's approved named-list entries (talents, kyry, tpUser) in a batch: entries of that
 * batch and entries valid for every batch. For the declaration engine (quota, eligibility, peer review).
 */
export async function namedListEffects(
  db: Executor,
  tenantId: string,
  staffId: string,
  projectTimeId: string,
): Promise<MergedEffects> {
  const entries = await repo.approvedEffects(db, tenantId, staffId, projectTimeId);
  return { ...mergeEffects(entries), lists: entries.map(({ listType, level }) => ({ listType, level })) };
}

/** A list's default effects: the tenant's setting `namedList.<type>.effects` when valid, else the built-in ones. */
export async function defaultEffects(
  db: Executor,
  tenantId: string,
  listType: NamedListType,
): Promise<NamedListEffects> {
  const stored = namedListEffectsSchema.safeParse(await repo.settingValue(db, tenantId, namedListSettingKey(listType)));
  return stored.success
    ? { ...NAMED_LIST_DEFAULT_EFFECTS[listType], ...stored.data }
    : NAMED_LIST_DEFAULT_EFFECTS[listType];
}
