import type { QuotaUse } from "@zcps/contracts/zcps/unit-review/api";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { quotas } from "../../../db/schema";

/**
 * Places in a unit's recommendation quota, as the unit-recommendation stage takes and gives them back. A place is
 * taken in the statement that checks there is one (`used − released < allocated`), so two administrators submitting
 * at once serialise on the quota row and can never go past it, on PostgreSQL and PGlite alike.
 */

export interface QuotaKey {
  tenantId: string;
  projectTimeId: string;
  unitId: string;
  level: string;
  trackCode: string;
}

const taken = sql`greatest(${quotas.used} - ${quotas.released}, 0)`;

/** The quota row a declaration counts against: its track's own row, else the level's row for every track. */
export async function quotaRowFor(db: Executor, key: QuotaKey) {
  const rows = await db
    .select({
      id: quotas.id,
      trackCode: quotas.trackCode,
      allocated: quotas.allocated,
      left: sql<number>`(${quotas.allocated} - ${taken})::int`,
    })
    .from(quotas)
    .where(
      and(
        eq(quotas.tenantId, key.tenantId),
        eq(quotas.projectTimeId, key.projectTimeId),
        eq(quotas.unitId, key.unitId),
        eq(quotas.level, key.level),
        inArray(quotas.trackCode, [...new Set([key.trackCode, ""])]),
      ),
    );
  return rows.find((r) => r.trackCode === key.trackCode) ?? rows.find((r) => r.trackCode === "") ?? null;
}

/** Takes one place if one is left; false when the quota is full (nothing changed). */
export async function takeQuotaPlace(db: Executor, quotaId: string): Promise<boolean> {
  const rows = await db
    .update(quotas)
    .set({ used: sql`${quotas.used} + 1`, version: sql`${quotas.version} + 1` })
    .where(and(eq(quotas.id, quotaId), sql`${taken} < ${quotas.allocated}`))
    .returning({ id: quotas.id });
  return rows.length === 1;
}

/** Gives a place back (a recommended declaration withdrawn, found ineligible or not recommended after all). */
export async function giveBackQuotaPlace(db: Executor, quotaId: string): Promise<void> {
  await db
    .update(quotas)
    .set({ released: sql`${quotas.released} + 1`, version: sql`${quotas.version} + 1` })
    .where(eq(quotas.id, quotaId));
}

/** A unit's quota rows of a batch with what is used and left. */
export async function unitQuotaUse(
  db: Executor,
  tenantId: string,
  projectTimeId: string,
  unitIds: readonly string[],
): Promise<QuotaUse[]> {
  if (unitIds.length === 0) return [];
  const rows = await db
    .select({
      level: quotas.level,
      trackCode: quotas.trackCode,
      allocated: sql<number>`sum(${quotas.allocated})::int`,
      used: sql<number>`sum(${taken})::int`,
    })
    .from(quotas)
    .where(
      and(eq(quotas.tenantId, tenantId), eq(quotas.projectTimeId, projectTimeId), inArray(quotas.unitId, [...unitIds])),
    )
    .groupBy(quotas.level, quotas.trackCode)
    .orderBy(asc(quotas.level), asc(quotas.trackCode));
  return rows.map((r) => ({ ...r, left: Math.max(0, r.allocated - r.used) }));
}
