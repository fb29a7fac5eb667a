import type { DeclarationFilter } from "@zcps/contracts/zcps/workflow/api";
import { and, asc, count, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../../db/client";
import {
  batches,
  batchTitles,
  declarationAttachments,
  declarationBranches,
  declarationItems,
  declarations,
  departs,
  files,
  staff,
  titleSeries,
  titles,
  tracks,
  users,
} from "../../../db/schema";

/** Whose declarations a caller sees: the tenant, one unit, or their own. */
export type DeclarationScope = { kind: "tenant" } | { kind: "unit"; unitId: string } | { kind: "self"; userId: string };

function scopeCondition(scope: DeclarationScope): SQL | undefined {
  if (scope.kind === "unit") return eq(declarations.unitId, scope.unitId);
  if (scope.kind === "self") return eq(declarations.userId, scope.userId);
  return undefined;
}

/**
 * The list's WHERE: every filter is a column of `declarations` (indexed by batch, status and unit); a keyword or a
 * named list arrives as the ids of the staff it selects (looked up once, before), so no list query joins staff to
 * filter.
 */
export function declarationWhere(
  tenantId: string,
  batchId: string,
  scope: DeclarationScope,
  filter: Omit<DeclarationFilter, "projectTimeId" | "keyword" | "namedList">,
  staffIds?: readonly string[],
): SQL | undefined {
  return and(
    eq(declarations.tenantId, tenantId),
    eq(declarations.projectTimeId, batchId),
    scopeCondition(scope),
    filter.unitId ? eq(declarations.unitId, filter.unitId) : undefined,
    filter.seriesCode ? eq(declarations.seriesCode, filter.seriesCode) : undefined,
    filter.titleId ? eq(declarations.titleId, filter.titleId) : undefined,
    filter.level ? eq(declarations.level, filter.level) : undefined,
    filter.trackCode ? eq(declarations.trackCode, filter.trackCode) : undefined,
    filter.method ? eq(declarations.method, filter.method) : undefined,
    filter.status ? eq(declarations.status, filter.status) : undefined,
    staffIds ? sql`${declarations.staffId} = any(${sql.param(staffIds)}::text[])` : undefined,
  );
}

export async function countDeclarations(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(declarations).where(where);
  return row?.n ?? 0;
}

const unit = alias(departs, "unit_depart");
const unitOrder = alias(departs, "unit_order");

/** How many matching declarations a unit holds, with its names (unitId null: declarations without a unit). */
export interface UnitCount {
  unitId: string | null;
  unitName: string | null;
  unitNameEn: string | null;
  n: number;
}

/**
 * The matching declarations counted per unit, in list order: the units in the organisation tree's order, then
 * declarations without a unit. One scan of the batch gives the total and where each page lies.
 */
export async function countByUnitInOrder(db: Executor, where: SQL | undefined): Promise<UnitCount[]> {
  const counts = db
    .select({ unitId: declarations.unitId, n: count().as("n") })
    .from(declarations)
    .where(where)
    .groupBy(declarations.unitId)
    .as("counts");
  const rows = await db
    .select({ unitId: counts.unitId, unitName: unitOrder.name, unitNameEn: unitOrder.nameEn, n: counts.n })
    .from(counts)
    .leftJoin(unitOrder, eq(unitOrder.id, counts.unitId))
    .orderBy(sql`${unitOrder.orderNum} nulls last`, sql`${counts.unitId} nulls last`);
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}

const rowColumns = {
  id: declarations.id,
  staffName: staff.name,
  employeeNo: staff.employeeNo,
  unitId: declarations.unitId,
  titleName: titles.name,
  titleNameEn: titles.nameEn,
  level: declarations.level,
  trackCode: declarations.trackCode,
  trackName: tracks.name,
  trackNameEn: tracks.nameEn,
  method: declarations.method,
  status: declarations.status,
  submittedAt: declarations.submittedAt,
  eligible: sql<boolean | null>`(${declarations.eligibility}->>'pass')::boolean`,
};

export type DeclarationListRow = Awaited<ReturnType<typeof unitPage>>[number] & {
  unitName: string | null;
  unitNameEn: string | null;
};

/** One unit's rows in list order (submit time, unsubmitted last), read along the (batch, unit, submitted_at) index. */
function unitPage(db: Executor, where: SQL | undefined, unitId: string | null, offset: number, limit: number) {
  return db
    .select(rowColumns)
    .from(declarations)
    .innerJoin(staff, eq(staff.id, declarations.staffId))
    .leftJoin(titles, eq(titles.id, declarations.titleId))
    .leftJoin(tracks, and(eq(tracks.tenantId, declarations.tenantId), eq(tracks.code, declarations.trackCode)))
    .where(and(where, unitId === null ? isNull(declarations.unitId) : eq(declarations.unitId, unitId)))
    .orderBy(sql`${declarations.submittedAt} nulls last`, asc(declarations.id))
    .limit(limit)
    .offset(offset);
}

/**
 * The rows of one page in list order (by unit as counted, then by submit time): only the units the page spans
 * are read, each from its index range, so no page sorts or joins the whole batch.
 */
export async function pageDeclarationRows(
  db: Executor,
  where: SQL | undefined,
  units: UnitCount[],
  offset: number,
  limit: number,
): Promise<DeclarationListRow[]> {
  const page: DeclarationListRow[] = [];
  let skip = offset;
  for (const { unitId, unitName, unitNameEn, n } of units) {
    if (page.length >= limit) break;
    if (skip >= n) {
      skip -= n;
      continue;
    }
    const rows = await unitPage(db, where, unitId, skip, limit - page.length);
    skip = 0;
    page.push(...rows.map((r) => ({ ...r, unitName, unitNameEn })));
  }
  return page;
}

/** Every matching row in list order, read in chunks (the export). */
export async function* eachDeclarationRow(db: Executor, where: SQL | undefined, chunk = 1000) {
  const units = await countByUnitInOrder(db, where);
  for (let offset = 0; ; offset += chunk) {
    const rows = await pageDeclarationRows(db, where, units, offset, chunk);
    yield* rows;
    if (rows.length < chunk) return;
  }
}

export async function findDeclaration(db: Executor, tenantId: string, scope: DeclarationScope, id: string) {
  const rows = await db
    .select({
      ...rowColumns,
      unitName: unit.name,
      unitNameEn: unit.nameEn,
      projectTimeId: declarations.projectTimeId,
      batchName: batches.name,
      batchNameEn: batches.nameEn,
      seriesCode: declarations.seriesCode,
      returnedFrom: declarations.returnedFrom,
      version: declarations.version,
      pledgeSignedAt: declarations.pledgeSignedAt,
      eligibility: declarations.eligibility,
      userId: declarations.userId,
      staffId: declarations.staffId,
    })
    .from(declarations)
    .innerJoin(staff, eq(staff.id, declarations.staffId))
    .innerJoin(batches, eq(batches.id, declarations.projectTimeId))
    .leftJoin(unit, eq(unit.id, declarations.unitId))
    .leftJoin(titles, eq(titles.id, declarations.titleId))
    .leftJoin(tracks, and(eq(tracks.tenantId, declarations.tenantId), eq(tracks.code, declarations.trackCode)))
    .where(and(eq(declarations.id, id), eq(declarations.tenantId, tenantId), scopeCondition(scope)))
    .limit(1);
  return rows[0] ?? null;
}

export async function listAttachments(db: Executor, declarationId: string) {
  return db
    .select({
      id: declarationAttachments.id,
      itemId: declarationAttachments.itemId,
      name: declarationAttachments.name,
      mime: declarationAttachments.mime,
      size: declarationAttachments.size,
    })
    .from(declarationAttachments)
    .where(eq(declarationAttachments.declarationId, declarationId))
    .orderBy(asc(declarationAttachments.orderNum), asc(declarationAttachments.createdAt));
}

export async function findAttachmentFile(db: Executor, declarationId: string, attachmentId: string) {
  const rows = await db
    .select({ name: declarationAttachments.name, mime: files.mime, storageKey: files.storageKey })
    .from(declarationAttachments)
    .innerJoin(files, eq(files.id, declarationAttachments.fileId))
    .where(and(eq(declarationAttachments.id, attachmentId), eq(declarationAttachments.declarationId, declarationId)))
    .limit(1);
  return rows[0] ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Filter options and lookups

export async function listDeparts(db: Executor, tenantId: string, type?: string) {
  return db
    .select({ id: departs.id, code: departs.code, name: departs.name, nameEn: departs.nameEn, type: departs.type })
    .from(departs)
    .where(and(eq(departs.tenantId, tenantId), type ? eq(departs.type, type) : undefined))
    .orderBy(asc(departs.orderNum), asc(departs.code));
}

export async function findDepart(db: Executor, tenantId: string, id: string) {
  const rows = await db
    .select({ id: departs.id, code: departs.code, name: departs.name, nameEn: departs.nameEn, type: departs.type })
    .from(departs)
    .where(and(eq(departs.tenantId, tenantId), eq(departs.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

export async function listSeries(db: Executor, tenantId: string) {
  return db
    .select({ id: titleSeries.id, code: titleSeries.code, name: titleSeries.name, nameEn: titleSeries.nameEn })
    .from(titleSeries)
    .where(eq(titleSeries.tenantId, tenantId))
    .orderBy(asc(titleSeries.orderNum), asc(titleSeries.code));
}

/** The titles a batch accepts (declareRequireTitle); every title of the tenant when the batch names none. */
export async function listBatchTitles(db: Executor, tenantId: string, batchId: string) {
  const columns = {
    id: titles.id,
    code: titles.code,
    name: titles.name,
    nameEn: titles.nameEn,
    seriesCode: titles.seriesCode,
    level: titles.level,
  };
  const accepted = await db
    .select(columns)
    .from(batchTitles)
    .innerJoin(titles, eq(titles.id, batchTitles.titleId))
    .where(and(eq(batchTitles.projectTimeId, batchId), eq(titles.tenantId, tenantId)))
    .orderBy(asc(batchTitles.orderNum), asc(titles.orderNum));
  if (accepted.length > 0) return accepted;
  return db
    .select(columns)
    .from(titles)
    .where(eq(titles.tenantId, tenantId))
    .orderBy(asc(titles.seriesCode), asc(titles.orderNum));
}

export async function listTracks(db: Executor, tenantId: string) {
  return db
    .select({ id: tracks.id, code: tracks.code, name: tracks.name, nameEn: tracks.nameEn })
    .from(tracks)
    .where(eq(tracks.tenantId, tenantId))
    .orderBy(asc(tracks.orderNum), asc(tracks.code));
}

/** The items per material type of one declarant's declaration in a batch. */
export async function countItemsByType(
  db: Executor,
  tenantId: string,
  batchId: string,
  userId: string,
  scope: DeclarationScope,
) {
  return db
    .select({ materialType: declarationItems.materialType, n: count() })
    .from(declarationItems)
    .innerJoin(declarations, eq(declarations.id, declarationItems.declarationId))
    .where(
      and(
        eq(declarations.tenantId, tenantId),
        eq(declarations.projectTimeId, batchId),
        eq(declarations.userId, userId),
        scopeCondition(scope),
      ),
    )
    .groupBy(declarationItems.materialType);
}

export async function listBranches(db: Executor, declarationId: string) {
  return db.select().from(declarationBranches).where(eq(declarationBranches.declarationId, declarationId));
}

export async function upsertBranch(db: Executor, row: typeof declarationBranches.$inferInsert) {
  await db
    .insert(declarationBranches)
    .values(row)
    .onConflictDoUpdate({
      target: [declarationBranches.declarationId, declarationBranches.materialType],
      set: { departId: row.departId, setBy: row.setBy, setAt: sql`now()` },
    });
}

export async function userNames(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

// ---------------------------------------------------------------------------------------------------------------
// Statistics (sys/sbtj)

export async function countByColumn(db: Executor, where: SQL | undefined, column: "status" | "level" | "unitId") {
  const col = column === "status" ? declarations.status : column === "level" ? declarations.level : declarations.unitId;
  return db.select({ key: col, n: count() }).from(declarations).where(where).groupBy(col).orderBy(asc(col));
}
