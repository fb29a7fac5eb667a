import { checkPair, type RoundContext } from "./constraints";
import { firstLevel } from "./policy";
import type { CandidateFunnel, Composition, UnmetDeclarant, UnmetReason } from "./types";

/**
 * Why a declarant could not be served, recomputed from the constraints (reference 4.3 A): the candidate funnel over
 * the whole pool and the first step where too few experts are left. `capacity` is the load each expert may still
 * take once the plan is made; the experts held for the declarant (its pins) count as available to it.
 */
export function explainUnmet(
  ctx: RoundContext,
  d: number,
  { required, externalMin }: Composition,
  held: readonly number[],
  capacity: Int32Array,
  groupOf: Int32Array,
): UnmetDeclarant {
  const declarant = ctx.declarants[d]!;
  const pinned = new Set(held);
  const f: CandidateFunnel = {
    pool: ctx.experts.length,
    available: 0,
    byLevel: 0,
    byDiscipline: 0,
    afterUnit: 0,
    afterConflicts: 0,
    conflicts: 0,
    afterLoad: 0,
    externalAfterConflicts: 0,
    externalAfterLoad: 0,
    institutionsAfterLoad: 0,
  };
  const groups = new Set<number>();
  const externalGroups = new Set<number>();
  ctx.experts.forEach((expert, e) => {
    const { verdict } = checkPair(ctx, declarant, expert);
    if (verdict === "INACTIVE" || verdict === "DECLARES") return;
    f.available++;
    if (verdict === "LEVEL") return;
    f.byLevel++;
    if (verdict === "DISCIPLINE") return;
    f.byDiscipline++;
    if (verdict === "UNIT") return;
    f.afterUnit++;
    if (verdict === "CONFLICT") {
      f.conflicts++;
      return;
    }
    f.afterConflicts++;
    const external = expert.kind === "EXTERNAL";
    if (external) f.externalAfterConflicts++;
    if (capacity[e]! <= 0 && !pinned.has(e)) return;
    f.afterLoad++;
    groups.add(groupOf[e]!);
    if (external) {
      f.externalAfterLoad++;
      externalGroups.add(groupOf[e]!);
    }
  });
  f.institutionsAfterLoad = groups.size;
  const [reason, count, needed] = bindingConstraint(f, required, externalMin, externalGroups.size);
  return {
    declarantId: declarant.id,
    required,
    externalMin,
    reason,
    funnel: f,
    message: {
      key: `peer.alloc.unmet.${reason}${conflictWording(reason, f.conflicts)}`,
      params: {
        count,
        required: needed,
        discipline: firstLevel(declarant.disciplineCode),
        conflicts: f.conflicts,
      },
    },
    heldExpertIds: held.map((e) => ctx.experts[e]!.id),
  };
}

/** The first constraint that leaves fewer experts than required, with the number it leaves and the number needed. */
function bindingConstraint(
  f: CandidateFunnel,
  required: number,
  externalMin: number,
  externalGroups: number,
): [UnmetReason, number, number] {
  if (f.byLevel < required) return ["LEVEL", f.byLevel, required];
  if (f.byDiscipline < required) return ["DISCIPLINE", f.byDiscipline, required];
  if (f.afterUnit < required) return ["UNIT", f.afterUnit, required];
  if (f.afterConflicts < required) return ["CONFLICT", f.afterConflicts, required];
  if (f.externalAfterConflicts < externalMin) return ["EXTERNAL", f.externalAfterConflicts, externalMin];
  if (f.afterLoad < required) return ["LOAD", f.afterLoad, required];
  if (f.externalAfterLoad < externalMin) return ["EXTERNAL_LOAD", f.externalAfterLoad, externalMin];
  if (f.institutionsAfterLoad < required) return ["INSTITUTIONS", f.institutionsAfterLoad, required];
  if (externalGroups < externalMin) return ["INSTITUTIONS", externalGroups, externalMin];
  return ["CONTENTION", f.afterLoad, required];
}

/** The CONFLICT and EXTERNAL texts have their wording for no conflict and for one ("1 conflict", not "1 conflicts"). */
function conflictWording(reason: UnmetReason, conflicts: number): string {
  if (reason !== "CONFLICT" && reason !== "EXTERNAL") return "";
  if (conflicts === 0 && reason === "EXTERNAL") return ".noConflict";
  return conflicts === 1 ? ".oneConflict" : "";
}
