import { registerJobHandlers } from "../../admin/jobs";
import { registerStage } from "../declarations";
import { peerReviewJobs, peerReviewStage } from "./peer-review";
import { resultsStage } from "./results";
import { unitReviewJobs, unitReviewStage } from "./unit-review";

/** The review stages in pipeline order, each with the scheduled jobs it runs. */
const STAGES = [
  { stage: unitReviewStage, jobs: unitReviewJobs },
  { stage: peerReviewStage, jobs: peerReviewJobs },
  { stage: resultsStage, jobs: [] },
];

/** Plugs every stage into the workflow (its facts, notices, effects and publicity) and the job scheduler. */
export function installStages(): void {
  for (const { stage, jobs } of STAGES) {
    registerStage(stage);
    registerJobHandlers(jobs);
  }
}
