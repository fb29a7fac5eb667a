import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../../../db/client";
import { departmentTaskItems } from "../../../../db/schema";

/**
 * The items each department's task holds (department_task_items), and the copies a row keeps of its task's state,
 * its item's verification status and its reviewer: the functions writing the originals in repo.ts call the copies
 * here in the same transaction.
 */

/**
 * The items each task of a declaration holds, written again when tasks open or reopen (rows of items no task holds
 * any more go); each row copies its task's status, round and opening, its item's order and verification status and
 * its reviewer in the task's department, as they are now.
 */
export async function writeTaskItems(
  db: Executor,
  declarationId: string,
  held: readonly { itemId: string; taskId: string }[],
) {
  await db.execute(sql`delete from department_task_items where declaration_id = ${declarationId}
    and item_id <> all(${sql.param(held.map((h) => h.itemId))}::text[])`);
  if (held.length === 0) return;
  await db.execute(sql`
    insert into department_task_items (item_id, tenant_id, project_time_id, declaration_id, task_id, depart_id,
      material_type, order_num, task_status, round, supplementary, opened_at, reviewer_user_id, verify_status)
    select i.id, t.tenant_id, t.project_time_id, t.declaration_id, t.id, t.depart_id, i.material_type, i.order_num,
      t.status, t.round, t.supplementary, t.opened_at, a.reviewer_user_id, i.verify_status
    from jsonb_to_recordset(${JSON.stringify(held.map((h) => ({ item_id: h.itemId, task_id: h.taskId })))}::jsonb)
      as v(item_id text, task_id text)
    join declaration_items i on i.id = v.item_id join department_tasks t on t.id = v.task_id
    left join department_assignments a on a.item_id = i.id and a.depart_id = t.depart_id
    on conflict (item_id) do update set task_id = excluded.task_id, depart_id = excluded.depart_id,
      material_type = excluded.material_type, order_num = excluded.order_num, task_status = excluded.task_status,
      round = excluded.round, supplementary = excluded.supplementary, opened_at = excluded.opened_at,
      reviewer_user_id = excluded.reviewer_user_id, verify_status = excluded.verify_status`);
}

/** Which department's task holds each item of the declarations. */
export const taskItemsOf = (db: Executor, declarationIds: readonly string[]) =>
  declarationIds.length
    ? db
        .select({ itemId: departmentTaskItems.itemId, departId: departmentTaskItems.departId })
        .from(departmentTaskItems)
        .where(inArray(departmentTaskItems.declarationId, [...declarationIds]))
    : Promise.resolve([]);

/** The items' verification status, copied after the items changed. */
export const copyVerifyStatus = async (db: Executor, itemIds: readonly string[], verifyStatus: string) => {
  if (itemIds.length)
    await db
      .update(departmentTaskItems)
      .set({ verifyStatus })
      .where(inArray(departmentTaskItems.itemId, [...itemIds]));
};

/** The item's reviewer, copied after its assignment changed (when its department's task holds it). */
export const copyReviewer = async (db: Executor, row: { itemId: string; departId: string; reviewerUserId: string }) => {
  await db
    .update(departmentTaskItems)
    .set({ reviewerUserId: row.reviewerUserId })
    .where(and(eq(departmentTaskItems.itemId, row.itemId), eq(departmentTaskItems.departId, row.departId)));
};

/** The status, round and opening of a task (or of every task of a declaration), copied after they changed. */
export async function copyTaskState(db: Executor, tasks: { taskId: string } | { declarationId: string }) {
  const which = "taskId" in tasks ? sql`ti.task_id = ${tasks.taskId}` : sql`ti.declaration_id = ${tasks.declarationId}`;
  await db.execute(sql`update department_task_items ti set task_status = t.status, round = t.round,
      supplementary = t.supplementary, opened_at = t.opened_at
    from department_tasks t where t.id = ti.task_id and ${which}`);
}
