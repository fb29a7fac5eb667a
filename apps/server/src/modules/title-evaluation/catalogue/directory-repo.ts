import type { DirectoryRow } from "@zcps/contracts/zcps/catalogue/api";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { materialDirectory } from "../../../db/schema";
import { raiseBatchVersion } from "../config";

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

const batchOfRow = (id: string) =>
  sql`(select ${materialDirectory.projectTimeId} from ${materialDirectory} where ${materialDirectory.id} = ${id})`;

export async function insertDirectoryRows(db: Executor, rows: (typeof materialDirectory.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.insert(materialDirectory).values(rows);
  for (const batch of new Set(rows.map((r) => r.projectTimeId))) await raiseBatchVersion(db, "configVersion", batch);
}

export async function updateDirectoryRow(
  db: Executor,
  tenantId: string,
  id: string,
  values: Partial<typeof materialDirectory.$inferInsert>,
) {
  await raiseBatchVersion(db, "configVersion", batchOfRow(id));
  await db
    .update(materialDirectory)
    .set(values)
    .where(and(eq(materialDirectory.tenantId, tenantId), eq(materialDirectory.id, id)));
}

export async function deleteDirectoryRow(db: Executor, tenantId: string, id: string) {
  await raiseBatchVersion(db, "configVersion", batchOfRow(id));
  await db.delete(materialDirectory).where(and(eq(materialDirectory.tenantId, tenantId), eq(materialDirectory.id, id)));
}

export async function clearDirectory(db: Executor, tenantId: string, projectTimeId: string) {
  await db
    .delete(materialDirectory)
    .where(and(eq(materialDirectory.tenantId, tenantId), eq(materialDirectory.projectTimeId, projectTimeId)));
  await raiseBatchVersion(db, "configVersion", projectTimeId);
}
