import { z } from "zod";

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
 */

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

export const ACTOR_ROLES = [
  "DECLARANT",
  "UNIT_ADMIN",
  "UNIT_LEADER",
  "DEPARTMENT_REVIEWER",
  "FORMAL_AUDITOR",
  "PERSONNEL",
  "SYNTHESIS_MEMBER",
  "PEER_ADMIN",
  "COMMITTEE_CHAIR",
  "SCHOOL_ADMIN",
  "SYSTEM",
  "APPEAL_HANDLER",
] as const;
export type ActorRole = (typeof ACTOR_ROLES)[number];

export const RETURN_TARGETS = ["DECLARANT", "UNIT", "DEPARTMENT"] as const;
export type ReturnTarget = (typeof RETURN_TARGETS)[number];

export type DeclarationEvent =
  | { type: "submit" }
  /** the declarant takes a just-submitted declaration back to draft (before the first reviewer acted) */
  | { type: "withdraw"; reason?: string }
  /** the declarant gives up the declaration for this batch */
  | { type: "abandon"; reason?: string }
  | {
      type: "return";
      comment: string;
      itemIds?: string[];
      materialTypes?: string[];
      target?: ReturnTarget;
      departIds?: string[];
    }
  | { type: "resubmit" }
  | { type: "approve"; comment?: string }
  | { type: "reject"; reason: string }
  | { type: "closePublicity" }
  | { type: "objectionUpheld"; outcome: "RETURN" | "REJECT"; comment: string }
  | { type: "recommend"; rank?: number }
  | { type: "notRecommend"; reason?: string }
  | { type: "departmentsDone" }
  | { type: "pass"; comment?: string }
  | { type: "ineligible"; reason: string; ruleIds?: string[] }
  | { type: "conclude"; conclusion: "QUALIFIED" | "NOT_QUALIFIED" | "DISPUTED"; comment?: string }
  | { type: "allocationSubmitted" }
  | { type: "allocationCancelled"; reason?: string }
  | { type: "peerPassed" }
  | { type: "peerFailed" }
  | { type: "supplement"; count?: number; reason?: string }
  | { type: "committeeRecommend"; rank?: number }
  | { type: "committeeNotRecommend"; reason?: string }
  | { type: "votePassed" }
  | { type: "voteFailed" }
  | { type: "defer"; reason: string }
  | { type: "closeResultPublicity" }
  | { type: "objectionAccepted"; comment?: string }
  | { type: "dismiss"; comment?: string }
  | { type: "uphold"; comment: string }
  | { type: "appealFiled"; comment?: string }
  /** reinstates the declaration at a named stage; with `toDeclarant` it goes back to the declarant first */
  | { type: "appealUpheld"; reinstateAt: DeclarationState; toDeclarant?: boolean; comment?: string }
  | { type: "appealDismissed"; comment?: string }
  | { type: "revoke"; reason: string };
export type DeclarationEventType = DeclarationEvent["type"];

/** Every event, in the order a timeline or a button bar lists them. */
export const DECLARATION_EVENT_TYPES = [
  "submit",
  "withdraw",
  "abandon",
  "return",
  "resubmit",
  "approve",
  "reject",
  "closePublicity",
  "objectionUpheld",
  "recommend",
  "notRecommend",
  "departmentsDone",
  "pass",
  "ineligible",
  "conclude",
  "allocationSubmitted",
  "allocationCancelled",
  "peerPassed",
  "peerFailed",
  "supplement",
  "committeeRecommend",
  "committeeNotRecommend",
  "votePassed",
  "voteFailed",
  "defer",
  "closeResultPublicity",
  "objectionAccepted",
  "dismiss",
  "uphold",
  "appealFiled",
  "appealUpheld",
  "appealDismissed",
  "revoke",
] as const satisfies readonly DeclarationEventType[];

/** What the guards read; the server gathers it in the transaction that applies the transition. */
export interface DeclarationFacts {
  state: DeclarationState;
  version: number;
  /** RETURNED: the stage a resubmission goes back to; a stage holding a declaration sent back to it: the stage it resumes at */
  returnedFrom?: DeclarationState | null;
  /** the batch's pipeline, in its order */
  pipeline: readonly PipelineStep[];
  now: Date;
  /** the declaration window for submit and withdraw; for resubmit, the return's deadline (or the window) */
  windowOpen: boolean;
  pledgeSigned: boolean;
  requiredSectionsFilled: boolean;
  /** the hard (gate) rules of the requirement pass on the declared items */
  hardRulesPass: boolean;
  /** personnel allow submitting although hard rules fail (the pre-check then only warns) */
  allowSubmitWithWarnings?: boolean;
  /** the first reviewing stage has acted on the declaration: the declarant can no longer take it back */
  unitHasActed: boolean;
  publicityElapsed?: boolean;
  openObjections?: number;
  /** recommendations left in the unit's quota for this level (and track); undefined: no quota applies */
  quotaLeft?: number;
  /**
   * the declarant's named-list entry exempts them from the unit's quota (talents, special appointment): the
   * recommendation neither needs nor takes a place, so nothing is given back later either. The recommending stage
   * passes what held when it recommended, so a place once taken is given back even if an exemption came later.
   */
  quotaExempt?: boolean;
  allDepartmentTasksClosed?: boolean;
  anyDepartmentReturned?: boolean;
  peerAllocated?: boolean;
  appealWindowOpen?: boolean;
  appealOpen?: boolean;
}

export type NotifyTarget = "DECLARANT" | "STAGE" | "APPEAL_HANDLER";

/** Work the caller carries out in the transaction that applies the transition. */
export type Effect =
  | { type: "snapshot"; reason: "SUBMIT" | "RESUBMIT" | "FREEZE" }
  | { type: "lockEditing" }
  /** a return unlocks only the named items and material types for the declarant */
  | { type: "unlockItems"; itemIds: string[]; materialTypes: string[] }
  | { type: "unlockAll" }
  | { type: "consumeQuota" }
  /** the batch's release policy decides whether an ineligible declaration gives its place back */
  | { type: "releaseQuota"; reason: "WITHDRAWN" | "INELIGIBLE" | "NOT_RECOMMENDED" }
  | { type: "storeRank"; rank: number }
  | { type: "openPublicity"; scope: "UNIT" | "SCHOOL" }
  | { type: "leavePublicity" }
  | { type: "openDepartmentTasks" }
  /** a later stage asks departments to check (items) again */
  | { type: "reopenDepartmentTasks"; departIds: string[]; itemIds: string[] }
  /** a resubmission goes back to the departments that returned items, and only to them */
  | { type: "reopenReturnedTasks" }
  | { type: "cancelDepartmentTasks" }
  | { type: "recomputeEligibility"; onlyVerified: boolean }
  | { type: "freezeMaterials" }
  | { type: "cancelAllocation" }
  | { type: "addExperts"; count?: number }
  | { type: "escalate"; to: "PERSONNEL" }
  | { type: "scheduleRevote" }
  | { type: "sealResult" }
  | { type: "supersedeResult" }
  | { type: "openAppealWindow" }
  | { type: "openAppeal" }
  | { type: "closeAppeal"; outcome: "UPHELD" | "DISMISSED" }
  | { type: "notify"; to: NotifyTarget; state?: DeclarationState };
export type EffectType = Effect["type"];

export interface Decision {
  event: DeclarationEventType;
  from: DeclarationState;
  to: DeclarationState;
  actorRole: ActorRole;
  /** the declaration's version this decision moved from */
  version: number;
  at: string;
  reason?: string;
  comment?: string;
  itemIds?: string[];
  materialTypes?: string[];
  departIds?: string[];
  target?: ReturnTarget;
  rank?: number;
  ruleIds?: string[];
  outcome?: string;
  reinstateAt?: DeclarationState;
  count?: number;
}

export interface TransitionResult {
  next: DeclarationState;
  returnedFrom: DeclarationState | null;
  effects: Effect[];
  decision: Decision;
  /** the id of the table row that decided */
  row: string;
}

export const DECLARATION_ERROR_CODES = [
  "decl.notAllowedInState",
  "decl.roleNotAllowed",
  "decl.windowClosed",
  "decl.pledgeMissing",
  "decl.sectionsMissing",
  "decl.rulesFailed",
  "decl.unitHasActed",
  "decl.reasonRequired",
  "decl.commentRequired",
  "decl.itemsRequired",
  "decl.departmentsRequired",
  "decl.quotaExceeded",
  "decl.publicityNotElapsed",
  "decl.objectionOpen",
  "decl.departmentTasksOpen",
  "decl.departmentReturned",
  "decl.returnTargetNotAllowed",
  "decl.returnTargetUnavailable",
  "decl.materialsFrozen",
  "decl.noReturnOrigin",
  "decl.peerNotAllocated",
  "decl.withdrawTooLate",
  "decl.appealWindowClosed",
  "decl.appealAlreadyOpen",
  "decl.noOpenAppeal",
  "decl.reinstateStageInvalid",
] as const;
/** A refusal; each code is a message key of messages-declaration.ts. */
export type DeclarationErrorCode = (typeof DECLARATION_ERROR_CODES)[number];

export class TransitionError extends Error {
  readonly code: DeclarationErrorCode;
  readonly state: DeclarationState;
  readonly event: DeclarationEventType;
  constructor(code: DeclarationErrorCode, state: DeclarationState, event: DeclarationEventType) {
    super(code);
    this.name = "TransitionError";
    this.code = code;
    this.state = state;
    this.event = event;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Positions in the batch's pipeline

function stageIndex(pipeline: readonly PipelineStep[], stage: PipelineStage): number {
  const index = pipeline.findIndex((step) => step.stage === stage);
  if (index < 0) throw new Error(`the pipeline has no ${stage} step`);
  return index;
}

function stageEnabled(pipeline: readonly PipelineStep[], stage: PipelineStage): boolean {
  return pipeline.some((step) => step.stage === stage && step.enabled);
}

const isPipelineStage = (state: DeclarationState): state is PipelineStage =>
  (PIPELINE_STAGES as readonly string[]).includes(state);

/**
 * Where a state sits in the batch's order. QUALIFIED waits just before peer review, a result publicity on hold
 * sits where the publicity does; RETURNED and the terminal states have no place of their own.
 */
function position(pipeline: readonly PipelineStep[], state: DeclarationState): number {
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
function enabledAtOrAfter(pipeline: readonly PipelineStep[], state: DeclarationState): DeclarationState {
  if (state === "PEER_REVIEW" && stageEnabled(pipeline, "PEER_REVIEW")) return "QUALIFIED";
  if (isPipelineStage(state) && !stageEnabled(pipeline, state)) return nextEnabledStage(pipeline, state);
  return state;
}

/** The stage the declaration stands at for ordering questions; a returned one stands where it will go back to. */
function standing(facts: DeclarationFacts): DeclarationState | null {
  return facts.state === "RETURNED" ? (facts.returnedFrom ?? null) : facts.state;
}

/** The unit's recommendation took a quota place: the declaration is (or was sent back from) past that stage. */
function quotaHeld(facts: DeclarationFacts): boolean {
  if (facts.quotaExempt || !stageEnabled(facts.pipeline, "UNIT_RECOMMENDATION")) return false;
  const recommendation = stageIndex(facts.pipeline, "UNIT_RECOMMENDATION");
  const at = standing(facts);
  const resumeAt = facts.returnedFrom ?? null;
  return (
    (at !== null && position(facts.pipeline, at) > recommendation) ||
    (resumeAt !== null && position(facts.pipeline, resumeAt) > recommendation)
  );
}

/** After peer review started the materials are frozen: nothing goes back to the declarant any more. */
function materialsFrozen(facts: DeclarationFacts): boolean {
  if (!stageEnabled(facts.pipeline, "PEER_REVIEW")) return false;
  const at = standing(facts);
  return at !== null && position(facts.pipeline, at) >= stageIndex(facts.pipeline, "PEER_REVIEW");
}

/** The declarant may give up only before peer review (reference row 31: "≤ QUALIFIED"). */
function beforePeerReview(facts: DeclarationFacts): boolean {
  const at = standing(facts);
  return at === null || position(facts.pipeline, at) < stageIndex(facts.pipeline, "PEER_REVIEW");
}

// ---------------------------------------------------------------------------------------------------------------
// The return matrix (reference 2.1)

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

// ---------------------------------------------------------------------------------------------------------------
// The transition table

type EventOfType = { [E in DeclarationEvent as E["type"]]: E };

interface Ctx<T extends DeclarationEventType = DeclarationEventType> {
  facts: DeclarationFacts;
  event: EventOfType[T];
  actor: ActorRole;
}

interface Target {
  next: DeclarationState;
  returnedFrom?: DeclarationState | null;
}

/** A guard over the facts alone: allowedEvents evaluates it to enable a button. */
export interface FactGuard {
  code: DeclarationErrorCode;
  ok(facts: DeclarationFacts): boolean;
}

/** A check of what the event carries (reason, items, target), made when the event is applied: null or a refusal. */
export interface EventCheck<T extends DeclarationEventType = DeclarationEventType> {
  refusal(ctx: Ctx<T>): DeclarationErrorCode | null;
}

/** One row of the table as `transition` reads it. */
export interface TransitionRow {
  id: string;
  /** the row of reference table 3.1 it implements */
  ref: string;
  from: readonly DeclarationState[];
  event: DeclarationEventType;
  actors: readonly ActorRole[];
  guards: readonly FactGuard[];
  checks: readonly EventCheck[];
  to(ctx: Ctx): Target;
  effects(ctx: Ctx, next: DeclarationState): Effect[];
  /** a self-loop that still concerns the declarant (an appeal's outcome) */
  notifiesDeclarant?: boolean;
}

/** A row as written: its functions see the event of its own type. */
interface RowSpec<T extends DeclarationEventType> extends Omit<TransitionRow, "event" | "checks" | "to" | "effects"> {
  event: T;
  checks: readonly EventCheck<NoInfer<T>>[];
  to(ctx: Ctx<NoInfer<T>>): Target;
  effects(ctx: Ctx<NoInfer<T>>, next: DeclarationState): Effect[];
}

// the row's functions are only ever called with its own event type, which `transition` matched
const row = <T extends DeclarationEventType>(spec: RowSpec<T>) => spec as unknown as TransitionRow;

const NON_TERMINAL = DECLARATION_STATES.filter((state) => !TERMINAL_STATES.has(state));
/** States a declarant can abandon: everything not final (an approved result is revoked, not withdrawn). */
const ABANDONABLE = NON_TERMINAL.filter((state) => state !== "APPROVED");
/** States the school can withdraw: everything submitted and not final (a draft concerns only its author). */
const WITHDRAWABLE = ABANDONABLE.filter((state) => state !== "DRAFT");
const TERMINAL = [...TERMINAL_STATES];
const ENTRY_STATES: readonly DeclarationState[] = [...PIPELINE_STAGES, "QUALIFIED"];

const guard = (code: DeclarationErrorCode, ok: (facts: DeclarationFacts) => boolean): FactGuard => ({ code, ok });
const filled = (text: string | undefined) => (text ?? "").trim().length > 0;
const needsReason: EventCheck = {
  refusal: ({ event }) => (filled((event as { reason?: string }).reason) ? null : "decl.reasonRequired"),
};
const needsComment: EventCheck = {
  refusal: ({ event }) => (filled((event as { comment?: string }).comment) ? null : "decl.commentRequired"),
};

/** A department returns the items it found wanting, never the whole declaration. */
const needsItems: EventCheck<"return"> = {
  refusal: ({ event }) => ((event.itemIds?.length ?? 0) > 0 ? null : "decl.itemsRequired"),
};

const windowOpen = guard("decl.windowClosed", (f) => f.windowOpen);
const sectionsFilled = guard("decl.sectionsMissing", (f) => f.requiredSectionsFilled);
const rulesPass = guard("decl.rulesFailed", (f) => f.hardRulesPass || f.allowSubmitWithWarnings === true);
const publicityElapsed = guard("decl.publicityNotElapsed", (f) => f.publicityElapsed === true);
const noOpenObjection = guard("decl.objectionOpen", (f) => (f.openObjections ?? 0) === 0);
const appealOpen = guard("decl.noOpenAppeal", (f) => f.appealOpen === true);

const stay = ({ facts }: Ctx): Target => ({ next: facts.state, returnedFrom: facts.returnedFrom ?? null });
const goto = (next: DeclarationState) => (): Target => ({ next, returnedFrom: null });
/** Forward: back to the stage that sent the declaration here, otherwise the next enabled stage. */
const advance = ({ facts }: Ctx): Target => {
  const resumeAt = facts.returnedFrom ?? null;
  if (resumeAt && position(facts.pipeline, resumeAt) > position(facts.pipeline, facts.state)) {
    return { next: enabledAtOrAfter(facts.pipeline, resumeAt), returnedFrom: null };
  }
  return { next: nextEnabledStage(facts.pipeline, facts.state), returnedFrom: null };
};

/** What entering a state sets going, whichever stage the declaration came from or skipped. */
function entryEffects(next: DeclarationState): Effect[] {
  switch (next) {
    case "UNIT_PUBLICITY":
      return [{ type: "openPublicity", scope: "UNIT" }];
    case "DEPARTMENT_REVIEW":
      return [{ type: "openDepartmentTasks" }];
    case "FORMAL_AUDIT":
      return [{ type: "recomputeEligibility", onlyVerified: true }];
    case "RESULT_PUBLICITY":
      return [{ type: "openPublicity", scope: "SCHOOL" }];
    case "APPROVED":
      return [{ type: "sealResult" }];
    default:
      return [];
  }
}

/** What leaving a stage early (withdrawal) must undo. */
function exitEffects(facts: DeclarationFacts): Effect[] {
  const effects: Effect[] = [];
  if (quotaHeld(facts)) effects.push({ type: "releaseQuota", reason: "WITHDRAWN" });
  if (facts.state === "UNIT_PUBLICITY" || facts.state === "RESULT_PUBLICITY" || facts.state === "PUBLICITY_HOLD") {
    effects.push({ type: "leavePublicity" });
  }
  if (facts.state === "DEPARTMENT_REVIEW") effects.push({ type: "cancelDepartmentTasks" });
  if (facts.state === "PEER_REVIEW") effects.push({ type: "cancelAllocation" });
  return effects;
}

const onEntry = (_ctx: Ctx, next: DeclarationState) => entryEffects(next);
const none = (): Effect[] => [];
const appealable = (): Effect[] => [{ type: "openAppealWindow" }];

/** One row per stage in the return matrix: the target decides the state and what is unlocked or reopened. */
function returnRow(stage: PipelineStage, ref: string): TransitionRow {
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

/** The declaration lifecycle, one row per (states, event, actors); reference 3.1 rows in `ref`. */
export const TRANSITIONS: readonly TransitionRow[] = [
  // Declaration (stage 1)
  row({
    id: "submit",
    ref: "1",
    from: ["DRAFT"],
    event: "submit",
    actors: ["DECLARANT"],
    guards: [windowOpen, guard("decl.pledgeMissing", (f) => f.pledgeSigned), sectionsFilled, rulesPass],
    checks: [],
    to: advance,
    effects: (_ctx, next) => [{ type: "snapshot", reason: "SUBMIT" }, { type: "lockEditing" }, ...entryEffects(next)],
  }),
  row({
    id: "withdraw-to-draft",
    ref: "2",
    from: ENTRY_STATES,
    event: "withdraw",
    actors: ["DECLARANT"],
    guards: [
      guard("decl.notAllowedInState", (f) => f.state === nextEnabledStage(f.pipeline, "DRAFT")),
      guard("decl.unitHasActed", (f) => !f.unitHasActed),
      windowOpen,
    ],
    checks: [],
    to: goto("DRAFT"),
    effects: ({ facts }) => [{ type: "unlockAll" }, ...exitEffects(facts)],
  }),
  row({
    id: "resubmit",
    ref: "4",
    from: ["RETURNED"],
    event: "resubmit",
    actors: ["DECLARANT"],
    guards: [guard("decl.noReturnOrigin", (f) => Boolean(f.returnedFrom)), windowOpen, sectionsFilled, rulesPass],
    checks: [],
    to: ({ facts }) => ({ next: enabledAtOrAfter(facts.pipeline, facts.returnedFrom!), returnedFrom: null }),
    effects: (_ctx, next) => [
      { type: "snapshot", reason: "RESUBMIT" },
      { type: "lockEditing" },
      ...(next === "DEPARTMENT_REVIEW" ? [{ type: "reopenReturnedTasks" } as const] : entryEffects(next)),
    ],
  }),
  row({
    id: "abandon",
    ref: "31",
    from: ABANDONABLE,
    event: "abandon",
    actors: ["DECLARANT"],
    guards: [guard("decl.withdrawTooLate", beforePeerReview)],
    checks: [],
    to: goto("WITHDRAWN"),
    effects: ({ facts }) => exitEffects(facts),
  }),
  row({
    id: "withdraw-by-school",
    ref: "31",
    from: WITHDRAWABLE,
    event: "withdraw",
    actors: ["PERSONNEL", "SCHOOL_ADMIN"],
    guards: [],
    checks: [needsReason],
    to: goto("WITHDRAWN"),
    effects: ({ facts }) => [...exitEffects(facts), { type: "openAppealWindow" }],
  }),

  // Unit review, publicity, recommendation (stage 2)
  returnRow("UNIT_REVIEW", "3"),
  row({
    id: "approve",
    ref: "5",
    from: ["UNIT_REVIEW"],
    event: "approve",
    actors: ["UNIT_ADMIN", "UNIT_LEADER"],
    guards: [],
    checks: [],
    to: advance,
    effects: onEntry,
  }),
  row({
    id: "reject",
    ref: "6",
    from: ["UNIT_REVIEW"],
    event: "reject",
    actors: ["UNIT_LEADER"],
    guards: [],
    checks: [needsReason],
    to: goto("UNIT_REJECTED"),
    effects: appealable,
  }),
  row({
    id: "close-unit-publicity",
    ref: "7",
    from: ["UNIT_PUBLICITY"],
    event: "closePublicity",
    actors: ["SYSTEM", "UNIT_ADMIN", "UNIT_LEADER"],
    guards: [publicityElapsed, noOpenObjection],
    checks: [],
    to: advance,
    effects: onEntry,
  }),
  row({
    id: "unit-objection-upheld",
    ref: "8",
    from: ["UNIT_PUBLICITY"],
    event: "objectionUpheld",
    actors: ["UNIT_LEADER"],
    guards: [],
    checks: [needsComment],
    // a corrected declaration goes through the unit's review again before a new publicity
    to: ({ facts, event }) =>
      event.outcome === "REJECT"
        ? { next: "UNIT_REJECTED", returnedFrom: null }
        : {
            next: "RETURNED",
            returnedFrom: stageEnabled(facts.pipeline, "UNIT_REVIEW") ? "UNIT_REVIEW" : "UNIT_PUBLICITY",
          },
    effects: ({ event }) =>
      event.outcome === "REJECT"
        ? [{ type: "leavePublicity" }, { type: "openAppealWindow" }]
        : [{ type: "leavePublicity" }, { type: "unlockAll" }],
  }),
  row({
    id: "unit-recommend",
    ref: "9",
    from: ["UNIT_RECOMMENDATION"],
    event: "recommend",
    actors: ["UNIT_LEADER"],
    guards: [
      guard(
        "decl.quotaExceeded",
        (f) => f.quotaExempt === true || quotaHeld(f) || f.quotaLeft === undefined || f.quotaLeft > 0,
      ),
    ],
    checks: [],
    to: advance,
    effects: ({ facts, event }, next) => [
      ...(facts.quotaExempt || quotaHeld(facts) ? [] : [{ type: "consumeQuota" } as const]),
      ...(event.rank === undefined ? [] : [{ type: "storeRank", rank: event.rank } as const]),
      ...entryEffects(next),
    ],
  }),
  row({
    id: "unit-not-recommend",
    ref: "10",
    from: ["UNIT_RECOMMENDATION"],
    event: "notRecommend",
    actors: ["UNIT_LEADER"],
    guards: [],
    checks: [],
    to: goto("NOT_RECOMMENDED"),
    effects: ({ facts }) => [
      ...(quotaHeld(facts) ? [{ type: "releaseQuota", reason: "NOT_RECOMMENDED" } as const] : []),
      { type: "openAppealWindow" },
    ],
  }),

  // Department verification (stage 3)
  returnRow("DEPARTMENT_REVIEW", "11"),
  row({
    id: "departments-done",
    ref: "12",
    from: ["DEPARTMENT_REVIEW"],
    event: "departmentsDone",
    actors: ["SYSTEM", "PERSONNEL"],
    guards: [
      guard("decl.departmentTasksOpen", (f) => f.allDepartmentTasksClosed === true),
      guard("decl.departmentReturned", (f) => f.anyDepartmentReturned !== true),
    ],
    checks: [],
    to: advance,
    effects: onEntry,
  }),

  // Formal audit (stage 4)
  row({
    id: "formal-pass",
    ref: "13",
    from: ["FORMAL_AUDIT"],
    event: "pass",
    actors: ["FORMAL_AUDITOR", "PERSONNEL"],
    guards: [],
    checks: [],
    to: advance,
    effects: onEntry,
  }),
  returnRow("FORMAL_AUDIT", "14"),
  row({
    id: "formal-ineligible",
    ref: "15",
    from: ["FORMAL_AUDIT"],
    event: "ineligible",
    actors: ["FORMAL_AUDITOR", "PERSONNEL"],
    guards: [],
    checks: [needsReason],
    to: goto("INELIGIBLE"),
    effects: ({ facts }) => [
      ...(quotaHeld(facts) ? [{ type: "releaseQuota", reason: "INELIGIBLE" } as const] : []),
      { type: "openAppealWindow" },
    ],
  }),

  // Synthesis review (stage 5)
  returnRow("SYNTHESIS_REVIEW", "14"),
  row({
    id: "synthesis-conclude",
    ref: "16-17",
    from: ["SYNTHESIS_REVIEW"],
    event: "conclude",
    actors: ["SYNTHESIS_MEMBER", "PERSONNEL", "SCHOOL_ADMIN"],
    guards: [],
    checks: [
      {
        refusal: ({ event }) =>
          event.conclusion === "QUALIFIED" || filled(event.comment) ? null : "decl.reasonRequired",
      },
    ],
    to: (ctx) => {
      if (ctx.event.conclusion === "QUALIFIED") return advance(ctx);
      if (ctx.event.conclusion === "NOT_QUALIFIED") return { next: "INELIGIBLE", returnedFrom: null };
      return stay(ctx);
    },
    effects: ({ facts, event }, next) => {
      if (event.conclusion === "DISPUTED") return [{ type: "escalate", to: "PERSONNEL" }];
      if (event.conclusion === "NOT_QUALIFIED") {
        return [
          ...(quotaHeld(facts) ? [{ type: "releaseQuota", reason: "INELIGIBLE" } as const] : []),
          { type: "openAppealWindow" },
        ];
      }
      return entryEffects(next);
    },
  }),

  // Peer review (stage 6)
  row({
    id: "allocation-submitted",
    ref: "18",
    from: ["QUALIFIED"],
    event: "allocationSubmitted",
    actors: ["PEER_ADMIN", "PERSONNEL"],
    guards: [guard("decl.peerNotAllocated", (f) => f.peerAllocated === true)],
    checks: [],
    to: goto("PEER_REVIEW"),
    effects: () => [{ type: "freezeMaterials" }, { type: "snapshot", reason: "FREEZE" }],
  }),
  row({
    id: "allocation-cancelled",
    ref: "4.4",
    from: ["PEER_REVIEW"],
    event: "allocationCancelled",
    actors: ["PEER_ADMIN", "PERSONNEL"],
    guards: [],
    checks: [],
    to: goto("QUALIFIED"),
    effects: () => [{ type: "cancelAllocation" }],
  }),
  row({
    id: "peer-passed",
    ref: "19",
    from: ["PEER_REVIEW"],
    event: "peerPassed",
    actors: ["SYSTEM", "PEER_ADMIN"],
    guards: [],
    checks: [],
    to: advance,
    effects: onEntry,
  }),
  row({
    id: "peer-failed",
    ref: "20",
    from: ["PEER_REVIEW"],
    event: "peerFailed",
    actors: ["SYSTEM", "PEER_ADMIN"],
    guards: [],
    checks: [],
    to: goto("PEER_FAILED"),
    effects: appealable,
  }),
  row({
    id: "peer-supplement",
    ref: "21",
    from: ["PEER_REVIEW"],
    event: "supplement",
    actors: ["PEER_ADMIN"],
    guards: [],
    checks: [],
    to: stay,
    effects: ({ event }) => [{ type: "addExperts", count: event.count }],
  }),

  // Professor committee (stage 7)
  row({
    id: "committee-recommend",
    ref: "22",
    from: ["PROFESSOR_COMMITTEE"],
    event: "committeeRecommend",
    actors: ["SYSTEM", "COMMITTEE_CHAIR", "PERSONNEL"],
    guards: [],
    checks: [],
    to: advance,
    effects: ({ event }, next) => [
      ...(event.rank === undefined ? [] : [{ type: "storeRank", rank: event.rank } as const]),
      ...entryEffects(next),
    ],
  }),
  row({
    id: "committee-not-recommend",
    ref: "22",
    from: ["PROFESSOR_COMMITTEE"],
    event: "committeeNotRecommend",
    actors: ["SYSTEM", "COMMITTEE_CHAIR", "PERSONNEL"],
    guards: [],
    checks: [],
    to: goto("COMMITTEE_NOT_RECOMMENDED"),
    effects: appealable,
  }),

  // Senior committee (stage 8)
  row({
    id: "vote-passed",
    ref: "23",
    from: ["SENIOR_COMMITTEE"],
    event: "votePassed",
    actors: ["SYSTEM", "COMMITTEE_CHAIR"],
    guards: [],
    checks: [],
    to: advance,
    effects: onEntry,
  }),
  row({
    id: "vote-failed",
    ref: "24",
    from: ["SENIOR_COMMITTEE"],
    event: "voteFailed",
    actors: ["SYSTEM", "COMMITTEE_CHAIR"],
    guards: [],
    checks: [],
    to: goto("SENIOR_FAILED"),
    effects: appealable,
  }),
  row({
    id: "vote-deferred",
    ref: "25",
    from: ["SENIOR_COMMITTEE"],
    event: "defer",
    actors: ["COMMITTEE_CHAIR"],
    guards: [],
    checks: [needsReason],
    to: stay,
    effects: () => [{ type: "scheduleRevote" }],
  }),

  // Result publicity (stage 9)
  row({
    id: "close-result-publicity",
    ref: "26",
    from: ["RESULT_PUBLICITY"],
    event: "closeResultPublicity",
    actors: ["SYSTEM", "PERSONNEL", "SCHOOL_ADMIN"],
    guards: [publicityElapsed, noOpenObjection],
    checks: [],
    to: advance,
    effects: onEntry,
  }),
  row({
    id: "result-objection-accepted",
    ref: "27",
    from: ["RESULT_PUBLICITY"],
    event: "objectionAccepted",
    actors: ["PERSONNEL", "SCHOOL_ADMIN"],
    guards: [],
    checks: [],
    to: goto("PUBLICITY_HOLD"),
    effects: none,
  }),
  row({
    id: "result-objection-dismissed",
    ref: "28",
    from: ["PUBLICITY_HOLD"],
    event: "dismiss",
    actors: ["PERSONNEL", "SCHOOL_ADMIN"],
    guards: [],
    checks: [],
    // the publicity runs its full term: a hold that ends early returns to it
    to: ({ facts }) => ({
      next: facts.publicityElapsed === true && (facts.openObjections ?? 0) === 0 ? "APPROVED" : "RESULT_PUBLICITY",
      returnedFrom: null,
    }),
    effects: (_ctx, next) => (next === "APPROVED" ? entryEffects(next) : []),
  }),
  row({
    id: "result-objection-upheld",
    ref: "28",
    from: ["PUBLICITY_HOLD"],
    event: "uphold",
    actors: ["PERSONNEL", "SCHOOL_ADMIN"],
    guards: [],
    checks: [needsComment],
    to: goto("REVOKED"),
    effects: () => [{ type: "leavePublicity" }, { type: "openAppealWindow" }],
  }),
  row({
    id: "revoke",
    ref: "32",
    from: ["APPROVED"],
    event: "revoke",
    actors: ["PERSONNEL", "SCHOOL_ADMIN"],
    guards: [],
    checks: [needsReason],
    to: goto("REVOKED"),
    effects: () => [{ type: "supersedeResult" }],
  }),

  // Appeals (an overlay on the terminal states)
  row({
    id: "appeal-filed",
    ref: "29",
    from: TERMINAL,
    event: "appealFiled",
    actors: ["DECLARANT"],
    guards: [
      guard("decl.appealWindowClosed", (f) => f.appealWindowOpen === true),
      guard("decl.appealAlreadyOpen", (f) => f.appealOpen !== true),
    ],
    checks: [],
    to: stay,
    effects: () => [{ type: "openAppeal" }, { type: "notify", to: "APPEAL_HANDLER" }],
  }),
  row({
    id: "appeal-upheld",
    ref: "30",
    from: TERMINAL,
    event: "appealUpheld",
    actors: ["APPEAL_HANDLER"],
    guards: [appealOpen],
    checks: [
      {
        refusal: ({ facts, event }) =>
          (isPipelineStage(event.reinstateAt) && stageEnabled(facts.pipeline, event.reinstateAt)) ||
          (event.reinstateAt === "QUALIFIED" && stageEnabled(facts.pipeline, "PEER_REVIEW"))
            ? null
            : "decl.reinstateStageInvalid",
      },
    ],
    to: ({ facts, event }) => {
      const stage = enabledAtOrAfter(facts.pipeline, event.reinstateAt);
      return event.toDeclarant ? { next: "RETURNED", returnedFrom: stage } : { next: stage, returnedFrom: null };
    },
    effects: ({ event }, next) => [
      { type: "closeAppeal", outcome: "UPHELD" },
      ...(event.toDeclarant ? [{ type: "unlockAll" } as const] : entryEffects(next)),
    ],
  }),
  row({
    id: "appeal-dismissed",
    ref: "30",
    from: TERMINAL,
    event: "appealDismissed",
    actors: ["APPEAL_HANDLER"],
    guards: [appealOpen],
    checks: [],
    to: stay,
    effects: () => [{ type: "closeAppeal", outcome: "DISMISSED" }],
    notifiesDeclarant: true,
  }),
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

export const isTerminalState = (state: DeclarationState) => TERMINAL_STATES.has(state);
