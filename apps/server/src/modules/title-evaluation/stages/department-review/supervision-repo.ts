import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../../db/client";
import { rowsOf } from "./repo";

/**
 * The batch-wide figures of department verification: items of the departments' tasks counted per department,
 * reviewer and material type, the undecided assigned items (for overdue work), the appeals, and the reminders sent.
 */

/** One batch of a tenant, and the departments looked at (every one when null). */
export interface SupervisionScope {
  tenantId: string;
  projectTimeId: string;
  departIds: readonly string[] | null;
}

const anyOf = (values: readonly string[]) => sql`any(${sql.param([...values])}::text[])`;

const taskWhere = (scope: SupervisionScope) =>
  sql`t.tenant_id = ${scope.tenantId} and t.project_time_id = ${scope.projectTimeId} and t.status <> 'CANCELLED'${
    scope.departIds ? sql` and t.depart_id = ${anyOf(scope.departIds)}` : sql``
  }`;

/** Items the scope's tasks hold, with their declaration `d`, task `t` and assignment `a`. */
const itemsFrom = (scope: SupervisionScope, extra: SQL = sql``) => sql`from department_tasks t
  join department_task_items ti on ti.task_id = t.id
  join declarations d on d.id = t.declaration_id
  join declaration_items i on i.id = ti.item_id
  join staff s on s.id = d.staff_id
  left join department_assignments a on a.item_id = i.id
  left join users u on u.id = a.reviewer_user_id
  where ${taskWhere(scope)}${extra}`;

const figureColumns = sql`count(*)::int as total, count(a.item_id)::int as assigned,
  count(*) filter (where i.verify_status <> 'PENDING')::int as decided,
  count(*) filter (where i.verify_status = 'PENDING')::int as pending,
  count(*) filter (where i.verify_status = 'VERIFIED')::int as verified,
  count(*) filter (where i.verify_status = 'RETURNED')::int as returned,
  count(*) filter (where i.verify_status = 'NOT_RECOGNIZED')::int as "notRecognized"`;

export interface FigureRecord {
  total: number;
  assigned: number;
  decided: number;
  pending: number;
  verified: number;
  returned: number;
  notRecognized: number;
}

export const departmentFigures = (db: Executor, scope: SupervisionScope) =>
  rowsOf<FigureRecord & { departId: string }>(
    db,
    sql`select t.depart_id as "departId", ${figureColumns} ${itemsFrom(scope)} group by t.depart_id`,
  );

export const reviewerFigures = (db: Executor, scope: SupervisionScope) =>
  rowsOf<FigureRecord & { departId: string; reviewerId: string; name: string }>(
    db,
    sql`select t.depart_id as "departId", a.reviewer_user_id as "reviewerId", max(u.name) as name, ${figureColumns}
      ${itemsFrom(scope, sql` and a.reviewer_user_id is not null`)}
      group by t.depart_id, a.reviewer_user_id`,
  );

/** The tasks per department: open, and closed (decided or returned). */
export const taskFigures = (db: Executor, scope: SupervisionScope) =>
  rowsOf<{ departId: string; open: number; closed: number }>(
    db,
    sql`select t.depart_id as "departId", count(*) filter (where t.status = 'OPEN')::int as open,
        count(*) filter (where t.status in ('CLOSED', 'RETURNED'))::int as closed
      from department_tasks t where ${taskWhere(scope)} group by t.depart_id`,
  );

export interface WaitingRecord {
  itemId: string;
  declarationId: string;
  declarantName: string;
  materialType: string;
  departId: string;
  reviewerId: string;
  reviewerName: string;
  /** the later of the assignment and the round's opening */
  since: Date | string;
  round: number;
}

/** Assigned items still undecided in open tasks, oldest first (optionally one reviewer's). */
export const waitingItems = (db: Executor, scope: SupervisionScope, reviewerId?: string) =>
  rowsOf<WaitingRecord>(
    db,
    sql`select i.id as "itemId", d.id as "declarationId", s.name as "declarantName", i.material_type as "materialType",
        t.depart_id as "departId", a.reviewer_user_id as "reviewerId", u.name as "reviewerName",
        greatest(a.assigned_at, t.opened_at) as since, t.round
      ${itemsFrom(
        scope,
        sql` and t.status = 'OPEN' and i.verify_status = 'PENDING' and a.reviewer_user_id is not null${
          reviewerId ? sql` and a.reviewer_user_id = ${reviewerId}` : sql``
        }`,
      )}
      order by since, d.id, i.order_num`,
  );

/** Per department and material type: the items' verify statuses and their appeals' outcomes. */
export const countCells = (db: Executor, scope: SupervisionScope) =>
  rowsOf<FigureRecord & { departId: string; materialType: string }>(
    db,
    sql`select t.depart_id as "departId", i.material_type as "materialType", ${figureColumns}
      ${itemsFrom(scope)} group by t.depart_id, i.material_type`,
  );

export const appealCells = (db: Executor, scope: SupervisionScope) =>
  rowsOf<{ departId: string; materialType: string; open: number; upheld: number; overturned: number }>(
    db,
    sql`select p.depart_id as "departId", i.material_type as "materialType",
        count(*) filter (where p.status = 'OPEN')::int as open,
        count(*) filter (where p.status = 'UPHELD')::int as upheld,
        count(*) filter (where p.status = 'OVERTURNED')::int as overturned
      from verdict_appeals p join declaration_items i on i.id = p.item_id
      where p.tenant_id = ${scope.tenantId} and p.project_time_id = ${scope.projectTimeId}${
        scope.departIds ? sql` and p.depart_id = ${anyOf(scope.departIds)}` : sql``
      }
      group by p.depart_id, i.material_type`,
  );

/** The declarations under verification in the scope, counted by a declaration column. */
export const declarantsBy = (db: Executor, scope: SupervisionScope, column: "status" | "level") =>
  rowsOf<{ key: string; n: number }>(
    db,
    sql`select d.${sql.raw(column)} as key, count(distinct d.id)::int as n
      from department_tasks t join declarations d on d.id = t.declaration_id
      where ${taskWhere(scope)} group by d.${sql.raw(column)} order by n desc`,
  );

export const declarantsPerDepartment = (db: Executor, scope: SupervisionScope) =>
  rowsOf<{ departId: string; n: number }>(
    db,
    sql`select t.depart_id as "departId", count(distinct t.declaration_id)::int as n
      from department_tasks t where ${taskWhere(scope)} group by t.depart_id`,
  );

export const departNames = (db: Executor, tenantId: string, ids: readonly string[]) =>
  ids.length
    ? rowsOf<{ id: string; name: string; nameEn: string | null }>(
        db,
        sql`select id, name, name_en as "nameEn" from departs where tenant_id = ${tenantId} and id = ${anyOf(ids)}
          order by name`,
      )
    : Promise.resolve([]);

export const REMINDER_KIND = "department.reminder";

/** The latest reminder each of the reviewers got. */
export const lastReminders = (db: Executor, tenantId: string, userIds: readonly string[]) =>
  userIds.length
    ? rowsOf<{ userId: string; at: Date | string }>(
        db,
        sql`select user_id as "userId", max(created_at) as at from user_messages
          where tenant_id = ${tenantId} and kind = ${REMINDER_KIND} and user_id = ${anyOf(userIds)} group by user_id`,
      )
    : Promise.resolve([]);

/** Reminders to one reviewer queue behind each other, so two at once cannot both pass the hour's check. */
export const lockReminders = (db: Executor, reviewerId: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext(${`department.reminder:${reviewerId}`}))`);

/** The reviewer's department, when they hold the reviewer group. */
export const reviewerDepartment = async (db: Executor, tenantId: string, userId: string) =>
  (
    await rowsOf<{ departId: string; name: string }>(
      db,
      sql`select u.depart_id as "departId", u.name from users u
        join group_members gm on gm.user_id = u.id join groups g on g.id = gm.group_id and g.code = 'dept_reviewer'
        where u.tenant_id = ${tenantId} and u.id = ${userId} and u.deleted_at is null limit 1`,
    )
  )[0] ?? null;

/** Verdicts given in a round after the first: an item with an earlier verdict (appeals' overturnings aside). */
export async function supplementaryVerdictPage(
  db: Executor,
  view: { tenantId: string; departId: string; types: readonly string[]; projectTimeId?: string },
  query: { verdict?: string; keyword?: string; offset: number; limit: number },
) {
  const earlier = sql`(select count(*) from item_verdicts e where e.item_id = v.item_id and e.seq < v.seq
    and e.verdict <> 'OVERTURNED')`;
  const where = sql`from item_verdicts v
    join declarations d on d.id = v.declaration_id join staff s on s.id = d.staff_id
    left join departs un on un.id = d.unit_id
    where v.tenant_id = ${view.tenantId} and v.depart_id = ${view.departId} and v.verdict <> 'OVERTURNED'
      and v.material_type = ${anyOf(view.types)} and ${earlier} > 0${
        view.projectTimeId ? sql` and d.project_time_id = ${view.projectTimeId}` : sql``
      }${query.verdict ? sql` and v.verdict = ${query.verdict}` : sql``}${
        query.keyword
          ? sql` and (s.name ilike ${`%${query.keyword}%`} or s.employee_no ilike ${`%${query.keyword}%`})`
          : sql``
      }`;
  const [rows, [total]] = await Promise.all([
    rowsOf<{
      id: string;
      itemId: string;
      declarationId: string;
      declarantName: string;
      employeeNo: string;
      unitName: string | null;
      unitNameEn: string | null;
      materialType: string;
      round: number;
      verdict: string;
      reason: string | null;
      reviewerName: string;
      createdAt: Date | string;
    }>(
      db,
      sql`select v.id, v.item_id as "itemId", d.id as "declarationId", s.name as "declarantName",
          s.employee_no as "employeeNo", un.name as "unitName", un.name_en as "unitNameEn",
          v.material_type as "materialType", (${earlier} + 1)::int as round, v.verdict, v.reason,
          v.reviewer_name as "reviewerName", v.created_at as "createdAt"
        ${where} order by v.seq desc limit ${query.limit} offset ${query.offset}`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n ${where}`),
  ]);
  return { rows, total: total?.n ?? 0 };
}
