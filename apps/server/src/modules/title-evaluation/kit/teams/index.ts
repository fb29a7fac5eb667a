/**
 * The team kit: what the formal audit and the synthesis review share. Teams per batch and stage with a leader and
 * members, the allocation of the stage's declarations to them (by hand or evenly, never to a team with a member from
 * the declarant's unit), a member's queue, append-only checks, the team's decision through the workflow (by the
 * members the batch's setting allows), its withdrawal, the personnel lead's ruling, progress and counts, and the job
 * that lapses uncorrected returns. A stage passes its TeamStageConfig; teamStageModule plugs it into the workflow.
 */
export { type AllocationCase, type AllocationTeam, planAllocation } from "./allocation";
export { createAllocationService } from "./allocation-service";
export { type TeamAuth, teamCaller } from "./caller";
export { conditionsPoint } from "./checklist";
export { createContentService, verifiedEligibility } from "./content-service";
export { createDecisionService, type DecisionInput, returnComment } from "./decision-service";
export { lapseOverdueReturns, lapseTeamReturnsHandler } from "./lapse-job";
export { createListsService } from "./lists-service";
export { outcomeWorkbook, statisticsWorkbook } from "./outcome-sheet";
export { createRestartService } from "./restart-service";
export { registerTeamRoutes, type TeamRoutePaths } from "./routes";
export type { ChecklistInput, TeamStageConfig } from "./stage-config";
export { teamStageModule } from "./stage-hooks";
export { createTeamService } from "./team-service";
export { usersHoldingElement } from "./teams-repo";
