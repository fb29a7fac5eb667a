import type { DeclarationErrorCode } from "./errors";
import type { ActorRole, ReturnTarget } from "./events";
import { type EventCheck, needsComment, row, type TransitionRow } from "./rows";
import { materialsFrozen } from "./standing";
import { isPipelineStage, type PipelineStage, type PipelineStep, position, stageEnabled } from "./states";
import type { DeclarationFacts } from "./types";

/** The return matrix (reference 2.1) and the one return row it gives each stage listed in it. */

/** Who may send a declaration back from which stage, and to whom. Stages not listed return nothing. */
export const RETURN_MATRIX: Readonly<
  Partial<Record<PipelineStage, { actors: readonly ActorRole[]; targets: readonly ReturnTarget[] }>>
> = {
  UNIT_REVIEW: { actors: ["UNIT_ADMIN", "UNIT_LEADER"], targets: ["DECLARANT"] },
  DEPARTMENT_REVIEW: { actors: ["DEPARTMENT_REVIEWER"], targets: ["DECLARANT"] },
  FORMAL_AUDIT: { actors: ["FORMAL_AUDITOR", "PERSONNEL"], targets: ["DECLARANT", "UNIT", "DEPARTMENT"] },
  SYNTHESIS_REVIEW: { actors: ["SYNTHESIS_MEMBER", "PERSONNEL"], targets: ["DECLARANT", "UNIT", "DEPARTMENT"] },
};

/** The unit stage a return to the unit lands in: its recommendation, or its review when that stage is off. */
function unitReturnStage(pipeline: readonly PipelineStep[]): PipelineStage | null {
  if (stageEnabled(pipeline, "UNIT_RECOMMENDATION")) return "UNIT_RECOMMENDATION";
  if (stageEnabled(pipeline, "UNIT_REVIEW")) return "UNIT_REVIEW";
  return null;
}

/** Why a return to `target` is refused here, or null when it is allowed; departIds null: not chosen yet (a button). */
function returnRefusal(
  facts: DeclarationFacts,
  target: ReturnTarget,
  departIds: readonly string[] | null,
): DeclarationErrorCode | null {
  const cell = isPipelineStage(facts.state) ? RETURN_MATRIX[facts.state] : undefined;
  if (!cell?.targets.includes(target)) return "decl.returnTargetNotAllowed";
  const here = position(facts.pipeline, facts.state);
  if (target === "DECLARANT") return materialsFrozen(facts) ? "decl.materialsFrozen" : null;
  if (target === "UNIT") {
    const stage = unitReturnStage(facts.pipeline);
    return stage && position(facts.pipeline, stage) < here ? null : "decl.returnTargetUnavailable";
  }
  if (departIds?.length === 0) return "decl.departmentsRequired";
  const departmentsBefore =
    stageEnabled(facts.pipeline, "DEPARTMENT_REVIEW") && position(facts.pipeline, "DEPARTMENT_REVIEW") < here;
  return departmentsBefore ? null : "decl.returnTargetUnavailable";
}

/** The targets the return button may offer this actor now. */
export function returnTargets(facts: DeclarationFacts, actor: ActorRole): ReturnTarget[] {
  const cell = isPipelineStage(facts.state) ? RETURN_MATRIX[facts.state] : undefined;
  if (!cell?.actors.includes(actor)) return [];
  return cell.targets.filter((target) => returnRefusal(facts, target, null) === null);
}

/** A department returns the items it found wanting, never the whole declaration. */
const needsItems: EventCheck<"return"> = {
  refusal: ({ event }) => ((event.itemIds?.length ?? 0) > 0 ? null : "decl.itemsRequired"),
};

/** One row per stage in the return matrix: the target decides the state and what is unlocked or reopened. */
export function returnRow(stage: PipelineStage, ref: string): TransitionRow {
  const cell = RETURN_MATRIX[stage]!;
  return row<"return">({
    id: `return-${stage}`,
    ref,
    from: [stage],
    event: "return",
    actors: cell.actors,
    guards: [],
    checks: [
      needsComment,
      ...(stage === "DEPARTMENT_REVIEW" ? [needsItems] : []),
      { refusal: ({ facts, event }) => returnRefusal(facts, event.target ?? "DECLARANT", event.departIds ?? []) },
    ],
    to: ({ facts, event }) => {
      const target = event.target ?? "DECLARANT";
      if (target === "DECLARANT") return { next: "RETURNED", returnedFrom: facts.state };
      if (target === "UNIT") return { next: unitReturnStage(facts.pipeline)!, returnedFrom: facts.state };
      return { next: "DEPARTMENT_REVIEW", returnedFrom: facts.state };
    },
    effects: ({ event }) => {
      const target = event.target ?? "DECLARANT";
      if (target === "DEPARTMENT") {
        return [{ type: "reopenDepartmentTasks", departIds: event.departIds ?? [], itemIds: event.itemIds ?? [] }];
      }
      if (target === "UNIT") return [];
      const itemIds = event.itemIds ?? [];
      const materialTypes = event.materialTypes ?? [];
      return itemIds.length || materialTypes.length
        ? [{ type: "unlockItems", itemIds, materialTypes }]
        : [{ type: "unlockAll" }];
    },
  });
}
