import { closePublicityHandler } from "./close-publicity-job";
import { unitReviewRoutes } from "./routes";
import { unitReviewStage } from "./stage";

export { closePublicityHandler, unitReviewRoutes, unitReviewStage };
/** the scheduled jobs this stage runs */
export const unitReviewJobs = [closePublicityHandler];
