import { and, asc, count, desc, eq, ilike, sql } from "drizzle-orm";
import type { Executor } from "../../../../db/client";
import { containsPattern } from "../../../../db/like";
import { batches, batchTitles, materialDirectory, projects, quotas, requirements } from "../../../../db/schema";

export type ProjectRecord = typeof projects.$inferSelect;
export type BatchRecord = typeof batches.$inferSelect;

// ---------------------------------------------------------------------------------------------------------------
// Projects

export interface ProjectFilter {
  name?: string;
  year?: number;
  enabled?: boolean;
  page: number;
  limit: number;
}

// written out: drizzle leaves a single-table select's columns unqualified, which the subquery would capture
const batchCount = sql<number>`(select count(*)::int from project_times pt where pt.project_id = "projects"."id")`;

export async function pageProjects(db: Executor, tenantId: string, filter: ProjectFilter) {
  const where = and(
    eq(projects.tenantId, tenantId),
    filter.name ? ilike(projects.name, containsPattern(filter.name)) : undefined,
    filter.year === undefined ? undefined : eq(projects.year, filter.year),
    filter.enabled === undefined ? undefined : eq(projects.enabled, filter.enabled),
  );
  const [total] = await db.select({ n: count() }).from(projects).where(where);
  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      nameEn: projects.nameEn,
      year: projects.year,
      enabled: projects.enabled,
      orderNum: projects.orderNum,
      batchCount,
    })
    .from(projects)
    .where(where)
    .orderBy(desc(projects.year), asc(projects.orderNum), asc(projects.name))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return { rows, total: total?.n ?? 0 };
}

export async function findProject(db: Executor, tenantId: string, id: string): Promise<ProjectRecord | null> {
  const rows = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.tenantId, tenantId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertProject(db: Executor, row: typeof projects.$inferInsert) {
  await db.insert(projects).values(row);
}

export async function updateProject(
  db: Executor,
  tenantId: string,
  id: string,
  values: Partial<Pick<ProjectRecord, "name" | "nameEn" | "year" | "enabled" | "orderNum">>,
) {
  await db
    .update(projects)
    .set(values)
    .where(and(eq(projects.id, id), eq(projects.tenantId, tenantId)));
}

export async function deleteProject(db: Executor, tenantId: string, id: string) {
  await db.delete(projects).where(and(eq(projects.id, id), eq(projects.tenantId, tenantId)));
}

export async function countBatchesOf(db: Executor, projectId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(batches).where(eq(batches.projectId, projectId));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Batches (project_times; the tenant is the project's)

export interface BatchFilter {
  projectId: string;
  name?: string;
  kind?: string;
  status?: string;
  page: number;
  limit: number;
}

const titleCount = sql<number>`(select count(*)::int from batch_titles bt where bt.project_time_id = "project_times"."id")`;
const declarationCount = sql<number>`(select count(*)::int from declarations d where d.project_time_id = "project_times"."id")`;

const batchColumns = {
  batch: batches,
  titleCount,
  declarationCount,
};

export async function pageBatches(db: Executor, tenantId: string, filter: BatchFilter) {
  const where = and(
    eq(batches.projectId, filter.projectId),
    eq(projects.tenantId, tenantId),
    filter.name ? ilike(batches.name, containsPattern(filter.name)) : undefined,
    filter.kind ? eq(batches.kind, filter.kind) : undefined,
    filter.status ? eq(batches.status, filter.status) : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(batches)
    .innerJoin(projects, eq(projects.id, batches.projectId))
    .where(where);
  const rows = await db
    .select(batchColumns)
    .from(batches)
    .innerJoin(projects, eq(projects.id, batches.projectId))
    .where(where)
    .orderBy(asc(batches.orderNum), asc(batches.name))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return { rows, total: total?.n ?? 0 };
}

export async function findBatch(db: Executor, tenantId: string, id: string) {
  const rows = await db
    .select(batchColumns)
    .from(batches)
    .innerJoin(projects, eq(projects.id, batches.projectId))
    .where(and(eq(batches.id, id), eq(projects.tenantId, tenantId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Locks the batch row for a status change or an edit, so a publish and an edit cannot interleave. */
export async function lockBatch(db: Executor, id: string) {
  await db.execute(sql`select 1 from ${batches} where ${batches.id} = ${id} for update`);
}

export async function insertBatch(db: Executor, row: typeof batches.$inferInsert) {
  await db.insert(batches).values(row);
}

export async function updateBatch(db: Executor, id: string, values: Partial<typeof batches.$inferInsert>) {
  await db.update(batches).set(values).where(eq(batches.id, id));
}

/** The batch and the configuration rows that hang off it (titles, directory, requirements, quotas). */
export async function deleteBatch(db: Executor, id: string) {
  for (const table of [batchTitles, materialDirectory, requirements, quotas]) {
    await db.delete(table).where(eq(table.projectTimeId, id));
  }
  await db.delete(batches).where(eq(batches.id, id));
}
