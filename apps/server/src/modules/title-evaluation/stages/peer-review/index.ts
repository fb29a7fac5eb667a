import type { StageModule } from "../../declarations";
import { expirePeerInvitationsHandler } from "./expire-invitations-job";

export { expirePeerInvitationsHandler };

/**
 * Stage 6: anonymous peer review. What exists of it so far is the job that expires unanswered invitations; its
 * pages, allocation and opinions come with its own issue.
 */
export const peerReviewStage: StageModule = { name: "peer-review", states: ["PEER_REVIEW"] };
export const peerReviewJobs = [expirePeerInvitationsHandler];
