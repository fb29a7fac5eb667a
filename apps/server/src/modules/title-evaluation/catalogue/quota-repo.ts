import type { QuotaRow } from "@zcps/contracts/zcps/catalogue/api";
import { and, asc, count, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { departs, quotas } from "../../../db/schema";

const columns = {
  id: quotas.id,
  projectTimeId: quotas.projectTimeId,
  unitId: quotas.unitId,
  unitName: sql<string>`coalesce(${departs.name}, '')`,
  unitNameEn: departs.nameEn,
  level: quotas.level,
  trackCode: quotas.trackCode,
  allocated: quotas.allocated,
  used: quotas.used,
  released: quotas.released,
  remaining: sql<number>`${quotas.allocated} - greatest(${quotas.used} - ${quotas.released}, 0)`,
  version: quotas.version,
};

export interface QuotaFilter {
  unitId?: string;
  level?: string;
  trackCode?: string;
}

const LEVEL_ORDER = sql`case ${quotas.level} when 'FULL_SENIOR' then 0 when 'ASSOC_SENIOR' then 1 when 'INTERMEDIATE' then 2 else 3 end`;

function where(tenantId: string, projectTimeId: string, filter: QuotaFilter): SQL | undefined {
  return and(
    eq(quotas.tenantId, tenantId),
    eq(quotas.projectTimeId, projectTimeId),
    filter.unitId ? eq(quotas.unitId, filter.unitId) : undefined,
    filter.level ? eq(quotas.level, filter.level) : undefined,
    filter.trackCode !== undefined ? eq(quotas.trackCode, filter.trackCode) : undefined,
  );
}

const fromQuotas = (db: Executor) => db.select(columns).from(quotas).leftJoin(departs, eq(departs.id, quotas.unitId));

export async function pageQuotas(
  db: Executor,
  tenantId: string,
  projectTimeId: string,
  filter: QuotaFilter,
  page: { page: number; limit: number },
) {
  const condition = where(tenantId, projectTimeId, filter);
  const [rows, [totals]] = await Promise.all([
    fromQuotas(db)
      .where(condition)
      .orderBy(asc(departs.orderNum), LEVEL_ORDER, asc(quotas.trackCode))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db
      .select({
        n: count(),
        allocated: sql<number>`coalesce(sum(${quotas.allocated}), 0)::int`,
        used: sql<number>`coalesce(sum(${quotas.used}), 0)::int`,
        released: sql<number>`coalesce(sum(${quotas.released}), 0)::int`,
        remaining: sql<number>`coalesce(sum(${quotas.allocated} - greatest(${quotas.used} - ${quotas.released}, 0)), 0)::int`,
      })
      .from(quotas)
      .where(condition),
  ]);
  const { n, ...sums } = totals ?? { n: 0, allocated: 0, used: 0, released: 0, remaining: 0 };
  return { rows: rows as QuotaRow[], total: n, totals: sums };
}

export const listQuotas = (db: Executor, tenantId: string, projectTimeId: string, filter: QuotaFilter) =>
  fromQuotas(db)
    .where(where(tenantId, projectTimeId, filter))
    .orderBy(asc(departs.orderNum), LEVEL_ORDER, asc(quotas.trackCode)) as Promise<QuotaRow[]>;

export async function findQuota(db: Executor, tenantId: string, id: string): Promise<QuotaRow | null> {
  const rows = await fromQuotas(db).where(and(eq(quotas.tenantId, tenantId), eq(quotas.id, id)));
  return rows[0] ?? null;
}

export async function insertQuotas(db: Executor, rows: (typeof quotas.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(quotas).values(rows);
}

/**
 * Sets the allocation unless it would fall below what is taken (checked in the statement, so a recommendation landing
 * meanwhile cannot slip under it) or the row moved past `version`. Returns whether the row changed.
 */
export async function setAllocated(db: Executor, tenantId: string, id: string, allocated: number, version?: number) {
  const rows = await db
    .update(quotas)
    .set({ allocated, version: sql`${quotas.version} + 1` })
    .where(
      and(
        eq(quotas.tenantId, tenantId),
        eq(quotas.id, id),
        sql`greatest(${quotas.used} - ${quotas.released}, 0) <= ${allocated}`,
        version === undefined ? undefined : eq(quotas.version, version),
      ),
    )
    .returning({ id: quotas.id });
  return rows.length === 1;
}

/** The bulk setting for one level (× track) of a batch: every unit's row, created where missing. */
export async function upsertAllocations(
  db: Executor,
  rows: { id: string; tenantId: string; projectTimeId: string; unitId: string; level: string; trackCode: string }[],
  allocated: number,
) {
  if (rows.length === 0) return;
  await db
    .insert(quotas)
    .values(rows.map((r) => ({ ...r, allocated })))
    .onConflictDoUpdate({
      target: [quotas.projectTimeId, quotas.unitId, quotas.level, quotas.trackCode],
      set: { allocated, version: sql`${quotas.version} + 1` },
    });
}

export const deleteQuota = (db: Executor, tenantId: string, id: string) =>
  db.delete(quotas).where(and(eq(quotas.tenantId, tenantId), eq(quotas.id, id)));
