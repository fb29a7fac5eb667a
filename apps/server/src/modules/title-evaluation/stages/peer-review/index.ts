import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../../../platform/deps";
import { dropExpertListsOnChange } from "../../experts";
import { peerAdminRoutes } from "./admin-routes";
import { peerDocumentRoutes } from "./document-routes";
import { peerExpertRoutes } from "./expert-routes";
import { expirePeerInvitationsHandler } from "./expire-invitations-job";

/** The administrator's services, for the demo seed acting as peer_admin. */
export { createAllocationService } from "./allocation-service";
/** The opinions' documents: a committee reads a candidate's combined opinions (experts unnamed) through them. */
export { createDocumentService as createPeerDocumentService } from "./documents/service";
/** The experts' services, for the demo seed acting as the pool's experts. */
export { createExpertIdentityService } from "./expert-identity-service";
export { createExpertReviewService } from "./expert-review-service";
export { createInvitationsService } from "./invitations-service";
export { createOpinionsService } from "./opinions-service";
/** A declaration's code in a round the demo seed records as already held. */
export { codeForDeclaration } from "./repo";
export { createRoundsService } from "./rounds-service";
/** Stage 6: anonymous peer review (DOMAIN.md): rounds, allocation, the experts' side, opinions and the summary. */
export { peerReviewStage } from "./stage";
export { createSummaryService, scoreTotal } from "./summary-service";
export { expirePeerInvitationsHandler };
export const peerReviewJobs = [expirePeerInvitationsHandler];

/** /api/zcps-sh/peer and /api/zcps/word: the administrator's, the experts' and the documents' calls. */
export const peerReviewRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  dropExpertListsOnChange(app, deps.cache);
  await app.register(peerAdminRoutes, { deps });
  await app.register(peerExpertRoutes, { deps });
  await app.register(peerDocumentRoutes, { deps });
};
