import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { Executor } from "../../../../db/client";
import { holidays } from "../../../../db/schema";

export type HolidayRecord = typeof holidays.$inferSelect;

export async function listBetween(db: Executor, tenantId: string, from: string, to?: string) {
  return db
    .select({ day: holidays.day, working: holidays.working, name: holidays.name, nameEn: holidays.nameEn })
    .from(holidays)
    .where(and(eq(holidays.tenantId, tenantId), gte(holidays.day, from), to ? lte(holidays.day, to) : undefined))
    .orderBy(asc(holidays.day));
}

export async function upsertHoliday(db: Executor, row: typeof holidays.$inferInsert) {
  await db
    .insert(holidays)
    .values(row)
    .onConflictDoUpdate({
      target: [holidays.tenantId, holidays.day],
      set: { working: row.working, name: row.name, nameEn: row.nameEn },
    });
}

export async function deleteHoliday(db: Executor, tenantId: string, day: string): Promise<boolean> {
  const rows = await db
    .delete(holidays)
    .where(and(eq(holidays.tenantId, tenantId), eq(holidays.day, day)))
    .returning({ day: holidays.day });
  return rows.length > 0;
}
