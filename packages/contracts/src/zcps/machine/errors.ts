import type { DeclarationEventType } from "./events";
import type { DeclarationState } from "./states";

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
  "decl.notRecallable",
  "decl.returnNotLapsed",
  "decl.disputeEscalated",
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
