import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../../../db/client";
import { zcpsSettings } from "../../../../db/schema";

export async function listOverrides(db: Executor, tenantId: string) {
  return db
    .select({ key: zcpsSettings.key, value: zcpsSettings.value, updatedAt: zcpsSettings.updatedAt })
    .from(zcpsSettings)
    .where(eq(zcpsSettings.tenantId, tenantId));
}

export async function upsertOverrides(
  db: Executor,
  tenantId: string,
  userId: string,
  values: { key: string; value: unknown }[],
) {
  if (!values.length) return;
  await db
    .insert(zcpsSettings)
    .values(values.map(({ key, value }) => ({ tenantId, key, value, updatedBy: userId })))
    .onConflictDoUpdate({
      target: [zcpsSettings.tenantId, zcpsSettings.key],
      set: { value: sql`excluded.value`, updatedBy: userId, updatedAt: sql`now()` },
    });
}

export async function deleteOverrides(db: Executor, tenantId: string, keys: string[]) {
  if (!keys.length) return;
  await db.delete(zcpsSettings).where(and(eq(zcpsSettings.tenantId, tenantId), inArray(zcpsSettings.key, keys)));
}
