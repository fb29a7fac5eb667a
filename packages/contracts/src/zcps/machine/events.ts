import type { DeclarationState } from "./states";

/** What can happen to a declaration and who can make it happen. */

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

/** One returned item's comment with its material type (a department's return): each page names the type itself. */
export interface ReturnNote {
  materialType: string;
  comment: string;
}

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
      /** the comment per returned item, kept apart from its material type (the comment holds the bare comments) */
      notes?: ReturnNote[];
      materialTypes?: string[];
      target?: ReturnTarget;
      departIds?: string[];
    }
  | { type: "resubmit" }
  /** reason: why the unit approves although the hard conditions fail (recorded with the decision) */
  | { type: "approve"; comment?: string; reason?: string }
  | { type: "reject"; reason: string }
  | { type: "closePublicity" }
  | { type: "objectionUpheld"; outcome: "RETURN" | "REJECT"; comment: string }
  | { type: "recommend"; rank?: number }
  | { type: "notRecommend"; reason?: string }
  | { type: "departmentsDone" }
  | { type: "pass"; comment?: string }
  | { type: "ineligible"; reason: string; ruleIds?: string[] }
  | { type: "conclude"; conclusion: "QUALIFIED" | "NOT_QUALIFIED" | "DISPUTED"; comment?: string }
  /** a team stage takes its last decision back while the next stage has not acted */
  | { type: "recall"; reason: string }
  /** a team stage's return was not corrected by its deadline: the declaration counts as withdrawn */
  | { type: "lapse"; reason?: string }
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
  "recall",
  "lapse",
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
