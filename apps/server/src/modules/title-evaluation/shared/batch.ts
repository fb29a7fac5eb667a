import { asc, desc, eq } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { batches, projects } from "../../../db/schema";
import { badRequest } from "../../../platform/errors";
import { currentProjectId } from "../../admin/projects";

export interface BatchRef {
  id: string;
  projectId: string;
  name: string;
  nameEn: string | null;
  enabled: boolean;
  /** raised by every write to one of the batch's declarations (the key of cached list counts) */
  declarationsVersion: number;
}

/**
 * The batches of the caller's current project (switched in the top bar; else the first enabled project), read
 * with the tenant's projects in one query: every list call starts here.
 */
export async function currentBatches(
  db: Executor,
  auth: { tenantId: string; projectId: string | null },
): Promise<BatchRef[]> {
  const rows = await db
    .select({
      projectId: projects.id,
      projectEnabled: projects.enabled,
      id: batches.id,
      name: batches.name,
      nameEn: batches.nameEn,
      enabled: batches.enabled,
      declarationsVersion: batches.declarationsVersion,
    })
    .from(projects)
    .leftJoin(batches, eq(batches.projectId, projects.id))
    .where(eq(projects.tenantId, auth.tenantId))
    .orderBy(desc(projects.year), asc(projects.orderNum), asc(batches.orderNum), asc(batches.name));
  const projectId = currentProjectId(
    rows.map((r) => ({ id: r.projectId, enabled: r.projectEnabled })),
    auth.projectId,
  );
  return rows.flatMap((r) =>
    r.projectId === projectId && r.id !== null
      ? [
          {
            id: r.id,
            projectId: r.projectId,
            name: r.name ?? "",
            nameEn: r.nameEn,
            enabled: r.enabled ?? false,
            declarationsVersion: r.declarationsVersion ?? 0,
          },
        ]
      : [],
  );
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
