/** Stage 8: the senior committee (DOMAIN.md): meetings, the anonymous vote, results and the chair's sign-off. */
export { meetingAgendaPdf } from "./agenda";
export { createMeetingsService } from "./meetings-service";
export { seniorCommitteeRoutes } from "./routes";
export { seniorCommitteeStage } from "./stage";
export { createVoteService } from "./vote-service";
