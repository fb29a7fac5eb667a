import { goto, guard, needsReason, row, type TransitionRow } from "../rows";
import { quotaHeld } from "../standing";
import { DECLARATION_STATES, type DeclarationState, TERMINAL_STATES } from "../states";

/**
 * Rows the two team stages share (formal audit and synthesis review, stages 4 and 5): a team takes its last decision
 * back while the next stage has not acted, and a return not corrected by its deadline counts as withdrawn.
 */

/**
 * Where a team stage's forward decision can land (a stage switched off is skipped). A terminal decision (ineligible,
 * not qualified) is not taken back: like every terminal state it is open to an appeal only.
 */
const DECIDED_STATES = DECLARATION_STATES.filter(
  (state) => state !== "DRAFT" && state !== "RETURNED" && !TERMINAL_STATES.has(state),
);
/** Who may take back which stage's decision: that stage's team, or personnel. */
const RECALLERS: Partial<Record<DeclarationState, string>> = {
  FORMAL_AUDIT: "FORMAL_AUDITOR",
  SYNTHESIS_REVIEW: "SYNTHESIS_MEMBER",
};

export const TEAM_REVIEW_ROWS: readonly TransitionRow[] = [
  row({
    id: "team-recall",
    ref: "13-17",
    from: DECIDED_STATES,
    event: "recall",
    actors: ["FORMAL_AUDITOR", "SYNTHESIS_MEMBER", "PERSONNEL"],
    guards: [guard("decl.notRecallable", (f) => Boolean(f.recallFrom && RECALLERS[f.recallFrom]))],
    checks: [
      needsReason,
      {
        refusal: ({ facts, actor }) =>
          actor === "PERSONNEL" || RECALLERS[facts.recallFrom ?? "DRAFT"] === actor ? null : "decl.roleNotAllowed",
      },
    ],
    to: ({ facts }) => ({ next: facts.recallFrom as DeclarationState, returnedFrom: null }),
    effects: () => [],
  }),
  row({
    id: "return-lapsed",
    ref: "14",
    from: ["RETURNED", "UNIT_RECOMMENDATION", "UNIT_REVIEW"],
    event: "lapse",
    actors: ["SYSTEM"],
    guards: [guard("decl.returnNotLapsed", (f) => f.returnLapsed === true)],
    checks: [],
    to: goto("WITHDRAWN"),
    effects: ({ facts }) => [
      ...(quotaHeld(facts) ? [{ type: "releaseQuota", reason: "WITHDRAWN" } as const] : []),
      { type: "openAppealWindow" },
    ],
  }),
];
