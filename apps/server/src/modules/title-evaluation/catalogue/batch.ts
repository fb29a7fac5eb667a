import { and, asc, desc, eq } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { batches, projects } from "../../../db/schema";
import { badRequest } from "../../../platform/errors";
import { currentProjectId } from "../../admin/projects";

/** The caller as the catalogue pages see them: a tenant and the project chosen in the top bar (may be unset). */
export interface CatalogueActor {
  tenantId: string;
  userId: string;
  projectId: string | null;
}

/** Every batch of the tenant, the current project's first. */
export async function listTenantBatches(db: Executor, tenantId: string) {
  return db
    .select({
      id: batches.id,
      projectId: batches.projectId,
      projectName: projects.name,
      projectNameEn: projects.nameEn,
      projectEnabled: projects.enabled,
      name: batches.name,
      nameEn: batches.nameEn,
      kind: batches.kind,
      status: batches.status,
      enabled: batches.enabled,
      cutoffDate: batches.cutoffDate,
    })
    .from(batches)
    .innerJoin(projects, eq(projects.id, batches.projectId))
    .where(eq(projects.tenantId, tenantId))
    .orderBy(desc(projects.year), asc(projects.orderNum), asc(batches.orderNum), asc(batches.name));
}

export type BatchRow = Awaited<ReturnType<typeof listTenantBatches>>[number];

/** The session's project: the one switched to in the top bar, else the first enabled one. */
export async function resolveProjectId(db: Executor, actor: CatalogueActor): Promise<string | null> {
  const rows = await db
    .select({ id: projects.id, name: projects.name, nameEn: projects.nameEn, enabled: projects.enabled })
    .from(projects)
    .where(eq(projects.tenantId, actor.tenantId))
    .orderBy(desc(projects.year), asc(projects.orderNum));
  return currentProjectId(rows, actor.projectId);
}

async function findBatch(db: Executor, tenantId: string, projectTimeId: string) {
  const rows = await db
    .select({
      id: batches.id,
      projectId: batches.projectId,
      status: batches.status,
      cutoffDate: batches.cutoffDate,
      endsAt: batches.endsAt,
    })
    .from(batches)
    .innerJoin(projects, eq(projects.id, batches.projectId))
    .where(and(eq(batches.id, projectTimeId), eq(projects.tenantId, tenantId)))
    .limit(1);
  return rows[0] ?? null;
}

/** A batch of the caller's current project, or a refusal: every batch-level call goes through here. */
export async function batchOfCurrentProject(db: Executor, actor: CatalogueActor, projectTimeId: string) {
  const batch = await findBatch(db, actor.tenantId, projectTimeId);
  if (!batch || batch.projectId !== (await resolveProjectId(db, actor))) throw badRequest("catalogue.batchNotFound");
  return batch;
}

/** A batch that may still change: closed and archived batches are history. */
export async function editableBatch(db: Executor, actor: CatalogueActor, projectTimeId: string) {
  const batch = await batchOfCurrentProject(db, actor, projectTimeId);
  if (batch.status === "CLOSED" || batch.status === "ARCHIVED") throw badRequest("catalogue.batchClosed");
  return batch;
}

/** Any batch of the tenant (a copy may come from last year's project). */
export async function batchOfTenant(db: Executor, tenantId: string, projectTimeId: string) {
  const batch = await findBatch(db, tenantId, projectTimeId);
  if (!batch) throw badRequest("catalogue.batchNotFound");
  return batch;
}
