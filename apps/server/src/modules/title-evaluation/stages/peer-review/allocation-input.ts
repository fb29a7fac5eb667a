import type { DeclarationMethod, TitleLevel, TrackCode } from "@zcps/contracts/zcps/catalogue/catalogue";
import {
  type AllocationConflict,
  type AllocationDeclarant,
  type AllocationExpert,
  type AllocationInput,
  type AllocationPolicy,
  type Composition,
  compositionFor,
  DEFAULT_ALLOCATION_POLICY,
  type PeerPair,
} from "@zcps/contracts/zcps/peer-review/allocation";
import type { PeerRoundSettings } from "@zcps/contracts/zcps/peer-review/api";
import type { Executor } from "../../../../db/client";
import * as pool from "./pool-repo";
import { liveAssignmentsOfRound, type RoundRecord } from "./repo";

/**
 * The allocation engine's input built from the database (reference 4.1): the approved experts of both pools, their
 * conflicts and the declarants' avoid-lists, the batch's declaring staff, the loads the round already carries and the
 * round's composition rules. Everything but the loading is pure, so the same data gives the same input.
 */

export interface RoundData {
  school: string;
  experts: pool.PoolExpert[];
  declarants: pool.DeclarantRecord[];
  conflicts: pool.ConflictRecord[];
  declaring: string[];
  /** live invitations of the round, every declarant's */
  live: { declarationId: string; expertId: string | null }[];
}

const norm = (text: string | null | undefined) => (text ?? "").trim().toLowerCase();

/** The round's settings as the engine's policy, every value the round does not set at its default. */
export function policyOf(settings: PeerRoundSettings): AllocationPolicy {
  return {
    ...DEFAULT_ALLOCATION_POLICY,
    byLevel: { ...DEFAULT_ALLOCATION_POLICY.byLevel, ...settings.byLevel },
    rules: settings.rules,
    relatedDisciplines: settings.relatedDisciplines,
  };
}

/** How many experts (and external ones) a declaration needs under the round's settings. */
export function compositionOf(
  settings: PeerRoundSettings,
  d: { declarationId: string; level: string; track: string | null; method: string | null },
): Composition {
  return compositionFor(policyOf(settings), toDeclarant(d, ""));
}

function toDeclarant(
  d: {
    declarationId: string;
    level: string;
    track: string | null;
    method: string | null;
    staffId?: string;
    unitId?: string | null;
    disciplineCode?: string | null;
  },
  school: string,
): AllocationDeclarant {
  return {
    id: d.declarationId,
    personId: d.staffId ?? null,
    unitId: d.unitId ?? "",
    institutionId: school,
    level: d.level as TitleLevel,
    track: (d.track || null) as TrackCode | null,
    method: (d.method || null) as DeclarationMethod | null,
    disciplineCode: d.disciplineCode ?? "",
  };
}

/** An internal expert's institution is the school (their unit counts for them); an external one's their own. */
function toExpert(e: pool.PoolExpert, school: string): AllocationExpert {
  return {
    id: e.id,
    personId: e.staffId,
    kind: e.kind === "external" ? "EXTERNAL" : "INTERNAL",
    institutionId: e.kind === "external" ? norm(e.institution) || `expert:${e.id}` : school,
    unitId: e.kind === "internal" ? e.unitId : null,
    titleLevel: e.titleLevel as TitleLevel,
    disciplineCodes: e.disciplineCodes,
    keywords: e.keywords,
    senior: e.doctoralSupervisor,
    maxLoad: e.maxLoad,
    active: e.active,
    blacklisted: e.blacklisted,
    ...(e.invited > 0 ? { history: { invited: e.invited, accepted: e.accepted } } : {}),
  };
}

/** Conflicts recorded in the pools, and each declarant's avoid-list (name and institution) matched to experts. */
function conflictsOf(data: RoundData): AllocationConflict[] {
  const found: AllocationConflict[] = [];
  for (const c of data.conflicts) {
    if (c.targetType === "DECLARANT" && c.targetId)
      found.push({ expertId: c.expertId, targetType: "PERSON", targetId: c.targetId });
    else if (c.targetType === "UNIT" && c.targetId)
      found.push({ expertId: c.expertId, targetType: "UNIT", targetId: c.targetId });
    else if (c.targetType === "INSTITUTION" && c.institution)
      found.push({ expertId: c.expertId, targetType: "INSTITUTION", targetId: norm(c.institution) });
  }
  for (const d of data.declarants)
    for (const avoid of d.avoidExperts ?? []) {
      const name = norm(avoid.name);
      const institution = norm(avoid.institution);
      for (const e of data.experts) {
        if (norm(e.name) !== name) continue;
        const places =
          e.kind === "external" ? [norm(e.institution)] : [data.school, norm(e.unitName), norm(e.institution)];
        if (institution && !places.includes(institution)) continue;
        found.push({ expertId: e.id, targetType: "DECLARANT", targetId: d.declarationId });
      }
    }
  return found;
}

export function toAllocationInput(
  data: RoundData,
  settings: PeerRoundSettings,
  options: { seed: string; pinned?: readonly PeerPair[]; forbidden?: readonly PeerPair[]; withLoad?: boolean },
): AllocationInput {
  const existingLoad: Record<string, number> = {};
  if (options.withLoad !== false)
    for (const a of data.live) if (a.expertId) existingLoad[a.expertId] = (existingLoad[a.expertId] ?? 0) + 1;
  const policy = policyOf(settings);
  return {
    declarants: data.declarants.map((d) => toDeclarant(d, data.school)),
    experts: data.experts.map((e) => toExpert(e, data.school)),
    conflicts: conflictsOf(data),
    batchDeclarantPersonIds: data.declaring,
    pinned: options.pinned ?? [],
    forbidden: options.forbidden ?? [],
    existingLoad,
    seed: options.seed,
    policy: { byLevel: policy.byLevel, rules: policy.rules, relatedDisciplines: policy.relatedDisciplines },
  };
}

/** Reads what the engine needs for a round and the declarations named (or the batch's QUALIFIED ones). */
export async function loadRoundData(
  db: Executor,
  round: RoundRecord,
  declarations: { ids?: readonly string[]; status?: string },
): Promise<RoundData> {
  const [school, experts, declarants, conflicts, declaring, live] = await Promise.all([
    pool.tenantName(db, round.tenantId),
    pool.approvedExperts(db, round.tenantId),
    pool.batchDeclarants(db, round.tenantId, round.projectTimeId, declarations),
    pool.expertConflicts(db, round.tenantId),
    pool.declaringStaff(db, round.projectTimeId),
    liveAssignmentsOfRound(db, round.id),
  ]);
  return { school: norm(school) || "school", experts, declarants, conflicts, declaring, live };
}
