import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Executor } from "../../../../db/client";
import { rowsOf } from "../../../../db/rows";
import {
  declarationAttachments,
  declarationItems,
  declarations,
  departmentAssignmentLog,
  departmentAssignments,
  departmentTaskItems,
  departmentTasks,
  departs,
  groupMembers,
  groups,
  itemVerdicts,
  users,
} from "../../../../db/schema";
import * as taskItems from "./task-items-repo";

/**
 * Department verification's tables (tasks and the items they hold, assignments and their log, verdicts) and the
 * verification columns of a declaration's items, which this stage alone writes. A task item's copies of its reviewer
 * and of its verification status are written by the same functions as the originals (assignment, verdicts, resets).
 */

export type TaskRecord = typeof departmentTasks.$inferSelect;
export type ItemRecord = typeof declarationItems.$inferSelect;
export type VerdictRecord = Pick<
  typeof itemVerdicts.$inferSelect,
  | "id"
  | "itemId"
  | "declarationId"
  | "materialType"
  | "verdict"
  | "reason"
  | "reclassification"
  | "reviewerName"
  | "itemVersion"
> & { createdAt: Date | string };

export interface Rows<T> {
  rows: T[];
}

export { rowsOf };

/** The declaration row locked: verdicts on one declaration queue behind each other so the last one closes it. */
export async function lockDeclaration(db: Executor, tenantId: string, id: string, forUpdate = true) {
  const query = db
    .select({
      id: declarations.id,
      status: declarations.status,
      version: declarations.version,
      userId: declarations.userId,
      staffId: declarations.staffId,
      unitId: declarations.unitId,
      projectTimeId: declarations.projectTimeId,
    })
    .from(declarations)
    .where(and(eq(declarations.tenantId, tenantId), eq(declarations.id, id)));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

export async function findDeclarationRef(db: Executor, tenantId: string, id: string) {
  const [row] = await db
    .select({ id: declarations.id, status: declarations.status, version: declarations.version })
    .from(declarations)
    .where(and(eq(declarations.tenantId, tenantId), eq(declarations.id, id)));
  return row ?? null;
}

export async function declarationStatuses(db: Executor, tenantId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: declarations.id, status: declarations.status })
    .from(declarations)
    .where(and(eq(declarations.tenantId, tenantId), inArray(declarations.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.status]));
}

// ---------------------------------------------------------------------------------------------------------------
// Tasks

export const listTasks = (db: Executor, declarationId: string) =>
  db.select().from(departmentTasks).where(eq(departmentTasks.declarationId, declarationId));

export const listTasksOf = (db: Executor, declarationIds: readonly string[]) =>
  declarationIds.length
    ? db
        .select()
        .from(departmentTasks)
        .where(inArray(departmentTasks.declarationId, [...declarationIds]))
    : Promise.resolve([]);

export async function findTask(db: Executor, declarationId: string, departId: string) {
  const [row] = await db
    .select()
    .from(departmentTasks)
    .where(and(eq(departmentTasks.declarationId, declarationId), eq(departmentTasks.departId, departId)));
  return row ?? null;
}

export async function insertTask(db: Executor, row: typeof departmentTasks.$inferInsert) {
  await db.insert(departmentTasks).values(row);
}

/** A task opened again: the next round, OPEN; `supplementary` when it comes back after a return. */
export async function reopenTask(db: Executor, id: string, supplementary: boolean, now: Date) {
  await db
    .update(departmentTasks)
    .set({
      status: "OPEN",
      round: sql`${departmentTasks.round} + 1`,
      supplementary,
      openedAt: now,
      closedAt: null,
      version: sql`${departmentTasks.version} + 1`,
    })
    .where(eq(departmentTasks.id, id));
  await taskItems.copyTaskState(db, { taskId: id });
}

export async function setTaskStatus(db: Executor, id: string, status: string, closedAt: Date | null) {
  await db
    .update(departmentTasks)
    .set({ status, closedAt, version: sql`${departmentTasks.version} + 1` })
    .where(eq(departmentTasks.id, id));
  await taskItems.copyTaskState(db, { taskId: id });
}

export async function cancelOpenTasks(db: Executor, declarationId: string, now: Date) {
  await db
    .update(departmentTasks)
    .set({ status: "CANCELLED", closedAt: now, version: sql`${departmentTasks.version} + 1` })
    .where(and(eq(departmentTasks.declarationId, declarationId), ne(departmentTasks.status, "CANCELLED")));
  await taskItems.copyTaskState(db, { declarationId });
}

// ---------------------------------------------------------------------------------------------------------------
// Items

export const itemsOf = (db: Executor, declarationId: string) =>
  db.select().from(declarationItems).where(eq(declarationItems.declarationId, declarationId));

export const itemsOfMany = (db: Executor, declarationIds: readonly string[]) =>
  declarationIds.length
    ? db
        .select()
        .from(declarationItems)
        .where(inArray(declarationItems.declarationId, [...declarationIds]))
    : Promise.resolve([]);

export async function findItem(db: Executor, itemId: string) {
  const [row] = await db.select().from(declarationItems).where(eq(declarationItems.id, itemId));
  return row ?? null;
}

/** The declaration of each item, by item id (unknown ids are missing). */
export async function itemDeclarations(db: Executor, itemIds: readonly string[]) {
  if (itemIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: declarationItems.id, declarationId: declarationItems.declarationId })
    .from(declarationItems)
    .where(inArray(declarationItems.id, [...new Set(itemIds)]));
  return new Map(rows.map((r) => [r.id, r.declarationId]));
}

/** The item's verification, only if it is still at the version the reviewer saw: false when someone came first. */
export async function decideItemAtVersion(
  db: Executor,
  itemId: string,
  version: number,
  values: {
    verifyStatus: string;
    verifyComment: string | null;
    verifiedBy: string;
    verifiedAt: Date;
    payload?: Record<string, unknown>;
  },
): Promise<boolean> {
  const rows = await db
    .update(declarationItems)
    .set({ ...values, version: version + 1 })
    .where(and(eq(declarationItems.id, itemId), eq(declarationItems.version, version)))
    .returning({ id: declarationItems.id });
  await taskItems.copyVerifyStatus(
    db,
    rows.map((r) => r.id),
    values.verifyStatus,
  );
  return rows.length === 1;
}

/**
 * Decides several items with the same values, each only at the version its reviewer saw: answers how many changed
 * (fewer than asked: someone came first).
 */
export async function decideItemsAtVersion(
  db: Executor,
  items: readonly { itemId: string; version: number }[],
  values: {
    verifyStatus: string;
    verifyComment: string | null;
    verifiedBy: string;
    verifiedAt: Date;
    payload?: Record<string, unknown>;
  },
): Promise<number> {
  if (items.length === 1) {
    const [one] = items;
    return (await decideItemAtVersion(db, one?.itemId ?? "", one?.version ?? 0, values)) ? 1 : 0;
  }
  const result = (await db.execute(sql`
    update declaration_items i set verify_status = ${values.verifyStatus}, verify_comment = ${values.verifyComment},
      verified_by = ${values.verifiedBy}, verified_at = ${values.verifiedAt.toISOString()}::timestamptz,
      version = i.version + 1, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(items.map((i) => ({ id: i.itemId, version: i.version })))}::jsonb)
      as v(id text, version int)
    where i.id = v.id and i.version = v.version
    returning i.id`)) as unknown as Rows<{ id: string }>;
  await taskItems.copyVerifyStatus(
    db,
    result.rows.map((r) => r.id),
    values.verifyStatus,
  );
  return result.rows.length;
}

export async function insertVerdicts(db: Executor, rows: (typeof itemVerdicts.$inferInsert)[]) {
  if (rows.length) await db.insert(itemVerdicts).values(rows);
}

/** Items sent back for another look: pending again, at a new version. */
export async function resetItems(db: Executor, itemIds: readonly string[]) {
  if (!itemIds.length) return;
  await db
    .update(declarationItems)
    .set({
      verifyStatus: "PENDING",
      verifyComment: null,
      verifiedBy: null,
      verifiedAt: null,
      version: sql`${declarationItems.version} + 1`,
    })
    .where(inArray(declarationItems.id, [...itemIds]));
  await taskItems.copyVerifyStatus(db, itemIds, "PENDING");
}

export const attachmentsOf = (db: Executor, itemId: string) =>
  db
    .select({
      id: declarationAttachments.id,
      name: declarationAttachments.name,
      mime: declarationAttachments.mime,
      size: declarationAttachments.size,
    })
    .from(declarationAttachments)
    .where(eq(declarationAttachments.itemId, itemId))
    .orderBy(declarationAttachments.orderNum);

// ---------------------------------------------------------------------------------------------------------------
// Verdicts

export async function insertVerdict(db: Executor, row: typeof itemVerdicts.$inferInsert) {
  await db.insert(itemVerdicts).values(row);
}

export const verdictsOf = (db: Executor, itemId: string) =>
  db.select().from(itemVerdicts).where(eq(itemVerdicts.itemId, itemId)).orderBy(itemVerdicts.seq);

// ---------------------------------------------------------------------------------------------------------------
// Assignments

export async function findAssignments(db: Executor, itemIds: readonly string[]) {
  if (!itemIds.length) return [];
  return db
    .select()
    .from(departmentAssignments)
    .where(inArray(departmentAssignments.itemId, [...itemIds]));
}

export async function upsertAssignment(db: Executor, row: typeof departmentAssignments.$inferInsert) {
  await db
    .insert(departmentAssignments)
    .values(row)
    .onConflictDoUpdate({
      target: departmentAssignments.itemId,
      set: {
        taskId: row.taskId,
        reviewerUserId: row.reviewerUserId,
        assignedBy: row.assignedBy,
        assignedAt: row.assignedAt ?? new Date(),
      },
    });
  await taskItems.copyReviewer(db, row);
}

export async function logAssignment(db: Executor, row: typeof departmentAssignmentLog.$inferInsert) {
  await db.insert(departmentAssignmentLog).values(row);
}

// ---------------------------------------------------------------------------------------------------------------
// People

export async function findUserDepart(db: Executor, tenantId: string, userId: string) {
  const [row] = await db
    .select({
      name: users.name,
      departId: departs.id,
      departCode: departs.code,
      departName: departs.name,
      departNameEn: departs.nameEn,
    })
    .from(users)
    .leftJoin(departs, eq(departs.id, users.departId))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return row ?? null;
}

export async function findDepartNames(db: Executor, tenantId: string, id: string) {
  const [row] = await db
    .select({ id: departs.id, code: departs.code, name: departs.name, nameEn: departs.nameEn })
    .from(departs)
    .where(and(eq(departs.tenantId, tenantId), eq(departs.id, id)));
  return row ?? null;
}

/** The enabled members of a department holding a role group (by its code). */
export async function departMembers(db: Executor, tenantId: string, departId: string, groupCode: string) {
  return db
    .selectDistinct({ userId: users.id, name: users.name })
    .from(users)
    .innerJoin(groupMembers, eq(groupMembers.userId, users.id))
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.departId, departId),
        eq(users.enabled, true),
        sql`${users.deletedAt} is null`,
        eq(groups.code, groupCode),
      ),
    )
    .orderBy(users.name);
}

/** Whether the user's office (their department) has a task on the declaration, in any status. */
export async function officeHasTask(db: Executor, userId: string, declarationId: string) {
  const rows = await db
    .select({ id: departmentTasks.id })
    .from(departmentTasks)
    .innerJoin(users, eq(users.departId, departmentTasks.departId))
    .where(and(eq(users.id, userId), eq(departmentTasks.declarationId, declarationId)))
    .limit(1);
  return rows.length > 0;
}

/** Whether the user's office's task on the declaration holds the item (the office verifies it). */
export async function officeHoldsItem(db: Executor, userId: string, declarationId: string, itemId: string) {
  const rows = await db
    .select({ id: departmentTaskItems.itemId })
    .from(departmentTaskItems)
    .innerJoin(users, eq(users.departId, departmentTaskItems.departId))
    .where(
      and(
        eq(users.id, userId),
        eq(departmentTaskItems.declarationId, declarationId),
        eq(departmentTaskItems.itemId, itemId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
