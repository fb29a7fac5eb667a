import type { ApplicationRow } from "@zcps/contracts/zcps/staff/api";
import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { containsPattern } from "../../../db/like";
import { accountApplications, departs, experts, groupMembers, groups, staff, tenants, users } from "../../../db/schema";

export interface ApplicationFilter {
  tenantId: string;
  status?: string;
  kind?: string;
  keyword?: string;
}

const columns = {
  id: accountApplications.id,
  kind: accountApplications.kind,
  name: accountApplications.name,
  username: accountApplications.username,
  mobilePhone: accountApplications.mobilePhone,
  email: accountApplications.email,
  idNo: accountApplications.idNo,
  institution: accountApplications.institution,
  unitId: accountApplications.unitId,
  unitName: departs.name,
  employeeNo: accountApplications.employeeNo,
  titleName: accountApplications.titleName,
  reason: accountApplications.reason,
  status: accountApplications.status,
  response: accountApplications.response,
  handledAt: accountApplications.handledAt,
  createdAt: accountApplications.createdAt,
};

function selectApplications(db: Executor, where: SQL | undefined) {
  return db
    .select(columns)
    .from(accountApplications)
    .leftJoin(departs, eq(departs.id, accountApplications.unitId))
    .where(where);
}

type Raw = Awaited<ReturnType<typeof selectApplications>>[number];
/** A stored application as the list shows it; its current step comes from its process (application-service.ts). */
const toRow = (raw: Raw): ApplicationRow =>
  ({
    ...raw,
    step: null,
    handledAt: raw.handledAt ? new Date(raw.handledAt).toISOString() : null,
    createdAt: new Date(raw.createdAt).toISOString(),
  }) as ApplicationRow;

export async function pageApplications(db: Executor, filter: ApplicationFilter, page: number, limit: number) {
  const like = filter.keyword ? containsPattern(filter.keyword) : undefined;
  const where = and(
    eq(accountApplications.tenantId, filter.tenantId),
    filter.status ? eq(accountApplications.status, filter.status) : undefined,
    filter.kind ? eq(accountApplications.kind, filter.kind) : undefined,
    like
      ? or(
          ilike(accountApplications.name, like),
          ilike(accountApplications.username, like),
          ilike(accountApplications.institution, like),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectApplications(db, where)
      .orderBy(desc(accountApplications.createdAt))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(accountApplications).where(where),
  ]);
  return { rows: rows.map(toRow), total: total?.n ?? 0 };
}

export async function findApplication(db: Executor, tenantId: string, id: string) {
  const [raw] = await selectApplications(
    db,
    and(eq(accountApplications.tenantId, tenantId), eq(accountApplications.id, id)),
  );
  return raw ? toRow(raw) : null;
}

/** Locks a pending application for handling: two administrators cannot both decide it. */
export async function claimPending(
  db: Executor,
  tenantId: string,
  id: string,
  values: Partial<typeof accountApplications.$inferInsert>,
) {
  const rows = await db
    .update(accountApplications)
    .set({ ...values, handledAt: sql`now()` })
    .where(
      and(
        eq(accountApplications.tenantId, tenantId),
        eq(accountApplications.id, id),
        eq(accountApplications.status, "pending"),
      ),
    )
    .returning({ id: accountApplications.id });
  return rows.length === 1;
}

/** The pending application for the user name (at most one: a second is refused while one is pending). */
export async function pendingByUsername(db: Executor, tenantId: string, username: string) {
  const [raw] = await selectApplications(
    db,
    and(
      eq(accountApplications.tenantId, tenantId),
      eq(accountApplications.status, "pending"),
      sql`lower(${accountApplications.username}) = lower(${username})`,
    ),
  );
  return raw ? toRow(raw) : null;
}

export async function pendingUsernameExists(db: Executor, tenantId: string, username: string) {
  const rows = await db
    .select({ id: accountApplications.id })
    .from(accountApplications)
    .where(
      and(
        eq(accountApplications.tenantId, tenantId),
        eq(accountApplications.status, "pending"),
        sql`lower(${accountApplications.username}) = lower(${username})`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** An approved expert applicant's entry in the external pool. */
export async function insertPoolExpert(db: Executor, row: typeof experts.$inferInsert) {
  await db.insert(experts).values(row);
}

export async function insertApplication(db: Executor, row: typeof accountApplications.$inferInsert) {
  await db.insert(accountApplications).values(row);
}

export async function tenantExists(db: Executor, tenantId: string) {
  const rows = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return rows.length === 1;
}

export async function departByCode(db: Executor, tenantId: string, code: string) {
  const [row] = await db
    .select({ id: departs.id })
    .from(departs)
    .where(and(eq(departs.tenantId, tenantId), eq(departs.code, code)))
    .limit(1);
  return row?.id ?? null;
}

/** The staff record an approved staff application links to: same employee number, no account yet. */
export async function linkableStaff(db: Executor, tenantId: string, employeeNo: string) {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.tenantId, tenantId), eq(staff.employeeNo, employeeNo), isNull(staff.userId)))
    .limit(1);
  return row?.id ?? null;
}

/** The unit's administrators (role group unit_admin), who review a staff application from their unit first. */
export async function unitAdministrators(db: Executor, tenantId: string, unitId: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(groupMembers, eq(groupMembers.userId, users.id))
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.departId, unitId),
        isNull(users.deletedAt),
        eq(groups.tenantId, tenantId),
        eq(groups.code, "unit_admin"),
      ),
    )
    .orderBy(users.id);
  return [...new Set(rows.map((row) => row.id))];
}
