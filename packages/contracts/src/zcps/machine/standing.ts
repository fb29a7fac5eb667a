import { type DeclarationState, position, stageEnabled, stageIndex } from "./states";
import type { DeclarationFacts } from "./types";

/** Where a declaration stands in its batch's pipeline, for the guards and effects that depend on it. */

/** The stage the declaration stands at for ordering questions; a returned one stands where it will go back to. */
function standing(facts: DeclarationFacts): DeclarationState | null {
  return facts.state === "RETURNED" ? (facts.returnedFrom ?? null) : facts.state;
}

/** The unit's recommendation took a quota place: the declaration is (or was sent back from) past that stage. */
export function quotaHeld(facts: DeclarationFacts): boolean {
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
export function materialsFrozen(facts: DeclarationFacts): boolean {
  if (!stageEnabled(facts.pipeline, "PEER_REVIEW")) return false;
  const at = standing(facts);
  return at !== null && position(facts.pipeline, at) >= stageIndex(facts.pipeline, "PEER_REVIEW");
}

/** The declarant may give up only before peer review (reference row 31: "≤ QUALIFIED"). */
export function beforePeerReview(facts: DeclarationFacts): boolean {
  const at = standing(facts);
  return at === null || position(facts.pipeline, at) < stageIndex(facts.pipeline, "PEER_REVIEW");
}
