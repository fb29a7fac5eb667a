import { and, asc, eq, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { containsPattern } from "../../../db/like";
import { dictTypes, dictValues } from "../../../db/schema";

const valueColumns = {
  id: dictValues.id,
  code: dictValues.code,
  value: dictValues.value,
  label: dictValues.label,
  labelEn: dictValues.labelEn,
};

/** The enabled values of a type, in order (forms and lists read these). */
export async function findValuesByTypeCode(db: Executor, tenantId: string, code: string) {
  return db
    .select(valueColumns)
    .from(dictValues)
    .innerJoin(dictTypes, eq(dictTypes.id, dictValues.typeId))
    .where(and(eq(dictTypes.code, code), eq(dictTypes.tenantId, tenantId), eq(dictValues.enabled, true)))
    .orderBy(asc(dictValues.orderNum), asc(dictValues.code));
}

export async function findValueById(db: Executor, tenantId: string, id: string) {
  const rows = await db
    .select(valueColumns)
    .from(dictValues)
    .innerJoin(dictTypes, eq(dictTypes.id, dictValues.typeId))
    .where(and(eq(dictValues.id, id), eq(dictTypes.tenantId, tenantId)))
    .limit(1);
  return rows[0] ?? null;
}

// ---- types

const typeColumns = {
  id: dictTypes.id,
  parentId: dictTypes.parentId,
  code: dictTypes.code,
  name: dictTypes.name,
  nameEn: dictTypes.nameEn,
  orderNum: dictTypes.orderNum,
};

/** Every type of the tenant with the number of values it holds. */
export async function listTypes(db: Executor, tenantId: string) {
  return db
    .select({
      ...typeColumns,
      // qualified by hand: drizzle leaves a lone table's columns unqualified, which the subquery would capture
      valueCount: sql<number>`(select count(*)::int from dict_values v where v.type_id = "dict_types"."id")`,
    })
    .from(dictTypes)
    .where(eq(dictTypes.tenantId, tenantId))
    .orderBy(asc(dictTypes.orderNum), asc(dictTypes.code));
}

export async function findType(db: Executor, tenantId: string, id: string) {
  const rows = await db
    .select(typeColumns)
    .from(dictTypes)
    .where(and(eq(dictTypes.id, id), eq(dictTypes.tenantId, tenantId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function typeCodeTaken(db: Executor, tenantId: string, code: string, excludeId?: string) {
  const rows = await db
    .select({ id: dictTypes.id })
    .from(dictTypes)
    .where(
      and(
        eq(dictTypes.tenantId, tenantId),
        sql`lower(${dictTypes.code}) = lower(${code})`,
        excludeId ? ne(dictTypes.id, excludeId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertType(db: Executor, row: typeof dictTypes.$inferInsert) {
  await db.insert(dictTypes).values(row);
}

export async function updateType(
  db: Executor,
  tenantId: string,
  id: string,
  values: Partial<typeof dictTypes.$inferInsert>,
) {
  const rows = await db
    .update(dictTypes)
    .set(values)
    .where(and(eq(dictTypes.id, id), eq(dictTypes.tenantId, tenantId)))
    .returning({ id: dictTypes.id });
  return rows.length === 1;
}

export async function deleteType(db: Executor, tenantId: string, id: string) {
  const rows = await db
    .delete(dictTypes)
    .where(and(eq(dictTypes.id, id), eq(dictTypes.tenantId, tenantId)))
    .returning({ id: dictTypes.id });
  return rows.length === 1;
}

export async function countChildTypes(db: Executor, id: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(dictTypes).where(eq(dictTypes.parentId, id));
  return row?.n ?? 0;
}

export async function countValues(db: Executor, typeId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dictValues)
    .where(eq(dictValues.typeId, typeId));
  return row?.n ?? 0;
}

// ---- values

const valueRowColumns = {
  id: dictValues.id,
  typeId: dictValues.typeId,
  code: dictValues.code,
  value: dictValues.value,
  label: dictValues.label,
  labelEn: dictValues.labelEn,
  orderNum: dictValues.orderNum,
  enabled: dictValues.enabled,
};

/** Values of the tenant's types only: a value is reached through its type. */
const ofTenant = (tenantId: string) =>
  inArray(dictValues.typeId, sql`(select ${dictTypes.id} from ${dictTypes} where ${dictTypes.tenantId} = ${tenantId})`);

export interface ValueFilter {
  tenantId: string;
  typeId: string;
  keyword?: string;
  enabled?: boolean;
  page: number;
  limit: number;
}

export async function pageValues(db: Executor, filter: ValueFilter) {
  const conditions: (SQL | undefined)[] = [eq(dictValues.typeId, filter.typeId), ofTenant(filter.tenantId)];
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    conditions.push(
      or(
        ilike(dictValues.code, pattern),
        ilike(dictValues.value, pattern),
        ilike(dictValues.label, pattern),
        ilike(dictValues.labelEn, pattern),
      ),
    );
  }
  if (filter.enabled !== undefined) conditions.push(eq(dictValues.enabled, filter.enabled));
  const where = and(...conditions);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(dictValues).where(where);
  const rows = await db
    .select(valueRowColumns)
    .from(dictValues)
    .where(where)
    .orderBy(asc(dictValues.orderNum), asc(dictValues.code))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return { rows, total: count?.n ?? 0 };
}

export async function findValueRow(db: Executor, tenantId: string, id: string) {
  const rows = await db
    .select(valueRowColumns)
    .from(dictValues)
    .where(and(eq(dictValues.id, id), ofTenant(tenantId)))
    .limit(1);
  return rows[0] ?? null;
}

/** True when another value of the type already has the code (or the value). */
export async function valueFieldTaken(
  db: Executor,
  typeId: string,
  field: "code" | "value",
  text: string,
  excludeId?: string,
) {
  const rows = await db
    .select({ id: dictValues.id })
    .from(dictValues)
    .where(
      and(
        eq(dictValues.typeId, typeId),
        eq(dictValues[field], text),
        excludeId ? ne(dictValues.id, excludeId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertValue(db: Executor, row: typeof dictValues.$inferInsert) {
  await db.insert(dictValues).values(row);
}

export async function updateValue(
  db: Executor,
  tenantId: string,
  id: string,
  values: Partial<typeof dictValues.$inferInsert>,
) {
  const rows = await db
    .update(dictValues)
    .set(values)
    .where(and(eq(dictValues.id, id), ofTenant(tenantId)))
    .returning({ id: dictValues.id });
  return rows.length === 1;
}

export async function deleteValue(db: Executor, tenantId: string, id: string) {
  const rows = await db
    .delete(dictValues)
    .where(and(eq(dictValues.id, id), ofTenant(tenantId)))
    .returning({ id: dictValues.id });
  return rows.length === 1;
}
