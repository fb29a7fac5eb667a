import { randomUUID } from "node:crypto";
import { and, count, desc, eq, ilike, inArray, isNull, max, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { containsPattern } from "../../db/like";
import {
  flowDefinitions,
  flowHistory,
  flowInstances,
  flowModels,
  flowModelVersions,
  flowTasks,
  groupMembers,
  groups,
  users,
} from "../../db/schema";

export type ModelRow = typeof flowModels.$inferSelect;
export type DefinitionRow = typeof flowDefinitions.$inferSelect;
export type InstanceRow = typeof flowInstances.$inferSelect;
export type TaskRow = typeof flowTasks.$inferSelect;

const offset = (page: number, limit: number) => (page - 1) * limit;

// -- models

export async function pageModels(
  db: Executor,
  tenantId: string,
  search: string | undefined,
  page: number,
  limit: number,
) {
  const where = and(
    eq(flowModels.tenantId, tenantId),
    search
      ? or(ilike(flowModels.name, containsPattern(search)), ilike(flowModels.key, containsPattern(search)))
      : undefined,
  );
  const deployed = db
    .select({ key: flowDefinitions.key, version: max(flowDefinitions.version).as("deployed_version") })
    .from(flowDefinitions)
    .where(eq(flowDefinitions.tenantId, tenantId))
    .groupBy(flowDefinitions.key)
    .as("deployed");
  const rows = await db
    .select({ model: flowModels, deployedVersion: deployed.version })
    .from(flowModels)
    .leftJoin(deployed, eq(deployed.key, flowModels.key))
    .where(where)
    .orderBy(desc(flowModels.updatedAt))
    .limit(limit)
    .offset(offset(page, limit));
  const [total] = await db.select({ n: count() }).from(flowModels).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findModel(db: Executor, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(flowModels)
    .where(and(eq(flowModels.id, id), eq(flowModels.tenantId, tenantId)));
  return row ?? null;
}

export async function findModelByKey(db: Executor, tenantId: string, key: string) {
  const [row] = await db
    .select()
    .from(flowModels)
    .where(and(eq(flowModels.key, key), eq(flowModels.tenantId, tenantId)));
  return row ?? null;
}

export async function insertModel(db: Executor, row: typeof flowModels.$inferInsert) {
  await db.insert(flowModels).values(row);
}

/** Saves the draft and appends it as the model's next version; returns that version's row. */
export async function saveModelVersion(
  db: Executor,
  model: ModelRow,
  values: { name: string; description: string | null; xml: string; comment: string | null; by: string },
) {
  const version = model.latestVersion + 1;
  const id = randomUUID();
  await db
    .update(flowModels)
    .set({
      name: values.name,
      description: values.description,
      xml: values.xml,
      latestVersion: version,
      updatedBy: values.by,
      updatedAt: new Date(),
    })
    .where(eq(flowModels.id, model.id));
  await db
    .insert(flowModelVersions)
    .values({ id, modelId: model.id, version, xml: values.xml, comment: values.comment, createdBy: values.by });
  return { id, version };
}

export async function deleteModel(db: Executor, id: string) {
  await db.delete(flowModels).where(eq(flowModels.id, id));
}

export async function listModelVersions(db: Executor, modelId: string) {
  return db
    .select()
    .from(flowModelVersions)
    .where(eq(flowModelVersions.modelId, modelId))
    .orderBy(desc(flowModelVersions.version));
}

export async function latestModelVersion(db: Executor, modelId: string) {
  const [row] = await db
    .select()
    .from(flowModelVersions)
    .where(eq(flowModelVersions.modelId, modelId))
    .orderBy(desc(flowModelVersions.version))
    .limit(1);
  return row ?? null;
}

// -- definitions

export async function nextDefinitionVersion(db: Executor, tenantId: string, key: string): Promise<number> {
  const [row] = await db
    .select({ v: max(flowDefinitions.version) })
    .from(flowDefinitions)
    .where(and(eq(flowDefinitions.tenantId, tenantId), eq(flowDefinitions.key, key)));
  return (row?.v ?? 0) + 1;
}

export async function insertDefinition(db: Executor, row: typeof flowDefinitions.$inferInsert) {
  await db.insert(flowDefinitions).values(row);
}

const running = sql<number>`(select count(*)::int from flow_instances i where i.definition_id = ${flowDefinitions.id} and i.status = 'running')`;

export async function pageDefinitions(
  db: Executor,
  tenantId: string,
  filter: { key?: string; latestOnly: boolean },
  page: number,
  limit: number,
) {
  const conditions: (SQL | undefined)[] = [eq(flowDefinitions.tenantId, tenantId)];
  if (filter.key) conditions.push(eq(flowDefinitions.key, filter.key));
  if (filter.latestOnly) {
    conditions.push(
      sql`${flowDefinitions.version} = (select max(d.version) from flow_definitions d where d.tenant_id = ${flowDefinitions.tenantId} and d.key = ${flowDefinitions.key})`,
    );
  }
  const where = and(...conditions);
  const rows = await db
    .select({ definition: flowDefinitions, runningInstances: running })
    .from(flowDefinitions)
    .where(where)
    .orderBy(flowDefinitions.key, desc(flowDefinitions.version))
    .limit(limit)
    .offset(offset(page, limit));
  const [total] = await db.select({ n: count() }).from(flowDefinitions).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findDefinition(db: Executor, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(flowDefinitions)
    .where(and(eq(flowDefinitions.id, id), eq(flowDefinitions.tenantId, tenantId)));
  return row ?? null;
}

/** The latest version of each key that is not suspended. */
export async function latestActiveDefinitions(db: Executor, tenantId: string) {
  return db
    .select()
    .from(flowDefinitions)
    .where(
      and(
        eq(flowDefinitions.tenantId, tenantId),
        eq(flowDefinitions.suspended, false),
        sql`${flowDefinitions.version} = (select max(d.version) from flow_definitions d where d.tenant_id = ${flowDefinitions.tenantId} and d.key = ${flowDefinitions.key})`,
      ),
    )
    .orderBy(flowDefinitions.name);
}

export async function setSuspended(db: Executor, id: string, suspended: boolean) {
  await db.update(flowDefinitions).set({ suspended }).where(eq(flowDefinitions.id, id));
}

// -- instances

export async function insertInstance(db: Executor, row: typeof flowInstances.$inferInsert) {
  await db.insert(flowInstances).values(row);
}

export async function findInstance(db: Executor, tenantId: string, id: string) {
  const [row] = await db
    .select({ instance: flowInstances, definition: flowDefinitions })
    .from(flowInstances)
    .innerJoin(flowDefinitions, eq(flowDefinitions.id, flowInstances.definitionId))
    .where(and(eq(flowInstances.id, id), eq(flowInstances.tenantId, tenantId)));
  return row ?? null;
}

/** Saves a step's outcome if nobody moved the instance since it was read; false when someone did. */
export async function saveInstanceStep(
  db: Executor,
  id: string,
  revision: number,
  values: Partial<typeof flowInstances.$inferInsert>,
): Promise<boolean> {
  const updated = await db
    .update(flowInstances)
    .set({ ...values, revision: revision + 1 })
    .where(and(eq(flowInstances.id, id), eq(flowInstances.revision, revision)))
    .returning({ id: flowInstances.id });
  return updated.length === 1;
}

export async function pageInstances(
  db: Executor,
  tenantId: string,
  filter: { starterId?: string; status?: string; key?: string },
  page: number,
  limit: number,
) {
  const where = and(
    eq(flowInstances.tenantId, tenantId),
    filter.starterId ? eq(flowInstances.starterId, filter.starterId) : undefined,
    filter.status ? eq(flowInstances.status, filter.status) : undefined,
    filter.key ? eq(flowDefinitions.key, filter.key) : undefined,
  );
  const rows = await db
    .select({ instance: flowInstances, definition: flowDefinitions, starterName: users.name })
    .from(flowInstances)
    .innerJoin(flowDefinitions, eq(flowDefinitions.id, flowInstances.definitionId))
    .leftJoin(users, eq(users.id, flowInstances.starterId))
    .where(where)
    .orderBy(desc(flowInstances.startedAt))
    .limit(limit)
    .offset(offset(page, limit));
  const [total] = await db
    .select({ n: count() })
    .from(flowInstances)
    .innerJoin(flowDefinitions, eq(flowDefinitions.id, flowInstances.definitionId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function userName(db: Executor, userId: string) {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

// -- tasks

export async function insertTasks(db: Executor, rows: (typeof flowTasks.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(flowTasks).values(rows);
}

/** A task, its row locked until the transaction ends: a concurrent completion waits, then finds it completed. */
export async function lockTask(db: Executor, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(flowTasks)
    .where(and(eq(flowTasks.id, id), eq(flowTasks.tenantId, tenantId)))
    .for("update");
  return row ?? null;
}

export async function updateTask(db: Executor, id: string, values: Partial<typeof flowTasks.$inferInsert>) {
  await db.update(flowTasks).set(values).where(eq(flowTasks.id, id));
}

/** Open or claimed tasks of an instance. */
export async function liveTasks(db: Executor, instanceId: string) {
  return db
    .select()
    .from(flowTasks)
    .where(and(eq(flowTasks.instanceId, instanceId), inArray(flowTasks.status, ["open", "claimed"])));
}

export async function cancelLiveTasks(db: Executor, instanceId: string, ids?: string[]) {
  await db
    .update(flowTasks)
    .set({ status: "cancelled" })
    .where(
      and(
        eq(flowTasks.instanceId, instanceId),
        inArray(flowTasks.status, ["open", "claimed"]),
        ids ? inArray(flowTasks.id, ids) : undefined,
      ),
    );
}

export async function instanceTasks(db: Executor, instanceId: string) {
  return db
    .select({
      task: flowTasks,
      processName: flowDefinitions.name,
      businessKey: flowInstances.businessKey,
      assigneeName: users.name,
    })
    .from(flowTasks)
    .innerJoin(flowInstances, eq(flowInstances.id, flowTasks.instanceId))
    .innerJoin(flowDefinitions, eq(flowDefinitions.id, flowInstances.definitionId))
    .leftJoin(users, eq(users.id, flowTasks.assigneeId))
    .where(eq(flowTasks.instanceId, instanceId))
    .orderBy(flowTasks.createdAt);
}

/**
 * Tasks by scope: todo (open or claimed, assigned to the user, or unassigned with the user or one of their
 * groups among the candidates), done (completed by the user) or all of the tenant.
 */
export async function pageTasks(
  db: Executor,
  tenantId: string,
  filter: {
    scope: "todo" | "done" | "all";
    userId: string;
    groupCodes: string[];
    status?: string;
    instanceId?: string;
  },
  page: number,
  limit: number,
) {
  const conditions: (SQL | undefined)[] = [eq(flowTasks.tenantId, tenantId)];
  if (filter.scope === "todo") {
    const groupsArray = sql`${`{${filter.groupCodes.map((g) => `"${g.replace(/["\\]/g, "")}"`).join(",")}}`}::text[]`;
    conditions.push(
      inArray(flowTasks.status, ["open", "claimed"]),
      or(
        eq(flowTasks.assigneeId, filter.userId),
        and(
          isNull(flowTasks.assigneeId),
          or(
            sql`${filter.userId} = any(${flowTasks.candidateUserIds})`,
            sql`${flowTasks.candidateGroups} && ${groupsArray}`,
          ),
        ),
      ),
    );
  }
  if (filter.scope === "done") conditions.push(eq(flowTasks.completedBy, filter.userId));
  if (filter.status) conditions.push(eq(flowTasks.status, filter.status));
  if (filter.instanceId) conditions.push(eq(flowTasks.instanceId, filter.instanceId));
  const where = and(...conditions);
  const rows = await db
    .select({
      task: flowTasks,
      processName: flowDefinitions.name,
      businessKey: flowInstances.businessKey,
      assigneeName: users.name,
    })
    .from(flowTasks)
    .innerJoin(flowInstances, eq(flowInstances.id, flowTasks.instanceId))
    .innerJoin(flowDefinitions, eq(flowDefinitions.id, flowInstances.definitionId))
    .leftJoin(users, eq(users.id, flowTasks.assigneeId))
    .where(where)
    .orderBy(desc(flowTasks.createdAt))
    .limit(limit)
    .offset(offset(page, limit));
  const [total] = await db.select({ n: count() }).from(flowTasks).where(where);
  return { rows, total: total?.n ?? 0 };
}

// -- history

export async function insertHistory(
  db: Executor,
  rows: {
    instanceId: string;
    activityId?: string | null;
    activityName?: string | null;
    event: string;
    by?: string | null;
    payload?: unknown;
  }[],
) {
  if (rows.length === 0) return;
  const now = Date.now();
  await db.insert(flowHistory).values(
    // one step's events keep their order
    rows.map((row, i) => ({ id: randomUUID(), at: new Date(now + i), ...row })),
  );
}

export async function listHistory(db: Executor, instanceId: string) {
  return db.select().from(flowHistory).where(eq(flowHistory.instanceId, instanceId)).orderBy(flowHistory.at);
}

// -- who the caller is in the tenant's role groups (the workflow's candidate groups)

export async function groupCodesOf(db: Executor, tenantId: string, userId: string): Promise<string[]> {
  const rows = await db
    .select({ code: groups.code })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groupMembers.userId, userId), eq(groups.tenantId, tenantId)));
  return rows.map((row) => row.code);
}

export async function userInTenant(db: Executor, tenantId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId), isNull(users.deletedAt)));
  return Boolean(row);
}

/** The running instance of a key that carries a business (an account application's id, say). */
/** The running instances of a tenant's process (joined with its definitions) for these business keys. */
const runningFor = (tenantId: string, key: string, businessKeys: string[]) =>
  and(
    eq(flowInstances.tenantId, tenantId),
    eq(flowDefinitions.key, key),
    inArray(flowInstances.businessKey, businessKeys),
    eq(flowInstances.status, "running"),
  );

export async function runningByBusinessKey(db: Executor, tenantId: string, key: string, businessKey: string) {
  const [row] = await db
    .select({ instance: flowInstances })
    .from(flowInstances)
    .innerJoin(flowDefinitions, eq(flowDefinitions.id, flowInstances.definitionId))
    .where(runningFor(tenantId, key, [businessKey]))
    .limit(1);
  return row?.instance ?? null;
}

/**
 * The open tasks' names of the running instances of a process for these business keys, in the order the tasks were
 * made, by business key (a key without a running instance or an open task is absent).
 */
export async function liveTaskNamesByBusinessKey(
  db: Executor,
  tenantId: string,
  key: string,
  businessKeys: string[],
): Promise<Map<string, string[]>> {
  const steps = new Map<string, string[]>();
  if (businessKeys.length === 0) return steps;
  const rows = await db
    .select({ businessKey: flowInstances.businessKey, name: flowTasks.name })
    .from(flowTasks)
    .innerJoin(flowInstances, eq(flowInstances.id, flowTasks.instanceId))
    .innerJoin(flowDefinitions, eq(flowDefinitions.id, flowInstances.definitionId))
    .where(and(runningFor(tenantId, key, businessKeys), inArray(flowTasks.status, ["open", "claimed"])))
    .orderBy(flowTasks.createdAt);
  for (const row of rows) {
    if (!row.businessKey) continue;
    const names = steps.get(row.businessKey);
    if (names) names.push(row.name);
    else steps.set(row.businessKey, [row.name]);
  }
  return steps;
}

export async function setStarter(db: Executor, instanceId: string, starterId: string) {
  await db.update(flowInstances).set({ starterId }).where(eq(flowInstances.id, instanceId));
}

/** A task of the tenant, read without a lock (to show it, not to act on it). */
export async function findTask(db: Executor, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(flowTasks)
    .where(and(eq(flowTasks.id, id), eq(flowTasks.tenantId, tenantId)));
  return row ?? null;
}

/** The names of these users, by id (a history's or a task's people). */
export async function userNames(db: Executor, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}
