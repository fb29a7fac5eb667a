import type { StageModule } from "../../declarations";

/**
 * Stage 9: results, publicity and appeals. What exists of it so far is its publicity window, which the job that
 * closes publicity windows ends with `closeResultPublicity`; notices, appeals and sealed results come with its issue.
 */
export const resultsStage: StageModule = {
  name: "results",
  states: ["RESULT_PUBLICITY", "PUBLICITY_HOLD"],
  publicity: [{ state: "RESULT_PUBLICITY", closingEvent: "closeResultPublicity" }],
};
