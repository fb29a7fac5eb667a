import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Executor } from "../../../../db/client";
import { tableSettings, titleSeries } from "../../../../db/schema";

export type TableLayoutRecord = typeof tableSettings.$inferSelect;

export interface TableLayoutFilter {
  seriesCode?: string;
  level?: string;
  page: number;
  limit: number;
}

export async function pageLayouts(db: Executor, tenantId: string, filter: TableLayoutFilter) {
  const where = and(
    eq(tableSettings.tenantId, tenantId),
    filter.seriesCode ? eq(tableSettings.seriesCode, filter.seriesCode) : undefined,
    filter.level ? eq(tableSettings.level, filter.level) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(tableSettings).where(where);
  const rows = await db
    .select()
    .from(tableSettings)
    .where(where)
    .orderBy(asc(tableSettings.seriesCode), asc(tableSettings.level))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return { rows, total: total?.n ?? 0 };
}

export async function findLayout(db: Executor, tenantId: string, id: string): Promise<TableLayoutRecord | null> {
  const rows = await db
    .select()
    .from(tableSettings)
    .where(and(eq(tableSettings.id, id), eq(tableSettings.tenantId, tenantId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function listSeries(db: Executor, tenantId: string) {
  return db
    .select({ code: titleSeries.code, name: titleSeries.name, nameEn: titleSeries.nameEn })
    .from(titleSeries)
    .where(eq(titleSeries.tenantId, tenantId))
    .orderBy(asc(titleSeries.orderNum), asc(titleSeries.code));
}

export async function seriesExists(db: Executor, tenantId: string, code: string): Promise<boolean> {
  const rows = await db
    .select({ id: titleSeries.id })
    .from(titleSeries)
    .where(and(eq(titleSeries.tenantId, tenantId), eq(titleSeries.code, code)))
    .limit(1);
  return rows.length > 0;
}

export async function insertLayout(db: Executor, row: typeof tableSettings.$inferInsert) {
  await db.insert(tableSettings).values(row);
}

export async function updateLayout(
  db: Executor,
  tenantId: string,
  id: string,
  values: Pick<typeof tableSettings.$inferInsert, "seriesCode" | "level" | "title" | "sections" | "voteStages">,
): Promise<boolean> {
  const rows = await db
    .update(tableSettings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(tableSettings.id, id), eq(tableSettings.tenantId, tenantId)))
    .returning({ id: tableSettings.id });
  return rows.length === 1;
}

export async function deleteLayout(db: Executor, tenantId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(tableSettings)
    .where(and(eq(tableSettings.id, id), eq(tableSettings.tenantId, tenantId)))
    .returning({ id: tableSettings.id });
  return rows.length === 1;
}
