import type { Config } from "../../config";
import type { Executor } from "../client";
import { seedZcpsApplications } from "./zcps-applications";
import { seedZcpsCatalogue } from "./zcps-catalogue";
import { seedZcpsCommittee } from "./zcps-committee";
import { seedZcpsConfig } from "./zcps-config";
import { seedZcpsDeclarations } from "./zcps-declarations";
import { seedZcpsDepartmentReview } from "./zcps-department-review";
import { seedZcpsExperts } from "./zcps-experts";
import { seedZcpsPaperVotes } from "./zcps-paper-votes";
import { seedZcpsPeerReview } from "./zcps-peer-review";
import { seedZcpsProfessor } from "./zcps-professor";
import { seedZcpsResults } from "./zcps-results";
import { seedZcpsReviewStages } from "./zcps-review-stages";
import { seedZcpsStaff } from "./zcps-staff";
import { seedZcpsTeamReview } from "./zcps-team-review";

export interface TitleSeedContext {
  tenantId: string;
  /** SEED=demo: the demo school's staff, batches' configuration and declarations */
  demo: boolean;
  /** the demo accounts' password hash (hashing once keeps seeding 300 accounts fast); demo only */
  passwordHash?: string;
  /** files of seeded attachments go through the same storage as uploads */
  storeFile?: (bytes: Uint8Array, meta: { purpose: string; mime: string; name: string }) => Promise<string>;
  /** the server's configuration: the peer review's seed acts through services that need it (storage, links) */
  config?: Config;
}

/**
 * Seeds the title-evaluation tables after the platform's (departments, users, projects exist). Each area seeds its
 * own tables; the order matters: the catalogue before batches' configuration, staff before declarations.
 */
export async function seedTitleEvaluation(tx: Executor, ctx: TitleSeedContext) {
  await seedZcpsConfig(tx, ctx);
  await seedZcpsCatalogue(tx, ctx);
  if (!ctx.demo) return;
  await seedZcpsStaff(tx, ctx);
  await seedZcpsExperts(tx, ctx);
  await seedZcpsDeclarations(tx, ctx);
  await seedZcpsReviewStages(tx, ctx);
  await seedZcpsDepartmentReview(tx, ctx);
  await seedZcpsTeamReview(tx, ctx);
  await seedZcpsPeerReview(tx, ctx);
  await seedZcpsCommittee(tx, ctx);
  await seedZcpsProfessor(tx, ctx);
  await seedZcpsPaperVotes(tx, ctx);
  await seedZcpsResults(tx, ctx);
  await seedZcpsApplications(tx, ctx);
}

/**
 * What every tenant starts with, the seeded one and each one the back office creates: the title catalogue (series,
 * titles, tracks), post restrictions, the holiday calendar and the A3 review-table layouts. Batches and their
 * configuration are the school's own work.
 */
export const seedTenantTitleEvaluation = (tx: Executor, tenantId: string) =>
  seedTitleEvaluation(tx, { tenantId, demo: false });
