import type { UnitAdminPerson, UnitAdminRole } from "@zcps/contracts/zcps/staff/api";
import { and, asc, eq, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { containsPattern } from "../../../db/like";
import { departs, groupMembers, unitAdmins, users } from "../../../db/schema";

export async function listAssignments(db: Executor, tenantId: string) {
  return db
    .select({
      unitId: unitAdmins.unitId,
      role: unitAdmins.role,
      userId: users.id,
      name: users.name,
      username: users.username,
    })
    .from(unitAdmins)
    .innerJoin(users, eq(users.id, unitAdmins.userId))
    .where(and(eq(unitAdmins.tenantId, tenantId), isNull(users.deletedAt)))
    .orderBy(asc(unitAdmins.createdAt), asc(users.username));
}

export async function assignedUserIds(db: Executor, tenantId: string, unitId: string, role: UnitAdminRole) {
  const rows = await db
    .select({ userId: unitAdmins.userId })
    .from(unitAdmins)
    .where(and(eq(unitAdmins.tenantId, tenantId), eq(unitAdmins.unitId, unitId), eq(unitAdmins.role, role)));
  return rows.map((r) => r.userId);
}

export async function unassign(db: Executor, tenantId: string, unitId: string, role: UnitAdminRole, userIds: string[]) {
  if (userIds.length === 0) return;
  await db
    .delete(unitAdmins)
    .where(
      and(
        eq(unitAdmins.tenantId, tenantId),
        eq(unitAdmins.unitId, unitId),
        eq(unitAdmins.role, role),
        inArray(unitAdmins.userId, userIds),
      ),
    );
}

export async function assign(
  db: Executor,
  rows: { id: string; tenantId: string; unitId: string; role: UnitAdminRole; userId: string }[],
) {
  if (rows.length > 0) await db.insert(unitAdmins).values(rows).onConflictDoNothing();
}

/** Of the users, those who still hold the role for some unit of the tenant. */
export async function stillAssigned(db: Executor, tenantId: string, role: UnitAdminRole, userIds: string[]) {
  if (userIds.length === 0) return new Set<string>();
  const rows = await db
    .selectDistinct({ userId: unitAdmins.userId })
    .from(unitAdmins)
    .where(and(eq(unitAdmins.tenantId, tenantId), eq(unitAdmins.role, role), inArray(unitAdmins.userId, userIds)));
  return new Set(rows.map((r) => r.userId));
}

export async function addMembers(db: Executor, groupId: string, userIds: string[]) {
  if (userIds.length > 0)
    await db
      .insert(groupMembers)
      .values(userIds.map((userId) => ({ groupId, userId })))
      .onConflictDoNothing();
}

export async function removeMembers(db: Executor, groupId: string, userIds: string[]) {
  if (userIds.length > 0)
    await db.delete(groupMembers).where(and(eq(groupMembers.groupId, groupId), inArray(groupMembers.userId, userIds)));
}

export async function countLiveUsers(db: Executor, tenantId: string, userIds: string[]) {
  if (userIds.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), isNull(users.deletedAt), inArray(users.id, userIds)));
  return row?.n ?? 0;
}

/** Live users of the tenant matching a name, account or staff number, with their department. */
export async function searchUsers(db: Executor, tenantId: string, keyword: string | undefined, limit: number) {
  const like = keyword ? containsPattern(keyword) : undefined;
  const rows = await db
    .select({ userId: users.id, name: users.name, username: users.username, departName: departs.name })
    .from(users)
    .leftJoin(departs, eq(departs.id, users.departId))
    .where(
      and(
        eq(users.tenantId, tenantId),
        isNull(users.deletedAt),
        like ? or(ilike(users.name, like), ilike(users.username, like), ilike(users.no, like)) : undefined,
      ),
    )
    .orderBy(asc(users.username))
    .limit(limit);
  return rows as (UnitAdminPerson & { departName: string | null })[];
}

/** The unit's administrators (not its leaders): who hears of a declaration arriving at or leaving the unit. */
export async function unitAdministratorIds(db: Executor, tenantId: string, unitId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: unitAdmins.userId })
    .from(unitAdmins)
    .innerJoin(users, eq(users.id, unitAdmins.userId))
    .where(and(eq(unitAdmins.tenantId, tenantId), eq(unitAdmins.unitId, unitId), eq(unitAdmins.role, "admin")));
  return rows.map((r) => r.userId);
}

/** The administrators and leaders of some units, with their names (the unit's review roster picks from them). */
export async function unitManagers(db: Executor, tenantId: string, unitIds: readonly string[]) {
  if (unitIds.length === 0) return [];
  return db
    .select({ userId: unitAdmins.userId, name: users.name, unitId: unitAdmins.unitId, role: unitAdmins.role })
    .from(unitAdmins)
    .innerJoin(users, eq(users.id, unitAdmins.userId))
    .where(and(eq(unitAdmins.tenantId, tenantId), inArray(unitAdmins.unitId, [...unitIds])))
    .orderBy(asc(users.name));
}
