import { z } from "zod";

/** The declaration's states, the batch's pipeline of stages, and where a state sits in that pipeline. */

export const DECLARATION_STATES = [
  "DRAFT",
  "UNIT_REVIEW",
  "UNIT_PUBLICITY",
  "UNIT_RECOMMENDATION",
  "DEPARTMENT_REVIEW",
  "FORMAL_AUDIT",
  "SYNTHESIS_REVIEW",
  "QUALIFIED",
  "PEER_REVIEW",
  "PROFESSOR_COMMITTEE",
  "SENIOR_COMMITTEE",
  "RESULT_PUBLICITY",
  "PUBLICITY_HOLD",
  "APPROVED",
  "RETURNED",
  "UNIT_REJECTED",
  "NOT_RECOMMENDED",
  "INELIGIBLE",
  "PEER_FAILED",
  "COMMITTEE_NOT_RECOMMENDED",
  "SENIOR_FAILED",
  "WITHDRAWN",
  "REVOKED",
] as const;
export type DeclarationState = (typeof DECLARATION_STATES)[number];
export const declarationStateSchema = z.enum(DECLARATION_STATES);

/** Final for the batch: nothing moves them except an appeal (filed, upheld with reinstatement, dismissed). */
export const TERMINAL_STATES: ReadonlySet<DeclarationState> = new Set<DeclarationState>([
  "UNIT_REJECTED",
  "NOT_RECOMMENDED",
  "INELIGIBLE",
  "PEER_FAILED",
  "COMMITTEE_NOT_RECOMMENDED",
  "SENIOR_FAILED",
  "WITHDRAWN",
  "REVOKED",
]);

export const PIPELINE_STAGES = [
  "UNIT_REVIEW",
  "UNIT_PUBLICITY",
  "UNIT_RECOMMENDATION",
  "DEPARTMENT_REVIEW",
  "FORMAL_AUDIT",
  "SYNTHESIS_REVIEW",
  "PEER_REVIEW",
  "PROFESSOR_COMMITTEE",
  "SENIOR_COMMITTEE",
  "RESULT_PUBLICITY",
] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];
export const pipelineStageSchema = z.enum(PIPELINE_STAGES);

export interface PipelineStep {
  stage: PipelineStage;
  enabled: boolean;
}

/** Every stage on, in the reference order. */
export const DEFAULT_PIPELINE: PipelineStep[] = PIPELINE_STAGES.map((stage) => ({ stage, enabled: true }));

/**
 * A batch's pipeline: every stage exactly once (switched off rather than left out, so positions stay defined),
 * result publicity last (it turns into the approved result).
 */
export const pipelineSchema = z
  .array(z.object({ stage: pipelineStageSchema, enabled: z.boolean() }), "decl.pipelineInvalid")
  .refine(
    (steps) => steps.length === PIPELINE_STAGES.length && new Set(steps.map((s) => s.stage)).size === steps.length,
    "decl.pipelineInvalid",
  )
  .refine((steps) => steps.at(-1)?.stage === "RESULT_PUBLICITY", "decl.pipelineResultLast");

export const isTerminalState = (state: DeclarationState) => TERMINAL_STATES.has(state);

// ---------------------------------------------------------------------------------------------------------------
// Positions in the batch's pipeline

export function stageIndex(pipeline: readonly PipelineStep[], stage: PipelineStage): number {
  const index = pipeline.findIndex((step) => step.stage === stage);
  if (index < 0) throw new Error(`the pipeline has no ${stage} step`);
  return index;
}

export function stageEnabled(pipeline: readonly PipelineStep[], stage: PipelineStage): boolean {
  return pipeline.some((step) => step.stage === stage && step.enabled);
}

export const isPipelineStage = (state: DeclarationState): state is PipelineStage =>
  (PIPELINE_STAGES as readonly string[]).includes(state);

/**
 * Where a state sits in the batch's order. QUALIFIED waits just before peer review, a result publicity on hold
 * sits where the publicity does; RETURNED and the terminal states have no place of their own.
 */
export function position(pipeline: readonly PipelineStep[], state: DeclarationState): number {
  if (state === "DRAFT") return -1;
  if (state === "QUALIFIED") return stageIndex(pipeline, "PEER_REVIEW") - 0.5;
  if (state === "PUBLICITY_HOLD") return stageIndex(pipeline, "RESULT_PUBLICITY");
  if (state === "APPROVED") return Number.POSITIVE_INFINITY;
  if (isPipelineStage(state)) return stageIndex(pipeline, state);
  throw new Error(`${state} has no position in the pipeline`);
}

/**
 * The state a declaration enters after `after`, skipping switched-off stages. Entering peer review means waiting
 * for the allocation first (QUALIFIED); after the last stage the result is APPROVED.
 */
export function nextEnabledStage(pipeline: readonly PipelineStep[], after: DeclarationState): DeclarationState {
  const from = position(pipeline, after);
  for (let index = 0; index < pipeline.length; index++) {
    const step = pipeline[index]!;
    if (index <= from || !step.enabled) continue;
    return step.stage === "PEER_REVIEW" && after !== "QUALIFIED" ? "QUALIFIED" : step.stage;
  }
  return "APPROVED";
}

/** `state` itself when it is on (peer review: its waiting room QUALIFIED), otherwise the next enabled stage. */
export function enabledAtOrAfter(pipeline: readonly PipelineStep[], state: DeclarationState): DeclarationState {
  if (state === "PEER_REVIEW" && stageEnabled(pipeline, "PEER_REVIEW")) return "QUALIFIED";
  if (isPipelineStage(state) && !stageEnabled(pipeline, state)) return nextEnabledStage(pipeline, state);
  return state;
}
