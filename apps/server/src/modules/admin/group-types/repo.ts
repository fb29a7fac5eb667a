import type { GroupTypeRow } from "@zcps/contracts/roles";
import { and, asc, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { containsPattern } from "../../../db/like";
import { groups, groupTypes } from "../../../db/schema";

const columns = {
  id: groupTypes.id,
  code: groupTypes.code,
  name: groupTypes.name,
  nameEn: groupTypes.nameEn,
  description: groupTypes.description,
  groupCount: sql<number>`(select count(*)::int from ${groups} g where g.group_type_id = "group_types"."id")`,
};

export interface GroupTypeFilter {
  tenantId: string;
  name?: string;
  page: number;
  limit: number;
}

export async function pageGroupTypes(db: Executor, filter: GroupTypeFilter) {
  const conditions: (SQL | undefined)[] = [eq(groupTypes.tenantId, filter.tenantId)];
  if (filter.name) {
    const pattern = containsPattern(filter.name);
    conditions.push(
      or(ilike(groupTypes.name, pattern), ilike(groupTypes.nameEn, pattern), ilike(groupTypes.code, pattern)),
    );
  }
  const where = and(...conditions);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(groupTypes).where(where);
  const rows: GroupTypeRow[] = await db
    .select(columns)
    .from(groupTypes)
    .where(where)
    .orderBy(asc(groupTypes.code), asc(groupTypes.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return { rows, total: count?.n ?? 0 };
}

export async function listGroupTypes(db: Executor, tenantId: string): Promise<GroupTypeRow[]> {
  return db.select(columns).from(groupTypes).where(eq(groupTypes.tenantId, tenantId)).orderBy(asc(groupTypes.code));
}

export async function findGroupType(db: Executor, tenantId: string, id: string): Promise<GroupTypeRow | null> {
  const rows = await db
    .select(columns)
    .from(groupTypes)
    .where(and(eq(groupTypes.id, id), eq(groupTypes.tenantId, tenantId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function codeTaken(db: Executor, tenantId: string, code: string, excludeId?: string) {
  const rows = await db
    .select({ id: groupTypes.id })
    .from(groupTypes)
    .where(
      and(
        eq(groupTypes.tenantId, tenantId),
        sql`lower(${groupTypes.code}) = lower(${code})`,
        excludeId ? ne(groupTypes.id, excludeId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertGroupType(db: Executor, row: typeof groupTypes.$inferInsert) {
  await db.insert(groupTypes).values(row);
}

export async function updateGroupType(
  db: Executor,
  tenantId: string,
  id: string,
  values: Partial<typeof groupTypes.$inferInsert>,
) {
  const rows = await db
    .update(groupTypes)
    .set(values)
    .where(and(eq(groupTypes.id, id), eq(groupTypes.tenantId, tenantId)))
    .returning({ id: groupTypes.id });
  return rows.length === 1;
}

export async function countGroupsOfType(db: Executor, id: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(groups).where(eq(groups.groupTypeId, id));
  return row?.n ?? 0;
}

export async function deleteGroupType(db: Executor, tenantId: string, id: string) {
  const rows = await db
    .delete(groupTypes)
    .where(and(eq(groupTypes.id, id), eq(groupTypes.tenantId, tenantId)))
    .returning({ id: groupTypes.id });
  return rows.length === 1;
}
