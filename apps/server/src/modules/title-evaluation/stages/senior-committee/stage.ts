import type { StageModule } from "../../declarations";

/**
 * Stage 8 in the workflow: the senior committee owns SENIOR_COMMITTEE. Its meetings decide by the chair's sign-off
 * (vote-service.ts), which moves each candidate with votePassed, voteFailed or defer; a declaration that leaves the
 * stage otherwise (a withdrawal) is skipped by the sign-off.
 */
export const seniorCommitteeStage: StageModule = {
  name: "senior-committee",
  states: ["SENIOR_COMMITTEE"],
};
