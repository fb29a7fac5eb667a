import type { NamedListEffects, NamedListRow, NamedListType, StaffOption } from "@zcps/contracts/zcps/staff/api";
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { containsPattern } from "../../../db/like";
import { batches, departs, namedLists, projects, staff, zcpsSettings } from "../../../db/schema";

export interface ListFilter {
  tenantId: string;
  listType: NamedListType;
  projectTimeId?: string;
  status?: string;
  unitId?: string;
  keyword?: string;
}

function filterCondition(filter: ListFilter): SQL | undefined {
  const like = filter.keyword ? containsPattern(filter.keyword) : undefined;
  return and(
    eq(namedLists.tenantId, filter.tenantId),
    eq(namedLists.listType, filter.listType),
    // an entry for every batch counts in each batch
    filter.projectTimeId
      ? or(eq(namedLists.projectTimeId, filter.projectTimeId), isNull(namedLists.projectTimeId))
      : undefined,
    filter.status ? eq(namedLists.status, filter.status) : undefined,
    filter.unitId ? eq(staff.unitId, filter.unitId) : undefined,
    like ? or(ilike(staff.name, like), ilike(staff.employeeNo, like)) : undefined,
  );
}

const columns = {
  id: namedLists.id,
  listType: namedLists.listType,
  staffId: namedLists.staffId,
  employeeNo: staff.employeeNo,
  name: staff.name,
  unitName: departs.name,
  unitNameEn: departs.nameEn,
  projectTimeId: namedLists.projectTimeId,
  projectTimeName: batches.name,
  projectTimeNameEn: batches.nameEn,
  level: namedLists.level,
  evidence: namedLists.evidence,
  effects: namedLists.effects,
  status: namedLists.status,
  reviewComment: namedLists.reviewComment,
  createdAt: namedLists.createdAt,
};

function selectEntries(db: Executor, where: SQL | undefined) {
  return db
    .select(columns)
    .from(namedLists)
    .innerJoin(staff, eq(staff.id, namedLists.staffId))
    .leftJoin(departs, eq(departs.id, staff.unitId))
    .leftJoin(batches, eq(batches.id, namedLists.projectTimeId))
    .where(where);
}

type Raw = Awaited<ReturnType<typeof selectEntries>>[number];
const toRow = (raw: Raw): NamedListRow =>
  ({ ...raw, createdAt: new Date(raw.createdAt).toISOString() }) as NamedListRow;

export async function pageEntries(db: Executor, filter: ListFilter, page: number, limit: number) {
  const where = filterCondition(filter);
  const [rows, [total]] = await Promise.all([
    selectEntries(db, where)
      .orderBy(desc(namedLists.createdAt), asc(namedLists.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(namedLists).innerJoin(staff, eq(staff.id, namedLists.staffId)).where(where),
  ]);
  return { rows: rows.map(toRow), total: total?.n ?? 0 };
}

export async function findEntry(db: Executor, tenantId: string, listType: NamedListType, id: string) {
  const [raw] = await selectEntries(
    db,
    and(eq(namedLists.tenantId, tenantId), eq(namedLists.listType, listType), eq(namedLists.id, id)),
  );
  return raw ? toRow(raw) : null;
}

/** Another entry of the same staff member on the list for the same batch (or for every batch). */
export async function duplicateExists(
  db: Executor,
  tenantId: string,
  listType: NamedListType,
  staffId: string,
  projectTimeId: string | null,
  excludeId?: string,
) {
  const rows = await db
    .select({ id: namedLists.id })
    .from(namedLists)
    .where(
      and(
        eq(namedLists.tenantId, tenantId),
        eq(namedLists.listType, listType),
        eq(namedLists.staffId, staffId),
        sql`${namedLists.projectTimeId} is not distinct from ${projectTimeId}`,
      ),
    );
  return rows.some((r) => r.id !== excludeId);
}

export async function entryFor(
  db: Executor,
  tenantId: string,
  listType: NamedListType,
  staffId: string,
  projectTimeId: string | null,
) {
  const [row] = await db
    .select({ id: namedLists.id })
    .from(namedLists)
    .where(
      and(
        eq(namedLists.tenantId, tenantId),
        eq(namedLists.listType, listType),
        eq(namedLists.staffId, staffId),
        sql`${namedLists.projectTimeId} is not distinct from ${projectTimeId}`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export async function insertEntry(db: Executor, row: typeof namedLists.$inferInsert) {
  await db.insert(namedLists).values(row);
}

export async function updateEntry(
  db: Executor,
  tenantId: string,
  id: string,
  values: Partial<typeof namedLists.$inferInsert>,
) {
  await db
    .update(namedLists)
    .set(values)
    .where(and(eq(namedLists.tenantId, tenantId), eq(namedLists.id, id)));
}

export async function deleteEntry(db: Executor, tenantId: string, listType: NamedListType, id: string) {
  const rows = await db
    .delete(namedLists)
    .where(and(eq(namedLists.tenantId, tenantId), eq(namedLists.listType, listType), eq(namedLists.id, id)))
    .returning({ id: namedLists.id });
  return rows.length === 1;
}

export async function findStaffRef(db: Executor, tenantId: string, staffId: string) {
  const [row] = await db
    .select({ id: staff.id, userId: staff.userId, name: staff.name })
    .from(staff)
    .where(and(eq(staff.tenantId, tenantId), eq(staff.id, staffId)))
    .limit(1);
  return row ?? null;
}

/** A batch of one of the tenant's projects. */
export async function batchExists(db: Executor, tenantId: string, projectTimeId: string) {
  const rows = await db
    .select({ id: batches.id })
    .from(batches)
    .innerJoin(projects, eq(projects.id, batches.projectId))
    .where(and(eq(projects.tenantId, tenantId), eq(batches.id, projectTimeId)))
    .limit(1);
  return rows.length === 1;
}

export async function batchesOf(db: Executor, projectId: string) {
  return db
    .select({ id: batches.id, name: batches.name, nameEn: batches.nameEn })
    .from(batches)
    .where(eq(batches.projectId, projectId))
    .orderBy(asc(batches.orderNum), asc(batches.name));
}

export async function projectsOf(db: Executor, tenantId: string) {
  return db
    .select({ id: projects.id, enabled: projects.enabled })
    .from(projects)
    .where(eq(projects.tenantId, tenantId))
    .orderBy(desc(projects.year), asc(projects.orderNum));
}

export async function searchStaff(
  db: Executor,
  tenantId: string,
  keyword: string | undefined,
  limit: number,
): Promise<StaffOption[]> {
  const like = keyword ? containsPattern(keyword) : undefined;
  return db
    .select({
      id: staff.id,
      employeeNo: staff.employeeNo,
      name: staff.name,
      unitName: departs.name,
      unitNameEn: departs.nameEn,
      titleName: staff.currentTitleName,
    })
    .from(staff)
    .leftJoin(departs, eq(departs.id, staff.unitId))
    .where(
      and(eq(staff.tenantId, tenantId), like ? or(ilike(staff.name, like), ilike(staff.employeeNo, like)) : undefined),
    )
    .orderBy(asc(staff.employeeNo))
    .limit(limit);
}

export async function settingValue(db: Executor, tenantId: string, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: zcpsSettings.value })
    .from(zcpsSettings)
    .where(and(eq(zcpsSettings.tenantId, tenantId), eq(zcpsSettings.key, key)))
    .limit(1);
  return row?.value;
}

/** Approved entries of a tenant that hold in a batch: the batch's own and the every-batch ones. */
const approvedIn = (tenantId: string, projectTimeId: string, condition: SQL) =>
  and(
    eq(namedLists.tenantId, tenantId),
    condition,
    eq(namedLists.status, "approved"),
    or(eq(namedLists.projectTimeId, projectTimeId), isNull(namedLists.projectTimeId)),
  );

/** The staff with an approved entry on a list that holds in the batch. */
export async function approvedStaffIds(db: Executor, tenantId: string, listType: NamedListType, projectTimeId: string) {
  const rows = await db
    .selectDistinct({ staffId: namedLists.staffId })
    .from(namedLists)
    .where(approvedIn(tenantId, projectTimeId, eq(namedLists.listType, listType)));
  return rows.map((r) => r.staffId);
}

/** The approved entries of a staff member that hold in a batch. */
export async function approvedEffects(db: Executor, tenantId: string, staffId: string, projectTimeId: string) {
  return db
    .select({ listType: namedLists.listType, level: namedLists.level, effects: namedLists.effects })
    .from(namedLists)
    .where(approvedIn(tenantId, projectTimeId, eq(namedLists.staffId, staffId))) as Promise<
    { listType: NamedListType; level: string | null; effects: NamedListEffects }[]
  >;
}

/** The staff whose approved entries in the batch exempt them from their unit's recommendation quota. */
export async function quotaExemptStaffIds(db: Executor, tenantId: string, projectTimeId: string) {
  const rows = await db
    .selectDistinct({ staffId: namedLists.staffId })
    .from(namedLists)
    .where(approvedIn(tenantId, projectTimeId, sql`(${namedLists.effects}->>'quotaExempt')::boolean is true`));
  return rows.map((r) => r.staffId);
}
