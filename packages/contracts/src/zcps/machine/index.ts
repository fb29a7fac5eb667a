import { TransitionError } from "./errors";
import {
  type ActorRole,
  DECLARATION_EVENT_TYPES,
  type DeclarationEvent,
  type DeclarationEventType,
  type ReturnNote,
} from "./events";
import { returnTargets } from "./return-matrix";
import type { Ctx, TransitionRow } from "./rows";
import { type DeclarationState, isPipelineStage } from "./states";
import { COMMITTEE_ROWS } from "./transitions/committees";
import { DECLARATION_ROWS } from "./transitions/declaration";
import { DEPARTMENT_REVIEW_ROWS } from "./transitions/department-review";
import { FORMAL_AUDIT_ROWS } from "./transitions/formal-audit";
import { PEER_REVIEW_ROWS } from "./transitions/peer-review";
import { RESULT_ROWS } from "./transitions/results";
import { SYNTHESIS_ROWS } from "./transitions/synthesis";
import { TEAM_REVIEW_ROWS } from "./transitions/team-review";
import { UNIT_REVIEW_ROWS } from "./transitions/unit-review";
import type { Decision, DeclarationFacts, Effect, TransitionResult } from "./types";

/**
 * The declaration lifecycle (DOMAIN.md "Declaration state machine", reference 3.1 and the return matrix 2.1) as
 * one pure, table-driven module shared by server and console.
 *
 * The caller gathers the facts the guards read (window open, pledge signed, quota left…), the machine answers with
 * the next state, the effects the caller must carry out in the same transaction (snapshot, quota, publicity,
 * notifications…) and the decision record to append. It never touches a database, a clock or the network;
 * optimistic concurrency (the version column) is the caller's job.
 *
 * The batch's pipeline decides which stages run and in which order: a move into a switched-off stage skips to the
 * next enabled one.
 *
 * Each stage writes its rows in transitions/<stage>.ts with the helpers of rows.ts; this file joins them, in the
 * pipeline's reference order, into the one table that `transition` and `allowedEvents` read.
 */

export { DECLARATION_ERROR_CODES, type DeclarationErrorCode, TransitionError } from "./errors";
export {
  ACTOR_ROLES,
  type ActorRole,
  DECLARATION_EVENT_TYPES,
  type DeclarationEvent,
  type DeclarationEventType,
  RETURN_TARGETS,
  type ReturnNote,
  type ReturnTarget,
} from "./events";
export { RETURN_MATRIX, returnTargets } from "./return-matrix";
export type { EventCheck, FactGuard, TransitionRow } from "./rows";
export {
  DECLARATION_STATES,
  DEFAULT_PIPELINE,
  type DeclarationState,
  declarationStateSchema,
  isPipelineStage,
  isTerminalState,
  nextEnabledStage,
  PIPELINE_STAGES,
  type PipelineStage,
  type PipelineStep,
  pipelineSchema,
  pipelineStageSchema,
  stageIndex,
  TERMINAL_STATES,
} from "./states";
export type {
  Decision,
  DeclarationFacts,
  Effect,
  EffectType,
  NotifyTarget,
  TransitionResult,
} from "./types";

/** The declaration lifecycle, one row per (states, event, actors); reference 3.1 rows in `ref`. */
export const TRANSITIONS: readonly TransitionRow[] = [
  ...DECLARATION_ROWS,
  ...UNIT_REVIEW_ROWS,
  ...DEPARTMENT_REVIEW_ROWS,
  ...FORMAL_AUDIT_ROWS,
  ...SYNTHESIS_ROWS,
  ...TEAM_REVIEW_ROWS,
  ...PEER_REVIEW_ROWS,
  ...COMMITTEE_ROWS,
  ...RESULT_ROWS,
];

// ---------------------------------------------------------------------------------------------------------------
// Applying the table

function candidates(facts: DeclarationFacts, type: DeclarationEventType): TransitionRow[] {
  return TRANSITIONS.filter((r) => r.event === type && r.from.includes(facts.state));
}

function decisionOf(ctx: Ctx, next: DeclarationState): Decision {
  const { facts, event, actor } = ctx;
  const decision: Decision = {
    event: event.type,
    from: facts.state,
    to: next,
    actorRole: actor,
    version: facts.version,
    at: facts.now.toISOString(),
  };
  const carried = event as Partial<Record<string, unknown>>;
  if (typeof carried.reason === "string") decision.reason = carried.reason;
  if (typeof carried.comment === "string") decision.comment = carried.comment;
  if (Array.isArray(carried.itemIds)) decision.itemIds = carried.itemIds as string[];
  if (Array.isArray(carried.materialTypes)) decision.materialTypes = carried.materialTypes as string[];
  if (Array.isArray(carried.notes)) decision.notes = carried.notes as ReturnNote[];
  if (Array.isArray(carried.departIds)) decision.departIds = carried.departIds as string[];
  if (Array.isArray(carried.ruleIds)) decision.ruleIds = carried.ruleIds as string[];
  if (typeof carried.rank === "number") decision.rank = carried.rank;
  if (typeof carried.count === "number") decision.count = carried.count;
  if (event.type === "return") decision.target = event.target ?? "DECLARANT";
  if (event.type === "conclude") decision.outcome = event.conclusion;
  if (event.type === "objectionUpheld") decision.outcome = event.outcome;
  if (event.type === "appealUpheld") decision.reinstateAt = event.reinstateAt;
  return decision;
}

/** Notifications: the declarant hears of what others decide; a stage's handlers hear of a declaration arriving. */
function notifications(ctx: Ctx, r: TransitionRow, next: DeclarationState): Effect[] {
  const effects: Effect[] = [];
  const moved = next !== ctx.facts.state;
  if (ctx.actor !== "DECLARANT" && (moved || r.notifiesDeclarant)) effects.push({ type: "notify", to: "DECLARANT" });
  if (moved && (isPipelineStage(next) || next === "QUALIFIED"))
    effects.push({ type: "notify", to: "STAGE", state: next });
  return effects;
}

/**
 * Applies `event` by `actor` to the declaration described by `facts`. Throws a TransitionError when the event is
 * not possible in this state, not for this role, or a guard or check refuses it (each with its own code).
 */
export function transition(facts: DeclarationFacts, event: DeclarationEvent, actor: ActorRole): TransitionResult {
  const rows = candidates(facts, event.type);
  if (rows.length === 0) throw new TransitionError("decl.notAllowedInState", facts.state, event.type);
  const r = rows.find((candidate) => candidate.actors.includes(actor));
  if (!r) throw new TransitionError("decl.roleNotAllowed", facts.state, event.type);
  const ctx: Ctx = { facts, event, actor };
  for (const g of r.guards) if (!g.ok(facts)) throw new TransitionError(g.code, facts.state, event.type);
  for (const c of r.checks) {
    const refusal = c.refusal(ctx);
    if (refusal) throw new TransitionError(refusal, facts.state, event.type);
  }
  const target = r.to(ctx);
  return {
    next: target.next,
    returnedFrom: target.returnedFrom ?? null,
    effects: [...r.effects(ctx, target.next), ...notifications(ctx, r, target.next)],
    decision: decisionOf(ctx, target.next),
    row: r.id,
  };
}

/** The events this actor can trigger now, as far as the facts tell (what the event carries is checked on apply). */
export function allowedEvents(facts: DeclarationFacts, actor: ActorRole): DeclarationEventType[] {
  const allowed = new Set<DeclarationEventType>();
  for (const r of TRANSITIONS) {
    if (!r.from.includes(facts.state) || !r.actors.includes(actor)) continue;
    if (r.event === "return" && returnTargets(facts, actor).length === 0) continue;
    if (r.guards.every((g) => g.ok(facts))) allowed.add(r.event);
  }
  return DECLARATION_EVENT_TYPES.filter((type) => allowed.has(type));
}
