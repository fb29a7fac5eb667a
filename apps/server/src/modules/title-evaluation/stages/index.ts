import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../../platform/deps";
import { registerJobHandlers } from "../../admin/jobs";
import { registerStage } from "../declarations";
import { lapseTeamReturnsHandler } from "../kit";
import { departmentReviewRoutes, departmentReviewStage } from "./department-review";
import { formalAuditRoutes, formalAuditStage } from "./formal-audit";
import { peerReviewJobs, peerReviewRoutes, peerReviewStage } from "./peer-review";
import { personnelRoutes } from "./personnel";
import { professorCommitteeRoutes, professorCommitteeStage } from "./professor-committee";
import { a3TableRoutes, resultsRoutes, resultsStage } from "./results";
import { seniorCommitteeRoutes, seniorCommitteeStage } from "./senior-committee";
import { synthesisRoutes, synthesisStage } from "./synthesis";
import { unitReviewJobs, unitReviewRoutes, unitReviewStage } from "./unit-review";

/** The review stages in pipeline order, each with the scheduled jobs it runs and the HTTP routes it serves. */
const STAGES = [
  { stage: unitReviewStage, jobs: unitReviewJobs, routes: unitReviewRoutes },
  { stage: departmentReviewStage, jobs: [], routes: departmentReviewRoutes },
  // the two team stages share the job that lapses their uncorrected returns
  { stage: formalAuditStage, jobs: [lapseTeamReturnsHandler], routes: formalAuditRoutes },
  { stage: synthesisStage, jobs: [], routes: synthesisRoutes },
  { stage: peerReviewStage, jobs: peerReviewJobs, routes: peerReviewRoutes },
  { stage: professorCommitteeStage, jobs: [], routes: professorCommitteeRoutes },
  { stage: seniorCommitteeStage, jobs: [], routes: seniorCommitteeRoutes },
  { stage: resultsStage, jobs: [], routes: resultsRoutes },
];

/** Plugs every stage into the workflow (its facts, notices, effects and publicity) and the job scheduler. */
export function installStages(): void {
  for (const { stage, jobs } of STAGES) {
    registerStage(stage);
    registerJobHandlers(jobs);
  }
}

/** Every stage's routes, each registered as its own plugin. */
export const stageRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  for (const { routes } of STAGES) if (routes) await app.register(routes, { deps });
  // personnel's calls over both team stages
  await app.register(personnelRoutes, { deps });
  // the results stage's A3 review tables, on the spec's sys, word and professor paths
  await app.register(a3TableRoutes, { deps });
};
