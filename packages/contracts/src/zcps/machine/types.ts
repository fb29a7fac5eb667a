import type { ActorRole, DeclarationEventType, ReturnNote, ReturnTarget } from "./events";
import type { DeclarationState, PipelineStep } from "./states";

/** What the machine reads (facts) and what it answers (effects, the decision record, the result). */

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
  /**
   * the stage whose last decision (a pass, an ineligibility, a conclusion) can still be taken back: nothing happened
   * to the declaration since and the next stage has not acted on it; null or absent: nothing to recall
   */
  recallFrom?: DeclarationState | null;
  /** a team stage's return was not corrected by its deadline */
  returnLapsed?: boolean;
  /** the synthesis review's dispute waits for the personnel lead's ruling */
  escalated?: boolean;
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
  notes?: ReturnNote[];
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
