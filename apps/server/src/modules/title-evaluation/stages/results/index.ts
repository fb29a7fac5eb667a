import type { StageModule } from "../../declarations";
import { sealEffects } from "./seals";

/**
 * Stage 9: results, publicity and appeals. What exists of it so far: its publicity window, which the job that closes
 * publicity windows ends with `closeResultPublicity`, and the sealed results: the approval seals the result in the
 * same transaction and a revocation supersedes it, on one hash chain per tenant (seal-chain.ts, seals.ts). Notices,
 * appeals and the verification's page come with its issue.
 */
export const resultsStage: StageModule = {
  name: "results",
  states: ["RESULT_PUBLICITY", "PUBLICITY_HOLD"],
  publicity: [{ state: "RESULT_PUBLICITY", closingEvent: "closeResultPublicity" }],
  onEffects: sealEffects,
  handles: ["sealResult", "supersedeResult"],
};

export { resultsRoutes } from "./routes";
export { type SealVerification, sealCheck, verifySeals } from "./seals";
