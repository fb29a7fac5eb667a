import type { StageModule } from "../../declarations";
import { appealFacts, resultsEffects } from "./stage-effects";

/**
 * Stage 9: results, publicity and appeals. Its publicity window (a result notice, notices-service.ts), which
 * personnel or the job that closes publicity windows ends with `closeResultPublicity`; objections held and decided
 * through the machine; the sealed results: the approval seals the result in the same transaction and a revocation
 * supersedes it, on one hash chain per tenant (seal-chain.ts, seals.ts); and appeals against a negative decision at
 * any stage (appeals-service.ts), whose windows the stage opens on the machine's openAppealWindow.
 */
export const resultsStage: StageModule = {
  name: "results",
  states: ["RESULT_PUBLICITY", "PUBLICITY_HOLD"],
  publicity: [{ state: "RESULT_PUBLICITY", closingEvent: "closeResultPublicity" }],
  gatherFacts: appealFacts,
  onEffects: resultsEffects,
  handles: ["sealResult", "supersedeResult", "openAppealWindow", "closeAppeal"],
};

export { a3TableRoutes } from "./a3/routes";
export { createAppealsService, fileAppeal } from "./appeals-service";
export { createNoticesService, publishResultNotice } from "./notices-service";
export { resultsRoutes } from "./routes";
export { type SealVerification, sealCheck, verifySeals } from "./seals";
