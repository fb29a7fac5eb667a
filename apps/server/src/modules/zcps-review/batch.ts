import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { projects, projectTimes } from "../../db/schema";
import { badRequest } from "../../platform/errors";
import { listProjects } from "../projects/repo";
import { currentProjectId } from "../projects/service";

export interface BatchRef {
  id: string;
  projectId: string;
  name: string;
  nameEn: string | null;
  enabled: boolean;
}

/** The batches of the caller's current project (switched in the top bar; else the first enabled project). */
export async function currentBatches(db: Executor, auth: { tenantId: string; projectId: string | null }) {
  const projectId = currentProjectId(await listProjects(db, auth.tenantId), auth.projectId);
  if (!projectId) return [];
  return db
    .select({
      id: projectTimes.id,
      projectId: projectTimes.projectId,
      name: projectTimes.name,
      nameEn: projectTimes.nameEn,
      enabled: projectTimes.enabled,
    })
    .from(projectTimes)
    .innerJoin(projects, eq(projects.id, projectTimes.projectId))
    .where(and(eq(projectTimes.projectId, projectId), eq(projects.tenantId, auth.tenantId)))
    .orderBy(asc(projectTimes.orderNum), asc(projectTimes.name));
}

/** The first enabled batch of a project's batches, the one a batch-level page starts with. */
export const defaultBatch = (batches: readonly BatchRef[]) => batches.find((b) => b.enabled) ?? null;

/**
 * The batch a call concerns: the one named (which must belong to the caller's current project) or the current
 * project's first enabled batch.
 */
export async function resolveBatch(
  db: Executor,
  auth: { tenantId: string; projectId: string | null },
  projectTimeId?: string,
): Promise<BatchRef> {
  const batches = await currentBatches(db, auth);
  if (projectTimeId) {
    const named = batches.find((b) => b.id === projectTimeId);
    if (!named) throw badRequest("workflow.batchNotFound");
    return named;
  }
  const first = defaultBatch(batches);
  if (!first) throw badRequest("workflow.noBatch");
  return first;
}
