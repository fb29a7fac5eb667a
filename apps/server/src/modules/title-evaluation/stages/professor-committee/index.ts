/** Stage 7: the units' professor committees (DOMAIN.md): members' recommendations, the tally and its confirmation. */
export { createMemberService } from "./member-service";
export { createResultsService } from "./results-service";
export { professorCommitteeRoutes } from "./routes";
export { professorCommitteeStage } from "./stage";
