import { advance, entryEffects, goto, guard, needsReason, row, type TransitionRow } from "../rows";
import { beforePeerReview, quotaHeld } from "../standing";
import {
  DECLARATION_STATES,
  type DeclarationState,
  enabledAtOrAfter,
  nextEnabledStage,
  PIPELINE_STAGES,
  TERMINAL_STATES,
} from "../states";
import type { DeclarationFacts, Effect } from "../types";

const NON_TERMINAL = DECLARATION_STATES.filter((state) => !TERMINAL_STATES.has(state));
/** States a declarant can abandon: everything not final (an approved result is revoked, not withdrawn). */
const ABANDONABLE = NON_TERMINAL.filter((state) => state !== "APPROVED");
/** States the school can withdraw: everything submitted and not final (a draft concerns only its author). */
const WITHDRAWABLE = ABANDONABLE.filter((state) => state !== "DRAFT");
const ENTRY_STATES: readonly DeclarationState[] = [...PIPELINE_STAGES, "QUALIFIED"];

const windowOpen = guard("decl.windowClosed", (f) => f.windowOpen);
const sectionsFilled = guard("decl.sectionsMissing", (f) => f.requiredSectionsFilled);
const rulesPass = guard("decl.rulesFailed", (f) => f.hardRulesPass || f.allowSubmitWithWarnings === true);

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

/** Declaration (stage 1): the declarant submits, takes back, resubmits or gives up; the school withdraws. */
export const DECLARATION_ROWS: readonly TransitionRow[] = [
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
];
