import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../../db/client";
import { rowsOf } from "./repo";

/** The department's lists: the reviewer's queue, the assigner's items, the counts, the histories, duplicate claims. */

/** One department, and (for a page) the material types of that page. */
export interface DepartmentView {
  tenantId: string;
  departId: string;
  types: readonly string[];
  /** one batch's tasks only */
  projectTimeId?: string;
}

const anyOf = (values: readonly string[]) => sql`any(${sql.param([...values])}::text[])`;

/**
 * How many other declarations of the batch claim the same record as the item `i` (same DOI, patent number…),
 * through the items' claim key (a stored column, indexed with the material type).
 */
const duplicateCount = () => sql`(
  select count(distinct o.declaration_id)::int from declaration_items o join declarations od on od.id = o.declaration_id
  where i.claim_key is not null and o.material_type = i.material_type and o.claim_key = i.claim_key
    and od.id <> d.id and od.project_time_id = d.project_time_id and od.status not in ('DRAFT', 'WITHDRAWN')
)`;

/**
 * Items the department's tasks (not cancelled) hold, of the view's types: `ti` the item in its task, with the copies
 * the lists filter, sort and show (the task's status, round and opening, the item's order, reviewer and verification
 * status), and whatever `joins` adds.
 */
function heldFrom(view: DepartmentView, joins: SQL = sql``): SQL {
  return sql`from department_task_items ti${joins}
    where ti.tenant_id = ${view.tenantId} and ti.depart_id = ${view.departId} and ti.material_type = ${anyOf(view.types)}
      and ti.task_status <> 'CANCELLED'${view.projectTimeId ? sql` and ti.project_time_id = ${view.projectTimeId}` : sql``}`;
}

const itemJoin = sql` join declaration_items i on i.id = ti.item_id`;
const declarantJoins = sql` join declarations d on d.id = ti.declaration_id join staff s on s.id = d.staff_id`;

/** The item `i`, its declaration `d`, the declarant `s` and their unit `un` of a task item `ti`. */
const recordJoins = sql`${itemJoin}${declarantJoins} left join departs un on un.id = d.unit_id`;

const keywordFilter = (keyword?: string) =>
  keyword ? sql` and (s.name ilike ${`%${keyword}%`} or s.employee_no ilike ${`%${keyword}%`})` : sql``;

export interface QueueRecord {
  itemId: string;
  declarationId: string;
  declarantName: string;
  employeeNo: string;
  unitName: string | null;
  unitNameEn: string | null;
  materialType: string;
  payload: Record<string, unknown>;
  source: string;
  verifyStatus: string;
  verifyComment: string | null;
  version: number;
  reviewerId: string | null;
  reviewerName: string | null;
  round: number;
  supplementary: boolean;
  taskStatus: string;
  duplicates: number;
}

const recordColumns = sql`i.id as "itemId", d.id as "declarationId", s.name as "declarantName",
  s.employee_no as "employeeNo", un.name as "unitName", un.name_en as "unitNameEn", i.material_type as "materialType",
  i.payload, i.source, i.verify_status as "verifyStatus", i.verify_comment as "verifyComment", i.version,
  ti.reviewer_user_id as "reviewerId", (select ru.name from users ru where ru.id = ti.reviewer_user_id) as "reviewerName",
  ti.round, ti.supplementary, ti.task_status as "taskStatus", ${duplicateCount()} as duplicates`;

/**
 * One page of a list and its total in one statement: the matching items are counted and sorted among the task items
 * (`order` names their columns only), and only the page's rows are read whole.
 */
async function pageOf(db: Executor, from: SQL, order: SQL, limit: number, offset: number) {
  const rows = await rowsOf<QueueRecord & { total: number }>(
    db,
    sql`with ti as (select ti.*, count(*) over ()::int as total ${from} order by ${order} limit ${limit} offset ${offset})
      select ${recordColumns}, ti.total from ti${recordJoins} order by ${order}`,
  );
  // a page past the end has no row to carry the total
  const total =
    rows[0]?.total ??
    (offset > 0 ? ((await rowsOf<{ n: number }>(db, sql`select count(*)::int as n ${from}`))[0]?.n ?? 0) : 0);
  return { rows: rows.map(({ total: _t, ...row }) => row as QueueRecord), total };
}

/**
 * The reviewer's queue: items assigned to them, and items nobody is assigned yet (any reviewer of the department may
 * take those). PENDING: still to decide in an open task; DECIDED: decided by them or assigned to them.
 */
function queueFrom(
  view: DepartmentView,
  reviewerId: string,
  status: string,
  keyword?: string,
  supplementary = false,
): SQL {
  // the undecided items of nobody are everyone's; the decided ones are the reviewer's who decided them
  const mine =
    status === "PENDING"
      ? sql` and (ti.reviewer_user_id = ${reviewerId} or ti.reviewer_user_id is null)`
      : sql` and (ti.reviewer_user_id = ${reviewerId} or (ti.reviewer_user_id is null and (ti.verify_status = 'PENDING' or i.verified_by = ${reviewerId})))`;
  const byStatus =
    status === "PENDING"
      ? sql` and ti.task_status = 'OPEN' and ti.verify_status = 'PENDING'`
      : status === "DECIDED"
        ? sql` and ti.verify_status <> 'PENDING'`
        : sql``;
  // a supplementary round's items: those reopened in it, still waiting or decided since it opened
  const round = supplementary
    ? sql` and ti.supplementary and (ti.verify_status = 'PENDING' or i.verified_at >= ti.opened_at)`
    : sql``;
  const joins = sql`${status === "PENDING" && !supplementary ? sql`` : itemJoin}${keyword ? declarantJoins : sql``}`;
  return sql`${heldFrom(view, joins)}${mine}${byStatus}${round}${keywordFilter(keyword)}`;
}

const queueOrder = sql`ti.opened_at, ti.declaration_id, ti.material_type, ti.order_num, ti.item_id`;

export async function queuePage(
  db: Executor,
  view: DepartmentView,
  reviewerId: string,
  query: { status: string; keyword?: string; offset: number; limit: number; supplementary?: boolean },
) {
  const from = queueFrom(view, reviewerId, query.status, query.keyword, query.supplementary);
  return pageOf(db, from, queueOrder, query.limit, query.offset);
}

/** Items as their department sees them, by id (an item the department does not verify is missing). */
export async function findQueueItems(db: Executor, view: DepartmentView, itemIds: readonly string[]) {
  if (itemIds.length === 0) return new Map<string, QueueRecord>();
  const rows = await rowsOf<QueueRecord>(
    db,
    sql`select ${recordColumns} ${heldFrom(view, recordJoins)} and ti.item_id = ${anyOf(itemIds)}`,
  );
  return new Map(rows.map((r) => [r.itemId, r]));
}

/** One item as its department sees it, or null when the department does not verify it. */
export async function findQueueItem(db: Executor, view: DepartmentView, itemId: string) {
  return (await findQueueItems(db, view, [itemId])).get(itemId) ?? null;
}

/** The other declarants' items claiming the same record as this one. */
export async function duplicateClaims(db: Executor, itemId: string) {
  return rowsOf<{
    itemId: string;
    declarationId: string;
    declarantName: string;
    unitName: string | null;
    unitNameEn: string | null;
  }>(
    db,
    sql`select o.id as "itemId", od.id as "declarationId", s.name as "declarantName", un.name as "unitName",
        un.name_en as "unitNameEn"
      from declaration_items i join declarations d on d.id = i.declaration_id
      join declaration_items o on o.material_type = i.material_type
      join declarations od on od.id = o.declaration_id and od.project_time_id = d.project_time_id and od.id <> d.id
      join staff s on s.id = od.staff_id
      left join departs un on un.id = od.unit_id
      where i.id = ${itemId} and od.status not in ('DRAFT', 'WITHDRAWN') and o.claim_key = i.claim_key
      order by s.name`,
  );
}

/** The assigner's list of one page: every item of the department's tasks, with its reviewer. */
export async function assignPage(
  db: Executor,
  view: DepartmentView,
  query: { assigned: string; keyword?: string; offset: number; limit: number },
) {
  const byAssignment =
    query.assigned === "yes"
      ? sql` and ti.reviewer_user_id is not null`
      : query.assigned === "no"
        ? sql` and ti.reviewer_user_id is null`
        : sql``;
  const from = sql`${heldFrom(view, query.keyword ? declarantJoins : sql``)}${byAssignment}${keywordFilter(query.keyword)}`;
  return pageOf(
    db,
    from,
    // the work still to do first: open tasks, and in them the items nobody has decided
    sql`ti.task_status = 'OPEN' desc, ti.verify_status = 'PENDING' desc, ti.opened_at, ti.declaration_id, ti.order_num, ti.item_id`,
    query.limit,
    query.offset,
  );
}

/** Undecided items of a page in open tasks that nobody is assigned yet (assignEvenly's work). */
export async function unassignedPending(db: Executor, view: DepartmentView) {
  return rowsOf<{ itemId: string; declarationId: string; materialType: string; taskId: string }>(
    db,
    sql`select ti.item_id as "itemId", ti.declaration_id as "declarationId", ti.material_type as "materialType",
        ti.task_id as "taskId"
      ${heldFrom(view)} and ti.task_status = 'OPEN' and ti.verify_status = 'PENDING' and ti.reviewer_user_id is null
      order by ti.opened_at, ti.declaration_id, ti.order_num, ti.item_id`,
  );
}

/** The department's items of the given ids, with their task (for assignment). */
export async function itemsForAssignment(db: Executor, view: DepartmentView, itemIds: readonly string[]) {
  return rowsOf<{
    itemId: string;
    declarationId: string;
    materialType: string;
    taskId: string;
    taskStatus: string;
    verifyStatus: string;
    reviewerId: string | null;
  }>(
    db,
    sql`select ti.item_id as "itemId", ti.declaration_id as "declarationId", ti.material_type as "materialType",
        ti.task_id as "taskId", ti.task_status as "taskStatus", ti.verify_status as "verifyStatus",
        ti.reviewer_user_id as "reviewerId"
      ${heldFrom(view)} and ti.item_id = ${anyOf(itemIds)}`,
  );
}

/** Per material type: items, assigned, decided and returned, over the department's tasks (a batch's, if named). */
export async function countsByType(db: Executor, view: DepartmentView) {
  return rowsOf<{ materialType: string; total: number; assigned: number; decided: number; returned: number }>(
    db,
    sql`select ti.material_type as "materialType", count(*)::int as total,
        count(ti.reviewer_user_id)::int as assigned,
        count(*) filter (where ti.verify_status <> 'PENDING')::int as decided,
        count(*) filter (where ti.verify_status = 'RETURNED')::int as returned
      ${heldFrom(view)} group by ti.material_type`,
  );
}

/** Each reviewer's load in the department: assigned items, and how many of them are decided. */
export async function reviewerLoads(db: Executor, view: DepartmentView) {
  return rowsOf<{ reviewerId: string; assigned: number; decided: number }>(
    db,
    sql`select ti.reviewer_user_id as "reviewerId", count(*)::int as assigned,
        count(*) filter (where ti.verify_status <> 'PENDING')::int as decided
      ${heldFrom(view)} and ti.reviewer_user_id is not null group by ti.reviewer_user_id`,
  );
}

const historyTypes = (types?: readonly string[]) => (types ? sql` and l.material_type = ${anyOf(types)}` : sql``);

/** AuditMainFpBak: every (re)assignment in the department, newest first. */
export async function assignmentLogPage(
  db: Executor,
  tenantId: string,
  departId: string,
  query: { types?: readonly string[]; offset: number; limit: number },
) {
  const where = sql`from department_assignment_log l
    join declarations d on d.id = l.declaration_id join staff s on s.id = d.staff_id
    left join users fu on fu.id = l.from_reviewer_id join users tu on tu.id = l.to_reviewer_id
    join users bu on bu.id = l.by_user_id
    where l.tenant_id = ${tenantId} and l.depart_id = ${departId}${historyTypes(query.types)}`;
  const [rows, [total]] = await Promise.all([
    rowsOf<{
      seq: number;
      itemId: string;
      declarationId: string;
      declarantName: string;
      materialType: string;
      fromReviewer: string | null;
      toReviewer: string;
      byUser: string;
      createdAt: Date;
    }>(
      db,
      sql`select l.seq::int as seq, l.item_id as "itemId", l.declaration_id as "declarationId",
          s.name as "declarantName", l.material_type as "materialType", fu.name as "fromReviewer",
          tu.name as "toReviewer", bu.name as "byUser", l.created_at as "createdAt"
        ${where} order by l.seq desc limit ${query.limit} offset ${query.offset}`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n ${where}`),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** AuditMainShBak: every verdict in the department, newest first. */
export async function verdictLogPage(
  db: Executor,
  tenantId: string,
  departId: string,
  query: { types?: readonly string[]; offset: number; limit: number },
) {
  const where = sql`from item_verdicts l
    join declarations d on d.id = l.declaration_id join staff s on s.id = d.staff_id
    where l.tenant_id = ${tenantId} and l.depart_id = ${departId}${historyTypes(query.types)}`;
  const [rows, [total]] = await Promise.all([
    rowsOf<{
      id: string;
      itemId: string;
      declarationId: string;
      declarantName: string;
      materialType: string;
      verdict: string;
      reason: string | null;
      reclassification: { field: string; before: unknown; after: unknown } | null;
      reviewerName: string;
      itemVersion: number;
      createdAt: Date;
    }>(
      db,
      sql`select l.id, l.item_id as "itemId", l.declaration_id as "declarationId", s.name as "declarantName",
          l.material_type as "materialType",
          l.verdict, l.reason, l.reclassification, l.reviewer_name as "reviewerName", l.item_version as "itemVersion",
          l.created_at as "createdAt"
        ${where} order by l.seq desc limit ${query.limit} offset ${query.offset}`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n ${where}`),
  ]);
  return { rows, total: total?.n ?? 0 };
}
