import type { ExpertConflictRow, ExpertKind, ExpertRow, ExpertStatus } from "@zcps/contracts/zcps/experts/api";
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../../db/client";
import { containsPattern } from "../../../db/like";
import { departs, expertConflicts, experts, groupMembers, staff, titles, users } from "../../../db/schema";

export interface PoolFilter {
  tenantId: string;
  kind: ExpertKind;
  keyword?: string;
  disciplineCode?: string;
  titleLevel?: string;
  status?: ExpertStatus;
  unitId?: string;
}

/** An internal expert's name is the staff record's; an external one's is their own. */
const nameOf = sql<string>`coalesce(${staff.name}, ${experts.name})`;

const STATUS_CONDITIONS: Record<ExpertStatus, SQL | undefined> = {
  active: and(eq(experts.active, true), eq(experts.blacklisted, false), isNotNull(experts.approvedAt)),
  inactive: and(eq(experts.active, false), eq(experts.blacklisted, false)),
  blacklisted: eq(experts.blacklisted, true),
  unapproved: isNull(experts.approvedAt),
};

function poolCondition(filter: PoolFilter): SQL | undefined {
  const like = filter.keyword ? containsPattern(filter.keyword) : undefined;
  return and(
    eq(experts.tenantId, filter.tenantId),
    eq(experts.kind, filter.kind),
    like
      ? or(
          ilike(nameOf, like),
          ilike(experts.institution, like),
          ilike(staff.employeeNo, like),
          sql`${experts.keywords}::text ilike ${like}`,
        )
      : undefined,
    // a first-level code finds the second-level ones under it
    filter.disciplineCode
      ? sql`exists (select 1 from jsonb_array_elements_text(${experts.disciplineCodes}) d where d like ${`${filter.disciplineCode}%`})`
      : undefined,
    filter.titleLevel ? eq(experts.titleLevel, filter.titleLevel) : undefined,
    filter.status ? STATUS_CONDITIONS[filter.status] : undefined,
    filter.unitId ? eq(staff.unitId, filter.unitId) : undefined,
  );
}

const conflictCount = sql<number>`(select count(*)::int from ${expertConflicts} where ${expertConflicts.expertId} = ${experts.id})`;

function selectExperts(db: Executor, where: SQL | undefined) {
  return db
    .select({
      id: experts.id,
      kind: experts.kind,
      name: nameOf,
      institution: experts.institution,
      staffId: experts.staffId,
      employeeNo: staff.employeeNo,
      unitId: staff.unitId,
      unitName: departs.name,
      unitNameEn: departs.nameEn,
      titleName: experts.titleName,
      titleLevel: experts.titleLevel,
      doctoralSupervisor: experts.doctoralSupervisor,
      disciplineCodes: experts.disciplineCodes,
      keywords: experts.keywords,
      phone: experts.phone,
      email: experts.email,
      maxLoad: experts.maxLoad,
      active: experts.active,
      blacklisted: experts.blacklisted,
      blacklistReason: experts.blacklistReason,
      blacklistedAt: experts.blacklistedAt,
      userId: experts.userId,
      username: users.username,
      approvedAt: experts.approvedAt,
      remark: experts.remark,
      conflictCount,
      createdAt: experts.createdAt,
    })
    .from(experts)
    .leftJoin(staff, eq(staff.id, experts.staffId))
    .leftJoin(departs, eq(departs.id, staff.unitId))
    .leftJoin(users, eq(users.id, experts.userId))
    .where(where);
}

type Raw = Awaited<ReturnType<typeof selectExperts>>[number];
const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);
const toRow = (raw: Raw): ExpertRow =>
  ({
    ...raw,
    blacklistedAt: iso(raw.blacklistedAt),
    approvedAt: iso(raw.approvedAt),
    createdAt: iso(raw.createdAt),
  }) as ExpertRow;

export async function pageExperts(db: Executor, filter: PoolFilter, page: number, limit: number) {
  const where = poolCondition(filter);
  const [rows, [total]] = await Promise.all([
    selectExperts(db, where)
      .orderBy(desc(experts.createdAt), asc(experts.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(experts).leftJoin(staff, eq(staff.id, experts.staffId)).where(where),
  ]);
  return { rows: rows.map(toRow), total: total?.n ?? 0 };
}

export async function findExpert(db: Executor, tenantId: string, kind: ExpertKind, id: string) {
  const [raw] = await selectExperts(
    db,
    and(eq(experts.tenantId, tenantId), eq(experts.kind, kind), eq(experts.id, id)),
  );
  return raw ? toRow(raw) : null;
}

export async function insertExpert(db: Executor, row: typeof experts.$inferInsert) {
  await db.insert(experts).values(row);
}

export async function updateExpert(
  db: Executor,
  tenantId: string,
  id: string,
  values: Partial<typeof experts.$inferInsert>,
) {
  await db
    .update(experts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(experts.tenantId, tenantId), eq(experts.id, id)));
}

export async function deleteExpert(db: Executor, tenantId: string, kind: ExpertKind, id: string) {
  const rows = await db
    .delete(experts)
    .where(and(eq(experts.tenantId, tenantId), eq(experts.kind, kind), eq(experts.id, id)))
    .returning({ id: experts.id });
  return rows.length === 1;
}

/** The external experts of a tenant by mobile number, for duplicates and the import's updates. */
export async function externalByPhone(db: Executor, tenantId: string, phones: string[]) {
  if (phones.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: experts.id, phone: experts.phone })
    .from(experts)
    .where(and(eq(experts.tenantId, tenantId), eq(experts.kind, "external"), inArray(experts.phone, phones)));
  return new Map(rows.map((r) => [r.phone as string, r.id]));
}

/** The internal experts of a tenant by staff id. */
export async function internalByStaff(db: Executor, tenantId: string, staffIds: string[]) {
  if (staffIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: experts.id, staffId: experts.staffId })
    .from(experts)
    .where(and(eq(experts.tenantId, tenantId), eq(experts.kind, "internal"), inArray(experts.staffId, staffIds)));
  return new Map(rows.map((r) => [r.staffId as string, r.id]));
}

// ---------------------------------------------------------------------------------------------------------------
// Staff, units and accounts the pools read

export async function findStaffMember(db: Executor, tenantId: string, staffId: string) {
  const [row] = await db
    .select({
      id: staff.id,
      userId: staff.userId,
      employeeNo: staff.employeeNo,
      name: staff.name,
      unitId: staff.unitId,
      idNo: staff.idNo,
      sex: staff.sex,
      nation: staff.nation,
      phone: staff.phone,
      email: staff.email,
      titleName: staff.currentTitleName,
      titleLevel: titles.level,
    })
    .from(staff)
    .leftJoin(titles, eq(titles.id, staff.currentTitleId))
    .where(and(eq(staff.tenantId, tenantId), eq(staff.id, staffId)))
    .limit(1);
  return row ?? null;
}

export async function staffByEmployeeNo(db: Executor, tenantId: string, employeeNos: string[]) {
  const rows =
    employeeNos.length === 0
      ? []
      : await db
          .select({
            id: staff.id,
            employeeNo: staff.employeeNo,
            titleName: staff.currentTitleName,
            phone: staff.phone,
            email: staff.email,
          })
          .from(staff)
          .where(and(eq(staff.tenantId, tenantId), inArray(staff.employeeNo, employeeNos)));
  return new Map(rows.map((r) => [r.employeeNo, r]));
}

export async function findUnit(db: Executor, tenantId: string, unitId: string) {
  const [row] = await db
    .select({ id: departs.id })
    .from(departs)
    .where(and(eq(departs.tenantId, tenantId), eq(departs.id, unitId), eq(departs.type, "unit")))
    .limit(1);
  return row ?? null;
}

/** A live account of the tenant with this mobile number (an external expert who applied through userAudit). */
export async function accountByMobile(db: Executor, tenantId: string, mobilePhone: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.mobilePhone, mobilePhone), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function accountById(db: Executor, tenantId: string, userId: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function addGroupMember(db: Executor, groupId: string, userId: string) {
  await db.insert(groupMembers).values({ groupId, userId }).onConflictDoNothing();
}

// ---------------------------------------------------------------------------------------------------------------
// Conflicts

const declarant = alias(staff, "conflict_staff");
const unit = alias(departs, "conflict_unit");
const author = alias(users, "conflict_author");

export async function conflictsOf(db: Executor, tenantId: string, expertId: string): Promise<ExpertConflictRow[]> {
  const rows = await db
    .select({
      id: expertConflicts.id,
      expertId: expertConflicts.expertId,
      targetType: expertConflicts.targetType,
      targetId: expertConflicts.targetId,
      declarantName: declarant.name,
      declarantNo: declarant.employeeNo,
      unitName: unit.name,
      unitNameEn: unit.nameEn,
      institution: expertConflicts.institution,
      source: expertConflicts.source,
      reason: expertConflicts.reason,
      createdAt: expertConflicts.createdAt,
      createdByName: author.name,
    })
    .from(expertConflicts)
    .leftJoin(declarant, and(eq(expertConflicts.targetType, "DECLARANT"), eq(declarant.id, expertConflicts.targetId)))
    .leftJoin(unit, and(eq(expertConflicts.targetType, "UNIT"), eq(unit.id, expertConflicts.targetId)))
    .leftJoin(author, eq(author.id, expertConflicts.createdBy))
    .where(and(eq(expertConflicts.tenantId, tenantId), eq(expertConflicts.expertId, expertId)))
    .orderBy(asc(expertConflicts.createdAt), asc(expertConflicts.id));
  return rows.map((r) => ({
    id: r.id,
    expertId: r.expertId,
    targetType: r.targetType as ExpertConflictRow["targetType"],
    targetId: r.targetId,
    targetName:
      r.targetType === "DECLARANT"
        ? `${r.declarantName ?? ""}${r.declarantNo ? ` (${r.declarantNo})` : ""}`
        : r.targetType === "UNIT"
          ? (r.unitName ?? "")
          : (r.institution ?? ""),
    targetNameEn: r.targetType === "UNIT" ? r.unitNameEn : null,
    source: r.source as ExpertConflictRow["source"],
    reason: r.reason,
    createdAt: new Date(r.createdAt).toISOString(),
    createdByName: r.createdByName,
  }));
}

export async function insertConflict(db: Executor, row: typeof expertConflicts.$inferInsert) {
  const rows = await db.insert(expertConflicts).values(row).onConflictDoNothing().returning({ id: expertConflicts.id });
  return rows.length === 1;
}

export async function deleteConflict(db: Executor, tenantId: string, expertId: string, conflictId: string) {
  const rows = await db
    .delete(expertConflicts)
    .where(
      and(
        eq(expertConflicts.tenantId, tenantId),
        eq(expertConflicts.expertId, expertId),
        eq(expertConflicts.id, conflictId),
      ),
    )
    .returning({ id: expertConflicts.id });
  return rows.length === 1;
}
