import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../../db/client";
import {
  batches,
  declarations,
  departs,
  objections,
  publicities,
  staff,
  titleSeries,
  titles,
  unitRecommendations,
  unitReviewers,
  unitSignoffs,
  users,
} from "../../../../db/schema";

/**
 * The unit stage's queries: its own tables (sign-offs, reviewers, recommendation drafts, publicity windows and
 * objections) and the unit's declarations as its pages list them (with the declarant's and the title's names).
 */

export interface UnitScope {
  tenantId: string;
  projectTimeId: string;
  /** null: every unit of the tenant (a tenant-wide reader) */
  unitIds: readonly string[] | null;
}

export interface UnitFilter {
  status?: string;
  statuses?: readonly string[];
  staffIds?: readonly string[];
  titleId?: string;
  level?: string;
  /** only declarations on this user's review roster */
  reviewerUserId?: string;
  declarationIds?: readonly string[];
}

export function unitWhere(scope: UnitScope, filter: UnitFilter = {}): SQL | undefined {
  return and(
    eq(declarations.tenantId, scope.tenantId),
    eq(declarations.projectTimeId, scope.projectTimeId),
    scope.unitIds === null
      ? undefined
      : scope.unitIds.length
        ? inArray(declarations.unitId, [...scope.unitIds])
        : sql`false`,
    // a draft is the declarant's own business until it is submitted
    sql`${declarations.status} <> 'DRAFT'`,
    filter.status ? eq(declarations.status, filter.status) : undefined,
    filter.statuses ? inArray(declarations.status, [...filter.statuses]) : undefined,
    filter.staffIds ? sql`${declarations.staffId} = any(${sql.param(filter.staffIds)}::text[])` : undefined,
    filter.titleId ? eq(declarations.titleId, filter.titleId) : undefined,
    filter.level ? eq(declarations.level, filter.level) : undefined,
    filter.declarationIds ? inArray(declarations.id, [...filter.declarationIds]) : undefined,
    filter.reviewerUserId
      ? sql`exists (select 1 from ${unitReviewers} r where r.declaration_id = ${declarations.id} and r.reviewer_user_id = ${filter.reviewerUserId})`
      : undefined,
  );
}

const rowColumns = {
  id: declarations.id,
  version: declarations.version,
  staffId: declarations.staffId,
  userId: declarations.userId,
  unitId: declarations.unitId,
  staffName: staff.name,
  employeeNo: staff.employeeNo,
  gender: staff.sex,
  titleId: declarations.titleId,
  titleName: sql<string>`coalesce(${titles.name}, '')`,
  titleNameEn: sql<string>`coalesce(${titles.nameEn}, ${titles.name}, '')`,
  seriesCode: declarations.seriesCode,
  level: declarations.level,
  trackCode: declarations.trackCode,
  status: declarations.status,
  returnedFrom: declarations.returnedFrom,
  submittedAt: declarations.submittedAt,
  eligibility: declarations.eligibility,
  unitRank: declarations.unitRank,
};

/** The declaration id column, for the pages that list given declarations (a notice's, an objection's). */
export const declarationIdColumn = declarations.id;

export type UnitDeclarationRecord = Awaited<ReturnType<typeof listUnitDeclarations>>[number];

/** A page of the unit's declarations in submit order (all of them when limit is null). */
export function listUnitDeclarations(db: Executor, where: SQL | undefined, offset = 0, limit: number | null = null) {
  const query = db
    .select(rowColumns)
    .from(declarations)
    .innerJoin(staff, eq(staff.id, declarations.staffId))
    .leftJoin(titles, eq(titles.id, declarations.titleId))
    .where(where)
    .orderBy(sql`${declarations.unitRank} asc nulls last`, asc(declarations.submittedAt), asc(declarations.id))
    .offset(offset);
  return limit === null ? query : query.limit(limit);
}

export async function countUnitDeclarations(db: Executor, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(declarations).where(where);
  return row?.n ?? 0;
}

export async function countByStatus(db: Executor, where: SQL | undefined) {
  const rows = await db
    .select({ status: declarations.status, n: count() })
    .from(declarations)
    .where(where)
    .groupBy(declarations.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Record<string, number>;
}

/** Counts by title, level and state (DeclareCount). */
export function countByTitle(db: Executor, where: SQL | undefined) {
  return db
    .select({
      titleId: declarations.titleId,
      titleName: sql<string>`coalesce(${titles.name}, '')`,
      titleNameEn: sql<string>`coalesce(${titles.nameEn}, ${titles.name}, '')`,
      level: declarations.level,
      status: declarations.status,
      n: count(),
    })
    .from(declarations)
    .leftJoin(titles, eq(titles.id, declarations.titleId))
    .where(where)
    .groupBy(declarations.titleId, titles.name, titles.nameEn, titles.orderNum, declarations.level, declarations.status)
    .orderBy(asc(titles.orderNum), asc(declarations.titleId));
}

/** Counts by one of the declaration's or the declarant's columns (UserDeclareCountNew). */
export async function countBy(db: Executor, where: SQL | undefined, by: "level" | "seriesCode" | "gender") {
  const column = by === "gender" ? staff.sex : by === "level" ? declarations.level : declarations.seriesCode;
  const rows = await db
    .select({ key: sql<string>`coalesce(${column}, '')`, n: count() })
    .from(declarations)
    .innerJoin(staff, eq(staff.id, declarations.staffId))
    .where(where)
    .groupBy(column)
    .orderBy(asc(column));
  return rows;
}

// ---------------------------------------------------------------------------------------------------------------
// Sign-offs and reviewers

export async function signoffsOf(db: Executor, declarationIds: readonly string[]) {
  if (declarationIds.length === 0) return [];
  return db
    .select({
      declarationId: unitSignoffs.declarationId,
      declarationVersion: unitSignoffs.declarationVersion,
      userName: unitSignoffs.userName,
    })
    .from(unitSignoffs)
    .where(inArray(unitSignoffs.declarationId, [...declarationIds]));
}

export async function insertSignoff(db: Executor, row: typeof unitSignoffs.$inferInsert) {
  const inserted = await db.insert(unitSignoffs).values(row).onConflictDoNothing().returning({ id: unitSignoffs.id });
  return inserted.length === 1;
}

export async function findSignoff(db: Executor, declarationId: string, version: number) {
  const [row] = await db
    .select()
    .from(unitSignoffs)
    .where(and(eq(unitSignoffs.declarationId, declarationId), eq(unitSignoffs.declarationVersion, version)));
  return row ?? null;
}

export async function reviewersOf(db: Executor, declarationIds: readonly string[]) {
  if (declarationIds.length === 0) return [];
  return db
    .select({ declarationId: unitReviewers.declarationId, userId: unitReviewers.reviewerUserId, name: users.name })
    .from(unitReviewers)
    .innerJoin(users, eq(users.id, unitReviewers.reviewerUserId))
    .where(inArray(unitReviewers.declarationId, [...declarationIds]))
    .orderBy(asc(users.name));
}

export async function replaceReviewers(
  db: Executor,
  declarations: readonly { id: string; unitId: string; projectTimeId: string }[],
  reviewerUserIds: readonly string[],
  by: { tenantId: string; userId: string; now: Date },
) {
  const ids = declarations.map((d) => d.id);
  await db.delete(unitReviewers).where(inArray(unitReviewers.declarationId, ids));
  const rows = declarations.flatMap((d) =>
    reviewerUserIds.map((reviewerUserId) => ({
      id: crypto.randomUUID(),
      tenantId: by.tenantId,
      projectTimeId: d.projectTimeId,
      unitId: d.unitId,
      declarationId: d.id,
      reviewerUserId,
      assignedBy: by.userId,
      assignedAt: by.now,
    })),
  );
  if (rows.length) await db.insert(unitReviewers).values(rows);
}

// ---------------------------------------------------------------------------------------------------------------
// Publicity windows and objections

/** Approved declarations in the publicity state on no open notice and under no open objection. */
export function awaitingNoticeWhere(scope: UnitScope): SQL | undefined {
  return and(
    unitWhere(scope, { status: "UNIT_PUBLICITY" }),
    sql`not exists (select 1 from ${publicities} p where p.status = 'OPEN' and p.declaration_ids @> jsonb_build_array(${declarations.id}))`,
    sql`not exists (select 1 from ${objections} o where o.declaration_id = ${declarations.id} and o.status = 'OPEN')`,
  );
}

export async function awaitingNotice(db: Executor, scope: UnitScope) {
  return db
    .select({ id: declarations.id, unitId: declarations.unitId })
    .from(declarations)
    .where(awaitingNoticeWhere(scope));
}

export function unitWindows(db: Executor, scope: UnitScope) {
  return db
    .select()
    .from(publicities)
    .where(
      and(
        eq(publicities.tenantId, scope.tenantId),
        eq(publicities.projectTimeId, scope.projectTimeId),
        eq(publicities.scope, "UNIT"),
        scope.unitIds === null
          ? undefined
          : scope.unitIds.length
            ? inArray(publicities.unitId, [...scope.unitIds])
            : sql`false`,
      ),
    )
    .orderBy(desc(publicities.startsOn), desc(publicities.createdAt));
}

export async function findWindow(db: Executor, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(publicities)
    .where(and(eq(publicities.tenantId, tenantId), eq(publicities.id, id)));
  return row ?? null;
}

/** A unit's open notices (its staff read them). */
export function openUnitWindows(db: Executor, tenantId: string, unitId: string) {
  return db
    .select()
    .from(publicities)
    .where(
      and(
        eq(publicities.tenantId, tenantId),
        eq(publicities.scope, "UNIT"),
        eq(publicities.unitId, unitId),
        eq(publicities.status, "OPEN"),
      ),
    )
    .orderBy(desc(publicities.startsOn));
}

/** The open window a declaration is on, if any. */
export async function openWindowOf(db: Executor, declarationId: string) {
  const [row] = await db
    .select()
    .from(publicities)
    .where(
      and(
        eq(publicities.status, "OPEN"),
        sql`${publicities.declarationIds} @> jsonb_build_array(${declarationId}::text)`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The latest window a declaration was on, open or closed. */
export async function latestWindowOf(db: Executor, declarationId: string) {
  const [row] = await db
    .select()
    .from(publicities)
    .where(sql`${publicities.declarationIds} @> jsonb_build_array(${declarationId}::text)`)
    .orderBy(desc(publicities.createdAt))
    .limit(1);
  return row ?? null;
}

export function objectionsOf(db: Executor, where: SQL | undefined) {
  return db.select().from(objections).where(where).orderBy(asc(objections.createdAt));
}

export async function openObjectionCounts(db: Executor, declarationIds: readonly string[]) {
  if (declarationIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ declarationId: objections.declarationId, n: count() })
    .from(objections)
    .where(and(inArray(objections.declarationId, [...declarationIds]), eq(objections.status, "OPEN")))
    .groupBy(objections.declarationId);
  return new Map(rows.map((r) => [r.declarationId, r.n]));
}

export async function lockObjection(db: Executor, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(objections)
    .where(and(eq(objections.tenantId, tenantId), eq(objections.id, id)))
    .for("update");
  return row ?? null;
}

export async function insertObjection(db: Executor, row: typeof objections.$inferInsert) {
  await db.insert(objections).values(row);
}

export async function settleObjection(
  db: Executor,
  id: string,
  change: { status: "DISMISSED" | "UPHELD"; resolution: string; handledBy: string; handledAt: Date },
) {
  const rows = await db
    .update(objections)
    .set(change)
    .where(and(eq(objections.id, id), eq(objections.status, "OPEN")))
    .returning();
  return rows[0] ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Recommendation drafts

export function recommendationDrafts(db: Executor, declarationIds: readonly string[]) {
  if (declarationIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(unitRecommendations)
    .where(inArray(unitRecommendations.declarationId, [...declarationIds]));
}

export async function saveRecommendationDrafts(db: Executor, rows: (typeof unitRecommendations.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db
    .insert(unitRecommendations)
    .values(rows)
    .onConflictDoUpdate({
      target: unitRecommendations.declarationId,
      set: {
        rank: sql`excluded.rank`,
        recommend: sql`excluded.recommend`,
        remark: sql`excluded.remark`,
        savedBy: sql`excluded.saved_by`,
        savedAt: sql`excluded.saved_at`,
      },
    });
}

/** The last rank the unit gave in the batch (0 before its first recommendation). */
export async function highestRank(db: Executor, scope: UnitScope) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${declarations.unitRank}), 0)::int` })
    .from(declarations)
    .where(unitWhere(scope));
  return row?.n ?? 0;
}

/** Locks the declarations about to be recommended, in a fixed order so two submits cannot deadlock. */
export async function lockDeclarations(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: declarations.id, version: declarations.version, status: declarations.status })
    .from(declarations)
    .where(inArray(declarations.id, [...ids]))
    .orderBy(asc(declarations.id))
    .for("update");
}

// ---------------------------------------------------------------------------------------------------------------
// Names the notices print

export async function batchForNotice(db: Executor, batchId: string) {
  const [row] = await db
    .select({ name: batches.name, nameEn: batches.nameEn, publicityDays: batches.publicityDays })
    .from(batches)
    .where(eq(batches.id, batchId));
  return row ?? null;
}

export async function unitNames(db: Executor, unitIds: readonly string[]) {
  if (unitIds.length === 0) return new Map<string, { name: string; nameEn: string | null }>();
  const rows = await db
    .select({ id: departs.id, name: departs.name, nameEn: departs.nameEn })
    .from(departs)
    .where(inArray(departs.id, [...unitIds]));
  return new Map(rows.map((r) => [r.id, { name: r.name, nameEn: r.nameEn }]));
}

export function seriesNames(db: Executor, tenantId: string) {
  return db
    .select({ code: titleSeries.code, name: titleSeries.name, nameEn: titleSeries.nameEn })
    .from(titleSeries)
    .where(eq(titleSeries.tenantId, tenantId));
}
