import type { UserRow } from "@zcps/contracts/api";
import { and, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client";
import { departs, groupMembers, groups, users } from "../../db/schema";

export const DEFAULT_AVATAR = "/static/default_avatar.png";

const updater = alias(users, "updater");

const rowColumns = {
  id: users.id,
  tenantId: users.tenantId,
  name: users.name,
  username: users.username,
  departId: users.departId,
  departName: departs.name,
  idNo: users.idNo,
  no: users.no,
  mobilePhone: users.mobilePhone,
  telPhone: users.telPhone,
  email: users.email,
  sex: users.sex,
  nation: users.nation,
  description: users.description,
  avatar: users.avatar,
  enabled: users.enabled,
  isSuperAdmin: users.isSuperAdmin,
  updatedAt: users.updatedAt,
  updatedBy: updater.name,
};

type RawRow = Awaited<ReturnType<typeof baseSelect>>[number];

function toUserRow(raw: RawRow, roles: string[]): UserRow & { tenantId: string } {
  return {
    id: raw.id,
    tenantId: raw.tenantId,
    name: raw.name,
    username: raw.username,
    depart: raw.departId && raw.departName ? { id: raw.departId, name: raw.departName } : null,
    departId: raw.departId,
    idNo: raw.idNo,
    no: raw.no,
    mobilePhone: raw.mobilePhone,
    telPhone: raw.telPhone,
    email: raw.email,
    sex: raw.sex,
    nation: raw.nation,
    description: raw.description,
    avatar: raw.avatar ?? DEFAULT_AVATAR,
    enabled: raw.enabled,
    isSuperAdmin: raw.isSuperAdmin,
    roles,
    updatedAt: new Date(raw.updatedAt).toISOString(),
    updatedBy: raw.updatedBy,
  };
}

function baseSelect(db: Executor) {
  return db
    .select(rowColumns)
    .from(users)
    .leftJoin(departs, eq(departs.id, users.departId))
    .leftJoin(updater, eq(updater.id, users.updatedBy));
}

async function rolesOf(db: Executor, userIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (userIds.length === 0) return map;
  const rows = await db
    .select({ userId: groupMembers.userId, name: groups.name })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(inArray(groupMembers.userId, userIds))
    .orderBy(groups.code);
  for (const row of rows) map.set(row.userId, [...(map.get(row.userId) ?? []), row.name]);
  return map;
}

export async function findUser(db: Executor, tenantId: string, id: string) {
  const rows = await baseSelect(db)
    .where(and(eq(users.id, id), eq(users.tenantId, tenantId), isNull(users.deletedAt)))
    .limit(1);
  const raw = rows[0];
  if (!raw) return null;
  return toUserRow(raw, (await rolesOf(db, [raw.id])).get(raw.id) ?? []);
}

export interface UserFilter {
  tenantId: string;
  keyword?: string;
  departId?: string;
  enabled?: boolean;
  excludeId?: string;
  page: number;
  limit: number;
}

export async function pageUsers(db: Executor, filter: UserFilter) {
  const conditions: (SQL | undefined)[] = [eq(users.tenantId, filter.tenantId), isNull(users.deletedAt)];
  if (filter.keyword) {
    const pattern = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(users.name, pattern), ilike(users.username, pattern)));
  }
  if (filter.departId) conditions.push(eq(users.departId, filter.departId));
  if (filter.enabled !== undefined) conditions.push(eq(users.enabled, filter.enabled));
  if (filter.excludeId) conditions.push(ne(users.id, filter.excludeId));
  const where = and(...conditions);
  const [totalRow] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
  const raws = await baseSelect(db)
    .where(where)
    .orderBy(desc(users.createdAt), users.id)
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const roles = await rolesOf(
    db,
    raws.map((r) => r.id),
  );
  return { rows: raws.map((r) => toUserRow(r, roles.get(r.id) ?? [])), total: totalRow?.n ?? 0 };
}

export type UniqueField = "username" | "no" | "idNo" | "mobilePhone" | "email";

/** True when no other live user holds the value (the account across all tenants, the rest within the tenant). */
export async function isAvailable(
  db: Executor,
  field: UniqueField,
  value: string,
  tenantId: string,
  excludeId?: string,
): Promise<boolean> {
  const column = users[field];
  const match = field === "username" || field === "email" ? sql`lower(${column}) = lower(${value})` : eq(column, value);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        match,
        isNull(users.deletedAt),
        field === "username" ? undefined : eq(users.tenantId, tenantId),
        excludeId ? ne(users.id, excludeId) : undefined,
      ),
    )
    .limit(1);
  return rows.length === 0;
}

export async function insertUser(db: Executor, row: typeof users.$inferInsert) {
  await db.insert(users).values(row);
}

export async function updateUser(
  db: Executor,
  tenantId: string,
  id: string,
  values: Partial<typeof users.$inferInsert>,
) {
  const rows = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.tenantId, tenantId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function softDeleteUser(db: Executor, tenantId: string, id: string, by: string) {
  return updateUser(db, tenantId, id, { deletedAt: new Date(), enabled: false, updatedBy: by });
}

export async function findPasswordHash(db: Executor, id: string): Promise<string | null> {
  const rows = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)).limit(1);
  return rows[0]?.hash ?? null;
}

export async function departExists(db: Executor, tenantId: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: departs.id })
    .from(departs)
    .where(and(eq(departs.id, id), eq(departs.tenantId, tenantId)))
    .limit(1);
  return rows.length === 1;
}

export async function listDeparts(db: Executor, tenantId: string) {
  return db
    .select({ id: departs.id, parentId: departs.parentId, code: departs.code, name: departs.name })
    .from(departs)
    .where(eq(departs.tenantId, tenantId))
    .orderBy(departs.orderNum, departs.code);
}
