import type { SourceRecordRow, StaffRow, StaffValues, TitleOption, UnitOption } from "@zcps/contracts/zcps/staff/api";
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { containsText } from "../../../db/like";
import { declarations, departs, sourceRecords, staff, titles, users } from "../../../db/schema";
import { type DataScope, scopeCondition } from "../../../platform/data-scope";

/** Staff rows the caller's data scope reaches: a unit-scoped caller sees their unit's staff, "self" their own. */
export const staffInScope = (scope: DataScope) =>
  scopeCondition(scope, { userId: staff.userId, departId: staff.unitId });

/** The tenant's staff whose name or employee number contains the keyword (a query, or a subquery for `inArray`). */
export function staffIdsMatching(db: Executor, tenantId: string, keyword: string) {
  return db
    .select({ id: staff.id })
    .from(staff)
    .where(
      and(eq(staff.tenantId, tenantId), or(containsText(staff.name, keyword), containsText(staff.employeeNo, keyword))),
    );
}

export interface StaffFilter {
  tenantId: string;
  scope: DataScope;
  unitId?: string;
  postType?: string;
  titleLevel?: string;
  keyword?: string;
}

function filterCondition(filter: StaffFilter): SQL | undefined {
  const { keyword } = filter;
  return and(
    eq(staff.tenantId, filter.tenantId),
    staffInScope(filter.scope),
    filter.unitId ? eq(staff.unitId, filter.unitId) : undefined,
    filter.postType ? eq(staff.postType, filter.postType) : undefined,
    filter.titleLevel
      ? inArray(
          staff.currentTitleId,
          sql`(select ${titles.id} from ${titles} where ${titles.tenantId} = ${filter.tenantId} and ${titles.level} = ${filter.titleLevel})`,
        )
      : undefined,
    keyword
      ? or(
          containsText(staff.name, keyword),
          containsText(staff.employeeNo, keyword),
          containsText(staff.currentTitleName, keyword),
        )
      : undefined,
  );
}

const columns = {
  id: staff.id,
  employeeNo: staff.employeeNo,
  name: staff.name,
  sex: staff.sex,
  birthDate: staff.birthDate,
  idNo: staff.idNo,
  nation: staff.nation,
  politicalStatus: staff.politicalStatus,
  unitId: staff.unitId,
  unitName: departs.name,
  unitNameEn: departs.nameEn,
  postType: staff.postType,
  postGrade: staff.postGrade,
  currentTitleId: staff.currentTitleId,
  currentTitleName: sql<string | null>`coalesce(${titles.name}, ${staff.currentTitleName})`,
  currentTitleNameEn: titles.nameEn,
  currentTitleLevel: titles.level,
  currentTitleDate: staff.currentTitleDate,
  currentTitleHiredDate: staff.currentTitleHiredDate,
  education: staff.education,
  degree: staff.degree,
  disciplineCode: staff.disciplineCode,
  hireDate: staff.hireDate,
  phone: staff.phone,
  email: staff.email,
  userId: staff.userId,
  username: users.username,
  recordCount: sql<number>`(select count(*)::int from ${sourceRecords} r where r.staff_id = ${staff.id})`,
};

function selectStaff(db: Executor, where: SQL | undefined) {
  return db
    .select(columns)
    .from(staff)
    .leftJoin(departs, eq(departs.id, staff.unitId))
    .leftJoin(titles, eq(titles.id, staff.currentTitleId))
    .leftJoin(users, eq(users.id, staff.userId))
    .where(where);
}

export async function pageStaff(db: Executor, filter: StaffFilter, page: number, limit: number) {
  const where = filterCondition(filter);
  const [rows, [total]] = await Promise.all([
    selectStaff(db, where)
      .orderBy(asc(departs.orderNum), asc(staff.employeeNo))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(staff).where(where),
  ]);
  return { rows: rows as StaffRow[], total: total?.n ?? 0 };
}

/** Every matching row, for the export (a school has thousands, not millions). */
export async function allStaff(db: Executor, filter: StaffFilter) {
  return (await selectStaff(db, filterCondition(filter)).orderBy(
    asc(departs.orderNum),
    asc(staff.employeeNo),
  )) as StaffRow[];
}

export async function findStaff(db: Executor, tenantId: string, id: string, scope?: DataScope) {
  const [row] = await selectStaff(
    db,
    and(eq(staff.tenantId, tenantId), eq(staff.id, id), scope ? staffInScope(scope) : undefined),
  );
  return (row as StaffRow | undefined) ?? null;
}

export async function employeeNoTaken(db: Executor, tenantId: string, employeeNo: string, excludeId?: string) {
  const rows = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.tenantId, tenantId), eq(staff.employeeNo, employeeNo)))
    .limit(1);
  return rows.length > 0 && rows[0]?.id !== excludeId;
}

export async function insertStaff(db: Executor, row: typeof staff.$inferInsert) {
  await db.insert(staff).values(row);
}

export async function updateStaff(db: Executor, tenantId: string, id: string, values: StaffValues) {
  const rows = await db
    .update(staff)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(staff.tenantId, tenantId), eq(staff.id, id)))
    .returning({ id: staff.id });
  return rows.length === 1;
}

export async function hasDeclaration(db: Executor, staffId: string) {
  const rows = await db
    .select({ id: declarations.id })
    .from(declarations)
    .where(eq(declarations.staffId, staffId))
    .limit(1);
  return rows.length > 0;
}

/** Removes the staff member and their imported records (their account, if any, stays: it is a user of its own). */
export async function deleteStaff(db: Executor, tenantId: string, id: string) {
  await db.delete(sourceRecords).where(and(eq(sourceRecords.tenantId, tenantId), eq(sourceRecords.staffId, id)));
  const rows = await db
    .delete(staff)
    .where(and(eq(staff.tenantId, tenantId), eq(staff.id, id)))
    .returning({ id: staff.id });
  return rows.length === 1;
}

export async function linkAccount(db: Executor, tenantId: string, staffId: string, userId: string) {
  await db
    .update(staff)
    .set({ userId, updatedAt: sql`now()` })
    .where(and(eq(staff.tenantId, tenantId), eq(staff.id, staffId)));
}

export async function sourceRecordsOf(db: Executor, tenantId: string, staffId: string): Promise<SourceRecordRow[]> {
  const rows = await db
    .select({
      id: sourceRecords.id,
      materialType: sourceRecords.materialType,
      sourceRef: sourceRecords.sourceRef,
      source: sourceRecords.source,
      payload: sourceRecords.payload,
      version: sourceRecords.version,
      updatedAt: sourceRecords.updatedAt,
    })
    .from(sourceRecords)
    .where(and(eq(sourceRecords.tenantId, tenantId), eq(sourceRecords.staffId, staffId)))
    .orderBy(asc(sourceRecords.materialType), desc(sourceRecords.updatedAt));
  return rows.map((r) => ({ ...r, updatedAt: new Date(r.updatedAt).toISOString() }));
}

/** The tenant's units (departments of type unit), in tree order. */
export async function listUnits(db: Executor, tenantId: string): Promise<UnitOption[]> {
  return db
    .select({ id: departs.id, code: departs.code, name: departs.name, nameEn: departs.nameEn })
    .from(departs)
    .where(and(eq(departs.tenantId, tenantId), eq(departs.type, "unit")))
    .orderBy(asc(departs.orderNum), asc(departs.code));
}

export async function listTitles(db: Executor, tenantId: string): Promise<TitleOption[]> {
  return db
    .select({ id: titles.id, name: titles.name, level: titles.level, seriesCode: titles.seriesCode })
    .from(titles)
    .where(and(eq(titles.tenantId, tenantId), eq(titles.enabled, true)))
    .orderBy(asc(titles.seriesCode), asc(titles.orderNum));
}

export async function findUnit(db: Executor, tenantId: string, id: string) {
  const [row] = await db
    .select({ id: departs.id, type: departs.type })
    .from(departs)
    .where(and(eq(departs.tenantId, tenantId), eq(departs.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findTitle(db: Executor, tenantId: string, id: string) {
  const [row] = await db
    .select({ id: titles.id, name: titles.name })
    .from(titles)
    .where(and(eq(titles.tenantId, tenantId), eq(titles.id, id)))
    .limit(1);
  return row ?? null;
}
