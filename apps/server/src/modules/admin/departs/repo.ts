import type { DepartType, DepartUserRow } from "@zcps/contracts/departs";
import { and, asc, eq, ilike, inArray, isNotNull, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { containsPattern } from "../../../db/like";
import { departs, users } from "../../../db/schema";
import { type DataScope, scopeCondition } from "../../../platform/data-scope";

const departColumns = {
  id: departs.id,
  parentId: departs.parentId,
  code: departs.code,
  name: departs.name,
  nameEn: departs.nameEn,
  type: sql<DepartType>`${departs.type}`,
  orderNum: departs.orderNum,
};

/** Every department of the tenant, siblings in order, with its number of live users. */
export async function listDeparts(db: Executor, tenantId: string) {
  return db
    .select({
      ...departColumns,
      // qualified by hand: drizzle leaves a lone table's columns unqualified, which the subquery would capture
      userCount: sql<number>`(select count(*)::int from users u
        where u.depart_id = "departs"."id" and u.deleted_at is null)`,
    })
    .from(departs)
    .where(eq(departs.tenantId, tenantId))
    .orderBy(asc(departs.orderNum), asc(departs.code));
}

export async function findDepart(db: Executor, tenantId: string, id: string) {
  const rows = await db
    .select(departColumns)
    .from(departs)
    .where(and(eq(departs.id, id), eq(departs.tenantId, tenantId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findRoot(db: Executor, tenantId: string) {
  const rows = await db
    .select({ id: departs.id })
    .from(departs)
    .where(and(eq(departs.tenantId, tenantId), isNull(departs.parentId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function codeTaken(db: Executor, tenantId: string, code: string, excludeId?: string) {
  const rows = await db
    .select({ id: departs.id })
    .from(departs)
    .where(
      and(
        eq(departs.tenantId, tenantId),
        sql`lower(${departs.code}) = lower(${code})`,
        excludeId ? ne(departs.id, excludeId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertDepart(db: Executor, row: typeof departs.$inferInsert) {
  await db.insert(departs).values(row);
}

export async function updateDepart(
  db: Executor,
  tenantId: string,
  id: string,
  values: Partial<typeof departs.$inferInsert>,
) {
  const rows = await db
    .update(departs)
    .set(values)
    .where(and(eq(departs.id, id), eq(departs.tenantId, tenantId)))
    .returning({ id: departs.id });
  return rows.length === 1;
}

/** The children of a parent in their order. */
export async function childIds(db: Executor, tenantId: string, parentId: string): Promise<string[]> {
  const rows = await db
    .select({ id: departs.id })
    .from(departs)
    .where(and(eq(departs.tenantId, tenantId), eq(departs.parentId, parentId)))
    .orderBy(asc(departs.orderNum), asc(departs.code));
  return rows.map((r) => r.id);
}

export async function countLiveUsers(db: Executor, departId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.departId, departId), isNull(users.deletedAt)));
  return row?.n ?? 0;
}

/** Deleted accounts keep no department, so the department they were in can go. */
export async function detachDeletedUsers(db: Executor, departId: string) {
  await db
    .update(users)
    .set({ departId: null })
    .where(and(eq(users.departId, departId), isNotNull(users.deletedAt)));
}

export async function deleteDepart(db: Executor, tenantId: string, id: string) {
  const rows = await db
    .delete(departs)
    .where(and(eq(departs.id, id), eq(departs.tenantId, tenantId)))
    .returning({ id: departs.id });
  return rows.length === 1;
}

// ---- users of departments

const userColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  no: users.no,
  mobilePhone: users.mobilePhone,
  enabled: users.enabled,
  departId: users.departId,
  departName: departs.name,
  departNameEn: departs.nameEn,
};

const likeAny = (keyword: string | undefined) => {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  return or(ilike(users.name, pattern), ilike(users.username, pattern), ilike(users.no, pattern));
};

const liveInScope = (tenantId: string, scope: DataScope): (SQL | undefined)[] => [
  eq(users.tenantId, tenantId),
  isNull(users.deletedAt),
  scopeCondition(scope, { userId: users.id, departId: users.departId }),
];

export interface DepartUserFilter {
  tenantId: string;
  departIds: string[];
  keyword?: string;
  scope: DataScope;
  page: number;
  limit: number;
}

export async function pageDepartUsers(db: Executor, filter: DepartUserFilter) {
  const where = and(
    ...liveInScope(filter.tenantId, filter.scope),
    inArray(users.departId, filter.departIds),
    likeAny(filter.keyword),
  );
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
  const rows: DepartUserRow[] = await db
    .select(userColumns)
    .from(users)
    .leftJoin(departs, eq(departs.id, users.departId))
    .where(where)
    .orderBy(asc(users.name), asc(users.username))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return { rows, total: count?.n ?? 0 };
}

/** Users in the scope who are not in the department yet, for the add-users picker. */
export async function findCandidates(
  db: Executor,
  tenantId: string,
  departId: string,
  scope: DataScope,
  keyword: string | undefined,
  limit: number,
): Promise<DepartUserRow[]> {
  return db
    .select(userColumns)
    .from(users)
    .leftJoin(departs, eq(departs.id, users.departId))
    .where(
      and(...liveInScope(tenantId, scope), or(isNull(users.departId), ne(users.departId, departId)), likeAny(keyword)),
    )
    .orderBy(asc(users.name), asc(users.username))
    .limit(limit);
}

/** How many of the ids are live users of the tenant within the scope. */
export async function countUsersInScope(db: Executor, tenantId: string, ids: string[], scope: DataScope) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(...liveInScope(tenantId, scope), inArray(users.id, ids)));
  return row?.n ?? 0;
}

export async function setUsersDepart(db: Executor, tenantId: string, ids: string[], departId: string, by: string) {
  await db
    .update(users)
    .set({ departId, updatedBy: by, updatedAt: sql`now()` })
    .where(and(eq(users.tenantId, tenantId), isNull(users.deletedAt), inArray(users.id, ids)));
}
