import { closePublicityHandler } from "./close-publicity-job";
import { unitReviewStage } from "./stage";

export { closePublicityHandler, unitReviewStage };
/** the scheduled jobs this stage runs */
export const unitReviewJobs = [closePublicityHandler];
