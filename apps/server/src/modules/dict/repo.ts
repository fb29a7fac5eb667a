import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { dictTypes, dictValues } from "../../db/schema";

const valueColumns = {
  id: dictValues.id,
  code: dictValues.code,
  value: dictValues.value,
  label: dictValues.label,
  labelEn: dictValues.labelEn,
};

export async function findValuesByTypeCode(db: Executor, tenantId: string, code: string) {
  return db
    .select(valueColumns)
    .from(dictValues)
    .innerJoin(dictTypes, eq(dictTypes.id, dictValues.typeId))
    .where(and(eq(dictTypes.code, code), eq(dictTypes.tenantId, tenantId), eq(dictValues.enabled, true)))
    .orderBy(asc(dictValues.orderNum));
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
