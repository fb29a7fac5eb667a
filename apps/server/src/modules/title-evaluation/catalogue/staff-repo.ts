import type { StaffOption } from "@zcps/contracts/zcps/catalogue/api";
import { and, asc, eq, ilike, or } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { declarationItems, declarations, departs, sourceRecords, staff } from "../../../db/schema";

const optionColumns = {
  id: staff.id,
  employeeNo: staff.employeeNo,
  name: staff.name,
  unitName: departs.name,
  currentTitleName: staff.currentTitleName,
};

const STAFF_OPTIONS_LIMIT = 20;

/** Staff members whose name or employee number contains the keyword (the first few when none is given). */
export async function searchStaff(db: Executor, tenantId: string, keyword: string | undefined): Promise<StaffOption[]> {
  return db
    .select(optionColumns)
    .from(staff)
    .leftJoin(departs, eq(departs.id, staff.unitId))
    .where(
      and(
        eq(staff.tenantId, tenantId),
        keyword ? or(ilike(staff.name, `%${keyword}%`), ilike(staff.employeeNo, `%${keyword}%`)) : undefined,
      ),
    )
    .orderBy(asc(staff.employeeNo))
    .limit(STAFF_OPTIONS_LIMIT);
}

export async function findStaff(db: Executor, tenantId: string, id: string) {
  const rows = await db
    .select()
    .from(staff)
    .where(and(eq(staff.tenantId, tenantId), eq(staff.id, id)));
  const person = rows[0];
  if (!person) return null;
  const unit = person.unitId
    ? (await db.select({ name: departs.name }).from(departs).where(eq(departs.id, person.unitId)))[0]
    : undefined;
  return { person, unitName: unit?.name ?? null };
}

/** The staff member's items in their declaration of the batch, or null when they have none there. */
export async function declarationMaterials(db: Executor, projectTimeId: string, staffId: string) {
  const [declaration] = await db
    .select({ id: declarations.id })
    .from(declarations)
    .where(and(eq(declarations.projectTimeId, projectTimeId), eq(declarations.staffId, staffId)));
  if (!declaration) return null;
  return db
    .select({
      type: declarationItems.materialType,
      payload: declarationItems.payload,
      verifyStatus: declarationItems.verifyStatus,
    })
    .from(declarationItems)
    .where(eq(declarationItems.declarationId, declaration.id));
}

/** The records imported for the staff member from the source systems. */
export const sourceMaterials = (db: Executor, tenantId: string, staffId: string) =>
  db
    .select({ type: sourceRecords.materialType, payload: sourceRecords.payload })
    .from(sourceRecords)
    .where(and(eq(sourceRecords.tenantId, tenantId), eq(sourceRecords.staffId, staffId)));
