import type { CorrectionStatus } from "@zcps/contracts/zcps/workflow/api";
import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../../db/client";
import {
  corrections,
  declarationItems,
  declarations,
  departs,
  materialDirectory,
  sourceRecords,
  staff,
  users,
} from "../../../db/schema";
import { staffIdsMatching } from "../staff";

export type CorrectionRecord = typeof corrections.$inferSelect;

export interface CorrectionFilter {
  tenantId: string;
  /** the declarant's own requests */
  userId?: string;
  /** the departments whose requests the caller handles; undefined = every department */
  targetDepartIds?: string[];
  departId?: string;
  status?: CorrectionStatus;
  materialType?: string;
  keyword?: string;
  page: number;
  limit: number;
}

const unit = alias(departs, "unit_depart");
const target = alias(departs, "target_depart");
const handler = alias(users, "handler_user");

function whereOf(db: Executor, filter: CorrectionFilter): SQL | undefined {
  return and(
    eq(corrections.tenantId, filter.tenantId),
    filter.userId ? eq(corrections.userId, filter.userId) : undefined,
    filter.targetDepartIds
      ? filter.targetDepartIds.length > 0
        ? inArray(corrections.targetDepartId, filter.targetDepartIds)
        : sql`false`
      : undefined,
    filter.departId ? eq(corrections.targetDepartId, filter.departId) : undefined,
    filter.status ? eq(corrections.status, filter.status) : undefined,
    filter.materialType ? eq(corrections.materialType, filter.materialType) : undefined,
    filter.keyword ? inArray(corrections.staffId, staffIdsMatching(db, filter.tenantId, filter.keyword)) : undefined,
  );
}

const rowColumns = {
  correction: corrections,
  staffName: staff.name,
  employeeNo: staff.employeeNo,
  unitName: unit.name,
  unitNameEn: unit.nameEn,
  sourceRef: sourceRecords.sourceRef,
  targetDepartName: target.name,
  targetDepartNameEn: target.nameEn,
  handledByName: handler.name,
};

function joined(db: Executor) {
  return db
    .select(rowColumns)
    .from(corrections)
    .innerJoin(staff, eq(staff.id, corrections.staffId))
    .leftJoin(unit, eq(unit.id, staff.unitId))
    .leftJoin(sourceRecords, eq(sourceRecords.id, corrections.sourceRecordId))
    .leftJoin(target, eq(target.id, corrections.targetDepartId))
    .leftJoin(handler, eq(handler.id, corrections.handledBy));
}

export type CorrectionJoined = Awaited<ReturnType<typeof pageCorrections>>["rows"][number];

export async function pageCorrections(db: Executor, filter: CorrectionFilter) {
  const where = whereOf(db, filter);
  const [total] = await db.select({ n: count() }).from(corrections).where(where);
  const rows = await joined(db)
    .where(where)
    // pending first, newest first
    .orderBy(sql`${corrections.status} <> 'SUBMITTED'`, desc(corrections.createdAt), desc(corrections.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return { rows, total: total?.n ?? 0 };
}

export async function findCorrectionJoined(db: Executor, tenantId: string, id: string) {
  const rows = await joined(db)
    .where(and(eq(corrections.tenantId, tenantId), eq(corrections.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findCorrection(db: Executor, tenantId: string, id: string) {
  const rows = await db
    .select()
    .from(corrections)
    .where(and(eq(corrections.tenantId, tenantId), eq(corrections.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertCorrection(db: Executor, row: typeof corrections.$inferInsert) {
  await db.insert(corrections).values(row);
}

/** Moves a request out of SUBMITTED once: false when someone else already handled or withdrew it. */
export async function closeCorrection(
  db: Executor,
  tenantId: string,
  id: string,
  values: { status: CorrectionStatus; handledBy?: string; response?: string | null },
): Promise<boolean> {
  const rows = await db
    .update(corrections)
    .set({
      status: values.status,
      handledBy: values.handledBy ?? null,
      handledAt: values.handledBy ? sql`now()` : null,
      response: values.response ?? null,
    })
    .where(and(eq(corrections.tenantId, tenantId), eq(corrections.id, id), eq(corrections.status, "SUBMITTED")))
    .returning({ id: corrections.id });
  return rows.length > 0;
}

export async function pendingExists(db: Executor, sourceRecordId: string, field: string) {
  const rows = await db
    .select({ id: corrections.id })
    .from(corrections)
    .where(
      and(
        eq(corrections.sourceRecordId, sourceRecordId),
        eq(corrections.field, field),
        eq(corrections.status, "SUBMITTED"),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Staff, source records and the declarations copied from them

export async function findSourceRecord(db: Executor, tenantId: string, id: string) {
  const rows = await db
    .select()
    .from(sourceRecords)
    .where(and(eq(sourceRecords.tenantId, tenantId), eq(sourceRecords.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** A declaration item of the user's own declaration and the source record it was copied from. */
export async function findOwnItemSource(db: Executor, tenantId: string, userId: string, itemId: string) {
  const rows = await db
    .select({ source: declarationItems.source, sourceRecordId: declarationItems.sourceRecordId })
    .from(declarationItems)
    .innerJoin(declarations, eq(declarations.id, declarationItems.declarationId))
    .where(and(eq(declarationItems.id, itemId), eq(declarations.tenantId, tenantId), eq(declarations.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Sets one field of a source record's payload and bumps its version. */
export async function setSourceField(db: Executor, id: string, field: string, value: unknown) {
  await db
    .update(sourceRecords)
    .set({
      payload: sql`jsonb_set(${sourceRecords.payload}, array[${field}]::text[], ${JSON.stringify(value)}::jsonb, true)`,
      version: sql`${sourceRecords.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(sourceRecords.id, id));
}

/**
 * The same field of every item copied from the record, in declarations the declarant can still edit (DRAFT or
 * RETURNED); submitted ones keep what was submitted. Returns the declarations touched.
 */
export async function setCopiedItemsField(
  db: Executor,
  tenantId: string,
  sourceRecordId: string,
  field: string,
  value: unknown,
) {
  const rows = await db
    .update(declarationItems)
    .set({
      payload: sql`jsonb_set(${declarationItems.payload}, array[${field}]::text[], ${JSON.stringify(value)}::jsonb, true)`,
      version: sql`${declarationItems.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(declarationItems.sourceRecordId, sourceRecordId),
        inArray(
          declarationItems.declarationId,
          db
            .select({ id: declarations.id })
            .from(declarations)
            .where(and(eq(declarations.tenantId, tenantId), inArray(declarations.status, ["DRAFT", "RETURNED"]))),
        ),
      ),
    )
    .returning({ declarationId: declarationItems.declarationId });
  return [...new Set(rows.map((r) => r.declarationId))];
}

// ---------------------------------------------------------------------------------------------------------------
// Routing and evidence

/** The directory's verifier of a material type in a batch. */
export async function directoryVerifier(db: Executor, batchId: string, materialType: string) {
  const rows = await db
    .select({ departId: materialDirectory.verifierDepartId })
    .from(materialDirectory)
    .where(and(eq(materialDirectory.projectTimeId, batchId), eq(materialDirectory.materialType, materialType)))
    .limit(1);
  return rows[0]?.departId ?? null;
}

export async function findDepartByCode(db: Executor, tenantId: string, code: string) {
  const rows = await db
    .select({ id: departs.id, name: departs.name, nameEn: departs.nameEn })
    .from(departs)
    .where(and(eq(departs.tenantId, tenantId), eq(departs.code, code)))
    .limit(1);
  return rows[0] ?? null;
}

export const EVIDENCE_PURPOSE = "correction-evidence";
