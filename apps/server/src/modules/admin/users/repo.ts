import type { UserRow } from "@zcps/contracts/api";
import { and, desc, eq, ilike, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../../db/client";
import { containsPattern } from "../../../db/like";
import { departs, groupMembers, groups, tenants, users } from "../../../db/schema";
import { type DataScope, scopeCondition } from "../../../platform/data-scope";

export const DEFAULT_AVATAR = "/static/default_avatar.png";

const updater = alias(users, "updater");

/**
 * Users with their department, last editor and role names, in one statement: the page of users is chosen first
 * (a CTE, so the joins and the role look-up run for that page only).
 */
function selectUsers(db: Executor, where: SQL | undefined, limit: number, offset = 0) {
  const page = db
    .$with("page")
    .as(db.select().from(users).where(where).orderBy(desc(users.createdAt), users.id).limit(limit).offset(offset));
  return db
    .with(page)
    .select({
      id: page.id,
      tenantId: page.tenantId,
      tenantName: tenants.name,
      name: page.name,
      username: page.username,
      departId: page.departId,
      departName: departs.name,
      idNo: page.idNo,
      no: page.no,
      mobilePhone: page.mobilePhone,
      telPhone: page.telPhone,
      email: page.email,
      sex: page.sex,
      nation: page.nation,
      description: page.description,
      avatar: page.avatar,
      enabled: page.enabled,
      isSuperAdmin: page.isSuperAdmin,
      updatedAt: page.updatedAt,
      updatedBy: updater.name,
      roles: sql<string[]>`coalesce((select array_agg(g.name order by g.code) from ${groupMembers} gm
        join ${groups} g on g.id = gm.group_id where gm.user_id = ${page.id}), '{}')`,
    })
    .from(page)
    .leftJoin(tenants, eq(tenants.id, page.tenantId))
    .leftJoin(departs, eq(departs.id, page.departId))
    .leftJoin(updater, eq(updater.id, page.updatedBy))
    .orderBy(desc(page.createdAt), page.id);
}

type RawRow = Awaited<ReturnType<typeof selectUsers>>[number];

function toUserRow(raw: RawRow): UserRow {
  return {
    id: raw.id,
    tenantId: raw.tenantId,
    tenantName: raw.tenantName ?? "",
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
    roles: raw.roles,
    updatedAt: new Date(raw.updatedAt).toISOString(),
    updatedBy: raw.updatedBy,
  };
}

/** Rows of users in the caller's data scope; no scope means the whole tenant (checks and self-service). */
const inScope = (scope: DataScope | undefined) =>
  scope ? scopeCondition(scope, { userId: users.id, departId: users.departId }) : undefined;

/**
 * The tenants a user-administration query reaches: the caller's own, or every tenant for the super tenant's user
 * administrators (platform/data-scope.ts spansAllTenants).
 */
export interface Reach {
  tenantId: string;
  allTenants?: boolean;
}

const inReach = (reach: Reach) => (reach.allTenants ? undefined : eq(users.tenantId, reach.tenantId));

export async function findUser(db: Executor, reach: Reach, id: string, scope?: DataScope) {
  const [raw] = await selectUsers(
    db,
    and(eq(users.id, id), inReach(reach), isNull(users.deletedAt), inScope(scope)),
    1,
  );
  return raw ? toUserRow(raw) : null;
}

/** The tenant of the live user when the user is within the reach and the scope; null otherwise. */
export async function tenantOfUser(db: Executor, reach: Reach, id: string, scope?: DataScope): Promise<string | null> {
  const rows = await db
    .select({ tenantId: users.tenantId })
    .from(users)
    .where(and(eq(users.id, id), inReach(reach), isNull(users.deletedAt), inScope(scope)))
    .limit(1);
  return rows[0]?.tenantId ?? null;
}

export interface UserFilter {
  /** the tenants the caller reaches */
  reach: Reach;
  /** one tenant only (within the reach) */
  tenantId?: string;
  keyword?: string;
  departId?: string;
  enabled?: boolean;
  excludeId?: string;
  /** the caller's data scope; none means the whole tenant */
  scope?: DataScope;
  page: number;
  limit: number;
}

async function countUsers(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
  return row?.n ?? 0;
}

/** One page of users; `cachedTotal` spares the count when the caller already knows it. */
export async function pageUsers(db: Executor, filter: UserFilter, cachedTotal?: number) {
  const conditions: (SQL | undefined)[] = [
    inReach(filter.reach),
    filter.tenantId ? eq(users.tenantId, filter.tenantId) : undefined,
    isNull(users.deletedAt),
    inScope(filter.scope),
  ];
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    conditions.push(or(ilike(users.name, pattern), ilike(users.username, pattern)));
  }
  if (filter.departId) conditions.push(eq(users.departId, filter.departId));
  if (filter.enabled !== undefined) conditions.push(eq(users.enabled, filter.enabled));
  if (filter.excludeId) conditions.push(ne(users.id, filter.excludeId));
  const where = and(...conditions);
  const total = cachedTotal ?? (await countUsers(db, where));
  const raws = await selectUsers(db, where, filter.limit, (filter.page - 1) * filter.limit);
  return { rows: raws.map(toUserRow), total };
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
  scope?: DataScope,
) {
  const rows = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.tenantId, tenantId), isNull(users.deletedAt), inScope(scope)))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function softDeleteUser(db: Executor, tenantId: string, id: string, by: string, scope?: DataScope) {
  return updateUser(db, tenantId, id, { deletedAt: new Date(), enabled: false, updatedBy: by }, scope);
}

export async function isSuperAdmin(db: Executor, tenantId: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ isSuperAdmin: users.isSuperAdmin })
    .from(users)
    .where(and(eq(users.id, id), eq(users.tenantId, tenantId), isNull(users.deletedAt)))
    .limit(1);
  return rows[0]?.isSuperAdmin ?? false;
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
