import { and, asc, count, eq, ilike, or, sql } from "drizzle-orm";
import type { Executor } from "../../../../db/client";
import { containsPattern } from "../../../../db/like";
import { fieldHelp } from "../../../../db/schema";

const columns = {
  id: fieldHelp.id,
  materialType: fieldHelp.materialType,
  field: fieldHelp.field,
  text: fieldHelp.text,
  textEn: fieldHelp.textEn,
  updatedAt: fieldHelp.updatedAt,
};

export interface FieldHelpFilter {
  materialType?: string;
  keyword?: string;
  page: number;
  limit: number;
}

export async function pageFieldHelp(db: Executor, tenantId: string, filter: FieldHelpFilter) {
  const where = and(
    eq(fieldHelp.tenantId, tenantId),
    filter.materialType ? eq(fieldHelp.materialType, filter.materialType) : undefined,
    filter.keyword
      ? or(
          ilike(fieldHelp.text, containsPattern(filter.keyword)),
          ilike(fieldHelp.textEn, containsPattern(filter.keyword)),
          ilike(fieldHelp.field, containsPattern(filter.keyword)),
        )
      : undefined,
  );
  const [total] = await db.select({ n: count() }).from(fieldHelp).where(where);
  const rows = await db
    .select(columns)
    .from(fieldHelp)
    .where(where)
    .orderBy(asc(fieldHelp.materialType), asc(fieldHelp.field))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return { rows, total: total?.n ?? 0 };
}

export async function allFieldHelp(db: Executor, tenantId: string) {
  return db
    .select({
      materialType: fieldHelp.materialType,
      field: fieldHelp.field,
      text: fieldHelp.text,
      textEn: fieldHelp.textEn,
    })
    .from(fieldHelp)
    .where(eq(fieldHelp.tenantId, tenantId))
    .orderBy(asc(fieldHelp.materialType), asc(fieldHelp.field));
}

export async function insertFieldHelp(db: Executor, row: typeof fieldHelp.$inferInsert) {
  await db.insert(fieldHelp).values(row);
}

export async function updateFieldHelp(
  db: Executor,
  tenantId: string,
  id: string,
  values: Pick<typeof fieldHelp.$inferInsert, "materialType" | "field" | "text" | "textEn">,
): Promise<boolean> {
  const rows = await db
    .update(fieldHelp)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(fieldHelp.id, id), eq(fieldHelp.tenantId, tenantId)))
    .returning({ id: fieldHelp.id });
  return rows.length === 1;
}

export async function deleteFieldHelp(db: Executor, tenantId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(fieldHelp)
    .where(and(eq(fieldHelp.id, id), eq(fieldHelp.tenantId, tenantId)))
    .returning({ id: fieldHelp.id });
  return rows.length === 1;
}
