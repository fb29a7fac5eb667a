import type { JobRunStatus } from "@zcps/contracts/jobs";
import { and, count, desc, eq, ilike, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { containsPattern } from "../../../db/like";
import { jobRuns, jobs, tenants } from "../../../db/schema";

export type JobRecord = typeof jobs.$inferSelect;

// ---------------------------------------------------------------------------------------------------------------
// Jobs

export interface JobFilter {
  tenantId: string;
  name?: string;
  handler?: string;
  enabled?: boolean;
  page: number;
  limit: number;
}

export async function pageJobs(db: Executor, filter: JobFilter) {
  const where = and(
    eq(jobs.tenantId, filter.tenantId),
    filter.name ? ilike(jobs.name, containsPattern(filter.name)) : undefined,
    filter.handler ? eq(jobs.handler, filter.handler) : undefined,
    filter.enabled === undefined ? undefined : eq(jobs.enabled, filter.enabled),
  );
  const [total] = await db.select({ n: count() }).from(jobs).where(where);
  const rows = await db
    .select()
    .from(jobs)
    .where(where)
    .orderBy(jobs.name, jobs.id)
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return { rows, total: total?.n ?? 0 };
}

export async function findJob(db: Executor, tenantId: string, id: string): Promise<JobRecord | null> {
  const rows = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.tenantId, tenantId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function isNameTaken(db: Executor, tenantId: string, name: string, excludeId?: string) {
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.tenantId, tenantId),
        sql`lower(${jobs.name}) = lower(${name})`,
        excludeId ? ne(jobs.id, excludeId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertJob(db: Executor, row: typeof jobs.$inferInsert) {
  await db.insert(jobs).values(row);
}

export async function updateJob(
  db: Executor,
  tenantId: string,
  id: string,
  values: Partial<Omit<typeof jobs.$inferInsert, "id" | "tenantId">>,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.tenantId, tenantId)))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

export async function deleteJob(db: Executor, tenantId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.tenantId, tenantId)))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

export async function isSuperTenant(db: Executor, tenantId: string): Promise<boolean> {
  const rows = await db.select({ isSuper: tenants.isSuper }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return rows[0]?.isSuper ?? false;
}

/**
 * Every enabled job of every tenant, with the latest slot any instance has claimed for it. Read every tick: the
 * correlated max is one backward step on the partial index job_runs_slot per job, however long the history.
 * (Written as SQL text: drizzle leaves columns unqualified in a one-table select, which a subquery misreads.)
 */
export async function listSchedulable(db: Executor) {
  return db
    .select({
      id: jobs.id,
      tenantId: jobs.tenantId,
      name: jobs.name,
      handler: jobs.handler,
      cron: jobs.cron,
      params: jobs.params,
      updatedAt: jobs.updatedAt,
      lastSlot: sql<Date | null>`(select max(r.scheduled_for) from job_runs r
        where r.job_id = jobs.id and r.scheduled_for is not null)`.mapWith(jobRuns.scheduledFor),
    })
    .from(jobs)
    .where(eq(jobs.enabled, true));
}

// ---------------------------------------------------------------------------------------------------------------
// Runs

/** Claims a scheduled slot: the unique index job_runs_slot lets one insert per job and slot through. */
export async function claimSlot(
  db: Executor,
  run: { jobId: string; slot: Date; startedAt: Date; instance: string },
): Promise<number | null> {
  const rows = await db
    .insert(jobRuns)
    .values({
      jobId: run.jobId,
      trigger: "schedule",
      scheduledFor: run.slot,
      startedAt: run.startedAt,
      status: "running",
      instance: run.instance,
    })
    .onConflictDoNothing()
    .returning({ id: jobRuns.id });
  return rows[0]?.id ?? null;
}

export async function insertManualRun(db: Executor, run: { jobId: string; startedAt: Date; instance: string }) {
  const [row] = await db
    .insert(jobRuns)
    .values({
      jobId: run.jobId,
      trigger: "manual",
      startedAt: run.startedAt,
      status: "running",
      instance: run.instance,
    })
    .returning({ id: jobRuns.id });
  return (row as { id: number }).id;
}

export async function finishRun(
  db: Executor,
  id: number,
  outcome: {
    status: Exclude<JobRunStatus, "running">;
    finishedAt: Date;
    durationMs: number;
    result?: string;
    error?: string;
  },
) {
  await db
    .update(jobRuns)
    .set({
      status: outcome.status,
      finishedAt: outcome.finishedAt,
      durationMs: outcome.durationMs,
      result: outcome.result ?? null,
      error: outcome.error ?? null,
    })
    .where(eq(jobRuns.id, id));
}

/** The jobs with a run still marked running. */
export async function jobsWithRunningRuns(db: Executor): Promise<string[]> {
  const rows = await db.selectDistinct({ jobId: jobRuns.jobId }).from(jobRuns).where(eq(jobRuns.status, "running"));
  return rows.map((r) => r.jobId);
}

/** Closes the job's runs left "running" by a process that stopped during them. */
export async function failRunningRuns(db: Executor, jobId: string, error: string, finishedAt: Date) {
  const rows = await db
    .update(jobRuns)
    .set({ status: "failed", error, finishedAt })
    .where(and(eq(jobRuns.jobId, jobId), eq(jobRuns.status, "running"), isNull(jobRuns.finishedAt)))
    .returning({ id: jobRuns.id });
  return rows.length;
}

const runColumns = {
  id: jobRuns.id,
  jobId: jobRuns.jobId,
  jobName: jobs.name,
  jobNameEn: jobs.nameEn,
  trigger: jobRuns.trigger,
  scheduledFor: jobRuns.scheduledFor,
  startedAt: jobRuns.startedAt,
  finishedAt: jobRuns.finishedAt,
  durationMs: jobRuns.durationMs,
  status: jobRuns.status,
  result: jobRuns.result,
  error: jobRuns.error,
  instance: jobRuns.instance,
};

/** Runs with their job's name; the join also scopes them to the job's tenant. */
function selectRuns(db: Executor) {
  return db.select(runColumns).from(jobRuns).innerJoin(jobs, eq(jobs.id, jobRuns.jobId));
}

export type RunRecord = Awaited<ReturnType<typeof selectRuns>>[number];

export interface RunFilter {
  tenantId: string;
  jobId?: string;
  status?: JobRunStatus;
  trigger?: "schedule" | "manual";
  page: number;
  limit: number;
}

/** Runs of the tenant's jobs, newest first. */
export async function pageRuns(db: Executor, filter: RunFilter) {
  const where: SQL | undefined = and(
    eq(jobs.tenantId, filter.tenantId),
    filter.jobId ? eq(jobRuns.jobId, filter.jobId) : undefined,
    filter.status ? eq(jobRuns.status, filter.status) : undefined,
    filter.trigger ? eq(jobRuns.trigger, filter.trigger) : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(jobRuns)
    .innerJoin(jobs, eq(jobs.id, jobRuns.jobId))
    .where(where);
  const rows = await selectRuns(db)
    .where(where)
    .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return { rows, total: total?.n ?? 0 };
}

export async function findRun(db: Executor, tenantId: string, id: number): Promise<RunRecord | null> {
  const rows = await selectRuns(db)
    .where(and(eq(jobRuns.id, id), eq(jobs.tenantId, tenantId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The latest run of each given job. */
export async function latestRuns(db: Executor, jobIds: string[]) {
  if (jobIds.length === 0) return [];
  return db
    .selectDistinctOn([jobRuns.jobId], {
      jobId: jobRuns.jobId,
      id: jobRuns.id,
      status: jobRuns.status,
      trigger: jobRuns.trigger,
      startedAt: jobRuns.startedAt,
      durationMs: jobRuns.durationMs,
    })
    .from(jobRuns)
    .where(inArray(jobRuns.jobId, jobIds))
    .orderBy(jobRuns.jobId, desc(jobRuns.startedAt), desc(jobRuns.id));
}
