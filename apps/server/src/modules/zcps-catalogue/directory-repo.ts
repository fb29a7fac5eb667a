import type { DirectoryRow } from "@zcps/contracts/zcps/catalogue-api";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { materialDirectory } from "../../db/schema";

const columns = {
  id: materialDirectory.id,
  projectTimeId: materialDirectory.projectTimeId,
  materialType: materialDirectory.materialType,
  verifierDepartId: materialDirectory.verifierDepartId,
  required: sql<DirectoryRow["required"]>`${materialDirectory.required}`,
  requiredFor: materialDirectory.requiredFor,
  maxItems: materialDirectory.maxItems,
  enabled: materialDirectory.enabled,
  orderNum: materialDirectory.orderNum,
};

export const listDirectory = (db: Executor, tenantId: string, projectTimeId: string): Promise<DirectoryRow[]> =>
  db
    .select(columns)
    .from(materialDirectory)
    .where(and(eq(materialDirectory.tenantId, tenantId), eq(materialDirectory.projectTimeId, projectTimeId)))
    .orderBy(asc(materialDirectory.orderNum), asc(materialDirectory.materialType));

export async function findDirectoryRow(db: Executor, tenantId: string, id: string): Promise<DirectoryRow | null> {
  const rows = await db
    .select(columns)
    .from(materialDirectory)
    .where(and(eq(materialDirectory.tenantId, tenantId), eq(materialDirectory.id, id)));
  return rows[0] ?? null;
}

export async function insertDirectoryRows(db: Executor, rows: (typeof materialDirectory.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(materialDirectory).values(rows);
}

export const updateDirectoryRow = (
  db: Executor,
  tenantId: string,
  id: string,
  values: Partial<typeof materialDirectory.$inferInsert>,
) =>
  db
    .update(materialDirectory)
    .set(values)
    .where(and(eq(materialDirectory.tenantId, tenantId), eq(materialDirectory.id, id)));

export const deleteDirectoryRow = (db: Executor, tenantId: string, id: string) =>
  db.delete(materialDirectory).where(and(eq(materialDirectory.tenantId, tenantId), eq(materialDirectory.id, id)));

export const clearDirectory = (db: Executor, tenantId: string, projectTimeId: string) =>
  db
    .delete(materialDirectory)
    .where(and(eq(materialDirectory.tenantId, tenantId), eq(materialDirectory.projectTimeId, projectTimeId)));
