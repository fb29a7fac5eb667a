import { type DeclarationFacts, type DeclarationState, isTerminalState } from "@zcps/contracts/zcps/machine";
import type { Executor } from "../../../../db/client";
import { addTenantWorkingDays } from "../../config";
import { type DeclarationRecord, findBatch, type StageTransition } from "../../declarations";
import { schoolToday } from "../../kit";
import * as repo from "./repo";
import { sealEffects } from "./seals";

/**
 * What the appeal rows of the machine read: whether the window the declaration's negative decision opened is still
 * open (it concerns the state the declaration is in, until its last day), and whether an appeal is pending.
 */
export async function appealFacts(
  db: Executor,
  declaration: DeclarationRecord,
  now: Date,
): Promise<Partial<DeclarationFacts>> {
  if (!isTerminalState(declaration.status as DeclarationState)) return {};
  const window = await repo.appealWindow(db, declaration.id);
  const appealOpen = await repo.hasOpenAppeal(db, declaration.id);
  return {
    appealWindowOpen: window !== null && window.state === declaration.status && window.closesOn >= schoolToday(now),
    appealOpen,
  };
}

/**
 * The results stage's effects: seal an approved result and supersede a revoked one (seals.ts); open the appeal window
 * of a negative decision (the batch's appeal days on the holiday calendar, from the day of the decision), and close it
 * when an upheld appeal moves the declaration on.
 */
export async function resultsEffects(db: Executor, transition: StageTransition) {
  await sealEffects(db, transition);
  const { declaration, result, now } = transition;
  for (const effect of result.effects) {
    if (effect.type === "openAppealWindow") {
      const batch = await findBatch(db, declaration.tenantId, declaration.projectTimeId);
      const opensOn = schoolToday(now);
      await repo.openAppealWindow(db, {
        declarationId: declaration.id,
        tenantId: declaration.tenantId,
        state: result.next,
        opensOn,
        closesOn: await addTenantWorkingDays(db, declaration.tenantId, opensOn, batch?.appealDays ?? 5),
      });
    }
    // one appeal per decision: whatever its outcome, the window it was filed in is spent
    if (effect.type === "closeAppeal") await repo.closeAppealWindow(db, declaration.id);
  }
}
