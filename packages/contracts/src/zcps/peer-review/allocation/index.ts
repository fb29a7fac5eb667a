/**
 * Peer-review allocation (reference 4, DOMAIN.md "Rules with numbers"): who reviews which declarant. Pure, no I/O;
 * the server's peer-review stage and the console import it here.
 *
 * constraints.ts holds the hard constraints, score.ts the soft score, candidates.ts the per-declarant demand (pins
 * placed, candidates pruned), min-cost-flow.ts the solver and allocate.ts the engine built on it; greedy.ts is the
 * baseline, explain.ts says why a declarant is unmet, replacement.ts suggests a 补派 and verify.ts checks any plan.
 */

export { allocatePeerReviewers } from "./allocate";
export { greedyAllocation } from "./greedy";
export { peerAllocationMessages } from "./messages";
export { compositionFor, DEFAULT_ALLOCATION_POLICY } from "./policy";
export {
  type ReplacementRequest,
  type ReplacementResult,
  type ReplacementSuggestion,
  suggestReplacement,
} from "./replacement";
export {
  type AllocationConflict,
  type AllocationDeclarant,
  type AllocationExpert,
  type AllocationInput,
  type AllocationPlan,
  type AllocationPolicy,
  type CandidateFunnel,
  type Composition,
  type CompositionRule,
  type PeerAssignmentProposal,
  type PeerPair,
  PIN_ISSUES,
  type PinIssue,
  type PinIssueReason,
  type PolicyOverrides,
  type ScoreParts,
  type ScoreWeights,
  UNMET_REASONS,
  type UnmetDeclarant,
  type UnmetReason,
} from "./types";
export { type PlanViolation, planViolations } from "./verify";
